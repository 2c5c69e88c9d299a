import { shiftColumn } from '../../../engine/column-shift.ts';

/**
 * Red Actions! "Shooting Table", "Shooting Modifiers" and "Direct Hits", as data.
 * The table is typed exactly as the rule text prints it (row 12 alternates Ter and Kill! as printed).
 */

/** Column headings of the shooting table: ranges of the shooting total. */
export const SHOOTING_COLUMNS = ['2', '3-4', '5-8', '9-12', '13-16', '17-20', '21-24', '25-28', '29-36', '37+'] as const;
/** Lowest total of each column. */
const COLUMN_FLOORS = [2, 3, 5, 9, 13, 17, 21, 25, 29, 37] as const;

export type ShotEffect = 'none' | 'ret' | 'ter' | 'ter-ret' | 'two-ter' | 'kill';

export interface ShotResult {
  effect: ShotEffect;
  /** SI: the target takes a serious morale test. */
  serious: boolean;
  /** Off: an officer casualty test. */
  officers: boolean;
}

const CELL_TEXT: Record<string, ShotResult> = {
  '--': { effect: 'none', serious: false, officers: false },
  Ret: { effect: 'ret', serious: false, officers: false },
  Ter: { effect: 'ter', serious: false, officers: false },
  'Ter+Ret': { effect: 'ter-ret', serious: false, officers: false },
  '2xTer': { effect: 'two-ter', serious: false, officers: false },
  '2xTer SI': { effect: 'two-ter', serious: true, officers: false },
  '2xTer SI Off': { effect: 'two-ter', serious: true, officers: true },
  'Kill! SI Off': { effect: 'kill', serious: true, officers: true },
  'Ter SI': { effect: 'ter', serious: true, officers: false },
  'Ter SI Off': { effect: 'ter', serious: true, officers: true },
};

/** Rows 2..12 of the 2d6 roll, columns as SHOOTING_COLUMNS. */
export const SHOOTING_TABLE: readonly (readonly string[])[] = [
  ['--', '--', '--', '--', '--', '--', '--', '--', '--', 'Ret'],
  ['--', '--', '--', '--', '--', '--', '--', '--', 'Ret', 'Ter'],
  ['--', '--', '--', '--', '--', '--', 'Ret', 'Ret', 'Ter', 'Ter'],
  ['--', '--', '--', '--', 'Ret', 'Ret', 'Ret', 'Ret', 'Ter', 'Ter+Ret'],
  ['--', '--', '--', 'Ret', 'Ret', 'Ret', 'Ter', 'Ter+Ret', 'Ter+Ret', 'Ter+Ret'],
  ['--', '--', 'Ret', 'Ret', 'Ter', 'Ter', 'Ter', 'Ter', '2xTer', '2xTer SI'],
  ['--', 'Ret', 'Ret', 'Ter', 'Ter', 'Ter', '2xTer', '2xTer SI', '2xTer SI Off', '2xTer SI Off'],
  ['--', 'Ret', 'Ter', 'Ter', '2xTer', '2xTer SI', '2xTer SI Off', '2xTer SI Off', 'Kill! SI Off', 'Kill! SI Off'],
  ['Ret', 'Ter', 'Ter', '2xTer SI', '2xTer SI Off', '2xTer SI Off', 'Kill! SI Off', 'Kill! SI Off', 'Kill! SI Off', 'Kill! SI Off'],
  ['Ter', 'Ter SI Off', '2xTer SI Off', '2xTer SI Off', 'Kill! SI Off', 'Kill! SI Off', 'Kill! SI Off', 'Kill! SI Off', 'Kill! SI Off', 'Kill! SI Off'],
  ['Ter SI', '2xTer SI', 'Ter SI Off', 'Kill! SI Off', 'Ter SI Off', 'Kill! SI Off', 'Ter SI Off', 'Kill! SI Off', 'Ter SI Off', 'Kill! SI Off'],
];

/** The column a shooting total falls in before column shifts: -1 for a total below 2 (no column). */
export function columnForTotal(total: number): number {
  let column = -1;
  for (let i = 0; i < COLUMN_FLOORS.length; i++) if (total >= COLUMN_FLOORS[i]!) column = i;
  return column;
}

/**
 * Column after the cumulative and cover shifts; below the first column the fire has no effect. A total below 2 has
 * no column to shift from ("consult the cross reference for that number and the shooting total"), so no shift
 * brings it onto the table (README "Shooting totals below 2").
 */
export function shiftedColumn(total: number, shift: number): number {
  const start = columnForTotal(total);
  if (start < 0) return -1;
  return shiftColumn(start, shift, { columns: SHOOTING_COLUMNS.length, strongEnd: 'last' });
}

