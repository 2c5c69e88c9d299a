import { ShapeUtils, Vector2 } from 'three';
import polygonClipping from 'polygon-clipping';
import type { Vec } from '../../shared/geometry/vec.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import { type HeightAt, MeshData, appendRibbon, circlePoints, resamplePolyline } from './mesh-data.ts';

/**
 * Things the play screen and the editor draw over the table, in table inches: a measuring tape or a line
 * of sight (`line`), a planned move (`path`, with an arrow at its end), a weapon's range or a beaten zone
 * (`circle`), how far a unit may go (`area`), a name written on the table alone (`words`: a sector's). Each may carry
 * a label, shown at its end or middle (a circle's at `labelAt`, or on its far side). A `path` may be dashed or dotted
 * (the parts of an AI's plan, drawn after the battle).
 */
export type Overlay =
  | { kind: 'line'; points: readonly Vec[]; color: string; label?: string; width?: number; dashed?: boolean }
  | { kind: 'path'; points: readonly Vec[]; color: string; label?: string; width?: number; dash?: 'dashed' | 'dotted' }
  | { kind: 'circle'; centre: Vec; radius: number; color: string; label?: string; filled?: boolean; width?: number; labelAt?: Vec }
  | { kind: 'area'; polygon: readonly Vec[]; color: string; label?: string; width?: number }
  | { kind: 'words'; p: Vec; color: string; label: string };

export interface OverlayLabel {
  text: string;
  p: Vec;
  color: string;
}

export interface OverlayMeshes {
  /** Opaque strokes, one mesh per colour. */
  strokes: { color: string; mesh: MeshData }[];
  /** See-through fills draped on the ground, one mesh per colour. */
  fills: { color: string; mesh: MeshData }[];
  labels: OverlayLabel[];
}

/** Height of overlays above the ground, inches: clear of the felt and the roads. */
export const OVERLAY_LIFT = 0.15;
const DEFAULT_WIDTH = 0.15;

/** Splits a polyline into dashes of `dash` inches with gaps of `gap`. */
export function dashPolyline(points: readonly Vec[], dash: number, gap: number): Vec[][] {
  const out: Vec[][] = [];
  let current: Vec[] = [];
  let drawing = true;
  let left = dash;
  for (let i = 1; i < points.length; i++) {
    let a = points[i - 1]!;
    const b = points[i]!;
    let len = Math.hypot(b.x - a.x, b.y - a.y);
    if (drawing && current.length === 0) current.push(a);
    while (len > left) {
      const t = left / len;
      const cut = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      if (drawing) { current.push(cut); out.push(current); current = []; } else current = [cut];
      drawing = !drawing;
      len -= left;
      left = drawing ? dash : gap;
      a = cut;
    }
    left -= len;
    if (drawing) current.push(b);
  }
  if (drawing && current.length > 1) out.push(current);
  return out;
}

export function buildOverlayMeshes(overlays: readonly Overlay[], table: TableSize, heightAt: HeightAt): OverlayMeshes {
  const strokes = new Map<string, MeshData>();
  const fills = new Map<string, MeshData>();
  const labels: OverlayLabel[] = [];
  const meshFor = (map: Map<string, MeshData>, color: string) => {
    let m = map.get(color);
    if (!m) { m = new MeshData(); map.set(color, m); }
    return m;
  };
  // Everything is clipped to the table's edge: a range circle near the edge stops at the frame.
  const ribbon = (m: MeshData, pts: readonly Vec[], width: number, closed = false) => {
    for (const piece of clipToTable(closed ? [...pts, pts[0]!] : pts, table)) appendRibbon(m, piece, { width, heightAt, table, lift: OVERLAY_LIFT, step: 0.5 });
  };

  for (const o of overlays) {
    const width = ('width' in o ? o.width : undefined) ?? DEFAULT_WIDTH;
    switch (o.kind) {
      case 'line': {
        if (o.points.length < 2) break;
        const m = meshFor(strokes, o.color);
        if (o.dashed) for (const d of dashPolyline(o.points, width * 5, width * 3.5)) ribbon(m, d, width);
        else ribbon(m, o.points, width);
        if (o.label) labels.push({ text: o.label, p: o.points.at(-1)!, color: o.color });
        break;
      }
      case 'path': {
        if (o.points.length < 2) break;
        const m = meshFor(strokes, o.color);
        const end = o.points.at(-1)!, before = o.points.at(-2)!;
        const len = Math.hypot(end.x - before.x, end.y - before.y) || 1;
        const dir = { x: (end.x - before.x) / len, y: (end.y - before.y) / len };
        const head = Math.min(width * 5, len);
        // stop the shaft where the arrowhead begins
        const shaftEnd = { x: end.x - dir.x * head, y: end.y - dir.y * head };
        const shaft = [...o.points.slice(0, -1), shaftEnd];
        if (o.dash) for (const d of dashPolyline(shaft, width * (o.dash === 'dashed' ? 5 : 1.2), width * (o.dash === 'dashed' ? 3.5 : 2))) ribbon(m, d, width);
        else ribbon(m, shaft, width);
        arrowHead(m, shaftEnd, end, dir, head * 0.6, table, heightAt);
        if (o.label) labels.push({ text: o.label, p: end, color: o.color });
        break;
      }
      case 'circle': {
        const ring = circlePoints(o.centre, o.radius);
        ribbon(meshFor(strokes, o.color), ring, width, true);
        if (o.filled) fillPolygon(meshFor(fills, o.color), ring, table, heightAt);
        // at the ring's far side unless the caller picks a point on the ring that stays on the table
        if (o.label) labels.push({ text: o.label, p: o.labelAt ?? { x: o.centre.x, y: o.centre.y + o.radius }, color: o.color });
        break;
      }
      case 'area': {
        if (o.polygon.length < 3) break;
        ribbon(meshFor(strokes, o.color), o.polygon, width, true);
        fillPolygon(meshFor(fills, o.color), o.polygon, table, heightAt);
        if (o.label) labels.push({ text: o.label, p: polygonCentroid(o.polygon), color: o.color });
        break;
      }
      case 'words':
        labels.push({ text: o.label, p: o.p, color: o.color });
        break;
    }
  }
  return {
    strokes: [...strokes].map(([color, mesh]) => ({ color, mesh })),
    fills: [...fills].map(([color, mesh]) => ({ color, mesh })),
    labels,
  };
}

