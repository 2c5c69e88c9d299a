import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';
import { rollStrike, type StrikeResult } from '../armour/strike.ts';

/** "Anti-Aircraft Fire": aircraft are armoured targets, with AA factors, altitude modifiers and defence values. */

export const AA_RULE = '17. Aircraft Operations: Anti-Aircraft Fire';

export const AA_FIRERS = ['target', 'aa-mg', 'heavy-aa'] as const;
export type AaFirer = (typeof AA_FIRERS)[number];
export const ALTITUDES = ['low', 'medium', 'high'] as const;
export type Altitude = (typeof ALTITUDES)[number];

export const AA_FACTORS: Readonly<Record<AaFirer, number>> = { target: 1, 'aa-mg': 2, 'heavy-aa': 6 };
/** Altitude modifiers; null is "No Fire". */
export const ALTITUDE_MODIFIERS: Readonly<Record<AaFirer, Readonly<Record<Altitude, number | null>>>> = {
  target: { low: 0, medium: null, high: null },
  'aa-mg': { low: 1, medium: 0, high: -4 },
  'heavy-aa': { low: -4, medium: 1, high: 0 },
};

export const AIRCRAFT_KINDS = ['balloon', 'single-engined', 'twin-engined', 'multi-engined'] as const;
export type AircraftKind = (typeof AIRCRAFT_KINDS)[number];
export const AIRCRAFT_DEFENCE: Readonly<Record<AircraftKind, number>> = { balloon: 2, 'single-engined': 3, 'twin-engined': 4, 'multi-engined': 5 };

const WORDS: Readonly<Record<AaFirer, string>> = { target: 'the target of the attack', 'aa-mg': 'Lt AA MG', 'heavy-aa': 'heavy AA' };

/**
 * The roll for AA fire: the factor is the strike value, against the aircraft's defence value (+1 armoured). The hits
 * scored are damage markers (README "Decisions").
 */
export function resolveAaFire(firer: AaFirer, altitude: Altitude, aircraft: AircraftKind, armoured: boolean, dice: Dice): Result<StrikeResult> {
  const alt = ALTITUDE_MODIFIERS[firer][altitude];
  if (alt === null) return refuse(`${WORDS[firer]} cannot fire at ${altitude} altitude`, AA_RULE);
  const modifiers: Modifier[] = alt === 0 ? [] : [{ label: `${altitude} altitude`, value: alt }];
  const strike = rollStrike({ label: WORDS[firer], value: AA_FACTORS[firer] }, AIRCRAFT_DEFENCE[aircraft] + (armoured ? 1 : 0), modifiers, dice, AA_RULE, `${aircraft}${armoured ? ', armoured' : ''}, ${altitude} altitude`);
  // Rolled as at tanks, but read from this section's own table (`tachanka rules ten-rounds-rapid anti-aircraft`).
  return ok({ ...strike, explanation: { ...strike.explanation, table: 'anti-aircraft' } });
}

/** "One damage marker subtracts 3 … Two damage markers subtract 5 … Three damage markers abort the model fired at. It will crash on a 5 or less on a D10." */
export function damageMarkerEffect(markers: number): { modifier: number; aborted: boolean } {
  return markers >= 3 ? { modifier: 0, aborted: true } : { modifier: markers === 2 ? -5 : markers === 1 ? -3 : 0, aborted: false };
}

export function rollCrash(dice: Dice): { crashes: boolean; explanation: RollExplanation } {
  const roll = dice.d(10);
  const crashes = roll <= 5;
  return { crashes, explanation: { table: 'anti-aircraft', column: 'crash', target: '5 or less', dice: [roll], modifiers: [], total: roll, result: crashes ? 'it crashes' : 'it limps home', rule: AA_RULE } };
}
