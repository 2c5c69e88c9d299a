import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { heShotsAllowed, resolveHeShot, type HeFireInput } from '../fire/he/he-fire.ts';
import { HE_RULE, heNeeded } from '../fire/he/tables.ts';
import { resolveArmourFire, type ArmourFireInput } from '../fire/armour/strike.ts';
import { rollHitEffects } from '../fire/armour/hit-effects.ts';
import { applyHitEffect, type VehicleDamage } from '../fire/armour/damage.ts';
import { ARMOUR_RULE, type AtWeapon } from '../fire/armour/tables.ts';
import { newVehicle, recordDamage, vehicleClassOf } from './vehicle-hits.ts';
import { weaponDamage } from '../fire/effects/damage.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, troopOf } from '../state.ts';
import { halvings, softTarget } from './fire-adapter.ts';
import { takeCasualties } from './casualties.ts';
import { coverAt } from '../movement/terrain.ts';
import { retireFrom } from '../motivation/morale-moves.ts';
import { isMoving } from '../movement/moving.ts';
import { shellTargetGround } from './terrain-damage.ts';

/** Direct HE from guns and mortars, and fire at armour: the rule set's side (README: "Heavy weapons"). */


/** The gun a unit fires HE with, or null: field guns and mortars, a train's or car's gun, a Mark V's 6-pdrs (57 mm). */
export function heWeapon(u: TrrUnit): { weapon: 'gun' | 'mortar'; calibreMm: number } | null {
  const t = troopOf(u);
  if (t.kind === 'gun') return u.limbered ? null : { weapon: 'gun', calibreMm: t.calibre ?? 76 };
  if (t.kind === 'mortar') return { weapon: 'mortar', calibreMm: t.calibre ?? 81 };
  const guns = u.vehicle?.weapons.filter((w) => /gun/.test(w)) ?? [];
  if (guns.length === 0) return null;
  return { weapon: 'gun', calibreMm: /6-pdr/.test(guns[0]!) ? 57 : 76 };
}

/** The HE shot at a soft target: HE against cover, shrapnel in the open (README: "Ammunition"). */
export function heInput(state: TrrState, u: TrrUnit, target: TrrUnit, rangeCm: number): HeFireInput | null {
  const w = heWeapon(u);
  const soft = softTarget(state, target);
  if (!w || !soft) return null;
  if ('reason' in heNeeded(w.weapon, rangeCm)) return null;
  const damaged = kindOf(u) === 'gun' && weaponDamage('field-gun', u.hits, 0).heHalved ? ['gun hit twice'] : [];
  return { weapon: w.weapon, calibreMm: w.calibreMm, ammunition: soft.cover === 'none' ? 'shrapnel' : 'he', rangeCm, moving: isMoving(u), target: soft, halved: [...halvings(u), ...damaged], shortFall: false };
}

export function heFire(state: TrrState, u: TrrUnit, target: TrrUnit, input: HeFireInput, dice: Dice, events: GameEvent[]): void {
  const firesOnce = kindOf(u) === 'gun' && weaponDamage('field-gun', u.hits, 0).firesOnce;
  const shots = heShotsAllowed({ stationary: !isMoving(u), armouredTarget: false, calibreMm: input.calibreMm, firedLastMove: false, firesOnce }).shots;
  for (let i = 0; i < shots && target.status !== 'destroyed'; i++) {
    const shot = resolveHeShot({ ...input, target: softTarget(state, target) ?? input.target }, dice);
    if (!shot.ok) return;
    const s = shot.value;
    events.push({ kind: 'shot', side: u.side, unitId: u.id, targetUnitId: target.id, hits: s.hit ? 1 : 0, at: [centreOf(u), centreOf(target)], text: `${u.name} fire ${input.ammunition === 'he' ? 'HE' : 'shrapnel'} at ${target.name}${shots > 1 ? ` (shot ${i + 1} of ${shots})` : ''}: ${s.hit ? s.plan!.text : 'a miss'}`, roll: { ...s.toHit, rule: HE_RULE } });
    for (const r of s.casualties?.rolls ?? []) events.push({ kind: 'casualty', side: target.side, unitId: target.id, text: `${target.name}: ${r.explanation.result}`, roll: { ...r.explanation, rule: HE_RULE } });
    const ground = target.pieces;
    if (s.casualties) takeCasualties(target, s.casualties.casualties, dice, events);
    if (s.hit && input.ammunition === 'he') shellTargetGround(state, ground, dice, events);
  }
}


