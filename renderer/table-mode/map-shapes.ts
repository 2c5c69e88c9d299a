import type { TerrainFeature } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { columnLetter, GRID_INCHES } from '../../shared/table-orders/grid.ts';
import { gridSize } from './square-entry.ts';

/**
 * The top-down order map's drawing, in table inches with north up: SVG's y runs down, so a table point (x, y)
 * is drawn at (x, height − y). Kept out of the component so what is drawn can be tested without a DOM.
 */
export const toSvg = (p: Vec, height: number): Vec => ({ x: p.x, y: height - p.y });

export interface DrawnFeature {
  id: string;
  kind: 'area' | 'line' | 'point';
  /** SVG points ("x,y x,y") for areas and lines. */
  points: string;
  fill: string;
  stroke: string;
  width: number;
  label: string | null;
  /** Where the label goes (SVG coordinates). */
  at: Vec;
  /** Which labels are placed first (map-labels.ts): points and houses 0, lines 1, areas and hills 2. */
  rank: number;
}

const AREA_FILLS: Record<string, string> = {
  woods: '#3f6b3a', 'dense-woods': '#2f5530', scrub: '#6f7f45', 'built-up': '#8a7763', fields: '#a59a5a', marsh: '#4f6e6a', rough: '#7d6f55',
};
const LINE_STROKES: Record<string, string> = { road: '#c9b68c', track: '#b09c74', railway: '#555555', river: '#4d86b8', 'stream-big': '#4d86b8', 'stream-small': '#6a9fcc' };

export function drawnFeatures(terrain: readonly TerrainFeature[], height: number): DrawnFeature[] {
  const pts = (ps: readonly Vec[]) => ps.map((p) => { const q = toSvg(p, height); return `${q.x},${q.y}`; }).join(' ');
  const mid = (ps: readonly Vec[]) => toSvg({ x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length }, height);
  return terrain.map((f): DrawnFeature => {
    const label = f.label?.trim() ? f.label.trim() : null;
    switch (f.kind) {
      case 'area': return { id: f.id, kind: 'area', points: pts(f.polygon), fill: AREA_FILLS[f.type] ?? '#6d6d5a', stroke: 'none', width: 0, label, at: mid(f.polygon), rank: 2 };
      case 'hill': return { id: f.id, kind: 'area', points: pts(f.polygon), fill: 'rgba(150, 120, 70, 0.35)', stroke: '#9a7a48', width: 0.25, label, at: mid(f.polygon), rank: 2 };
      case 'building': {
        const r = (f.rotation * Math.PI) / 180;
        const corner = (dx: number, dy: number): Vec => ({ x: f.x + dx * Math.cos(r) + dy * Math.sin(r), y: f.y - dx * Math.sin(r) + dy * Math.cos(r) });
        const w = f.width / 2;
        const d = f.depth / 2;
        return { id: f.id, kind: 'area', points: pts([corner(-w, -d), corner(w, -d), corner(w, d), corner(-w, d)]), fill: '#b9a488', stroke: '#3a3024', width: 0.15, label, at: toSvg(f, height), rank: 0 };
      }
      case 'line': return { id: f.id, kind: 'line', points: pts(f.points), fill: 'none', stroke: LINE_STROKES[f.type] ?? '#6b5a3c', width: f.width ?? 0.6, label, at: mid(f.points), rank: 1 };
      case 'point': return { id: f.id, kind: 'point', points: '', fill: '#f0e442', stroke: '#1b1d1f', width: 0.15, label, at: toSvg(f, height), rank: 0 };
    }
  });
}

/** The grid lines and the labels of columns (along the south and north edges) and rows (west and east edges). */
export function gridLabels(table: { width: number; height: number }): { columns: { name: string; x: number }[]; rows: { name: string; y: number }[]; xs: number[]; ys: number[] } {
  const { columns, rows } = gridSize(table);
  const columnsOut = Array.from({ length: columns }, (_, i) => ({ name: columnLetter(i), x: (i * GRID_INCHES + Math.min(table.width, (i + 1) * GRID_INCHES)) / 2 }));
  const rowsOut = Array.from({ length: rows }, (_, i) => ({ name: String(i + 1), y: table.height - (i * GRID_INCHES + Math.min(table.height, (i + 1) * GRID_INCHES)) / 2 }));
  const xs = Array.from({ length: columns - 1 }, (_, i) => (i + 1) * GRID_INCHES);
  const ys = Array.from({ length: rows - 1 }, (_, i) => table.height - (i + 1) * GRID_INCHES);
  return { columns: columnsOut, rows: rowsOut, xs, ys };
}
