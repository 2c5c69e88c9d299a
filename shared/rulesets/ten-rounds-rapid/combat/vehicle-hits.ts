import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { rollHitEffects, type HitEffectInput } from '../fire/armour/hit-effects.ts';
import { applyHitEffect, freshVehicle, isOut, type VehicleDamage } from '../fire/armour/damage.ts';
import type { VehicleClass } from '../fire/armour/tables.ts';
import { type TrrUnit, kindOf, troopOf } from '../state.ts';
import { vehicleWeapons } from '../troops.ts';

export const newVehicle = (troopType: string): VehicleDamage => freshVehicle(vehicleWeapons(troopOf({ troopType })));

/** The vehicle's damage, with the unit's own marks kept in step: out of action is destroyed. */
export function recordDamage(target: TrrUnit, damage: VehicleDamage): void {
  target.vehicle = damage;
  target.immobilised = damage.immobilised;
  target.weaponsLost = vehicleWeapons(troopOf(target)).length - damage.weapons.length + (damage.singleWeapon ? damage.singleWeaponHits : 0);
  if (isOut(damage)) target.status = 'destroyed';
}

const CLASS: Readonly<Partial<Record<string, VehicleClass>>> = { tank: 'tank', train: 'armoured-train', 'armoured-car': 'armoured-car' };

/** The AFV Hit Effects class of an armoured unit, or null for a soft one. */
export const vehicleClassOf = (u: TrrUnit): VehicleClass | null => CLASS[kindOf(u)] ?? null;

/**
 * Hits from something that is no unit on the table (indirect fire, a mine, a bomb): each rolled on the AFV Hit
 * Effects Table and applied. A "Retire" result has no firer to retire from: the vehicle fires halved until it is next
 * activated, and stays where it is.
 */
export function applyVehicleHits(v: TrrUnit, vehicle: VehicleClass, hits: number, source: HitEffectInput['source'], dice: Dice, events: GameEvent[], extra: HitEffectInput['extra'] = []): void {
  for (const e of rollHitEffects(hits, { vehicle, russianArmouredCar: vehicle === 'armoured-car', openTop: false, source, extra }, dice)) {
    if (v.status === 'destroyed') return;
    const applied = applyHitEffect(vehicle, v.vehicle ?? newVehicle(v.troopType), e.effect, dice);
    events.push({ kind: 'vehicle', side: v.side, unitId: v.id, text: `${v.name}: ${applied.text}`, roll: e.explanation });
    if (applied.pick) events.push({ kind: 'vehicle', side: v.side, unitId: v.id, text: `${v.name} lose a ${applied.pick.result}`, roll: applied.pick });
    recordDamage(v, applied.damage);
  }
}
