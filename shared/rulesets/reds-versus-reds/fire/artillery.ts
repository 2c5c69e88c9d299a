import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { headingOf, headingVector, type Vec } from '../../../geometry/vec.ts';
import { otherSide, type SideId } from '../../../scenario/terrain-kinds.ts';
import { ARMOURED_TRAIN_TACTICAL_RATING, SHRAPNEL, deviationDirection, opportunityTarget } from '../tables/tables.ts';
import type { RvrState, UnitState, FigureState } from '../state.ts';
import { troopOf } from '../state.ts';
import { figureName, figuresOnTable, towardBaseline } from '../troops/figures.ts';
import { canSee, inTrench, terrainOf } from '../terrain/terrain.ts';
import { markHit } from './fire.ts';
import { hypot } from '../../../geometry/hypot.ts';

const RULE = 'Reds versus Reds: Opportunity fire';

/** The on-table artillery observer still standing, if any. */
export function observerOf(state: RvrState): { unit: UnitState; figure: FigureState } | null {
  for (const unit of state.units) {
    if (unit.status === 'active' && troopOf(unit).troopClass === 'observer' && unit.figures[0]) return { unit, figure: unit.figures[0] };
  }
  return null;
}

/** Whether the observer may give the guns a task now: strikes left, none on the way, guns not firing this turn. */
export function mayRequest(state: RvrState): boolean {
  const o = state.observer;
  return observerOf(state) !== null && o.strikesLeft > 0 && o.strike === null && o.firedTurn !== state.turn && o.requestedTurn !== state.turn;
}

export function requestRefusal(state: RvrState, side: SideId, aim: Vec): string | null {
  if (state.phase !== 'observer' || !mayRequest(state)) return 'the observer cannot call for a strike now';
  const observer = observerOf(state)!;
  if (observer.unit.side !== side) return 'the observer belongs to the other side';
  const { width, height } = state.scenario.table;
  if (aim.x < 0 || aim.y < 0 || aim.x > width || aim.y > height) return 'the aiming point must be on the table';
  if (!canSee(terrainOf(state.scenario), observer.figure, aim)) return 'the observer cannot see that point';
  return null;
}

/** Reds versus Reds, "Opportunity fire": the request succeeds on a D6 at least 2 under the guns' Tactical Rating. */
export function requestStrike(draft: RvrState, aim: Vec, dice: Dice, events: GameEvent[]): void {
  const observer = observerOf(draft)!;
  const need = opportunityTarget(ARMOURED_TRAIN_TACTICAL_RATING);
  const die = dice.d(6);
  const accepted = die <= need;
  draft.observer.requestedTurn = draft.turn;
  if (accepted) draft.observer.strike = { aim: { x: aim.x, y: aim.y }, requestedTurn: draft.turn };
  events.push({
    kind: 'artillery-request', side: observer.unit.side, unitId: observer.unit.id, at: [{ x: observer.figure.x, y: observer.figure.y }, aim],
    text: accepted ? `${observer.unit.name} calls in the armoured train: the strike will arrive next turn` : `${observer.unit.name} cannot get the armoured train to fire`,
    roll: { table: 'opportunity-fire', column: `request (train TR ${ARMOURED_TRAIN_TACTICAL_RATING})`, target: `${need} or less`, dice: [die], modifiers: [], total: die, result: accepted ? 'accepted' : 'refused', rule: RULE },
  });
}

/** Direction of a deviation, as a unit vector, for guns firing from `firer`'s baseline. */
export function deviationVector(state: RvrState, firer: SideId, roll: number): Vec {
  const short = towardBaseline(state, firer);
  const over = towardBaseline(state, otherSide(firer));
  const heading = headingOf(over);
  switch (deviationDirection(roll)) {
    case 'short': return short;
    case 'over': return over;
    case 'right': return headingVector(heading + 90);
    case 'left': return headingVector(heading - 90);
  }
}

/**
 * In the first category of shooting, an accepted strike lands: on the aiming point if a second throw is at least
 * 2 under the Tactical Rating, else 2D6" off in a D6 direction. Shrapnel then hits every figure within 4" on a 5
 * or 6 if it moved this turn, a 6 if it stood still; troops in trenches are unharmed.
 */
export function strikeArrives(draft: RvrState, dice: Dice, events: GameEvent[]): void {
  const strike = draft.observer.strike;
  if (!strike || strike.requestedTurn >= draft.turn) return;
  const firer = firingSide(draft);
  const need = opportunityTarget(ARMOURED_TRAIN_TACTICAL_RATING);
  const accuracy = dice.d(6);
  let centre = strike.aim;
  const accurate = accuracy <= need;
  const aimed = { table: 'opportunity-fire', column: 'accuracy', target: `${need} or less`, dice: [accuracy], modifiers: [], total: accuracy, rule: RULE };
  if (accurate) {
    events.push({ kind: 'artillery-strike', side: firer, at: [centre], text: 'The armoured train\'s shells land on the aiming point', roll: { ...aimed, result: 'on target' } });
  } else {
    events.push({ kind: 'artillery-strike', side: firer, at: [centre], text: 'The armoured train\'s shells miss the aiming point', roll: { ...aimed, result: 'off target: dice for deviation' } });
    const distance = dice.roll(2, 6);
    const direction = dice.d(6);
    const inches = distance[0]! + distance[1]!;
    const v = deviationVector(draft, firer, direction);
    centre = { x: strike.aim.x + v.x * inches, y: strike.aim.y + v.y * inches };
    // The roll is the 2D6 of distance; the direction die is looked up in the deviation table (its column).
    events.push({
      kind: 'artillery-strike', side: firer, at: [strike.aim, centre], text: `The armoured train's shells land ${inches}" ${deviationDirection(direction)} of the aiming point`,
      roll: { table: 'deviation', column: `direction die ${direction}: ${deviationDirection(direction)}`, dice: distance, modifiers: [], total: inches, result: `${inches}" ${deviationDirection(direction)}`, rule: RULE },
    });
  }
  const index = terrainOf(draft.scenario);
  for (const f of figuresOnTable(draft)) {
    if (hypot(f.figure.x - centre.x, f.figure.y - centre.y) > SHRAPNEL.radius + f.radius) continue;
    if (inTrench(index, f.figure)) continue;
    const need = f.figure.moved ? SHRAPNEL.movingOn : SHRAPNEL.stationaryOn;
    const die = dice.d(6);
    const hit = die >= need;
    events.push({
      kind: 'artillery-strike', side: firer, targetUnitId: f.unit.id, at: [centre, { x: f.figure.x, y: f.figure.y }],
      text: `Shrapnel ${hit ? 'hits' : 'misses'} ${figureName(f.unit, f.figure)}`,
      roll: { table: 'shrapnel', column: f.figure.moved ? 'moving' : 'stationary throughout', target: `${need}+`, dice: [die], modifiers: [], total: die, result: hit ? 'casualty' : 'no effect', rule: 'Reds versus Reds: Shrapnel' },
    });
    if (hit) markHit(draft, f, dice, events);
  }
  draft.observer.strike = null;
  draft.observer.strikesLeft -= 1;
  draft.observer.firedTurn = draft.turn;
  draft.observer.lastImpact = { centre, turn: draft.turn };
}

/** The side whose guns fire: the observer's (its side is fixed even once the observer has fallen). */
function firingSide(state: RvrState): SideId {
  const unit = state.units.find((u) => troopOf(u).troopClass === 'observer');
  return unit ? unit.side : otherSide(state.attacker);
}
