import type { Vec } from '../../../shared/geometry/vec.ts';
import type { PointFeature } from '../../../shared/scenario/schema.ts';
import type { PointType } from '../../../shared/scenario/terrain-kinds.ts';
import { DEFAULT_POINT_RADIUS } from '../../../shared/geometry/terrain-shapes.ts';
import { distanceToSegmentSq } from '../../../shared/geometry/segments.ts';
import type { Canvas, Rect } from './canvas.ts';
import { toPage } from './map-frame.ts';
import { type LabelBoard, ringAround } from './label-board.ts';
import { textWidth } from './text-metrics.ts';
import type { MapContext } from './map-context.ts';
import { POINT_LABELS, TEXT_COLOUR } from './map-style.ts';

/** Fords, bridges, stations, off-table trains, entry points and objectives, each with a small symbol sized to the map. */
export function drawPoints(canvas: Canvas, ctx: MapContext, symbolSize: number, labelSize: number, board: LabelBoard): void {
  for (const f of ctx.scenario.terrain) {
    if (f.kind !== 'point') continue;
    const at = toPage(ctx.frame, f);
    const reach = (f.radius ?? DEFAULT_POINT_RADIUS[f.type]) * ctx.frame.scale;
    const along = f.type === 'bridge' ? roadDirectionNear(ctx, f, BRIDGED) : f.type === 'train' ? roadDirectionNear(ctx, f, RAILS) : f.type === 'entry' ? inwardDirection(ctx, f) : { x: 1, y: 0 };
    drawPointSymbol(canvas, f.type, at, symbolSize, { reach, along, inkSaving: ctx.inkSaving });
    const label = f.label ?? POINT_LABELS[f.type];
    const bold = f.type === 'objective';
    const clear = Math.max(reach, symbolSize);
    const spot = board.place(label, ringAround(at, clear, clear, textWidth(label, labelSize, bold), labelSize), labelSize, bold);
    canvas.text(label, spot, {
      size: labelSize, bold: f.type === 'objective', colour: TEXT_COLOUR, align: 'middle', baseline: 'middle', halo: '#ffffff',
    });
  }
}

/** The page box of each point feature's symbol, kept free of lettering. */
export function pointSymbolBoxes(ctx: MapContext, symbolSize: number): Rect[] {
  return ctx.scenario.terrain.flatMap((f) => {
    if (f.kind !== 'point') return [];
    const at = toPage(ctx.frame, f);
    const half = f.type === 'train' ? symbolSize * 2.2 : symbolSize;
    return [{ x: at.x - half, y: at.y - symbolSize, width: half * 2, height: symbolSize * 2 }];
  });
}

/**
 * One point feature's symbol at `at`, `size` points across. `reach` is its radius on the map (drawn as a dashed
 * ring where the feature has an extent); `along` is the road a bridge carries, or the way an entry arrow points.
 */
