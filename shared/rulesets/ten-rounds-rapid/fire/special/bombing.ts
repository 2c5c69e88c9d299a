import type { Dice } from '../../../../engine/dice.ts';
import type { RollExplanation } from '../../../../engine/events.ts';
import type { Altitude } from './anti-aircraft.ts';

/** "Bombing": where a level bombing attack lands, and its factors, which the area fire rules then use. */

export const BOMBING_RULE = '17. Aircraft Operations: Bombing';

export const AIRCRAFT_TYPES = ['scout', 'light-bomber', 'heavy-bomber'] as const;
export type AircraftType = (typeof AIRCRAFT_TYPES)[number];

export const BOMBING_FACTORS: Readonly<Record<'other' | 'blue', Readonly<Record<AircraftType, number>>>> = {
  other: { scout: 3, 'light-bomber': 6, 'heavy-bomber': 8 },
  blue: { scout: 6, 'light-bomber': 12, 'heavy-bomber': 20 },
};

/**
 * "Divebombers attack form medium altitude, but their target may fire at them at low altitude before they attack": a
 * dive-bombing attack scatters and meets specialist AA as at medium altitude, whatever height the flight came in at.
 */
export const DIVE_ALTITUDE: Altitude = 'medium';

/** "For low altitude attacks they scatter by 1 D10 cm … Medium … 2 D10 cm … High … 4 D10 cm." */
export const SCATTER_DICE: Readonly<Record<Altitude, number>> = { low: 1, medium: 2, high: 4 };

export interface BombingResult {
  landing: 'on target' | 'over' | 'short';
  distanceCm: number;
  explanation: RollExplanation;
  distance: RollExplanation | null;
}

/**
 * "On a roll of 9 or 10 the attack is on target. On a roll of 5 to 8 … over the target. On a roll of 1 to 3 … short";
 * the text skips 4, read as short (README "Decisions"). Damage markers subtract from the roll.
 */
export function rollBombing(altitude: Altitude, damageModifier: number, dice: Dice): BombingResult {
  const roll = dice.d(10);
  const modifiers = damageModifier === 0 ? [] : [{ label: 'damage markers', value: damageModifier }];
  const total = roll + damageModifier;
  const landing = total >= 9 ? 'on target' : total >= 5 ? 'over' : 'short';
  const explanation: RollExplanation = { table: 'bombing', column: `${altitude} altitude`, target: '9+ on target', dice: [roll], modifiers, total, result: landing === 'on target' ? 'on target' : `scatters ${landing}`, rule: BOMBING_RULE };
  if (landing === 'on target') return { landing, distanceCm: 0, explanation, distance: null };
  const pips = dice.roll(SCATTER_DICE[altitude], 10);
  const cm = pips.reduce((a, b) => a + b, 0);
  return { landing, distanceCm: cm, explanation, distance: { table: 'bombing', column: `${SCATTER_DICE[altitude]}d10 cm`, dice: pips, modifiers: [], total: cm, result: `${cm} cm ${landing}`, rule: BOMBING_RULE } };
}
