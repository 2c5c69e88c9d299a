import type { Scenario } from '../../../scenario/schema.ts';
import type { AreaType, LineType } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { lineOfSightClear, type LosRules } from '../../../geometry/line-of-sight.ts';
import { segmentHitT } from '../../../geometry/segments.ts';
import type { IndexedFeature, IndexedLine } from '../../../geometry/terrain-shapes.ts';
import { SegmentMemo } from '../../../geometry/segment-memo.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * Reds versus Reds, "Terrain": how this rule set reads the table. Scrub and open woods block sight after 4";
 * the village blocks after 3" unless the line runs along a straight road; roads give sight along straight
 * sections (not over crests). Buildings are scenery only: the village is one continuous piece.
 */
export const LOS_RULES: LosRules = {
  areas: {
    'scrub': { blocksAfter: 4, roadExempt: true },
    'woods': { blocksAfter: 4, roadExempt: true },
    // Not in the text: dense woods are taken to hide twice as well as open woods (README: "Dense woods").
    'dense-woods': { blocksAfter: 2, roadExempt: true },
    'built-up': { blocksAfter: 3, roadExempt: true },
  },
  buildings: 'ignore',
  hills: true,
};

/** Areas that slow movement to the difficult-going throw (README: "Difficult going"). */
export const DIFFICULT_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'rough', 'marsh'];
/** Lines whose crossing is difficult going and which make a defended obstacle in close combat. */
export const OBSTACLE_LINES: readonly LineType[] = ['hedge', 'wall', 'stream-small', 'stream-big', 'trench', 'wire'];
/** Areas a figure on foot counts as "in cover" in. */
const COVER_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'built-up'];
/** How far behind a hedge or wall a figure may stand and still shelter behind it. */
const BEHIND_REACH = 1;
/** Spacing of the terrain samples along a move, inches. */
const SAMPLE_STEP = 0.5;

/** The scenario's terrain index, built once per scenario object (the state keeps the scenario by reference). */
export function terrainOf(scenario: Scenario): TerrainIndex {
  // The scenario asked about last (almost always the only one): its index, without a weak-map lookup.
  if (scenario !== lastScenario || !lastTerrain) { lastTerrain = terrainIndexFor(scenario); lastScenario = scenario; }
  return lastTerrain;
}
let lastScenario: Scenario | null = null;
let lastTerrain: TerrainIndex | null = null;

/** What this rule set keeps per table: memos of sight lines and of going along moves, and which features matter to a move. */
interface TableMemo {
  sight: SegmentMemo<boolean>;
  going: SegmentMemo<PathGoing>;
  /** Per feature (in index order): 1 when it might slow a move (`mightSlow`), 2 when it is an obstacle line; 0 otherwise. */
  moveRelevance: Uint8Array;
  /**
   * Bounding boxes (minX, minY, maxX, maxY) of the features that might slow a move and of those that matter to
   * one at all. Most tables have only a few: a point or move clear of them all needs no search of the index.
   */
  slowBoxes: Float64Array;
  relevantBoxes: Float64Array;
}

const memos = new WeakMap<TerrainIndex, TableMemo>();

// The table asked about last (almost always the only one).
let lastIndex: TerrainIndex | null = null;
let lastMemo: TableMemo | null = null;

function memoOf(index: TerrainIndex): TableMemo {
  if (index === lastIndex && lastMemo) return lastMemo;
  let memo = memos.get(index);
  if (!memo) {
    const moveRelevance = Uint8Array.from(index.features, (f) => (mightSlow(f) ? 1 : 0) | (isLine(f) && OBSTACLE_LINES.includes(f.feature.type) ? 2 : 0));
    const boxesOf = (keep: (i: number) => boolean) => Float64Array.from(index.features.flatMap((f, i) => (keep(i) ? [f.bounds.minX, f.bounds.minY, f.bounds.maxX, f.bounds.maxY] : [])));
    memo = {
      sight: new SegmentMemo<boolean>(), going: new SegmentMemo<PathGoing>(), moveRelevance,
      slowBoxes: boxesOf((i) => (moveRelevance[i]! & 1) !== 0), relevantBoxes: boxesOf((i) => moveRelevance[i] !== 0),
    };
    memos.set(index, memo);
  }
  lastIndex = index;
  lastMemo = memo;
  return memo;
}