export function drawPointSymbol(canvas: Canvas, type: PointType, at: Vec, size: number, options: { reach: number; along: Vec; inkSaving: boolean }): void {
  const { reach, along: dir, inkSaving } = options;
  const n = { x: -dir.y, y: dir.x };
  const offset = (p: Vec, a: number, b: number): Vec => ({ x: p.x + dir.x * a + n.x * b, y: p.y + dir.y * a + n.y * b });
  switch (type) {
    case 'objective':
      canvas.circle(at, Math.max(reach, size), { stroke: { colour: '#7a1020', width: 1, dash: [3, 2] } });
      canvas.path([starPoints(at, size * 0.9, size * 0.38)], true, { fill: { colour: inkSaving ? '#ffffff' : '#f2c230' }, stroke: { colour: '#7a1020', width: 0.8 } });
      break;
    case 'ford':
      canvas.circle(at, Math.max(reach, size * 0.8), { stroke: { colour: '#2f6aa8', width: 1, dash: [2, 1.5] } });
      canvas.path([-1, 1].map((k) => [offset(at, -size * 0.6, k * size * 0.25), offset(at, size * 0.6, k * size * 0.25)]), false, { stroke: { colour: '#2f6aa8', width: 0.8 } });
      break;
    case 'bridge': {
      // Two parapets along the road, their ends turned out: the usual map sign for a bridge.
      const half = Math.max(reach, size);
      const gap = size * 0.5;
      const side = (k: number) => [offset(at, -half - size * 0.3, k * (gap + size * 0.3)), offset(at, -half, k * gap), offset(at, half, k * gap), offset(at, half + size * 0.3, k * (gap + size * 0.3))];
      canvas.path([side(1), side(-1)], false, { stroke: { colour: '#1e1e1e', width: 1.2, join: 'round' } });
      break;
    }
    case 'station': {
      const w = size * 1.1;
      if (reach > w) canvas.circle(at, reach, { stroke: { colour: '#1e1e1e', width: 0.6, dash: [2, 1.5] } });
      canvas.path([[offset(at, -w, -w / 2), offset(at, w, -w / 2), offset(at, w, w / 2), offset(at, -w, w / 2)]], true, {
        fill: { colour: inkSaving ? '#ffffff' : '#3a3a3a' }, stroke: { colour: '#1e1e1e', width: 0.8 },
      });
      break;
    }
    case 'train': {
      // Three armoured cars along the track, the engine between two gun wagons with their turrets: the train fires
      // from beyond the table edge, so it is drawn as a train, not as a building.
      const car = size * 1.3, half = size * 0.45, gap = size * 0.15;
      canvas.path([[offset(at, -1.5 * car - gap, 0), offset(at, 1.5 * car + gap, 0)]], false, { stroke: { colour: '#1e1e1e', width: 0.5 } });
      for (const k of [-1, 0, 1]) {
        const c = offset(at, k * (car + gap), 0);
        const box = [offset(c, -car / 2, -half), offset(c, car / 2, -half), offset(c, car / 2, half), offset(c, -car / 2, half)];
        canvas.path([box], true, { fill: { colour: inkSaving ? '#ffffff' : k === 0 ? '#2e2e2e' : '#56613a' }, stroke: { colour: '#1e1e1e', width: 0.7 } });
        if (k !== 0) canvas.circle(c, half * 0.6, { fill: { colour: inkSaving ? '#ffffff' : '#2e2e2e' }, stroke: { colour: '#1e1e1e', width: 0.5 } });
      }
      break;
    }
    case 'entry':
      canvas.path([[offset(at, size, 0), offset(at, -size * 0.6, size * 0.7), offset(at, -size * 0.6, -size * 0.7)]], true, {
        fill: { colour: inkSaving ? '#ffffff' : '#555555' }, stroke: { colour: '#1e1e1e', width: 0.8 },
      });
      break;
  }
}

export function starPoints(c: Vec, outer: number, inner: number): Vec[] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) };
  });
}

const BRIDGED: ReadonlySet<string> = new Set(['road', 'track', 'railway']);
const RAILS: ReadonlySet<string> = new Set(['railway']);

/** Page direction of the line of one of `types` nearest a point: the road a bridge carries, the track a train stands on. */
function roadDirectionNear(ctx: MapContext, p: PointFeature, types: ReadonlySet<string>): Vec {
  let best = Infinity;
  let dir: Vec = { x: 1, y: 0 };
  for (const f of ctx.scenario.terrain) {
    if (f.kind !== 'line' || !types.has(f.type)) continue;
    for (let i = 1; i < f.points.length; i++) {
      const a = f.points[i - 1]!, b = f.points[i]!;
      const d = distanceToSegmentSq(p.x, p.y, a.x, a.y, b.x, b.y);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      if (d < best && len > 0) {
        best = d;
        dir = { x: (b.x - a.x) / len, y: -(b.y - a.y) / len };
      }
    }
  }
  return dir;
}

/** Page direction from the table edge nearest an entry point toward the table's middle. */
function inwardDirection(ctx: MapContext, p: PointFeature): Vec {
  const { width, height } = ctx.scenario.table;
  const gaps = [
    { d: p.x, v: { x: 1, y: 0 } },
    { d: width - p.x, v: { x: -1, y: 0 } },
    { d: p.y, v: { x: 0, y: -1 } },
    { d: height - p.y, v: { x: 0, y: 1 } },
  ];
  gaps.sort((a, b) => a.d - b.d);
  return gaps[0]!.v;
}