/** Reads the table for a 2d6 roll and a column index; a column below 0 means no effect. */
export function shootingResult(roll: number, column: number): ShotResult {
  if (!Number.isInteger(roll) || roll < 2 || roll > 12) throw new RangeError(`a 2d6 roll is 2..12, got ${roll}`);
  if (column < 0) return CELL_TEXT['--']!;
  const text = SHOOTING_TABLE[roll - 2]![Math.min(column, SHOOTING_COLUMNS.length - 1)]!;
  return CELL_TEXT[text]!;
}

export function shotResultText(r: ShotResult): string {
  const base = { none: 'no effect', ret: 'Ret', ter: 'Ter', 'ter-ret': 'Ter + Ret', 'two-ter': '2 x Ter', kill: 'Kill!' }[r.effect];
  return [base, r.serious ? 'SI' : '', r.officers ? 'Off' : ''].filter(Boolean).join(' ');
}

/** Shooting modifiers that apply together ("cumulative"): factors on the total, shifts in columns. */
export const CUMULATIVE_MODIFIERS = {
  longRange: { label: 'long range', factor: 0.5 },
  mgClose: { label: "MGs at 8\" or less", columns: 3 },
  enfilade: { label: 'target enfiladed', columns: 1 },
  formedOrColumn: { label: 'target formed cavalry or road column', columns: 2 },
  skirmishers: { label: 'target skirmishers, or partisans in cover', columns: -1 },
  speculative: { label: 'speculative area fire', factor: 0.5 },
  indirectFirst: { label: 'first turn of observed indirect fire', factor: 0.5 },
  indirectLater: { label: 'later turns of observed indirect fire', factor: 0.75 },
} as const;

/** Cover classes, best (for the target) first; only the best one applies. */
export const COVER_CLASSES = ['super-hard', 'stone', 'wood', 'evading-soft', 'evading-open', 'soft', 'open'] as const;
export type CoverClass = (typeof COVER_CLASSES)[number];

export const COVER_SHIFT: Readonly<Record<CoverClass, { columns: number; label: string }>> = {
  'super-hard': { columns: -5, label: 'target in super hard cover' },
  stone: { columns: -4, label: 'target in stone buildings etc' },
  wood: { columns: -3, label: 'target in wooden buildings or woods' },
  'evading-soft': { columns: -3, label: 'target evading in soft cover' },
  'evading-open': { columns: -2, label: 'target evading or lying down in the open' },
  soft: { columns: -1, label: 'target in soft cover' },
  open: { columns: 0, label: 'target in the open' },
};

/** MGs gain their bonus at 200 m (8") or less. */
export const MG_CLOSE_RANGE = 8;

// ---- Direct hits ----

export const DIRECT_HIT_GUNS = ['field', 'other'] as const;
export type DirectHitGun = (typeof DIRECT_HIT_GUNS)[number];
export const DIRECT_HIT_TARGETS = ['building', 'moving-vehicle', 'stationary-vehicle', 'other'] as const;
export type DirectHitTarget = (typeof DIRECT_HIT_TARGETS)[number];

/** "Direct hit numbers": 2d6 at or above the number eliminates a base. */
export const DIRECT_HIT_NUMBERS: Readonly<Record<DirectHitGun, Readonly<Record<DirectHitTarget, number>>>> = {
  field: { building: 9, 'moving-vehicle': 11, 'stationary-vehicle': 9, other: 10 },
  other: { building: 9, 'moving-vehicle': 12, 'stationary-vehicle': 10, other: 11 },
};

/** Inches in a kilometre at 1" = 25 m. */
export const INCHES_PER_KM = 40;

export interface DirectHitQuery {
  gun: DirectHitGun;
  target: DirectHitTarget;
  rangeInches: number;
  /** The range penalty is dropped for consecutive rounds at a target that stays still. */
  rangedIn: boolean;
  poor: boolean;
  indirect: 'none' | 'first' | 'later';
}

/** The number a gun must roll for a direct hit, with each step of the rule written out. */
export function directHitNumber(q: DirectHitQuery): { base: number; number: number; modifiers: { label: string; value: number }[] } {
  const modifiers: { label: string; value: number }[] = [];
  const km = Math.floor(q.rangeInches / INCHES_PER_KM);
  if (km > 0 && !q.rangedIn) modifiers.push({ label: `${km} whole km of range`, value: km });
  if (q.poor) modifiers.push({ label: 'poor artillery', value: 1 });
  if (q.indirect === 'first') modifiers.push({ label: 'first turn of observed indirect fire', value: 2 });
  if (q.indirect === 'later') modifiers.push({ label: 'later turn of observed indirect fire', value: 1 });
  const base = DIRECT_HIT_NUMBERS[q.gun][q.target];
  return { base, number: base + modifiers.reduce((a, m) => a + m.value, 0), modifiers };
}

/** "Every time a building section receives a direct hit": 2d6 at or above this destroys it. */
export const BUILDING_DESTRUCTION = { wood: 9, stone: 11 } as const;
