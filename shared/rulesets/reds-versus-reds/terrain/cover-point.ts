import type { Scenario } from '../../../scenario/schema.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import { type Vec } from '../../../geometry/vec.ts';
import { polygonCentroid } from '../../../geometry/polygon.ts';
import { closestPointOnSegment } from '../../../geometry/segments.ts';
import { SegmentMemo } from '../../../geometry/segment-memo.ts';
import { nearestCover, terrainOf } from './terrain.ts';
import { hypot } from '../../../geometry/hypot.ts';

// Where the placement search sends a unit that takes cover (`placement-search/move-options.ts`).

/** A point a little way inside the cover area nearest `c` (a unit's middle), if one is within `reach`. */
export function coverPointAfresh(index: TerrainIndex, c: Vec, reach: number): Vec | null {
  const found = nearestCover(index, c, reach);
  if (!found || found.distance === 0 || found.feature.kind !== 'area') return null;
  const poly = found.feature.feature.polygon;
  let best = poly[0]!;
  for (let i = 0; i < poly.length; i++) {
    const q = closestPointOnSegment(c, poly[i]!, poly[(i + 1) % poly.length]!);
    if (hypot(q.x - c.x, q.y - c.y) < hypot(best.x - c.x, best.y - c.y)) best = q;
  }
  const mid = polygonCentroid(poly);
  const d = hypot(mid.x - best.x, mid.y - best.y) || 1;
  return { x: best.x + ((mid.x - best.x) / d) * 1.5, y: best.y + ((mid.y - best.y) / d) * 1.5 };
}

/** Answers per table, keyed by the middle and the reach (units stand still for many searches; a pure memo). */
const kept = new WeakMap<TerrainIndex, SegmentMemo<Vec | null>>();

/** `coverPointAfresh` on the scenario's table, kept per table. Callers only read the point. */
export function coverPoint(scenario: Scenario, c: Vec, reach: number): Vec | null {
  const index = terrainOf(scenario);
  let memo = kept.get(index);
  if (!memo) { memo = new SegmentMemo<Vec | null>(12); kept.set(index, memo); }
  const known = memo.get(c.x, c.y, reach, 0);
  if (known !== undefined) return known;
  const found = coverPointAfresh(index, c, reach);
  memo.set(c.x, c.y, reach, 0, found);
  return found;
}
