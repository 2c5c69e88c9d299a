/** "Direct Firing HE": the roll to hit by range, and the HE and shrapnel factors by calibre. */

export const HE_RULE = '12 Direct Firing HE';

export const HE_LAUNCHERS = ['gun', 'mortar'] as const;
export type HeLauncher = (typeof HE_LAUNCHERS)[number];

/** "There is also a minimum range of 2 cm"; a mortar's first bracket starts at 10 cm ("10 - 30 cm"). */
export const MINIMUM_RANGE_CM: Readonly<Record<HeLauncher, number>> = { gun: 2, mortar: 10 };

/**
 * Upper limit of each bracket and the d10 needed. The mortar column prints "Up to 40 cm" twice; the third bracket is
 * read as up to 50 cm, halfway to the next (README "Decisions").
 */
export const HE_TO_HIT: readonly { gun: number; mortar: number; needed: number }[] = [
  { gun: 30, mortar: 30, needed: 2 },
  { gun: 60, mortar: 40, needed: 4 },
  { gun: 90, mortar: 50, needed: 6 },
  { gun: 120, mortar: 60, needed: 8 },
  { gun: 150, mortar: 75, needed: 10 },
];

/** "subtract 4 if the firer is moving". */
export const MOVING_FIRER = -4;

/** The d10 needed at a range, or a reason it cannot fire there. */
export function heNeeded(launcher: HeLauncher, cm: number): { needed: number } | { reason: string } {
  if (!Number.isFinite(cm) || cm < 0) throw new RangeError(`a range is 0 cm or more, got ${cm}`);
  if (cm < MINIMUM_RANGE_CM[launcher]) return { reason: `${cm} cm is inside the ${launcher}'s minimum range of ${MINIMUM_RANGE_CM[launcher]} cm` };
  const row = HE_TO_HIT.find((r) => cm <= r[launcher]);
  return row ? { needed: row.needed } : { reason: `${cm} cm is beyond the ${launcher}'s longest range for direct HE (${HE_TO_HIT[HE_TO_HIT.length - 1]![launcher]} cm)` };
}

export const HE_WEAPONS = ['gun', 'mortar', 'rocket', 'mg'] as const;
export type HeWeapon = (typeof HE_WEAPONS)[number];

/** Rows of the factor table as printed; null where it prints "-". */
export const HE_FACTORS: readonly { label: string; he: number | null; shrapnel: number | null }[] = [
  { label: "MG's", he: null, shrapnel: 4 },
  { label: 'Up to 46 mm', he: 4, shrapnel: 5 },
  { label: 'Up to 70 mm, 60 mm Mortars', he: 6, shrapnel: 7 },
  { label: 'Up to 85 mm', he: 7, shrapnel: 8 },
  { label: 'Up to 125 mm 3" & 81 mm Mortars', he: 8, shrapnel: 10 },
  { label: 'Up to 160 mm, 4.2" & 120 mm Mortars, Rockets', he: 9, shrapnel: 11 },
  { label: 'Up to 240 mm Guns and Mortars', he: 10, shrapnel: 12 },
  { label: 'Larger Guns and Mortars', he: 11, shrapnel: null },
];

const GUN_LIMITS = [46, 70, 85, 125, 160, 240];
/** Mortars sit a row above guns of their calibre: 60 mm with 70 mm guns, 81 mm with 125 mm guns, 120 mm with 160 mm. */
const MORTAR_LIMITS = [0, 60, 0, 81, 120, 240];

/** The factor row for a weapon and calibre (mm). */
export function heFactorRow(weapon: HeWeapon, calibreMm: number): number {
  if (weapon === 'mg') return 0;
  if (weapon === 'rocket') return 5;
  if (!Number.isFinite(calibreMm) || calibreMm <= 0) throw new RangeError(`a calibre is more than 0 mm, got ${calibreMm}`);
  const limits = weapon === 'gun' ? GUN_LIMITS : MORTAR_LIMITS;
  const i = limits.findIndex((limit) => calibreMm <= limit);
  return i < 0 ? HE_FACTORS.length - 1 : i + 1;
}

/** "Heavy weapons (over 160 mm) may only fire once every other move regardless of target type." */
export const HEAVY_CALIBRE_MM = 160;
