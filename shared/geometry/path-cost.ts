import type { TerrainFeature } from '../scenario/schema.ts';
import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import type { IndexedFeature } from './terrain-shapes.ts';
import { featureIntervals, intervalsTotal, mergeIntervals } from './segment-intervals.ts';
import { segmentHitT } from './segments.ts';
import { hypot } from './hypot.ts';

/** One kind of terrain met on a leg of a move. */
export interface TerrainStretch {
  readonly kind: TerrainFeature['kind'];
  /** The area, building, line or point type; for hills their steepness ('gentle' or 'steep'). */
  readonly type: string;
  /** Inches of the leg inside it (overlapping features of the same type count once). */
  readonly length: number;
  /** Inches along the leg where it is first met (0 when the leg starts in it). */
  readonly start: number;
  /** For lines: whether the leg crosses the line itself, not just runs along its band. */
  readonly crosses: boolean;
  readonly featureIds: readonly string[];
}

export interface LegTerrain {
  readonly from: Vec;
  readonly to: Vec;
  readonly length: number;
  /** Ordered by where each is first met. */
  readonly terrain: readonly TerrainStretch[];
}

export function pathLength(points: readonly Vec[]): number {
  let sum = 0;
  for (let i = 1; i < points.length; i++) sum += hypot(points[i]!.x - points[i - 1]!.x, points[i]!.y - points[i - 1]!.y);
  return sum;
}

/**
 * The terrain each leg of a path passes through, with lengths, so a ruleset can apply its own costs
 * (difficult going, roads cancelling terrain, streams to cross).
 */
export function pathTerrain(index: TerrainIndex, points: readonly Vec[]): LegTerrain[] {
  const legs: LegTerrain[] = [];
  for (let i = 1; i < points.length; i++) legs.push(legTerrain(index, points[i - 1]!, points[i]!));
  return legs;
}

function legTerrain(index: TerrainIndex, a: Vec, b: Vec): LegTerrain {
  const length = hypot(b.x - a.x, b.y - a.y);
  const groups = new Map<string, { kind: TerrainFeature['kind']; type: string; spans: number[]; ids: string[]; crosses: boolean }>();
  const found: number[] = [];
  for (const f of index.along(a, b)) {
    found.length = 0;
    featureIntervals(f, a.x, a.y, b.x, b.y, found);
    if (found.length === 0) continue;
    const type = typeOf(f);
    const key = `${f.kind}:${type}`;
    let group = groups.get(key);
    if (!group) { group = { kind: f.kind, type, spans: [], ids: [], crosses: false }; groups.set(key, group); }
    group.spans.push(...found);
    group.ids.push(f.id);
    if (f.kind === 'line' && crossesPath(a, b, f.path)) group.crosses = true;
  }
  const terrain: TerrainStretch[] = [];
  for (const g of groups.values()) {
    mergeIntervals(g.spans);
    terrain.push({ kind: g.kind, type: g.type, length: intervalsTotal(g.spans) * length, start: (g.spans[0] ?? 0) * length, crosses: g.crosses, featureIds: g.ids });
  }
  terrain.sort((p, q) => p.start - q.start);
  return { from: a, to: b, length, terrain };
}

function typeOf(f: IndexedFeature): string {
  switch (f.kind) {
    case 'hill': return f.feature.steepness;
    case 'area': case 'building': case 'line': case 'point': return f.feature.type;
  }
}

function crossesPath(a: Vec, b: Vec, path: Float64Array): boolean {
  for (let i = 2; i < path.length; i += 2) {
    if (!Number.isNaN(segmentHitT(a.x, a.y, b.x, b.y, path[i - 2]!, path[i - 1]!, path[i]!, path[i + 1]!))) return true;
  }
  return false;
}

export interface TerrainEntry {
  readonly point: Vec;
  /** Fraction of the way from a to b. */
  readonly t: number;
  /** Inches from a. */
  readonly distance: number;
  readonly feature: IndexedFeature;
}

/**
 * The first point where ab enters terrain matching `predicate` (for "halt short of cover"). Matching
 * features count as one body of terrain: where a stands in it, or moves from one piece straight into an
 * overlapping one, is not an entry; leaving it and coming back in is.
 */
export function firstEntry(index: TerrainIndex, a: Vec, b: Vec, predicate: (f: IndexedFeature) => boolean): TerrainEntry | null {
  const length = hypot(b.x - a.x, b.y - a.y);
  const stretches: { t0: number; t1: number; feature: IndexedFeature }[] = [];
  const found: number[] = [];
  for (const f of index.along(a, b)) {
    if (!predicate(f)) continue;
    found.length = 0;
    featureIntervals(f, a.x, a.y, b.x, b.y, found);
    for (let i = 0; i + 1 < found.length; i += 2) stretches.push({ t0: found[i]!, t1: found[i + 1]!, feature: f });
  }
  stretches.sort((p, q) => p.t0 - q.t0);
  let covered = -1;
  for (const { t0, t1, feature } of stretches) {
    if (t0 > 0 && t0 > covered) {
      return { point: { x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0 }, t: t0, distance: t0 * length, feature };
    }
    covered = Math.max(covered, t1);
  }
  return null;
}
