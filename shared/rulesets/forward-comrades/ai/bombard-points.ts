import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { closestPointOnSegment } from '../../../geometry/segments.ts';
import { type FcState, type UnitState, onTable } from '../state.ts';
import { unitDistance } from '../movement/stands.ts';
import { advances, likelyPath, moveStillToCome } from './likely-moves.ts';

/** How many enemy units' ways are offered for a bombardment: the nearest to our own units first. */
const WAYS_OFFERED = 3;
/** A road counts as an enemy's way when it runs this near the middle of its likely move. */
const ROAD_NEAR = 3;

export interface BombardPoint extends Vec { near: UnitState; why: string }

/** The point on any road or track nearest to `p`, with its distance. */
function nearestRoadPoint(state: FcState, p: Vec): { point: Vec; d: number } | null {
  let best: { point: Vec; d: number } | null = null;
  for (const f of state.scenario.terrain) {
    if (f.kind !== 'line' || (f.type !== 'road' && f.type !== 'track')) continue;
    for (let i = 0; i + 1 < f.points.length; i++) {
      const q = closestPointOnSegment(p, f.points[i]!, f.points[i + 1]!);
      const d = hypot(q.x - p.x, q.y - p.y);
      if (!best || d < best.d) best = { point: q, d };
    }
  }
  return best;
}

const rounded = (p: Vec): Vec => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });

/**
 * Squares that deny the enemy its likely moves this turn (its leadership is rolled before preparatory fire, so the
 * AI and a player know who will move): for each enemy unit whose move is still to come, on the road it would take when
 * one runs along its way toward the ground it must take (or the nearest of our units), else just ahead of it on that way.
 */
export function denialPoints(state: FcState, gun: UnitState, burst: number): BombardPoint[] {
  const ours = state.units.filter((u) => u.side === gun.side && onTable(u));
  const nearestOurs = (e: UnitState) => Math.min(Infinity, ...ours.map((u) => unitDistance(u, e)));
  const movers = state.units.filter((e) => e.side !== gun.side && advances(e) && moveStillToCome(state, e))
    .map((e) => ({ e, d: nearestOurs(e) })).sort((a, b) => a.d - b.d).slice(0, WAYS_OFFERED);
  const out: BombardPoint[] = [];
  for (const { e } of movers) {
    const path = likelyPath(state, e);
    if (!path) continue;
    const dir = { x: (path.to.x - path.from.x) / path.length, y: (path.to.y - path.from.y) / path.length };
    // The square's near edge just beyond the unit's leading stands, so that any move it makes that way runs into it.
    // One square a unit, so that a gun weighs no more options than before: on the road when one runs along its way.
    const middle = { x: path.from.x + dir.x * path.length / 2, y: path.from.y + dir.y * path.length / 2 };
    const road = nearestRoadPoint(state, middle);
    if (road && road.d <= ROAD_NEAR && hypot(road.point.x - path.from.x, road.point.y - path.from.y) > burst / 2 + 1) {
      out.push({ ...rounded(road.point), near: e, why: `on the road ahead of ${e.name}` });
      continue;
    }
    const ahead = Math.min(path.length, 1.5 + burst / 2);
    out.push({ ...rounded({ x: path.from.x + dir.x * ahead, y: path.from.y + dir.y * ahead }), near: e, why: `in front of ${e.name}` });
  }
  return out;
}
