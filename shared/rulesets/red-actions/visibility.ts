import type { Vec } from '../../geometry/vec.ts';
import { lineOfSight } from '../../geometry/line-of-sight.ts';
import { terrainIndexFor } from '../../engine/terrain-cache.ts';
import type { TerrainIndex } from '../../geometry/terrain-index.ts';
import type { RaState, RaUnit } from './state.ts';
import { LOS_RULES, depthInside, inConcealingTerrain, sightLimit } from './terrain.ts';
import { SIGHT } from './tables-misc.ts';
import { kindOf, onTable } from './units.ts';

/** "Visibility": who can see whom, from distance, weather, cover and the lie of the land. */

export const indexOf = (s: RaState): TerrainIndex => terrainIndexFor(s.scenario);

/** Stationary infantry and unlimbered artillery are the hardest to spot. */
function stationaryLowProfile(u: RaUnit): boolean {
  const kind = kindOf(u);
  const still = u.movedThisTurn === 0 && !u.firedThisTurn;
  if (!still) return false;
  if (kind === 'riflemen' || kind === 'mg' || kind === 'mortar') return true;
  return kind === 'field-gun' && !u.limbered;
}

function hedgeAt(index: TerrainIndex, p: Vec): boolean {
  return index.nearest(p, (f) => f.kind === 'line' && f.feature.type === 'hedge', 1) !== null;
}

/** How close an observer at `from` must be to make out this base of the target. */
function spotDistance(s: RaState, index: TerrainIndex, target: RaUnit, at: Vec, from: Vec): number {
  const limit = sightLimit(s);
  if (target.concealment === 'ambush' || target.concealment === 'hiding') return Math.min(limit, SIGHT.stationaryInCover);
  const cover = inConcealingTerrain(index, at);
  const low = stationaryLowProfile(target);
  if (cover) {
    const observerInside = inConcealingTerrain(index, from);
    if (observerInside && observerInside.id === cover.id) return Math.min(limit, SIGHT.insideCover);
    if (!low && depthInside(cover, at) <= SIGHT.coverEdge) return limit;
    return Math.min(limit, low ? SIGHT.stationaryInCover : SIGHT.movingInCover);
  }
  if (low && hedgeAt(index, at)) return Math.min(limit, SIGHT.hedgeStationary);
  return limit;
}

/** Troops deep inside woods or a town see only a short way; within 2" of the edge they see out. */
function observerReach(s: RaState, index: TerrainIndex, from: Vec): number {
  const cover = inConcealingTerrain(index, from);
  if (cover && depthInside(cover, from) > SIGHT.coverEdge) return Math.min(sightLimit(s), SIGHT.insideCover);
  return sightLimit(s);
}

// While options are listed the state is frozen, so sight answers can be remembered for the call.
let sightCache: { state: RaState; pairs: Map<string, boolean>; lines: Map<string, boolean> } | null = null;

/** Runs `fn` with sight answers remembered (only for a state that will not change meanwhile). */
export function withSightCache<T>(s: RaState, fn: () => T): T {
  const outer = sightCache;
  sightCache = { state: s, pairs: new Map(), lines: new Map() };
  try { return fn(); } finally { sightCache = outer; }
}

/** The scenario's line of sight between two points under this rule set's blocking rules. */
export function losClear(s: RaState, a: Vec, b: Vec): boolean {
  const cache = sightCache && sightCache.state === s ? sightCache.lines : null;
  const key = cache ? `${a.x},${a.y},${b.x},${b.y}` : '';
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  const clear = lineOfSight(indexOf(s), a, b, LOS_RULES).clear;
  cache?.set(key, clear);
  return clear;
}

/** Whether any base of `observer` can see any base of `target` ("Troops see all round. A unit can see through other units."). */
export function canSee(s: RaState, observer: RaUnit, target: RaUnit): boolean {
  const cache = sightCache && sightCache.state === s ? sightCache.pairs : null;
  const key = cache ? `${observer.id}>${target.id}` : '';
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  const seen = see(s, observer, target);
  cache?.set(key, seen);
  return seen;
}

function see(s: RaState, observer: RaUnit, target: RaUnit): boolean {
  if (!onTable(target) || observer.bases.length === 0) return false;
  const index = indexOf(s);
  for (const ob of observer.bases) {
    const reach = observerReach(s, index, ob);
    for (const tb of target.bases) {
      const d = Math.hypot(tb.x - ob.x, tb.y - ob.y);
      if (d > reach || d > spotDistance(s, index, target, tb, ob)) continue;
      if (losClear(s, ob, tb)) return true;
    }
  }
  return false;
}

/** Whether a point (an officer, a scout) at `from` can see the target unit. */
export function pointSees(s: RaState, from: Vec, target: RaUnit): boolean {
  const index = indexOf(s);
  const reach = observerReach(s, index, from);
  return target.bases.some((tb) => {
    const d = Math.hypot(tb.x - from.x, tb.y - from.y);
    return d <= reach && d <= spotDistance(s, index, target, tb, from) && losClear(s, from, tb);
  });
}

/** Whether any enemy unit sees this one. */
export function seenByEnemy(s: RaState, u: RaUnit): boolean {
  return s.units.some((e) => e.side !== u.side && onTable(e) && canSee(s, e, u));
}

/** Enemy units this unit can see. */
export function visibleEnemies(s: RaState, u: RaUnit): RaUnit[] {
  return s.units.filter((e) => e.side !== u.side && onTable(e) && canSee(s, u, e));
}
