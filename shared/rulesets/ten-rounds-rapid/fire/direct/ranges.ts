import { RANGE_BANDS, type RangeBand } from '../types.ts';

/** "Ranges": the five brackets of direct fire at soft targets, by weapon, in centimetres ("to 4 cm" includes 4 cm). */
export const SOFT_RANGE_WEAPONS = ['small-arms', 'tripod-mg', 'auto-cannon'] as const;
export type SoftRangeWeapon = (typeof SOFT_RANGE_WEAPONS)[number];

export const SOFT_RANGE_WEAPON_NAMES: Readonly<Record<SoftRangeWeapon, string>> = {
  'small-arms': "Small Arms/ Pivot MG's", 'tripod-mg': "Tripod, Turret MG's", 'auto-cannon': 'Auto Cannon',
};

/** Upper limit of each bracket, point blank to extreme. */
export const SOFT_RANGES: Readonly<Record<SoftRangeWeapon, readonly number[]>> = {
  'small-arms': [4, 8, 24, 40, 60],
  'tripod-mg': [4, 20, 40, 60, 75],
  'auto-cannon': [4, 24, 50, 60, 100],
};

/** The bracket a distance falls in for a table of limits, or null beyond extreme range. */
export function bandFor(limits: readonly number[], cm: number): RangeBand | null {
  if (!Number.isFinite(cm) || cm < 0) throw new RangeError(`a range is 0 cm or more, got ${cm}`);
  const i = limits.findIndex((limit) => cm <= limit);
  return i < 0 ? null : RANGE_BANDS[i]!;
}

export const softRangeBand = (weapon: SoftRangeWeapon, cm: number): RangeBand | null => bandFor(SOFT_RANGES[weapon], cm);
