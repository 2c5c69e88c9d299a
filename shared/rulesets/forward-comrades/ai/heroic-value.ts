import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, type LeaderState, type UnitState, findUnit, leaderFit, onTable, ownFigures, unitCentre } from '../state.ts';
import { lossWeight } from './army-pressure.ts';
import { leadershipBand, heroicBonus, OFFICER_HIT_ON, LEADERSHIP_BANDS } from '../tables/tables-command.ts';
import { pointToUnit, unitDistance } from '../movement/stands.ts';
import { directTargets } from '../fire/fire-options.ts';
import { likelyPath, moraleFailChance, moveStillToCome, takesGround } from './likely-moves.ts';

/**
 * Heroic leading weighed, in figure-equivalents. What a leadership point is worth to a unit that would otherwise
 * stand idle; the pull of an inch toward the ground its side must take (as the AI's own objectives weigh it); what
 * the heroic bonus adds to a unit that fights; how much an officer is worth to his side beyond his own figure.
 */
export const HEROIC_WEIGHTS = { idlePoint: 0.3, firePoint: 1.2, inchGained: 0.5, bonus: 0.6, commandPoint: 1.5, officer: 4, fallBackShare: 0.3 } as const;
const W = HEROIC_WEIGHTS;
/** Enemy units within this reach may bring fire on the unit he leads (the longest small-arms range, README). */
const FIRE_REACH = 24;

/** How much the unit's action this turn is worth, the action it can take with a leadership point it still has to use. */
export function actionWorth(state: FcState, u: UnitState): number {
  if (!moveStillToCome(state, u)) return 0;
  const path = likelyPath(state, u);
  // Ground gained only counts for a side that must take ground (its path leads toward the area, not an enemy).
  const gain = path && takesGround(state, u) ? path.length * W.inchGained : 0;
  const fire = directTargets(state, u, true).length > 0 ? W.firePoint : W.idlePoint;
  return Math.max(gain, fire);
}


/** The chance that the unit he leads takes casualties this turn, and so that he is hit on a D10 "0": enemies in reach, a third each. */
function hitChance(state: FcState, u: UnitState): number {
  let near = 0;
  for (const e of state.units) if (e.side !== u.side && onTable(e) && unitDistance(u, e) <= FIRE_REACH) near++;
  const casualties = Math.min(1, near / 3);
  return casualties * ((10 - OFFICER_HIT_ON + 1) / 10);
}

/** His other units: those he would otherwise give leadership to (his own; for the C-in-C, those whose own leader cannot). */
function otherUnits(state: FcState, l: LeaderState, led: UnitState): UnitState[] {
  return state.units.filter((v) => v !== led && v.side === l.side && onTable(v) && (v.leaderId === l.id
    || (l.commanderInChief && !state.leaders.some((o) => o.id === v.leaderId && leaderFit(o, state.turn) && !o.leading))));
}

/**
 * What leading `led` heroically is worth to the officer's side: the act of a unit that would have had no leadership
 * point, the bonus to its dice, less the risk to the officer (his own worth and what his units lose without him) and
 * what his other units lose while he leads ("Over 36" on their leadership roll next turn). Positive when worth it.
 */
export function heroicWorth(state: FcState, l: LeaderState, led: UnitState): number {
  const others = otherUnits(state, l, led);
  const at = unitCentre(led);
  const over = LEADERSHIP_BANDS[LEADERSHIP_BANDS.length - 1]!.moveOn;
  let command = 0;
  for (const v of others) command += (leadershipBand(pointToUnit(at, v)).moveOn - over) / 10;
  const worth = W.officer + W.commandPoint * others.length;
  const joinedNow = !l.heroicAtTurnStart;
  return (joinedNow ? actionWorth(state, led) : 0) + rallyWorth(state, l, led) + W.bonus * heroicBonus(l.character) * (directTargets(state, led, true).length > 0 ? 1 : 0.3)
    - hitChance(state, led) * worth - W.commandPoint * command;
}

/**
 * What his -1 (-2 Committed) on the rally test is worth to a unit falling back: the chance of failing it taken off,
 * times what another fall back would cost (the unit itself, and its weight for army morale, when it would go off the
 * table: a fall back is about a move toward the side's own edge).
 */
function rallyWorth(state: FcState, l: LeaderState, led: UnitState): number {
  if (!led.fallingBack) return 0;
  const withHim = moraleFailChance(state, led);
  const without = moraleFailChance(state, led, [{ label: 'no officer', value: heroicBonus(l.character) }]);
  const men = ownFigures(led);
  const stake = edgeNear(state, led) ? men + lossWeight(state, led) : W.fallBackShare * men;
  return (without - withHim) * stake;
}

/** Whether a fall back (about 7", two D6) could carry the unit off its own edge of the table. */
function edgeNear(state: FcState, u: UnitState): boolean {
  const { width, height } = state.scenario.table;
  const reach = 7;
  switch (state.scenario.sides[u.side].baseline) {
    case 'south': return u.stands.some((s) => s.y - reach < 0);
    case 'north': return u.stands.some((s) => s.y + reach > height);
    case 'west': return u.stands.some((s) => s.x - reach < 0);
    case 'east': return u.stands.some((s) => s.x + reach > width);
  }
}

/** The heroic part of the foresight: what our officers' heroic leading is worth less the enemy's. */
export function heroicTerm(state: FcState, side: SideId): number {
  let total = 0;
  for (const l of state.leaders) {
    if (!l.leading || l.status !== 'active') continue;
    const led = findUnit(state, l.leading);
    if (!led || !onTable(led)) continue;
    const v = heroicWorth(state, l, led);
    total += l.side === side ? v : -v;
  }
  return total;
}

