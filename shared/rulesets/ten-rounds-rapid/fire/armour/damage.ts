import type { Dice } from '../../../../engine/dice.ts';
import type { RollExplanation } from '../../../../engine/events.ts';
import { HIT_EFFECTS_RULE } from './hit-effects.ts';
import type { HitEffect, VehicleClass } from './tables.ts';

/** What each hit effect does to a vehicle or bunker, kept as a small plain record the rule set stores. */

export interface VehicleDamage {
  /** Weapons still working, by name. */
  weapons: string[];
  /** Began with a single weapon: a weapon hit halves its factor, a second takes it to zero. */
  singleWeapon: boolean;
  /** Weapon hits taken by a single-weapon vehicle. */
  singleWeaponHits: number;
  immobilised: boolean;
  /** Must retire a half move from the firer, firepower halved while retiring; a bunker's fire is halved instead. */
  retiring: boolean;
  abandoned: boolean;
  knockedOut: boolean;
}

export const freshVehicle = (weapons: readonly string[]): VehicleDamage => ({
  weapons: [...weapons], singleWeapon: weapons.length === 1, singleWeaponHits: 0, immobilised: false, retiring: false, abandoned: false, knockedOut: false,
});

export const isOut = (d: VehicleDamage): boolean => d.knockedOut || d.abandoned;

export interface AppliedEffect {
  damage: VehicleDamage;
  text: string;
  /** The die that picked the weapon lost, when there was a choice. */
  pick: RollExplanation | null;
}

export function applyHitEffect(vehicle: VehicleClass, before: VehicleDamage, effect: HitEffect, dice: Dice): AppliedEffect {
  const d: VehicleDamage = { ...before, weapons: [...before.weapons] };
  const done = (text: string, pick: RollExplanation | null = null): AppliedEffect => ({ damage: d, text, pick });
  if (isOut(before)) return done('already out of action: no further effect');
  switch (effect) {
    case 'none': return done('no effect');
    case 'knocked-out': d.knockedOut = true; return done('knocked out: eliminated');
    case 'immobilised':
      if (before.immobilised) return done('already immobilised: no further effect');
      d.immobilised = true;
      return done('immobilised: movement reduced to zero');
    case 'retire':
      if (vehicle === 'armoured-train') return done('retire: no effect on an armoured train');
      if (before.immobilised && vehicle !== 'bunker') { d.abandoned = true; return done('retire while immobilised: the crew abandon it for the rest of the game'); }
      d.retiring = true;
      return done(vehicle === 'bunker' ? 'retire: the bunker\'s fire is halved until it next activates' : 'retire: a half move away from the firer, firepower halved while retiring');
    case 'weapon': {
      if (d.weapons.length === 0) return done('weapon hit: no weapon left to lose');
      if (d.singleWeapon) {
        d.singleWeaponHits += 1;
        if (d.singleWeaponHits >= 2) { d.weapons = []; return done(`weapon hit: ${before.weapons[0]} reduced to zero`); }
        return done(`weapon hit: ${d.weapons[0]} basic factor permanently halved`);
      }
      const n = d.weapons.length === 1 ? 1 : dice.d(d.weapons.length);
      const lost = d.weapons.splice(n - 1, 1)[0]!;
      const pick: RollExplanation | null = before.weapons.length > 1
        ? { table: 'afv-hit-effects', column: `1 of ${before.weapons.length} weapons`, dice: [n], modifiers: [], total: n, result: lost, rule: HIT_EFFECTS_RULE } : null;
      return done(`weapon hit: ${lost} lost`, pick);
    }
  }
}

/** The halvings a damaged vehicle's fire carries, for a fire input's `halved`. */
export function vehicleHalvings(d: VehicleDamage): string[] {
  return [...(d.singleWeapon && d.singleWeaponHits === 1 ? ['weapon hit'] : []), ...(d.retiring ? ['retiring'] : [])];
}
