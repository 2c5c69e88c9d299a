import { ShapeUtils, Vector2 } from 'three';
import type { Vec } from '../../shared/geometry/vec.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import { type TableSize, worldX, worldZ } from './coordinates.ts';
import { type HeightAt, MeshData, appendRibbon, circlePoints, resamplePolyline } from './mesh-data.ts';

/**
 * Things the play screen and the editor draw over the table, in table inches: a measuring tape or a line
 * of sight (`line`), a planned move (`path`, with an arrow at its end), a weapon's range or a beaten zone
 * (`circle`), how far a unit may go (`area`). Each may carry a label, shown at its end or middle.
 */
export type Overlay =
  | { kind: 'line'; points: readonly Vec[]; color: string; label?: string; width?: number; dashed?: boolean }
  | { kind: 'path'; points: readonly Vec[]; color: string; label?: string; width?: number }
  | { kind: 'circle'; centre: Vec; radius: number; color: string; label?: string; filled?: boolean; width?: number }
  | { kind: 'area'; polygon: readonly Vec[]; color: string; label?: string; width?: number };

export interface OverlayLabel {
  text: string;
  p: Vec;
  color: string;
}

export interface OverlayMeshes {
  /** Opaque strokes, one mesh per colour. */
  strokes: { color: string; mesh: MeshData }[];
  /** See-through fills, one mesh per colour. */
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
  const ribbon = (m: MeshData, pts: readonly Vec[], width: number, closed = false) =>
    appendRibbon(m, pts, { width, heightAt, table, lift: OVERLAY_LIFT, step: 0.5, closed });

  for (const o of overlays) {
    const width = o.width ?? DEFAULT_WIDTH;
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
        ribbon(m, [...o.points.slice(0, -1), shaftEnd], width);
        arrowHead(m, shaftEnd, end, dir, head * 0.6, table, heightAt);
        if (o.label) labels.push({ text: o.label, p: end, color: o.color });
        break;
      }
      case 'circle': {
        const ring = circlePoints(o.centre, o.radius);
        ribbon(meshFor(strokes, o.color), ring, width, true);
        if (o.filled) fillPolygon(meshFor(fills, o.color), ring, table, heightAt);
        if (o.label) labels.push({ text: o.label, p: { x: o.centre.x, y: o.centre.y + o.radius }, color: o.color });
        break;
      }
      case 'area': {
        if (o.polygon.length < 3) break;
        ribbon(meshFor(strokes, o.color), o.polygon, width, true);
        fillPolygon(meshFor(fills, o.color), o.polygon, table, heightAt);
        if (o.label) labels.push({ text: o.label, p: polygonCentroid(o.polygon), color: o.color });
        break;
      }
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

/** A flat fill of a polygon, draped at each boundary point's height. */
function fillPolygon(m: MeshData, polygon: readonly Vec[], table: TableSize, heightAt: HeightAt): void {
  const ring = resamplePolyline(polygon, 2, true);
  const contour = ring.map((p) => new Vector2(p.x, p.y));
  if (ShapeUtils.isClockWise(contour)) { contour.reverse(); ring.reverse(); }
  const first = m.vertexCount;
  for (const p of ring) m.vertex(worldX(p.x, table), heightAt(p) + OVERLAY_LIFT * 0.8, worldZ(p.y, table));
  for (const [a, b, c] of ShapeUtils.triangulateShape(contour, [])) m.triangle(first + a!, first + b!, first + c!);
}
