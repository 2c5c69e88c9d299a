import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { headingVector, type Vec } from '../../../geometry/vec.ts';
import { type TrrState, type TrrUnit, centreOf, fighting, findUnit, onTable, sidesOwn, troopOf } from '../state.ts';
import { isBlue } from '../troop-kinds.ts';
import { airCombat } from '../fire/special/air-combat.ts';
import { AA_RULE, damageMarkerEffect, resolveAaFire, rollCrash, type AaFirer, type Altitude } from '../fire/special/anti-aircraft.ts';
import { HE_TO_HIT } from '../fire/he/tables.ts';
import { SOFT_RANGES } from '../fire/direct/ranges.ts';
import { unitDistanceCm } from '../observation/observation.ts';
import { BOMBING_FACTORS, BOMBING_RULE, DIVE_ALTITUDE, rollBombing } from '../fire/special/bombing.ts';
import { STRAFING_RULE, resolveStrafing } from '../fire/special/strafing.ts';
import { inArea } from '../fire/indirect/area.ts';
import { armourUnderFire, planAreaFactor } from '../fire/indirect/effects.ts';
import { rollCasualties } from '../fire/casualty-table.ts';
import { lineOfFire } from '../combat/observed-fire.ts';
import { shellTerrain } from '../combat/terrain-damage.ts';
import { softFirer, softTarget } from '../combat/fire-adapter.ts';
import { takeCasualties } from '../combat/casualties.ts';
import { applyVehicleHits, vehicleClassOf } from '../combat/vehicle-hits.ts';
import { toCm, toInches } from '../scale.ts';
import { AIRCRAFT_BUILD, airSupportOf, type AirSupport } from './aircraft-options.ts';
import type { Sortie } from './air-state.ts';

/**
 * The sorties of a move, flown (README "Aircraft"): air-to-air combat when both sides sent one, the target's AA fire
 * (damage markers), then the bombs or the strafing run on every unit under the 10 × 10 cm area, as a barrage.
 */

/** Bombs as shells for the AFV Hit Effects Table: a heavy bomber's count as over 160 mm (README "Aircraft"). */
const BOMB_CALIBRE = { scout: 76, 'light-bomber': 150, 'heavy-bomber': 250 } as const;

export function resolveAirAttacks(state: TrrState, dice: Dice, events: GameEvent[]): void {
  let flown = state.air.sorties.map((s) => ({ ...s }));
  if (flown.length === 2) {
    const [a, b] = flown as [Sortie, Sortie];
    const fight = airCombat([airSupportOf(state.scenario, a.side)!.type, airSupportOf(state.scenario, b.side)!.type], dice);
    for (const roll of fight.rolls) events.push({ kind: 'special-rule', text: `Both sides' aircraft over the table: ${roll.result}`, roll });
    const winner = fight.winner === 0 ? a : b, loser = fight.winner === 0 ? b : a;
    events.push({ kind: 'special-rule', side: winner.side, text: `${sidesOwn(state, loser.side)} aircraft are driven off: ${fight.text}` });
    if (fight.strafeOnly && winner.attack !== 'strafe') events.push({ kind: 'special-rule', side: winner.side, text: `${sidesOwn(state, winner.side)} aircraft jettisoned their bombs in the fight: they strafe` });
    flown = [{ ...winner, attack: fight.strafeOnly ? 'strafe' : winner.attack }];
  }
  for (const s of flown) {
    const target = findUnit(state, s.targetId);
    if (target && onTable(target)) flySortie(state, airSupportOf(state.scenario, s.side)!, s, target, dice, events);
  }
}

/**
 * How far a specialist AA unit reaches an aircraft over a target (README "Aircraft"): a Lt AA MG its machine guns'
 * extreme range, a heavy AA gun its longest direct HE range.
 */
export const AA_REACH_CM: Readonly<Record<'aa-mg' | 'heavy-aa', number>> = { 'aa-mg': SOFT_RANGES['tripod-mg'].at(-1)!, 'heavy-aa': HE_TO_HIT.at(-1)!.gun };

/**
 * Who fires at an attacking aircraft, and at what altitude: the target with what it has for soft targets (factor 1;
 * "If it is an AA unit, use the AA Factors"), and every fighting AA unit of its side in reach. "Weapons firing at
 * aircraft may not move and fire": a unit that has moved this move does not, nor a limbered gun. A dive-bomber comes
 * in at medium altitude, "but their target may fire at them at low altitude before they attack".
 */
export function aaFirers(state: TrrState, target: TrrUnit, altitude: Altitude, dive: boolean): { unit: TrrUnit; firer: AaFirer; altitude: Altitude }[] {
  const out: { unit: TrrUnit; firer: AaFirer; altitude: Altitude }[] = [];
  for (const u of state.units) {
    if (u.side !== target.side || !fighting(u) || u.moved || u.limbered) continue;
    const aa = troopOf(u).aa;
    if (u === target && (aa || softFirer(u) !== null)) out.push({ unit: u, firer: aa ?? 'target', altitude: dive ? 'low' : altitude });
    else if (aa && unitDistanceCm(u, target) <= AA_REACH_CM[aa]) out.push({ unit: u, firer: aa, altitude });
  }
  return out;
}

