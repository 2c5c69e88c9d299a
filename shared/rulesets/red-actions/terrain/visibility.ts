import type { Vec } from '../../../geometry/vec.ts';
import { lineOfSight } from '../../../geometry/line-of-sight.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import type { RaState, RaUnit } from '../state.ts';
import { LOS_RULES, depthInside, inConcealingTerrain, sightLimit } from './terrain.ts';
import { SIGHT } from '../tables/tables-misc.ts';
import { cardFor, kindOf, onTable } from '../troops/units.ts';
import { shapeEdgeDistance } from '../../../geometry/base.ts';
import { shapeOf } from '../troops/base-shapes.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Visibility": who can see whom, from distance, weather, cover and the lie of the land. */

export const indexOf = (s: RaState): TerrainIndex => terrainIndexFor(s.scenario);

/** Beyond this gap (inches) no cover or weather limit short of rain turns on a base's exact edges. */
const SHORT_SIGHT = 8;
/** How finely short sight distances are read on the table, inches. */
const SIGHT_READING = 0.1;

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

/** "Behind hedges, scrub, ditches etc": a trench is a ditch, so the base stands in one where it has a trench's cover. */
function trenchAt(index: TerrainIndex, p: Vec): boolean {
  return index.at(p).some((f) => f.kind === 'line' && f.feature.type === 'trench');
}

/** What the ground does for one base of the target: how far away it can be made out, and the cover it is in. */
interface TargetSpot { far: number; coverId: string | null; insideCover: number }

function targetSpot(s: RaState, index: TerrainIndex, target: RaUnit, at: Vec): TargetSpot {
  const limit = sightLimit(s);
  if (target.concealment === 'ambush' || target.concealment === 'hiding') return { far: Math.min(limit, SIGHT.stationaryInCover), coverId: null, insideCover: 0 };
  const cover = inConcealingTerrain(index, at);
  const low = stationaryLowProfile(target);
  if (cover) {
    const far = !low && depthInside(cover, at) <= SIGHT.coverEdge ? limit : Math.min(limit, low ? SIGHT.stationaryInCover : SIGHT.movingInCover);
    return { far, coverId: cover.id, insideCover: Math.min(limit, SIGHT.insideCover) };
  }
  if (low && trenchAt(index, at)) return { far: Math.min(limit, SIGHT.stationaryInCover), coverId: null, insideCover: 0 };
  if (low && hedgeAt(index, at)) return { far: Math.min(limit, SIGHT.hedgeStationary), coverId: null, insideCover: 0 };
  return { far: limit, coverId: null, insideCover: 0 };
}

/** How close an observer at `from` must be to make out the target base: troops in the same wood or town see 4". */
function spotDistance(spot: TargetSpot, observerCover: string | null): number {
  return spot.coverId !== null && spot.coverId === observerCover ? spot.insideCover : spot.far;
}

/** Troops deep inside woods or a town see only a short way; within 2" of the edge they see out. */
function observerReach(s: RaState, index: TerrainIndex, from: Vec): number {
  const cover = inConcealingTerrain(index, from);
  if (cover && depthInside(cover, from) > SIGHT.coverEdge) return Math.min(sightLimit(s), SIGHT.insideCover);
  return sightLimit(s);
}

// While options are listed the state is frozen, so sight answers can be remembered for the call.
let sightCache: { state: RaState; pairs: Map<string, boolean>; memo: Map<string, unknown> } | null = null;

/** Runs `fn` with sight answers remembered (only for a state that will not change meanwhile). */
export function withSightCache<T>(s: RaState, fn: () => T): T {
  const outer = sightCache;
  sightCache = { state: s, pairs: new Map(), memo: new Map() };
  try { return fn(); } finally { sightCache = outer; }
}

/** A value worked out once while the options of this (frozen) state are listed; at any other time, afresh. */
export function memoWhileListing<T>(s: RaState, key: string, work: () => T): T {
  const memo = sightCache && sightCache.state === s ? sightCache.memo : null;
  if (!memo) return work();
  if (memo.has(key)) return memo.get(key) as T;
  const value = work();
  memo.set(key, value);
  return value;
}

/** The scenario's line of sight between two points under this rule set's blocking rules. */
export function losClear(s: RaState, a: Vec, b: Vec): boolean {
  // The line depends on the ground alone, so answers are kept per terrain from state to state.
  const index = indexOf(s);
  let lines = linesSeen.get(index);
  if (!lines) linesSeen.set(index, (lines = new Map()));
  const key = `${a.x},${a.y},${b.x},${b.y}`;
  const hit = lines.get(key);
  if (hit !== undefined) return hit;
  if (lines.size >= LINES_LIMIT) lines.clear();
  const clear = lineOfSight(index, a, b, LOS_RULES).clear;
  lines.set(key, clear);
  return clear;
}

const linesSeen = new WeakMap<TerrainIndex, Map<string, boolean>>();
const LINES_LIMIT = 100_000;

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
  const limit = sightLimit(s);
  const spots: (TargetSpot | undefined)[] = [];
  const observerSize = cardFor(observer).base;
  const targetSize = cardFor(target).base;
  const near = SHORT_SIGHT + (hypot(observerSize.width, observerSize.depth) + hypot(targetSize.width, targetSize.depth)) / 2;
  for (const ob of observer.bases) {
    let observerCover: string | null | undefined;
    let reach: number | undefined;
    for (let i = 0; i < target.bases.length; i++) {
      const tb = target.bases[i]!;
      const centres = hypot(tb.x - ob.x, tb.y - ob.y);
      // Short sight distances run base edge to base edge, like the 2" approach limit, and are read to a tenth of
      // an inch: troops who close to the limit see stationary troops in cover (and may charge them). Far off,
      // the gap between centres serves.
      const d = centres <= near ? Math.max(0, shapeEdgeDistance(shapeOf(ob, observerSize.width, observerSize.depth), shapeOf(tb, targetSize.width, targetSize.depth)) - SIGHT_READING) : centres;
      if (d > limit) continue;
      const spot = spots[i] ?? (spots[i] = targetSpot(s, index, target, tb));
      if (d > spot.far && d > spot.insideCover) continue;
      reach ??= observerReach(s, index, ob);
      if (observerCover === undefined) observerCover = spot.coverId ? inConcealingTerrain(index, ob)?.id ?? null : null;
      if (d > reach || d > spotDistance(spot, observerCover)) continue;
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
    const d = hypot(tb.x - from.x, tb.y - from.y);
    const spot = targetSpot(s, index, target, tb);
    return d <= reach && d <= spotDistance(spot, inConcealingTerrain(index, from)?.id ?? null) && losClear(s, from, tb);
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
