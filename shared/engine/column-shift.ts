/**
 * Fire tables read by column, with modifiers that move the column (Red Actions! "Shooting Table", Ten Rounds Rapid
 * "Final Fire Factors"): a shift past the table's strong end stays on its strongest column, and a shift past its weak
 * end takes the fire off the table, where it has no effect.
 */
export interface ColumnTable {
  /** How many columns the table has. */
  columns: number;
  /** Which end holds the strongest column. */
  strongEnd: 'first' | 'last';
}

/**
 * The column `start` moved `towardStrong` steps toward the strong end (a negative number moves toward the weak end).
 * The strong end holds; past the weak end the index falls outside 0..columns-1 (see `onTable`).
 */
export function shiftColumn(start: number, towardStrong: number, table: ColumnTable): number {
  if (table.strongEnd === 'last') return Math.min(start + towardStrong, table.columns - 1);
  return Math.max(start - towardStrong, 0);
}

/** Whether a shifted column is still on the table (off it, the fire has no effect). */
export const onTable = (column: number, table: ColumnTable): boolean => column >= 0 && column < table.columns;
