import { MM_PER_INCH, paperMm, type Orientation, type PaperSize, type Size } from './paper.ts';
import type { Result } from '../../../shared/core/result.ts';

/**
 * The arithmetic of a true-scale mat tiled over sheets of paper.
 *
 * Each sheet prints its whole printable area (the page less the printer's unprintable margin). Neighbouring
 * sheets repeat `overlap` millimetres of the table; the seam runs down the middle of that shared strip. So every
 * sheet owns a trim box of one step (printable − overlap) and carries a bleed of overlap/2 on each side, which is
 * either trimmed away, hidden under the neighbour, or lies off the table. The table's west and north edges sit
 * on the first seams, hence `ceil(table / step)` sheets along each direction.
 */

export interface MatPlanInput {
  /** Table in inches. */
  table: Size;
  paper: PaperSize;
  orientation: Orientation | 'auto';
  overlapMm: number;
  marginMm: number;
}

/** One sheet: which row (from the north edge) and column (from the west edge), and the table it shows. */
export interface MatTile {
  row: number;
  col: number;
  /** Table region printed on the sheet, in mm from the table's west edge (x) and north edge (y); may start < 0. */
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MatPlan {
  paper: PaperSize;
  orientation: Orientation;
  pageMm: Size;
  printableMm: Size;
  /** How far one sheet's table region moves from its neighbour's: printable − overlap. */
  stepMm: Size;
  overlapMm: number;
  marginMm: number;
  tableMm: Size;
  rows: number;
  cols: number;
  tiles: MatTile[];
}

export const MAT_LIMITS = { marginMm: { min: 0, max: 30 }, overlapMm: { min: 0, max: 50 }, maxPages: 1000 } as const;

/** Sheets needed to cover `lengthMm` when each adds `stepMm` of new table. */
export function sheetsAlong(lengthMm: number, stepMm: number): number {
  // A hair of tolerance so 6 steps of exactly 200 mm cover 1200 mm without a seventh sheet.
  return Math.max(1, Math.ceil(lengthMm / stepMm - 1e-9));
}

export function planMat(input: MatPlanInput): Result<MatPlan, string> {
  const { marginMm, overlapMm } = input;
  if (!(marginMm >= MAT_LIMITS.marginMm.min && marginMm <= MAT_LIMITS.marginMm.max)) {
    return { ok: false, error: `the margin must be between ${MAT_LIMITS.marginMm.min} and ${MAT_LIMITS.marginMm.max} mm (got ${marginMm})` };
  }
  if (!(overlapMm >= MAT_LIMITS.overlapMm.min && overlapMm <= MAT_LIMITS.overlapMm.max)) {
    return { ok: false, error: `the overlap must be between ${MAT_LIMITS.overlapMm.min} and ${MAT_LIMITS.overlapMm.max} mm (got ${overlapMm})` };
  }
  if (input.orientation !== 'auto') return planOriented(input, input.orientation);
  const portrait = planOriented(input, 'portrait');
  const landscape = planOriented(input, 'landscape');
  if (!portrait.ok) return landscape.ok ? landscape : portrait;
  if (!landscape.ok) return portrait;
  // Fewer sheets wins; on a tie, portrait.
  return landscape.value.tiles.length < portrait.value.tiles.length ? landscape : portrait;
}

function planOriented(input: MatPlanInput, orientation: Orientation): Result<MatPlan, string> {
  const pageMm = paperMm(input.paper, orientation);
  const printableMm = { width: pageMm.width - 2 * input.marginMm, height: pageMm.height - 2 * input.marginMm };
  const stepMm = { width: printableMm.width - input.overlapMm, height: printableMm.height - input.overlapMm };
  // The limits above leave at least 100 mm of step on the smallest sheet (A4: 210 − 2×30 − 50).
  const tableMm = { width: input.table.width * MM_PER_INCH, height: input.table.height * MM_PER_INCH };
  const cols = sheetsAlong(tableMm.width, stepMm.width);
  const rows = sheetsAlong(tableMm.height, stepMm.height);
  if (rows * cols > MAT_LIMITS.maxPages) {
    return { ok: false, error: `the mat would need ${rows * cols} sheets of ${input.paper}; the most this export makes is ${MAT_LIMITS.maxPages}` };
  }
  const bleed = input.overlapMm / 2;
  const tiles: MatTile[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      tiles.push({
        row, col,
        left: col * stepMm.width - bleed,
        top: row * stepMm.height - bleed,
        width: printableMm.width,
        height: printableMm.height,
      });
    }
  }
  return {
    ok: true,
    value: { paper: input.paper, orientation, pageMm, printableMm, stepMm, overlapMm: input.overlapMm, marginMm: input.marginMm, tableMm, rows, cols, tiles },
  };
}

/** "r2c3": the sheet's name as printed on it and used in file names (rows and columns count from 1). */
export const tileName = (tile: Pick<MatTile, 'row' | 'col'>): string => `r${tile.row + 1}c${tile.col + 1}`;

export function tileAt(plan: MatPlan, row: number, col: number): MatTile | undefined {
  if (row < 0 || col < 0 || row >= plan.rows || col >= plan.cols) return undefined;
  return plan.tiles[row * plan.cols + col];
}
