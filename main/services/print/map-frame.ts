import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Rect } from './canvas.ts';
import { textWidth } from './text-metrics.ts';

/**
 * Where the table lands on a page: `scale` points per table inch, table x = 0 (the west edge) at page x `left`,
 * the north edge (table y = height) at page y `top`. Table y grows northward, page y downward, so north is up.
 */
export interface MapFrame {
  scale: number;
  left: number;
  top: number;
  table: { width: number; height: number };
}

export const toPage = (f: MapFrame, p: Vec): Vec => ({ x: f.left + p.x * f.scale, y: f.top + (f.table.height - p.y) * f.scale });

export const toPagePath = (f: MapFrame, points: readonly Vec[]): Vec[] => points.map((p) => toPage(f, p));

/** The table's rectangle on the page. */
export const tableRect = (f: MapFrame): Rect => ({ x: f.left, y: f.top, width: f.table.width * f.scale, height: f.table.height * f.scale });

/** The table region (inches) a page rectangle shows, clamped to the table. */
export function visibleTable(f: MapFrame, page: Rect): { minX: number; minY: number; maxX: number; maxY: number } {
  const minX = Math.max(0, (page.x - f.left) / f.scale);
  const maxX = Math.min(f.table.width, (page.x + page.width - f.left) / f.scale);
  const maxY = Math.min(f.table.height, f.table.height - (page.y - f.top) / f.scale);
  const minY = Math.max(0, f.table.height - (page.y + page.height - f.top) / f.scale);
  return { minX, minY, maxX, maxY };
}

/** Moves a centred label sideways so it stays within the table's width. */
export function insideTable(f: MapFrame | { frame: MapFrame }, at: Vec, text: string, size: number, bold = false): Vec {
  const frame = 'frame' in f ? f.frame : f;
  const half = textWidth(text, size, bold) / 2 + size * 0.3;
  const min = frame.left + half;
  const max = frame.left + frame.table.width * frame.scale - half;
  return { x: min > max ? at.x : Math.min(Math.max(at.x, min), max), y: at.y };
}
