import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { type FireRequest, INDIRECT_RULE, requestFire } from '../fire/indirect/request.ts';
import { rollScatter } from '../fire/indirect/scatter.ts';
import { AREA_SIDE_CM, inRectangle } from '../fire/indirect/area.ts';
import { armourUnderFire, planIndirectFactor } from '../fire/indirect/effects.ts';
import { rollCasualties } from '../fire/casualty-table.ts';
import type { VehicleClass } from '../fire/armour/tables.ts';
import { type TrrState, type TrrUnit, centreOf, onTable, troopOf } from '../state.ts';
import { isBlue } from '../troop-kinds.ts';
import { softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { pointDistanceCm, sees } from '../observation/observation.ts';
import { sameSector } from '../sectors.ts';
import { toCm, toInches } from '../scale.ts';
import { applyVehicleHits, vehicleClassOf } from './vehicle-hits.ts';
import type { PlannedAmmunition } from '../options/planned-fire-options.ts';
import { laySmoke, releaseGas } from './smoke-and-gas.ts';
import { fireBetween } from './fire-between.ts';
import { MOVING_TARGET_CM } from './artillery-record.ts';
import { shellTerrain } from './terrain-damage.ts';
import { spotterName, spotterSees } from '../options/spotting.ts';

/**
 * Section 14 as the rule set plays it (README: "Observed fire"): an OP team, when it is activated, may request its
 * battery off the table onto an enemy it sees ("Off table artillery activates when it's OP team … is activated"); the
 * request is rolled, then the scatter, and every unit under the 10 × 10 cm area takes the battery's fire.
 */

/** Why the unit may not call its battery now, or null. */
export function callRefusal(state: TrrState, u: TrrUnit, target: TrrUnit | undefined): string | null {
  const battery = troopOf(u).battery;
  if (!battery) return `${u.name} have no battery to call`;
  if (u.band === null || u.band === 'rout' || u.status === 'routing') return `${u.name} may not call fire now`;
  // The battery answers as its team is activated, once ("Off table weapons fire once per move"; README "Calls").
  if (state.artillery.calling !== u.id) return `${u.name} call their battery as they are activated, once a move`;
  // "Telephones may only be used by observers who have not moved at all."
  // A spotting aircraft that sees the target requests by its own wireless (README "Spotting aircraft").
  const spotted = target !== undefined && spotterSees(state, u.side, target);
  if (battery.link === 'telephone' && u.moved && !spotted) return `${u.name} moved: a telephone needs an observer who has not`;
  if (target && !sameSector(u, target)) return `${target.name} are in another sector`;
  if (!target || target.side === u.side || !onTable(target) || (!spotted && !sees(state, u, target))) return 'the observer must see the target';
  return null;
}

/**
 * How the team's request for fire on the target goes: by its own telephone or wireless when it sees the target and
 * may use them (and no fire has cut a telephone line), else through its side's spotting aircraft, by wireless.
 * `callRefusal` has allowed one of the two.
 */
export function fireRequestOf(state: TrrState, u: TrrUnit, target: TrrUnit): FireRequest & { bySpotter: boolean } {
  const link = troopOf(u).battery!.link;
  const moving = movingTarget(state, target), cut = fireBetween(state, u);
  const own = !(link === 'telephone' && (u.moved || cut)) && sees(state, u, target);
  if (own || !spotterSees(state, u.side, target)) return { means: link, observerMoved: u.moved, wirelessAllowed: isBlue(troopOf(u).army), targetMovingOver6cm: moving, fireBetween: cut, bySpotter: false };
  return { means: 'wireless', observerMoved: u.moved, wirelessAllowed: true, targetMovingOver6cm: moving, fireBetween: false, bySpotter: true };
}

/** "through the Whites' spotting aircraft", when the request goes that way. */
export const byWay = (state: TrrState, u: TrrUnit, r: { bySpotter: boolean }): string => (r.bySpotter ? ` through the ${spotterName(state, u.side)}` : '');

/** Whether the target has moved more than 6 cm this move (from where its centre stood as the move began). */
export function movingTarget(state: TrrState, target: TrrUnit): boolean {
  const start = state.artillery.startOfMove[target.id];
  return target.moved && (!start || pointDistanceCm(start, centreOf(target)) > MOVING_TARGET_CM);
}

/** The aim point's heading from the side's own table edge: the line of fire of a battery behind it. */
export function lineOfFire(state: TrrState, side: TrrUnit['side']): number {
  switch (state.scenario.sides[side].baseline) {
    case 'south': return 0;
    case 'north': return 180;
    case 'west': return 90;
    case 'east': return 270;
  }
}

export function callFire(state: TrrState, u: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const battery = troopOf(u).battery!;
  const how = fireRequestOf(state, u, target);
  const request = requestFire(how, dice);
  if (!request.ok) return;
  events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, targetUnitId: target.id, text: `${u.name} call their battery onto ${target.name}${byWay(state, u, how)}: ${request.value.granted ? 'the request goes through' : 'no answer'}`, roll: request.value.explanation });
  if (!request.value.granted) return;
  (state.artillery.fired[u.id] ??= []).push(state.turn);
  fireOnArea(state, { side: u.side, unitId: u.id, calibreMm: battery.calibre, observed: true }, centreOf(target), lineOfFire(state, u.side), dice, events);
}