/** What the unit fires at armour with: a gun, or its machine guns as HMGs ("HMG's, Grenades": strike 1). */
function atWeapon(u: TrrUnit): { weapon: AtWeapon; calibreMm?: number } | null {
  const he = heWeapon(u);
  if (he && he.weapon === 'gun') return { weapon: 'gun', calibreMm: he.calibreMm };
  const kind = kindOf(u);
  if (kind === 'mg' || kind === 'tachanka' || ((kind === 'tank' || kind === 'armoured-car' || kind === 'train') && (u.vehicle?.weapons.length ?? 0) > 0)) return { weapon: 'hmg' };
  return null;
}

/** The unit's attack on armour; `weapon` names another than its own (a company's flame-thrower). */
export function armourInput(state: TrrState, u: TrrUnit, target: TrrUnit, rangeCm: number, weapon?: { weapon: AtWeapon }): ArmourFireInput | null {
  const w = weapon ?? atWeapon(u);
  const t = troopOf(target);
  if (!w || !vehicleClassOf(target) || t.defence === undefined) return null;
  const index = terrainIndexFor(state.scenario);
  const covers = target.pieces.map((p) => coverAt(index, p));
  const concealment = covers.some((c) => c.defences) ? 'hill-or-dug-in' : covers.some((c) => c.broken) ? 'wood-or-town' : 'none';
  return { ...w, rangeCm, defence: t.defence, firerMoving: isMoving(u), targetMoving: isMoving(target), concealment, camouflaged: false };
}

/** Fire at armour: the hits, each rolled on the AFV Hit Effects Table and applied to the vehicle. */
export function armourFire(state: TrrState, u: TrrUnit, target: TrrUnit, input: ArmourFireInput, dice: Dice, events: GameEvent[]): void {
  const r = resolveArmourFire(input, dice);
  if (!r.ok) return;
  events.push({ kind: 'shot', side: u.side, unitId: u.id, targetUnitId: target.id, hits: r.value.hits, at: [centreOf(u), centreOf(target)], text: `${u.name} fire at ${target.name}: ${r.value.hits === 0 ? 'no hit' : `${r.value.hits} hit${r.value.hits === 1 ? '' : 's'}`}`, roll: { ...r.value.explanation, rule: ARMOUR_RULE } });
  const vehicle = vehicleClassOf(target)!;
  const effects = rollHitEffects(r.value.hits, { vehicle, russianArmouredCar: vehicle === 'armoured-car', openTop: false, source: { kind: 'direct', weapon: input.weapon, kAmmunition: false } }, dice);
  for (const e of effects) {
    if (target.status === 'destroyed') break;
    const applied = applyHitEffect(vehicle, target.vehicle ?? newVehicle(target.troopType), e.effect, dice);
    events.push({ kind: 'vehicle', side: target.side, unitId: target.id, text: `${target.name}: ${applied.text}`, roll: { ...e.explanation, rule: ARMOUR_RULE } });
    if (applied.pick) events.push({ kind: 'vehicle', side: target.side, unitId: target.id, text: `${target.name} lose a ${applied.pick.result}`, roll: applied.pick });
    setVehicle(state, target, applied.damage, u, dice, events);
  }
}

/** Keeps the unit's own marks in step with its vehicle's damage; out of action is destroyed, retiring falls back. */
function setVehicle(state: TrrState, target: TrrUnit, damage: VehicleDamage, firer: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const was = target.vehicle;
  recordDamage(target, damage);
  if (target.status !== 'destroyed' && damage.retiring && !was?.retiring) retireFrom(state, target, firer, dice, events);
}