/** Sight lines are asked for again and again while nothing moves; the answers are kept per table (a pure memo). */
export function canSee(index: TerrainIndex, from: Vec, to: Vec): boolean {
  const cache = memoOf(index).sight;
  const known = cache.get(from.x, from.y, to.x, to.y);
  if (known !== undefined) return known;
  const clear = lineOfSightClear(index, from, to, LOS_RULES);
  cache.set(from.x, from.y, to.x, to.y, clear);
  return clear;
}

const isLine = (f: IndexedFeature): f is IndexedLine => f.kind === 'line';
const isRoad = (f: IndexedFeature): boolean => isLine(f) && (f.feature.type === 'road' || f.feature.type === 'track');
const isCrossing = (f: IndexedFeature): boolean => f.kind === 'point' && (f.feature.type === 'bridge' || f.feature.type === 'ford');

export type GoingAt = 'open' | 'difficult' | 'impassable';

/** Whether the box from (minX, minY) to (maxX, maxY) touches any of `boxes` (boundaries included). */
function touchesAny(boxes: Float64Array, minX: number, minY: number, maxX: number, maxY: number): boolean {
  for (let k = 0; k < boxes.length; k += 4) {
    if (!(maxX < boxes[k]! || maxY < boxes[k + 1]! || minX > boxes[k + 2]! || minY > boxes[k + 3]!)) return true;
  }
  return false;
}

/** Going at a point: roads and tracks cancel every terrain but marsh; a river is impassable off a bridge or ford. */
export function goingAt(index: TerrainIndex, p: Vec): GoingAt {
  // Only a feature that might slow a move makes the going other than open, and one holding p has p in its box.
  if (!touchesAny(memoOf(index).slowBoxes, p.x, p.y, p.x, p.y)) return 'open';
  return goingAmongFeatures(index, p);
}

/** `goingAt` worked out from every feature holding p (exported for the check that the short cut changes nothing). */
export function goingAmongFeatures(index: TerrainIndex, p: Vec): GoingAt {
  const here = index.at(p);
  const onRoad = here.some(isRoad);
  let going: GoingAt = 'open';
  for (const f of here) {
    if (f.kind === 'area' && f.feature.type === 'marsh') going = 'difficult';
    else if (onRoad) continue;
    else if (f.kind === 'area' && DIFFICULT_AREAS.includes(f.feature.type)) going = 'difficult';
    else if (f.kind === 'hill' && f.feature.steepness === 'steep') going = 'difficult';
    else if (f.kind === 'line' && f.feature.type === 'river' && !here.some(isCrossing)) return 'impassable';
  }
  return going;
}

function mightSlow(f: IndexedFeature): boolean {
  switch (f.kind) {
    case 'area': return DIFFICULT_AREAS.includes(f.feature.type);
    case 'hill': return f.feature.steepness === 'steep';
    case 'line': return f.feature.type === 'river';
    case 'building': case 'point': return false;
  }
}

export interface PathGoing {
  going: GoingAt;
  /** What made it difficult or impassable, for a refusal. */
  reason?: string;
}

const OPEN: PathGoing = Object.freeze({ going: 'open' });
// Candidates along a move, reused from call to call (nothing below asks for another segment while it is read).
const along: number[] = [];

/**
 * Going along a straight move: difficult if it starts in or passes through difficult terrain or crosses an
 * obstacle. Most moves pass near nothing that could slow them; the others (sampled along their length) are
 * kept per table, since the same moves are tried again and again. Callers only read the answer.
 */