/** "Aircraft models are moved to their target point, were they may be fired at, by their target …" */
export function flySortie(state: TrrState, air: AirSupport, s: Sortie, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const build = AIRCRAFT_BUILD[air.type];
  const dive = s.attack === 'dive-bomb';
  const altitude = dive ? DIVE_ALTITUDE : air.altitude;
  let markers = 0;
  // "Restricted to the target of an attack, and specialist AA units" in reach; routers do not fire.
  for (const { unit, firer, altitude: at } of aaFirers(state, target, altitude, dive)) {
    const aa = resolveAaFire(firer, at, build.kind, air.armoured, dice);
    if (!aa.ok) continue;
    markers += aa.value.hits;
    events.push({ kind: 'special-rule', side: unit.side, unitId: unit.id, text: `${unit.name} fire at the aircraft: ${aa.value.hits === 0 ? 'no damage' : `${aa.value.hits} damage marker${aa.value.hits === 1 ? '' : 's'}`}`, roll: { ...aa.value.explanation, rule: AA_RULE } });
  }
  const effect = damageMarkerEffect(markers);
  if (effect.aborted) {
    const crash = rollCrash(dice);
    events.push({ kind: 'special-rule', side: s.side, text: `The ${air.type.replace('-', ' ')} flight aborts its attack: ${crash.explanation.result}`, roll: crash.explanation });
    return;
  }
  const heading = lineOfFire(state, s.side);
  if (s.attack === 'strafe') { overArea(state, centreOf(target), heading, dice, events, (v, soft) => strafe(s, build.barrels, effect.modifier, v, soft, dice, events)); return; }
  const run = rollBombing(altitude, effect.modifier, dice);
  const shift = run.landing === 'over' ? run.distanceCm : run.landing === 'short' ? -run.distanceCm : 0;
  const along = headingVector(heading);
  const aim = centreOf(target);
  const land = { x: aim.x + along.x * toInches(shift), y: aim.y + along.y * toInches(shift) };
  events.push({ kind: 'artillery-strike', side: s.side, at: [land], text: `${sidesOwn(state, s.side)} ${air.type.replace('-', ' ')}s ${dive ? 'dive-bomb' : 'bomb'} ${target.name}: ${run.explanation.result}`, roll: run.explanation });
  if (run.distance) events.push({ kind: 'artillery-strike', side: s.side, text: `the bombs fall ${run.distanceCm} cm ${run.landing}`, roll: run.distance });
  const blue = state.units.some((u) => u.side === s.side && isBlue(troopOf(u).army));
  const factor = BOMBING_FACTORS[blue ? 'blue' : 'other'][air.type];
  overArea(state, land, heading, dice, events, (v, soft) => {
    const plan = planAreaFactor({ base: factor, baseLabel: `${blue ? 'Blue ' : ''}${air.type.replace('-', ' ')} bombs`, modifiers: [], value: factor }, false, soft, []);
    const c = rollCasualties(plan.finalFactor, dice, BOMBING_RULE);
    events.push({ kind: 'shot', side: s.side, targetUnitId: v.id, text: `The bombs fall on ${v.name}: ${plan.text}` });
    for (const r of c.rolls) events.push({ kind: 'casualty', side: v.side, unitId: v.id, text: `${v.name}: ${r.explanation.result}`, roll: r.explanation });
    takeCasualties(v, c.casualties, dice, events);
  }, BOMB_CALIBRE[air.type]);
  // "The effect of an air attack is the same as an artillery barrage": bombs damage woods, villages and wire as HE does.
  shellTerrain(state, land, heading, dice, events);
}

function strafe(s: Sortie, barrels: number, modifier: number, v: TrrUnit, soft: NonNullable<ReturnType<typeof softTarget>>, dice: Dice, events: GameEvent[]): void {
  const r = resolveStrafing(barrels, soft, modifier, dice);
  events.push({ kind: 'shot', side: s.side, targetUnitId: v.id, text: `The aircraft strafe ${v.name}: ${r.plan.text}` });
  for (const roll of r.casualties.rolls) events.push({ kind: 'casualty', side: v.side, unitId: v.id, text: `${v.name}: ${roll.explanation.result}`, roll: { ...roll.explanation, rule: STRAFING_RULE } });
  takeCasualties(v, r.casualties.casualties, dice, events);
}

/**
 * Every unit with a piece under the 10 × 10 cm area: soft ones through `soft`, armour "tested as if under artillery
 * fire" (hit on a 10). `calibreMm` is what a hit counts as on the AFV Hit Effects Table (0: machine guns).
 */
function overArea(state: TrrState, centre: Vec, heading: number, dice: Dice, events: GameEvent[], soft: (v: TrrUnit, t: NonNullable<ReturnType<typeof softTarget>>) => void, calibreMm = 0): void {
  const centreCm = { x: toCm(centre.x), y: toCm(centre.y) };
  for (const v of state.units) {
    if (!onTable(v) || !v.pieces.some((p) => inArea({ x: toCm(p.x), y: toCm(p.y) }, centreCm, heading))) continue;
    const vehicle = vehicleClassOf(v);
    if (vehicle) {
      const test = armourUnderFire(dice);
      events.push({ kind: 'vehicle', side: v.side, unitId: v.id, text: `${v.name} under the air attack: ${test.explanation.result}`, roll: test.explanation });
      if (test.hit) applyVehicleHits(v, vehicle, 1, { kind: 'indirect', calibreMm }, dice, events);
      continue;
    }
    const t = softTarget(state, v);
    if (t) soft(v, t);
  }
}
