import type { Point, Scenario, TerrainFeature } from '../../shared/scenario/schema.ts';
import { SIDE_IDS } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { pointInPolygon, polygonArea } from '../../shared/geometry/polygon.ts';
import { distanceToPolyline } from '../../shared/geometry/segments.ts';
import { pointToBaseDistance } from '../../shared/geometry/base.ts';
import type { Selection } from './selection.ts';
import type { BaseSize } from './unit-edits.ts';

/** The footprint of a troop type's base, for picking units by their bases. */
export type BaseSizeOf = (troopType: string) => BaseSize;

/**
 * What lies under a table point, topmost first: units, then buildings and point features, then lines, then the
 * smallest area or hill holding the point, then a deployment zone's border. `tolerance` (inches) widens thin
 * things so they can be picked at a low zoom.
 */
export function hitTest(s: Scenario, p: Vec, baseSize: BaseSizeOf, tolerance = 0.5): Selection | null {
  for (const side of SIDE_IDS) {
    for (const u of [...s.sides[side].units].reverse()) {
      if (u.reinforcement) continue;
      const size = baseSize(u.troopType);
      if (u.bases.some((b) => pointToBaseDistance(p, { ...b, ...size }) <= tolerance)) return { kind: 'unit', side, id: u.id };
    }
  }
  const features = [...s.terrain].reverse();
  for (const f of features) {
    if (f.kind === 'building' && pointToBaseDistance(p, { x: f.x, y: f.y, facing: f.rotation, width: f.width, depth: f.depth }) <= tolerance) return feature(f);
    if (f.kind === 'point' && Math.hypot(p.x - f.x, p.y - f.y) <= (f.radius ?? 1) + tolerance) return feature(f);
  }
  for (const f of features) {
    if (f.kind === 'line' && distanceToPolyline(p, f.points) <= (f.width ?? 1) / 2 + tolerance) return feature(f);
  }
  const holding = features
    .filter((f): f is Extract<TerrainFeature, { kind: 'area' | 'hill' }> => (f.kind === 'area' || f.kind === 'hill') && pointInPolygon(p, f.polygon))
    .sort((a, b) => polygonArea(a.polygon) - polygonArea(b.polygon));
  if (holding[0]) return feature(holding[0]);
  for (const z of [...s.deployment].reverse()) {
    if (distanceToPolyline(p, [...z.polygon, z.polygon[0]!]) <= tolerance * 1.5) return { kind: 'zone', id: z.id };
  }
  return null;
}

const feature = (f: TerrainFeature): Selection => ({ kind: 'feature', id: f.id });

/** The vertex of an outline within `tolerance` of p, nearest first. */
export function hitVertex(points: readonly Vec[], p: Vec, tolerance: number): number | null {
  let best: number | null = null;
  let bestDistance = tolerance;
  for (let i = 0; i < points.length; i++) {
    const d = Math.hypot(points[i]!.x - p.x, points[i]!.y - p.y);
    if (d <= bestDistance) { best = i; bestDistance = d; }
  }
  return best;
}

/** Middles of an outline's edges, where dragging adds a vertex; `after` is the index the new vertex follows. */
export function edgeMidpoints(points: readonly Point[], closed: boolean): { at: Vec; after: number }[] {
  const out: { at: Vec; after: number }[] = [];
  const n = points.length;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const a = points[i]!, b = points[(i + 1) % n]!;
    out.push({ at: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, after: i });
  }
  return out;
}