export function pathGoing(index: TerrainIndex, a: Vec, b: Vec): PathGoing {
  // The index finds only features whose boxes the move touches: clear of every box that matters, it is open.
  if (!touchesAny(memoOf(index).relevantBoxes, Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y))) return OPEN;
  return searchedPathGoing(index, a, b);
}

/** `pathGoing` from the features the index finds along the move (exported for the check that the short cut changes nothing). */
export function searchedPathGoing(index: TerrainIndex, a: Vec, b: Vec): PathGoing {
  const memo = memoOf(index);
  index.indicesAlong(a.x, a.y, b.x, b.y, along);
  let found = 0;
  for (let k = 0; k < along.length; k++) found |= memo.moveRelevance[along[k]!]!;
  if (found === 0) return OPEN;
  const known = memo.going.get(a.x, a.y, b.x, b.y);
  if (known) return known;
  const result = slowPathGoing(index, found, a, b);
  memo.going.set(a.x, a.y, b.x, b.y, result);
  return result;
}

/** `pathGoing` where `found` (bit 1: something that might slow, bit 2: an obstacle line) lies along the move. */
function slowPathGoing(index: TerrainIndex, found: number, a: Vec, b: Vec): PathGoing {
  const length = hypot(b.x - a.x, b.y - a.y);
  if (!(found & 1)) {
    const crossed = length > 0 ? obstacleCrossed(index, a, b) : null;
    return crossed ? { going: 'difficult', reason: `crosses a ${crossed.feature.type}` } : OPEN;
  }
  const steps = Math.max(1, Math.ceil(length / SAMPLE_STEP));
  let result: PathGoing = OPEN;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    const g = goingAt(index, p);
    if (g === 'impassable') return { going: 'impassable', reason: `impassable water at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})` };
    if (g === 'difficult' && result.going === 'open') result = { going: 'difficult', reason: `difficult going at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})` };
    if (length === 0) break;
  }
  if (result.going === 'open' && length > 0 && found & 2) {
    const crossed = obstacleCrossed(index, a, b);
    if (crossed) result = { going: 'difficult', reason: `crosses a ${crossed.feature.type}` };
  }
  return result;
}

/** The first hedge, wall, stream, trench or wire the segment crosses away from a road, or null. */
export function obstacleCrossed(index: TerrainIndex, a: Vec, b: Vec): IndexedLine | null {
  let found: IndexedLine | null = null;
  index.visitAlong(a.x, a.y, b.x, b.y, (f) => {
    if (found || !isLine(f) || !OBSTACLE_LINES.includes(f.feature.type)) return;
    const t = firstCrossing(a, b, f.path);
    if (Number.isNaN(t)) return;
    const p = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
    if (!index.at(p).some(isRoad)) found = f;
  });
  return found;
}

function firstCrossing(a: Vec, b: Vec, path: Float64Array): number {
  let best = NaN;
  for (let i = 2; i < path.length; i += 2) {
    const t = segmentHitT(a.x, a.y, b.x, b.y, path[i - 2]!, path[i - 1]!, path[i]!, path[i + 1]!);
    if (!Number.isNaN(t) && !(t >= best)) best = t;
  }
  return best;
}

/** Protection a target figure has against a shooter: the lines of the shooting procedure that may apply. */
export interface TargetCover {
  /** In woods, scrub, a trench, or lining a hedge or wall: "ended the turn in cover" (not the village: see `targetCover`). */
  inCover: boolean;
  /** In the built-up area or behind soft cover (a hedge). */
  softOrBuiltUp: boolean;
  /** In a trench or behind hard cover (a wall). */
  trenchOrHard: boolean;
}