function arrowHead(m: MeshData, base: Vec, tip: Vec, dir: Vec, halfWidth: number, table: TableSize, heightAt: HeightAt): void {
  const left = { x: base.x - dir.y * halfWidth, y: base.y + dir.x * halfWidth };
  const right = { x: base.x + dir.y * halfWidth, y: base.y - dir.x * halfWidth };
  const v = (p: Vec) => m.vertex(worldX(p.x, table), heightAt(p) + OVERLAY_LIFT, worldZ(p.y, table));
  // left, right, tip is counter-clockwise seen from above
  m.triangle(v(left), v(right), v(tip));
}

/**
 * A fill of a polygon draped over the relief: triangulated from its outline, then split until no edge is
 * longer than `FILL_STEP`, each vertex set at the ground's height, so hills inside the area carry the
 * colour too. It sits just above the felt and below the bases, so troops inside stand clear of it.
 */
function fillPolygon(m: MeshData, polygon: readonly Vec[], table: TableSize, heightAt: HeightAt): void {
  const rect: [number, number][] = [[0, 0], [table.width, 0], [table.width, table.height], [0, table.height]];
  const clipped = polygonClipping.intersection([polygon.map((p): [number, number] => [p.x, p.y])], [rect]);
  const pieces = clipped.map((poly) => poly[0]!.slice(0, -1).map(([x, y]) => ({ x, y })));
  for (const [a, b, c] of pieces.flatMap((piece) => subdivide(triangulate(piece), FILL_STEP))) {
    const v = (p: Vec) => m.vertex(worldX(p.x, table), heightAt(p) + FILL_LIFT, worldZ(p.y, table));
    m.triangle(v(a), v(b), v(c));
  }
}

/** Longest edge of a fill's triangles, inches. */
export const FILL_STEP = 1.5;
/** Height of fills above the felt, inches: over the roads, under the bases' tops. */
export const FILL_LIFT = 0.07;

type Triangle = readonly [Vec, Vec, Vec];

/** Triangles covering a simple polygon, counter-clockwise seen from above. */
export function triangulate(polygon: readonly Vec[]): Triangle[] {
  const ring = resamplePolyline(polygon, 2, true);
  const contour = ring.map((p) => new Vector2(p.x, p.y));
  if (ShapeUtils.isClockWise(contour)) { contour.reverse(); ring.reverse(); }
  return ShapeUtils.triangulateShape(contour, []).map(([a, b, c]) => [ring[a!]!, ring[b!]!, ring[c!]!] as const);
}

/** Splits triangles at their longest edge until every edge is at most `step` long. */
export function subdivide(triangles: readonly Triangle[], step: number): Triangle[] {
  const out: Triangle[] = [];
  const stack = [...triangles];
  const len = (p: Vec, q: Vec) => Math.hypot(p.x - q.x, p.y - q.y);
  while (stack.length > 0) {
    const [a, b, c] = stack.pop()!;
    const ab = len(a, b), bc = len(b, c), ca = len(c, a);
    const longest = Math.max(ab, bc, ca);
    if (longest <= step || out.length + stack.length > 50_000) { out.push([a, b, c]); continue; }
    const mid = (p: Vec, q: Vec) => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
    if (longest === ab) { const m = mid(a, b); stack.push([a, m, c], [m, b, c]); }
    else if (longest === bc) { const m = mid(b, c); stack.push([a, b, m], [a, m, c]); }
    else { const m = mid(c, a); stack.push([a, b, m], [m, b, c]); }
  }
  return out;
}

/** The parts of a polyline that lie on the table (Liang–Barsky clipping of each segment). */
export function clipToTable(points: readonly Vec[], table: TableSize): Vec[][] {
  const out: Vec[][] = [];
  let current: Vec[] = [];
  const flush = () => { if (current.length > 1) out.push(current); current = []; };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!, b = points[i]!;
    const seg = clipSegment(a, b, table);
    if (!seg) { flush(); continue; }
    const [p, q] = seg;
    const last = current.at(-1);
    if (!last || last.x !== p.x || last.y !== p.y) { flush(); current.push(p); }
    current.push(q);
    if (q.x !== b.x || q.y !== b.y) flush();
  }
  flush();
  return out;
}

function clipSegment(a: Vec, b: Vec, table: TableSize): [Vec, Vec] | null {
  let t0 = 0, t1 = 1;
  const dx = b.x - a.x, dy = b.y - a.y;
  for (const [p, q] of [[-dx, a.x], [dx, table.width - a.x], [-dy, a.y], [dy, table.height - a.y]] as const) {
    if (p === 0) { if (q < 0) return null; continue; }
    const r = q / p;
    if (p < 0) { if (r > t1) return null; if (r > t0) t0 = r; } else { if (r < t0) return null; if (r < t1) t1 = r; }
  }
  const at = (t: number): Vec => (t === 0 ? a : t === 1 ? b : { x: a.x + dx * t, y: a.y + dy * t });
  return [at(t0), at(t1)];
}
