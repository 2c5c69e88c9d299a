// The printed mat's grid, one definition for the mat, the briefing map and the orders read out at the table.
import type { Vec } from '../geometry/vec.ts';

/** Grid squares are 6 inches, the usual measuring unit of a wargames table. */
export const GRID_INCHES = 6;

/** Column letters from the west edge: A…Z, then AA, AB… */
export function columnLetter(index: number): string {
  let n = index;
  let s = '';
  do {
    s = String.fromCharCode(65 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
}

/** Grid square name, columns lettered from the west edge and rows numbered from the south edge: "C4". */
export const squareName = (col: number, row: number): string => `${columnLetter(col)}${row + 1}`;

/**
 * The square a table point lies in (x east from the west edge, y north from the south edge). A point on a line
 * between squares belongs to the square east or north of it; the far edges belong to the last square.
 */
export function squareAt(p: Vec, table: { width: number; height: number }): string {
  const last = (size: number) => Math.max(0, Math.ceil(size / GRID_INCHES - 1e-9) - 1);
  const index = (v: number, size: number) => Math.min(last(size), Math.max(0, Math.floor(v / GRID_INCHES)));
  return squareName(index(p.x, table.width), index(p.y, table.height));
}
