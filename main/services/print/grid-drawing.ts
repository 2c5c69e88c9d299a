import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Scenario } from '../../../shared/scenario/schema.ts';
import type { TableEdge } from '../../../shared/scenario/terrain-kinds.ts';
import { columnLetter, GRID_INCHES, squareName } from '../../../shared/table-orders/grid.ts';
import type { Canvas } from './canvas.ts';
import { rect } from './canvas.ts';
import { tableRect, toPage } from './map-frame.ts';
import type { MapContext } from './map-context.ts';
import { GRID_COLOUR, SIDE_COLOURS, TABLE_EDGE_COLOUR, TEXT_COLOUR } from './map-style.ts';

export function gridLines(table: { width: number; height: number }): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = GRID_INCHES; x < table.width - 1e-9; x += GRID_INCHES) xs.push(x);
  for (let y = GRID_INCHES; y < table.height - 1e-9; y += GRID_INCHES) ys.push(y);
  return { xs, ys };
}

/** The 6" grid inside the table. `width` in points; the mat uses a slightly heavier line that survives copying. */
export function drawGrid(canvas: Canvas, ctx: MapContext, width: number): void {
  const { table } = ctx.frame;
  const { xs, ys } = gridLines(table);
  const lines: Vec[][] = [
    ...xs.map((x) => [toPage(ctx.frame, { x, y: 0 }), toPage(ctx.frame, { x, y: table.height })]),
    ...ys.map((y) => [toPage(ctx.frame, { x: 0, y }), toPage(ctx.frame, { x: table.width, y })]),
  ];
  if (lines.length > 0) canvas.path(lines, false, { stroke: { colour: GRID_COLOUR, width, opacity: 0.8 } });
}

/** Column letters above and below the table, row numbers left and right of it, `gap` points out. */
export function drawGridMarginLabels(canvas: Canvas, ctx: MapContext, size: number, gap: number): void {
  const { table } = ctx.frame;
  const r = tableRect(ctx.frame);
  const style = { size, colour: TEXT_COLOUR, align: 'middle' as const, baseline: 'middle' as const };
  // On a very large table the squares get small: name every second (third…) one so the names do not collide.
  const every = Math.max(1, Math.ceil((size * 2.6) / (GRID_INCHES * ctx.frame.scale)));
  for (let c = 0; c * GRID_INCHES < table.width - 1e-9; c += every) {
    const x = toPage(ctx.frame, { x: Math.min(c * GRID_INCHES + GRID_INCHES / 2, (c * GRID_INCHES + table.width) / 2), y: 0 }).x;
    canvas.text(columnLetter(c), { x, y: r.y - gap }, style);
    canvas.text(columnLetter(c), { x, y: r.y + r.height + gap }, style);
  }
  for (let row = 0; row * GRID_INCHES < table.height - 1e-9; row += every) {
    const y = toPage(ctx.frame, { x: 0, y: Math.min(row * GRID_INCHES + GRID_INCHES / 2, (row * GRID_INCHES + table.height) / 2) }).y;
    canvas.text(String(row + 1), { x: r.x - gap, y }, style);
    canvas.text(String(row + 1), { x: r.x + r.width + gap, y }, style);
  }
}

/** A small name in the north-west corner of every grid square ("C4"), for finding places on a mat. */
export function drawGridSquareNames(canvas: Canvas, ctx: MapContext, size: number): void {
  const { table } = ctx.frame;
  for (let c = 0; c * GRID_INCHES < table.width - 1e-9; c++) {
    for (let row = 0; row * GRID_INCHES < table.height - 1e-9; row++) {
      const corner = toPage(ctx.frame, { x: c * GRID_INCHES, y: Math.min((row + 1) * GRID_INCHES, table.height) });
      canvas.text(squareName(c, row), { x: corner.x + size * 0.5, y: corner.y + size * 0.5 }, { size, colour: GRID_COLOUR, baseline: 'top' });
    }
  }
}

export function drawTableOutline(canvas: Canvas, ctx: MapContext, width: number): void {
  rect(canvas, tableRect(ctx.frame), { stroke: { colour: TABLE_EDGE_COLOUR, width } });
}

/** "South edge — Reds' baseline": each edge's compass name and which side deploys from it. */
export function edgeCaption(scenario: Scenario, edge: TableEdge): { text: string; colour: string } {
  const name = `${edge[0]!.toUpperCase()}${edge.slice(1)} edge`;
  for (const side of ['red', 'white'] as const) {
    if (scenario.sides[side].baseline === edge) return { text: `${name} — ${scenario.sides[side].name} baseline`, colour: SIDE_COLOURS[side] };
  }
  return { text: name, colour: TEXT_COLOUR };
}

/**
 * Edge captions `gap` points outside the table (negative: inside), centred on each edge; west and east read
 * along the edge. On a mat, captions repeat every `repeatInches` so each sheet on an edge carries one.
 */
export function drawEdgeCaptions(canvas: Canvas, ctx: MapContext, size: number, gap: number, repeatInches?: number): void {
  const { table } = ctx.frame;
  const r = tableRect(ctx.frame);
  const along = (length: number): number[] => {
    if (!repeatInches || length <= repeatInches) return [length / 2];
    const count = Math.floor(length / repeatInches);
    return Array.from({ length: count }, (_, i) => ((i + 0.5) * length) / count);
  };
  for (const edge of ['north', 'south', 'west', 'east'] as const) {
    const { text, colour } = edgeCaption(ctx.scenario, edge);
    const style = { size, bold: true, colour, align: 'middle' as const, baseline: 'middle' as const };
    const positions = edge === 'north' || edge === 'south' ? along(table.width) : along(table.height);
    for (const t of positions) {
      if (edge === 'north') canvas.text(text, { x: r.x + t * ctx.frame.scale, y: r.y - gap }, style);
      if (edge === 'south') canvas.text(text, { x: r.x + t * ctx.frame.scale, y: r.y + r.height + gap }, style);
      if (edge === 'west') canvas.text(text, { x: r.x - gap, y: r.y + r.height - t * ctx.frame.scale }, { ...style, rotate: -90 });
      if (edge === 'east') canvas.text(text, { x: r.x + r.width + gap, y: r.y + r.height - t * ctx.frame.scale }, { ...style, rotate: 90 });
    }
  }
}
