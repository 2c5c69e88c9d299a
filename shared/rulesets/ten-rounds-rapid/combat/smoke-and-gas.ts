import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { headingVector, type Vec } from '../../../geometry/vec.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import { segmentCrossesPolyline } from '../../../geometry/segments.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { AREA_SIDE_CM, inRectangle, rectangleCorners } from '../fire/indirect/area.ts';
import { GAS_MODIFIERS, armourUnderFire, gasDrift, planIndirectFactor, rollGasCasualties, type GasTarget } from '../fire/indirect/effects.ts';
import { type TrrState, type TrrUnit, troopOf } from '../state.ts';
import { isBlue } from '../troop-kinds.ts';
import { toCm, toInches } from '../scale.ts';
import type { Cloud } from './artillery-record.ts';
import { type SmokeKind, smokeScreen } from '../fire/indirect/smoke.ts';
import { softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { applyVehicleHits, vehicleClassOf } from './vehicle-hits.ts';
import { windHeading } from '../options/indirect-options.ts';

/**
 * Section 16 "Smoke" fired by artillery and section 14 "Gas", as clouds on the table. "Phosphorus covers one 4 cm
 * square, and other covers 2 such squares. Phosphorus lasts for 2 moves, other for 3 moves": a screen of two squares
 * lies across the line of fire. Gas covers the battery's 10 × 10 cm area, "moves downwind 1 D10 cm per move, and
 * remains for the rest of the game".
 */
export function laySmoke(state: TrrState, side: SideId, kind: SmokeKind, at: Vec, heading: number, events: GameEvent[]): void {
  const { alongCm, acrossCm, until } = smokeScreen(kind, state.turn);
  const label = kind === 'smoke' ? 'smoke screen' : 'phosphorus screen';
  state.artillery.clouds.push({ kind, side, centre: at, heading, alongCm, acrossCm, until, calibreMm: 0, label });
  events.push({ kind: 'artillery-strike', side, at: [at], text: `A ${label} ${alongCm} by ${acrossCm} cm lies until the end of move ${until}` });
}

/** The cloud's corners in centimetres. */
const cornersCm = (c: Cloud): Vec[] => rectangleCorners({ x: toCm(c.centre.x), y: toCm(c.centre.y) }, c.heading, c.alongCm, c.acrossCm);

/** Whether smoke lies across the line between two points (inches): smoke blocks sight; gas does not. */
export function smokeBlocks(state: TrrState, a: Vec, b: Vec): boolean {
  for (const c of state.artillery.clouds) {
    if (c.kind === 'gas') continue;
    const corners = cornersCm(c);
    const ac = { x: toCm(a.x), y: toCm(a.y) }, bc = { x: toCm(b.x), y: toCm(b.y) };
    if (pointInPolygon(ac, corners) || pointInPolygon(bc, corners) || segmentCrossesPolyline(ac, bc, [...corners, corners[0]!])) return true;
  }
  return false;
}

/** Units with a base under the cloud. */
function underCloud(state: TrrState, c: Cloud): TrrUnit[] {
  const centre = { x: toCm(c.centre.x), y: toCm(c.centre.y) };
  return state.units.filter((u) => (u.status === 'ready' || u.status === 'halted' || u.status === 'routing') && u.pieces.some((p) => inRectangle({ x: toCm(p.x), y: toCm(p.y) }, centre, c.heading, c.alongCm, c.acrossCm)));
}

export const inGas = (state: TrrState, u: TrrUnit): boolean => state.artillery.clouds.some((c) => c.kind === 'gas' && underCloud(state, c).includes(u));

export function releaseGas(state: TrrState, side: SideId, calibreMm: number, at: Vec, heading: number, dice: Dice, events: GameEvent[]): void {
  const cloud: Cloud = { kind: 'gas', side, centre: at, heading, alongCm: AREA_SIDE_CM, acrossCm: AREA_SIDE_CM, until: null, calibreMm, label: 'gas' };
  state.artillery.clouds.push(cloud);
  events.push({ kind: 'artillery-strike', side, at: [at], text: `A ${AREA_SIDE_CM} by ${AREA_SIDE_CM} cm cloud of gas lies on the table for the rest of the game` });
  gasAttack(state, cloud, dice, events);
}

/**
 * The start of a move: screens past their last move lift; gas drifts a d10 cm downwind and attacks whoever lies
 * under it (README "Gas").
 */
export function cloudsMove(state: TrrState, dice: Dice, events: GameEvent[]): void {
  state.artillery.clouds = state.artillery.clouds.filter((c) => c.until === null || c.until >= state.turn);
  const wind = windHeading(state.scenario);
  for (const c of state.artillery.clouds) {
    if (c.kind !== 'gas') continue;
    if (wind !== null) {
      const drift = gasDrift(dice);
      const step = headingVector(wind);
      c.centre = { x: c.centre.x + step.x * toInches(drift.cm), y: c.centre.y + step.y * toInches(drift.cm) };
      events.push({ kind: 'artillery-strike', side: c.side, at: [c.centre], text: `The gas ${drift.explanation.result}`, roll: drift.explanation });
    }
    gasAttack(state, c, dice, events);
  }
}

/** "Blue and White Elite" troops prepare better; a unit gas has attacked before is prepared. */
function gasTarget(state: TrrState, u: TrrUnit, armour: boolean): GasTarget {
  const t = troopOf(u);
  const elite = isBlue(t.army) || (t.army === 'whites' && t.grade === 'elite');
  if (!state.artillery.masked.includes(u.id)) return armour ? 'unprepared-armour' : 'unprepared-foot';
  if (armour) return elite ? 'prepared-armour-elite' : 'prepared-armour';
  return elite ? 'prepared-foot-elite' : 'prepared-foot';
}

/** "Use the normal factors for the firing weapon when resolving attacks, except that armour is always hit"; "Gas ignores cover modifiers". */
function gasAttack(state: TrrState, c: Cloud, dice: Dice, events: GameEvent[]): void {
  for (const v of underCloud(state, c)) {
    const vehicle = vehicleClassOf(v);
    if (vehicle) {
      const hit = armourUnderFire(dice, true);
      events.push({ kind: 'vehicle', side: v.side, unitId: v.id, text: `${v.name} under gas: ${hit.explanation.result}`, roll: hit.explanation });
      const extra: Modifier[] = [GAS_MODIFIERS[gasTarget(state, v, true)]].filter((m) => m.value !== 0);
      applyVehicleHits(v, vehicle, 1, { kind: 'indirect', calibreMm: c.calibreMm }, dice, events, extra);
    } else {
      const soft = softTarget(state, v);
      const plan = soft && planIndirectFactor([{ name: `${c.calibreMm} mm gas`, weapon: 'gun', calibreMm: c.calibreMm }], 'he', soft, [], true);
      if (!plan?.ok) continue;
      const target = gasTarget(state, v, false);
      const r = rollGasCasualties(plan.value.finalFactor, target, dice);
      events.push({ kind: 'shot', side: c.side, targetUnitId: v.id, text: `Gas falls on ${v.name} (${GAS_MODIFIERS[target].label}): ${plan.value.text}` });
      for (const roll of r.rolls) events.push({ kind: 'casualty', side: v.side, unitId: v.id, text: `${v.name}: ${roll.result}`, roll });
      takeCasualties(v, r.casualties, dice, events);
    }
    if (!state.artillery.masked.includes(v.id)) state.artillery.masked.push(v.id);
  }
}
