import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { ARMOUR_RULE, HIT_EFFECT_NAMES, hitEffect, type AtWeapon, type HitEffect, type VehicleClass } from './tables.ts';

/** Rolling the "AFV Hit Effects Table" for each hit, and what each result does to the vehicle. */

export const HIT_EFFECTS_RULE = `${ARMOUR_RULE}: AFV Hit Effects Table`;

export interface HitEffectInput {
  vehicle: VehicleClass;
  /** "Russian A/Cars + 1 (Includes A/Cars re-armoured in Russia)". */
  russianArmouredCar: boolean;
  openTop: boolean;
  /** What hit it: a direct-fire weapon, or indirect artillery of a calibre. */
  source: { kind: 'direct'; weapon: AtWeapon; kAmmunition: boolean } | { kind: 'indirect'; calibreMm: number };
  /** Modifiers other rules add to the roll: gas on enclosed or prepared armour. */
  extra?: readonly Modifier[];
}

export function hitEffectModifiers(i: HitEffectInput): Modifier[] {
  const out: Modifier[] = [];
  if (i.source.kind === 'direct' && i.source.weapon === 'hmg') {
    out.push({ label: 'HMG', value: -2 });
    if (i.source.kAmmunition) out.push({ label: 'HMG using K-ammunition', value: 1 });
  }
  if (i.russianArmouredCar && i.vehicle === 'armoured-car') out.push({ label: 'Russian A/Car', value: 1 });
  if (i.source.kind === 'indirect' && i.source.calibreMm > 160) out.push({ label: 'heavy indirect artillery (over 160 mm)', value: 2 });
  if (i.source.kind === 'indirect' && i.openTop) out.push({ label: 'open top AFV hit by indirect artillery', value: 2 });
  return [...out, ...(i.extra ?? [])];
}

export interface HitEffectRoll {
  effect: HitEffect;
  explanation: RollExplanation;
}

const CLASS_WORDS: Readonly<Record<VehicleClass, string>> = { tank: 'Tank', 'armoured-train': 'A/Train', 'armoured-car': 'A/Cars', bunker: 'Bunker' };

export function rollHitEffects(hits: number, input: HitEffectInput, dice: Dice): HitEffectRoll[] {
  const modifiers = hitEffectModifiers(input);
  return Array.from({ length: hits }, (_, i) => {
    const roll = dice.d(10);
    const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
    const effect = hitEffect(input.vehicle, total);
    return { effect, explanation: { table: 'afv-hit-effects', column: `${CLASS_WORDS[input.vehicle]}, hit ${i + 1} of ${hits}`, dice: [roll], modifiers, total, result: HIT_EFFECT_NAMES[effect], rule: HIT_EFFECTS_RULE } };
  });
}
