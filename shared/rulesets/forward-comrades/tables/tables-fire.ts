import type { Modifier } from '../../../engine/events.ts';

/**
 * Forward Comrades: small-arms fire, the artillery chart, bombardment and the tank damage tables. The small-arms
 * ranges and the rifle dice are lost from the text; those numbers are Tachanka's (README: "Reconstructions").
 */

/** "5 & 6 hits against targets in open": each die at or over 5 after its modifiers. */
export const SMALL_ARMS_HIT_ON = 5;
/** Reconstruction: a natural 1 never hits, whatever the modifiers (README: "Small arms"). */
export const NATURAL_MISS = 1;
/** Reconstruction of the lost rifle dice: one D6 for every two riflemen, rounded up. */
export const RIFLEMEN_PER_DIE = 2;
/** "Light Machine guns roll 2 D6 per gunner"; "Heavy Machine guns roll 3 D6 per gunner"; "MG on tank/arm. car/train roll 3 D6 per MG". */
export const LMG_DICE_PER_GUNNER = 2;
export const HMG_DICE_PER_GUNNER = 3;
export const VEHICLE_MG_DICE = 3;

export type RangeBand = 'point-blank' | 'close' | 'long';
/** Reconstruction of the lost small-arms ranges, inches: rifles and light MGs, and heavy MGs. */
export const SMALL_ARMS_RANGES: Readonly<Record<'rifle' | 'hmg', { pointBlank: number; close: number; long: number }>> = {
  rifle: { pointBlank: 4, close: 12, long: 24 },
  hmg: { pointBlank: 4, close: 16, long: 32 },
};

/** "+ 1 Point blank range", "-1 long range". */
export const RANGE_MODIFIER: Readonly<Record<RangeBand, number>> = { 'point-blank': 1, 'close': 0, 'long': -1 };

export function rangeBand(distance: number, ranges: { pointBlank: number; close: number; long: number }): RangeBand | null {
  if (distance <= ranges.pointBlank + 1e-9) return 'point-blank';
  if (distance <= ranges.close + 1e-9) return 'close';
  return distance <= ranges.long + 1e-9 ? 'long' : null;
}

/** One die of small-arms fire: a hit on 5 or 6 after modifiers, never on a natural 1. */
export const smallArmsHit = (die: number, modifier: number): boolean => die !== NATURAL_MISS && die + modifier >= SMALL_ARMS_HIT_ON;

/** "SAVING THROW = Saved on D6 roll of 1,2,3, Killed on D6 roll of 4,5,6." Also the half hit against cover. */
export const SAVED_UP_TO = 3;
export const saved = (roll: number): boolean => roll <= SAVED_UP_TO;

export const GUN_SIZES = ['light', 'field', 'medium', 'heavy'] as const;
export type GunSize = (typeof GUN_SIZES)[number];

export interface GunChart {
  label: string;
  pointBlank: number;
  close: number;
  long: number;
  indirect: boolean;
  /** Side of the square impact area, inches. */
  burst: number;
  /** A D10 at or over this hits. */
  hitOn: number;
  figuresPerHit: number;
  crew: number;
  /** Shells a turn from `crew` men. */
  shells: (crew: number) => number;
  rof: string;
  /** Bombardment: the modifier to a morale roll of a unit moving through, or null: "Light guns may not bombard". */
  bombard: number | null;
}

/** The artillery chart, one row per size of gun. */
export const GUN_CHART: Readonly<Record<GunSize, GunChart>> = {
  light: { label: 'Light: 57mm or so', pointBlank: 8, close: 16, long: 24, indirect: false, burst: 2, hitOn: 9, figuresPerHit: 1, crew: 2, shells: (c) => 2 * c, rof: '2 shells per man per turn', bombard: null },
  field: { label: 'Field: 76mm or so', pointBlank: 12, close: 24, long: 48, indirect: true, burst: 2, hitOn: 8, figuresPerHit: 1, crew: 4, shells: (c) => c, rof: '1 shell per man per turn', bombard: 0 },
  medium: { label: 'Medium: 100mm or so', pointBlank: 12, close: 28, long: 54, indirect: true, burst: 2.5, hitOn: 8, figuresPerHit: 2, crew: 4, shells: (c) => Math.floor(c / 2), rof: '1 shell per 2 men per turn', bombard: 1 },
  heavy: { label: 'Heavy: 150mm or so', pointBlank: 12, close: 30, long: 60, indirect: true, burst: 3, hitOn: 7, figuresPerHit: 2, crew: 5, shells: (c) => (c > 0 ? 1 : 0), rof: '1 shell per gun stand every turn', bombard: 2 },
};

/** "Artillery fire is -1 vs tanks (moving targets are harder to hit) except at point blank range." */
export const VS_TANK_MODIFIER = -1;

/** Whether a shell hits: its D10 plus the modifiers at or over the gun's number. */
export const shellHits = (die: number, modifier: number, size: GunSize): boolean => die + modifier >= GUN_CHART[size].hitOn;

/** How many of the shells rolled hit, each D10 with the modifiers at or over the gun's number. */
export const shellsHitting = (size: GunSize, rolled: readonly number[], modifiers: readonly Modifier[]): number => {
  const mod = modifiers.reduce((a, m) => a + m.value, 0);
  return rolled.filter((d) => shellHits(d, mod, size)).length;
};

/**
 * "½ hits against targets in cover", the odd half hit resolved as the worked example does: a D6, the hit stands on 4-6.
 * Returns the whole hits that stand; the caller rolls for `half` when it is 1.
 */
export const halvedForCover = (hits: number): { whole: number; half: 0 | 1 } => ({ whole: Math.floor(hits / 2), half: (hits % 2) as 0 | 1 });

/** An attached MG, tachanka or light gun takes a hit "if the result is 0" on a D10 when its unit takes hits. */
export const ATTACHED_HIT_ON = 10;

/** Artillery against a tank (and, by Tachanka's decision, any armoured vehicle), a D6 per hit. */
export type ArmourResult = 'no-effect' | 'close-miss' | 'counted-hit' | 'critical';
export const armourResultFor = (roll: number): ArmourResult => (roll <= 3 ? 'no-effect' : roll === 4 ? 'close-miss' : roll === 5 ? 'counted-hit' : 'critical');
export type CriticalResult = 'engine' | 'immobilised' | 'burning';
export const criticalFor = (roll: number): CriticalResult => (roll <= 2 ? 'engine' : roll <= 4 ? 'immobilised' : 'burning');
/** An engine or track hit is repaired on a D10 of 5 or more, after a passed morale test. */
export const REPAIR_ON = 5;
/** A petrol bomb, a D6: 1-3 counts as a hit, 4 the driver is blinded (no move next turn), 5-6 the tank burns. */
export type PetrolResult = 'counted-hit' | 'blinded' | 'ablaze';
export const petrolResultFor = (roll: number): PetrolResult => (roll <= 3 ? 'counted-hit' : roll === 4 ? 'blinded' : 'ablaze');
/** Petrol bombs: each stand within 1" of the tank rolls a D10, a hit on "0". */
export const PETROL_REACH = 1;
export const PETROL_HIT_ON = 10;
