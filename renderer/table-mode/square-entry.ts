import { columnLetter, GRID_INCHES } from '../../shared/table-orders/grid.ts';
import type { Vec } from '../../shared/geometry/vec.ts';

/** The eight facings a player can type or pick at the table, in degrees (0 = north, the mat's top; clockwise). */
export const FACINGS = [
  { word: 'north', degrees: 0 }, { word: 'north-east', degrees: 45 }, { word: 'east', degrees: 90 }, { word: 'south-east', degrees: 135 },
  { word: 'south', degrees: 180 }, { word: 'south-west', degrees: 225 }, { word: 'west', degrees: 270 }, { word: 'north-west', degrees: 315 },
] as const;

/** How many squares the mat has across and up (a part square at the far edge counts). */
export function gridSize(table: { width: number; height: number }): { columns: number; rows: number } {
  return { columns: Math.max(1, Math.ceil(table.width / GRID_INCHES - 1e-9)), rows: Math.max(1, Math.ceil(table.height / GRID_INCHES - 1e-9)) };
}

/** Column index of a letter name ("A" 0, "Z" 25, "AA" 26), the inverse of `columnLetter`. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/**
 * The middle of a typed grid square ("F8", "f 8"), or why it is not one on this mat. The middle of a part square
 * at the far edge is the middle of the part on the table.
 */
export function squareCentre(text: string, table: { width: number; height: number }): { ok: true; point: Vec; name: string } | { ok: false; reason: string } {
  const match = /^\s*([a-z]+)\s*(\d+)\s*$/i.exec(text);
  if (!match) return { ok: false, reason: `"${text.trim()}" is not a grid square: give its column letter and row number, as F8` };
  const col = columnIndex(match[1]!.toUpperCase());
  const row = Number(match[2]) - 1;
  const { columns, rows } = gridSize(table);
  const name = `${columnLetter(col)}${row + 1}`;
  if (col >= columns) return { ok: false, reason: `the mat has columns A to ${columnLetter(columns - 1)}; there is no column ${match[1]!.toUpperCase()}` };
  if (row < 0 || row >= rows) return { ok: false, reason: `the mat has rows 1 to ${rows}; there is no row ${match[2]}` };
  const middle = (index: number, size: number) => (index * GRID_INCHES + Math.min(size, (index + 1) * GRID_INCHES)) / 2;
  return { ok: true, point: { x: middle(col, table.width), y: middle(row, table.height) }, name };
}

/** A typed facing: a compass word or its initials ("south-west", "SW"); null when it is neither. */
export function facingDegrees(text: string): number | null {
  const t = text.trim().toLowerCase();
  const found = FACINGS.find((f) => f.word === t || initials(f.word) === t.replace(/[^a-z]/g, ''));
  return found ? found.degrees : null;
}

const initials = (word: string): string => word.split('-').map((w) => w[0]).join('');
