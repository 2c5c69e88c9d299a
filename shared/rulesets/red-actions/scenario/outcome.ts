import type { Outcome } from '../../../engine/ruleset.ts';
import { evaluateVictory } from '../../../engine/victory.ts';
import { type SideId, otherSide } from '../../../scenario/terrain-kinds.ts';
import type { RaState, RaUnit } from '../state.ts';
import { ARMIES } from '../troops/troops.ts';
import { sideArmy } from './setup.ts';
import { victoryView } from '../view/view.ts';
import { CAPTURED_TANK_COST, capturedIntactTank, trainHeld, trainTakenFromField } from '../vehicles/captures.ts';

/**
 * How a game ends: an army whose losses exceed its flight number runs; otherwise the scenario's victory
 * conditions decide, except that a side whose armoured train the enemy still holds at the end has had it taken
 * from the field, and loses.
 */

/**
 * Points lost: bases destroyed, and whole units routing, destroyed, captured, run off the table or gone to the
 * rear without their weapons; an intact tank taken by the enemy counts more than once.
 */
export function lostPoints(u: RaUnit): number {
  if (u.startBases === 0) return 0;
  if (capturedIntactTank(u)) return u.startPoints * CAPTURED_TANK_COST;
  const perBase = u.startPoints / u.startBases;
  const gone = u.status === 'routing' || u.status === 'destroyed' || u.status === 'surrendered'
    || (u.status === 'withdrawn' && (u.routFrom !== null || u.weaponsAbandoned));
  return gone ? u.startPoints : perBase * Math.max(0, u.startBases - u.bases.length);
}

export interface FlightState { start: number; lost: number; limit: number; percent: number }

export function flightState(s: RaState, side: SideId): FlightState {
  let start = 0, lost = 0;
  for (const u of s.units) if (u.side === side) { start += u.startPoints; lost += trainHeld(s, u) ? u.startPoints : lostPoints(u); }
  const percent = ARMIES[sideArmy(s.scenario, side)].flightPercent;
  return { start, lost, limit: (start * percent) / 100, percent };
}

/** "Determine how many points worth must be destroyed, captured, or routing to exceed the flight number." */
export const pastFlight = (f: FlightState): boolean => f.start > 0 && f.lost > f.limit;

/**
 * Flight is judged at once ("stopping if either army reaches its flight number"); the scenario's own conditions
 * (clearing an area, holding out) only at the end of a turn, as every rule set judges them, so a side that loses
 * the objective in mid-turn keeps its remaining segments to take it back (README "When the battle is judged").
 */
export type Judged = 'mid-turn' | 'turn-end';

export function computeOutcome(s: RaState, when: Judged): Outcome | null {
  if (s.phase === 'officers' || s.phase === 'entry') return null;
  const red = flightState(s, 'red');
  const white = flightState(s, 'white');
  const redFled = pastFlight(red), whiteFled = pastFlight(white);
  if (redFled || whiteFled) {
    const name = (side: SideId) => s.scenario.sides[side].name;
    const text = (side: SideId, f: FlightState) => `${name(side)} lost ${Math.round(f.lost)} of ${f.start} points, past their flight number (${f.percent}%)`;
    if (redFled && whiteFled) {
      const r = red.lost / red.start, w = white.lost / white.start;
      if (r === w) return { winner: null, reason: 'both armies reached their flight numbers together' };
      return r > w ? { winner: 'white', reason: text('red', red) } : { winner: 'red', reason: text('white', white) };
    }
    return redFled ? { winner: 'white', reason: text('red', red) } : { winner: 'red', reason: text('white', white) };
  }
  if (when === 'mid-turn') return null;
  const ending = evaluateVictory(s.scenario, victoryView(s));
  // "A unit which has its train captured and taken from the field automatically loses the game."
  const taken = ending ? trainTakenFromField(s) : undefined;
  if (taken) return { winner: otherSide(taken.side), reason: `${s.scenario.sides[taken.side].name} lost their armoured train: the enemy hold it as the battle ends and take it from the field` };
  return ending;
}
