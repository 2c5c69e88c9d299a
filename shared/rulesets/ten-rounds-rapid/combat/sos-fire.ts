import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { polygonCentroid } from '../../../geometry/polygon.ts';
import { offTableMayFire, requestFire } from '../fire/indirect/request.ts';
import { type TrrState, type TrrUnit, kindOf, onTable, troopOf } from '../state.ts';
import { isBlue } from '../troop-kinds.ts';
import { sees } from '../observation/observation.ts';
import { type SosPoint, readSosPoints } from '../options/sos-options.ts';
import { unitInArea } from '../../../engine/scenario-units.ts';
import { unitView } from '../view.ts';
import { fireOnArea, lineOfFire } from './observed-fire.ts';
import { observedBy } from '../options/planned-fire.ts';
import { fireBetween } from './fire-between.ts';

/**
 * Section 14's SOS points (README "SOS fire"): a unit of the point's side that sees an enemy in the SOS area signals
 * as it is activated — an OP team by its own line, anyone else by flare — and the request is rolled "as per requested
 * fire above". Granted, the whole mission fires on the area's centre, once a move; its batteries' factors are added,
 * and fire observed by an OP team takes + 2 for each earlier turn on the point.
 */
const pointOf = (state: TrrState, areaId: string): SosPoint | undefined => readSosPoints(state.scenario).find((p) => p.areaId === areaId);

/** Enemy units with a base in the SOS area that `u` sees. */
export function enemiesAtPoint(state: TrrState, u: TrrUnit, areaId: string): TrrUnit[] {
  return state.units.filter((e) => e.side !== u.side && onTable(e) && e.status !== 'routing' && unitInArea(state.scenario, unitView(e), areaId) && sees(state, u, e));
}

export function sosRefusal(state: TrrState, u: TrrUnit, areaId: string): string | null {
  const point = pointOf(state, areaId);
  if (!point || point.side !== u.side) return `there is no SOS point of ${state.scenario.sides[u.side].name} at "${areaId}"`;
  if (state.artillery.calling !== u.id) return `${u.name} signal as they are activated, once a move`;
  const fired = state.artillery.sosFired[areaId] ?? [];
  if (fired.includes(state.turn)) return 'the SOS mission has fired this move ("Off table weapons fire once per move")';
  if (!offTableMayFire(point.calibreMm, fired.includes(state.turn - 1))) return `the ${point.calibreMm} mm guns fired last move: "over 240 mm calibre … may fire only every other move"`;
  if (enemiesAtPoint(state, u, areaId).length === 0) return `${u.name} see no enemy at the SOS point`;
  return null;
}

export function sosFire(state: TrrState, u: TrrUnit, areaId: string, dice: Dice, events: GameEvent[]): void {
  const point = pointOf(state, areaId)!;
  const area = state.scenario.terrain.find((f) => f.id === areaId);
  const label = area && 'label' in area && area.label ? area.label : areaId;
  const battery = kindOf(u) === 'observer' ? troopOf(u).battery : undefined;
  const means = battery?.link ?? 'flare';
  const request = requestFire({ means, observerMoved: u.moved, wirelessAllowed: isBlue(troopOf(u).army), targetMovingOver6cm: false, fireBetween: means === 'telephone' && fireBetween(state, u) }, dice);
  if (!request.ok) {
    events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, text: `${u.name} cannot signal the SOS mission: ${request.error.reason}` });
    return;
  }
  events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, text: `${u.name} signal the SOS mission on ${label} by ${means}: ${request.value.granted ? 'the mission fires' : 'no answer'}`, roll: request.value.explanation });
  if (!request.value.granted || area?.kind !== 'area') return;
  const aim = polygonCentroid(area.polygon);
  const observed = observedBy(state, u.side, aim);
  const earlier = (state.artillery.sosFired[areaId] ??= []);
  fireOnArea(state, { side: u.side, unitId: u.id, calibreMm: point.calibreMm, observed, batteries: point.batteries, earlierTurns: earlier.length }, aim, lineOfFire(state, u.side), dice, events);
  earlier.push(state.turn);
}