/**
 * A battery (or a mission of several, superimposed: "add the factors for the batteries together") firing on an aim
 * point in inches: the scatter, then every unit with a base under the 10 × 10 cm area; smoke lays a screen and gas a
 * cloud instead (`smoke-and-gas.ts`).
 */
export interface BatteryFire {
  side: TrrUnit['side'];
  unitId?: string;
  calibreMm: number;
  observed: boolean;
  /** Batteries firing together (1 unless an SOS mission plans more). */
  batteries?: number;
  /** Turns already fired at this point, for "+ 2 if the fire is at a visible point or observed". */
  earlierTurns?: number;
  ammunition?: PlannedAmmunition;
}

export function fireOnArea(state: TrrState, battery: BatteryFire, aim: Vec, heading: number, dice: Dice, events: GameEvent[]): void {
  const who = battery.unitId ? { unitId: battery.unitId } : {};
  const n = battery.batteries ?? 1;
  const name = n === 1 ? `The ${battery.calibreMm} mm battery's` : `The ${n} ${battery.calibreMm} mm batteries'`;
  const scatter = rollScatter({ observed: battery.observed, earlierTurns: battery.earlierTurns ?? 0, lineOfFire: heading }, dice);
  const land: Vec = { x: aim.x + toInches(scatter.offset.x), y: aim.y + toInches(scatter.offset.y) };
  state.artillery.strikes.push(land);
  events.push({ kind: 'artillery-strike', side: battery.side, ...who, at: [land], text: `${name} fire ${scatter.onTarget ? 'lands on target' : `scatters ${scatter.distanceCm} cm`}`, roll: scatter.explanation });
  if (scatter.distance) events.push({ kind: 'artillery-strike', side: battery.side, ...who, text: `scatter distance ${scatter.distanceCm} cm`, roll: scatter.distance });
  const ammunition = battery.ammunition ?? 'he-or-shrapnel';
  if (ammunition === 'smoke' || ammunition === 'phosphorus') { laySmoke(state, battery.side, ammunition, land, heading, events); return; }
  if (ammunition === 'gas') { releaseGas(state, battery.side, battery.calibreMm, land, heading, dice, events); return; }
  const batteries = Array.from({ length: n }, (_, i) => ({ name: n === 1 ? `${battery.calibreMm} mm battery` : `battery ${i + 1} (${battery.calibreMm} mm)`, weapon: 'gun' as const, calibreMm: battery.calibreMm }));
  for (const v of unitsUnder(state, land, heading)) {
    const vehicle = vehicleClassOf(v);
    if (vehicle) { armourHit(v, vehicle, battery.calibreMm, dice, events); continue; }
    const soft = softTarget(state, v);
    if (!soft) continue;
    const shell = ammunition === 'he-or-shrapnel' ? (soft.cover === 'none' ? 'shrapnel' : 'he') : ammunition;
    const plan = planIndirectFactor(batteries, shell, soft, []);
    if (!plan.ok) continue;
    const casualties = rollCasualties(plan.value.finalFactor, dice, INDIRECT_RULE);
    events.push({ kind: 'shot', side: battery.side, ...who, targetUnitId: v.id, text: `${name} fire falls on ${v.name}: ${plan.value.text}` });
    for (const r of casualties.rolls) events.push({ kind: 'casualty', side: v.side, unitId: v.id, text: `${v.name}: ${r.explanation.result}`, roll: r.explanation });
    takeCasualties(v, casualties.casualties, dice, events);
  }
  // "Demolition by fire may be used either with either Direct or Indirect HE fire": shrapnel alone spares the ground.
  if (ammunition !== 'shrapnel') shellTerrain(state, land, heading, dice, events);
}

/** Every unit on the table with a base under the 10 × 10 cm square centred on `centre` (inches), square to `heading`. */
export function unitsUnder(state: TrrState, centre: Vec, heading: number, alongCm = AREA_SIDE_CM, acrossCm = AREA_SIDE_CM): TrrUnit[] {
  const c = { x: toCm(centre.x), y: toCm(centre.y) };
  return state.units.filter((v) => onTable(v) && v.pieces.some((p) => inRectangle({ x: toCm(p.x), y: toCm(p.y) }, c, heading, alongCm, acrossCm)));
}

/** "Vehicles are hit on a 10 on a D10. Once hit, roll once on the AFV Hit Effects Table." */
function armourHit(v: TrrUnit, vehicle: VehicleClass, calibreMm: number, dice: Dice, events: GameEvent[]): void {
  const test = armourUnderFire(dice);
  events.push({ kind: 'vehicle', side: v.side, unitId: v.id, text: `${v.name} under the battery's fire: ${test.explanation.result}`, roll: test.explanation });
  if (test.hit) applyVehicleHits(v, vehicle, 1, { kind: 'indirect', calibreMm }, dice, events);
}
