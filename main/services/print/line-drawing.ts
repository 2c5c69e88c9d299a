import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Line } from '../../../shared/scenario/schema.ts';
import { lineWidth } from '../../../shared/geometry/terrain-shapes.ts';
import type { Canvas } from './canvas.ts';
import { toPagePath } from './map-frame.ts';
import type { MapContext } from './map-context.ts';
import { LINE_ORDER, LINE_STYLES, type LineStroke } from './map-style.ts';

/** Roads, rails, streams, hedges, walls, trenches and wire, drawn in a fixed order (water under roads). */
export function drawLines(canvas: Canvas, ctx: MapContext): void {
  for (const type of LINE_ORDER) {
    for (const f of ctx.scenario.terrain) {
      if (f.kind === 'line' && f.type === type) drawLine(canvas, ctx, f);
    }
  }
}

export function strokeWidth(stroke: LineStroke, trueWidthPt: number): number {
  if (stroke.width === undefined) return stroke.pt ?? 1;
  return Math.max(stroke.minWidth ?? 0, stroke.width * trueWidthPt) + (stroke.pt ?? 0);
}

function drawLine(canvas: Canvas, ctx: MapContext, line: Line): void {
  const style = LINE_STYLES[line.type];
  const path = toPagePath(ctx.frame, line.points);
  const trueWidth = lineWidth(line) * ctx.frame.scale;
  for (const stroke of style.strokes) {
    if ((stroke.fillOnly && ctx.inkSaving) || (stroke.inkOnly && !ctx.inkSaving)) continue;
    const width = strokeWidth(stroke, trueWidth);
    if (width <= 0) continue;
    canvas.path([path], false, {
      stroke: { colour: stroke.colour, width, join: 'round', cap: stroke.cap ?? 'butt', ...(stroke.dash ? { dash: stroke.dash.map((d) => d * Math.max(1, width / 2.5)) } : {}) },
    });
  }
  if (style.marks) {
    const { kind, every, size, colour } = style.marks;
    const marks = marksAlong(path, every * ctx.patternScale, (p, dir) => {
      const n = { x: -dir.y, y: dir.x };
      if (kind === 'ticks') return [[p, { x: p.x + n.x * size, y: p.y + n.y * size }]];
      const s = size / 2;
      return [
        [{ x: p.x - s, y: p.y - s }, { x: p.x + s, y: p.y + s }],
        [{ x: p.x - s, y: p.y + s }, { x: p.x + s, y: p.y - s }],
      ];
    });
    if (marks.length > 0) canvas.path(marks, false, { stroke: { colour, width: 0.6 } });
  }
}

/** Marks every `spacing` points along a polyline; `mark` gets the place and the unit direction of travel. */
export function marksAlong(path: readonly Vec[], spacing: number, mark: (p: Vec, dir: Vec) => Vec[][]): Vec[][] {
  const out: Vec[][] = [];
  let carry = spacing / 2;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!, b = path[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const dir = { x: (b.x - a.x) / len, y: (b.y - a.y) / len };
    let t = carry;
    for (; t <= len; t += spacing) out.push(...mark({ x: a.x + dir.x * t, y: a.y + dir.y * t }, dir));
    carry = t - len;
  }
  return out;
}
