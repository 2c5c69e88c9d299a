import type { ColumnTable } from '../../../../engine/column-shift.ts';

/**
 * "Final Fire Factors", typed as printed: a row for each basic factor 1 to 16 (column C repeats it), columns A to F,
 * null where the text prints "-" (no fire).
 */
export const FINAL_COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type FinalColumn = (typeof FINAL_COLUMNS)[number];

/** "The basic factor is used on Column C." */
export const START_COLUMN = 2;

/** Left is stronger: "off the table to the right means that the fire is ineffective, if to the left use the leftmost column". */
export const FINAL_TABLE: ColumnTable = { columns: FINAL_COLUMNS.length, strongEnd: 'first' };

const _ = null;
export const FINAL_FIRE_FACTORS: readonly (readonly (number | null)[])[] = [
  [2, 2, 1, 1, 1, _],
  [4, 3, 2, 1, 1, _],
  [6, 4, 3, 2, 1, _],
  [8, 6, 4, 3, 2, 1],
  [10, 8, 5, 4, 2, 1],
  [12, 9, 6, 4, 3, 2],
  [14, 11, 7, 5, 3, 2],
  [16, 12, 8, 6, 4, 2],
  [18, 14, 9, 6, 4, 2],
  [20, 15, 10, 7, 5, 3],
  [22, 17, 11, 7, 5, 3],
  [24, 18, 12, 9, 6, 3],
  [26, 20, 13, 9, 6, 3],
  [28, 21, 14, 10, 7, 4],
  [30, 23, 15, 11, 7, 4],
  [32, 24, 16, 12, 8, 4],
];

/** The largest basic factor the table prints a row for. */
export const TABLE_TOP = FINAL_FIRE_FACTORS.length;

/**
 * A basic factor above the table is read as rows of 16 and a remainder, and their factors added, as the text splits
 * final factors over 15 (README "Decisions"): `[16, 3]` for 19.
 */
export function basicRows(basic: number): number[] {
  const rows: number[] = [];
  for (let left = basic; left > 0; left -= TABLE_TOP) rows.push(Math.min(left, TABLE_TOP));
  return rows;
}

/** The final fire factor of a basic factor in a column; 0 for no fire (a "-", a factor of 0 or less, a column off the table). */
export function finalFactor(basic: number, column: number): number {
  if (!Number.isInteger(basic)) throw new RangeError(`a basic factor is a whole number, got ${basic}`);
  if (column < 0 || column >= FINAL_COLUMNS.length) return 0;
  return basicRows(basic).reduce((sum, row) => sum + (FINAL_FIRE_FACTORS[row - 1]![column] ?? 0), 0);
}