export function targetCover(index: TerrainIndex, target: Vec, shooter: Vec): TargetCover {
  let inCover = false, softOrBuiltUp = false, trenchOrHard = false;
  for (const f of index.at(target)) {
    if (f.kind === 'area' && COVER_AREAS.includes(f.feature.type)) {
      // "Stationary figures on foot inside them count as in cover": the village is cover only to a figure that
      // stood still, which the halted -1 already counts; one that moved in it has the built-up -1 alone.
      if (f.feature.type === 'built-up') softOrBuiltUp = true;
      else inCover = true;
    } else if (isLine(f) && f.feature.type === 'trench') {
      inCover = true;
      trenchOrHard = true;
    }
  }
  const behind = shelterBehind(index, target, shooter);
  if (behind === 'hedge') { inCover = true; softOrBuiltUp = true; }
  if (behind === 'wall') { inCover = true; trenchOrHard = true; }
  return { inCover, softOrBuiltUp, trenchOrHard };
}

/** A hedge or wall between target and shooter, within a short reach of the target (or lined by it). */
function shelterBehind(index: TerrainIndex, target: Vec, shooter: Vec): 'hedge' | 'wall' | null {
  const d = hypot(shooter.x - target.x, shooter.y - target.y);
  if (d === 0) return null;
  let best: 'hedge' | 'wall' | null = null;
  const reach = Math.min(d, BEHIND_REACH + 0.5);
  const near = { x: target.x + ((shooter.x - target.x) / d) * reach, y: target.y + ((shooter.y - target.y) / d) * reach };
  index.visitAlong(target.x, target.y, near.x, near.y, (f) => {
    if (!isLine(f) || (f.feature.type !== 'hedge' && f.feature.type !== 'wall')) return;
    const lining = Math.sqrt(pathDistanceSq(target, f.path)) <= f.halfWidth + 0.5;
    if (!lining && Number.isNaN(firstCrossing(target, near, f.path))) return;
    if (f.feature.type === 'wall') best = 'wall';
    else if (best === null) best = 'hedge';
  });
  return best;
}

function pathDistanceSq(p: Vec, path: Float64Array): number {
  let best = Infinity;
  for (let i = 2; i < path.length; i += 2) {
    const ax = path[i - 2]!, ay = path[i - 1]!, vx = path[i]! - ax, vy = path[i + 1]! - ay;
    const len2 = vx * vx + vy * vy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * vx + (p.y - ay) * vy) / len2));
    const ex = ax + vx * t - p.x, ey = ay + vy * t - p.y;
    best = Math.min(best, ex * ex + ey * ey);
  }
  return best;
}

export const inBuiltUp = (index: TerrainIndex, p: Vec): boolean => index.areaTypesAt(p).includes('built-up');
export const inTrench = (index: TerrainIndex, p: Vec): boolean => index.at(p).some((f) => isLine(f) && f.feature.type === 'trench');

/**
 * Movement, "into close combat with an enemy in or behind cover": the enemy stands in difficult or built-up
 * ground, in a trench, or behind an obstacle the charger must cross. Such a charge needs the difficult throw.
 */
export function chargeIntoCover(index: TerrainIndex, enemy: Vec, from: Vec): boolean {
  const here = index.at(enemy);
  if (here.some((f) => (f.kind === 'area' && (DIFFICULT_AREAS.includes(f.feature.type) || f.feature.type === 'built-up')) || (isLine(f) && f.feature.type === 'trench'))) return true;
  return obstacleCrossed(index, from, enemy) !== null;
}

/** Close combat, "fighting to cross a defended obstacle": a hedge, wall, stream, trench or wire between the two. */
export const acrossObstacle = (index: TerrainIndex, attacker: Vec, defender: Vec): boolean => obstacleCrossed(index, attacker, defender) !== null;

/** Nearest point of cover (woods, scrub or the village) to p within `maxDistance`, for movement suggestions. */
export function nearestCover(index: TerrainIndex, p: Vec, maxDistance: number): { feature: IndexedFeature; distance: number } | null {
  return index.nearest(p, (f) => f.kind === 'area' && COVER_AREAS.includes(f.feature.type), maxDistance);
}
