import { AREA_TYPES, BUILDING_TYPES, LINE_TYPES } from '../scenario/terrain-kinds.ts';
import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import { type IndexedFeature, KIND_AREA, KIND_BUILDING, KIND_HILL, KIND_LINE, type TerrainColumns } from './terrain-shapes.ts';
import { type LosRules, compileLosRules } from './los-rules.ts';
import { outlineDistanceSq, pathDistanceSq } from './flat-outline.ts';
import { smoothstep } from './elevation.ts';
import { outlineIntervals } from './segment-intervals.ts';
import { NumberList, SpanList } from './span-list.ts';
import { segmentHitT } from './segments.ts';
import { hypot } from './hypot.ts';
import { distanceText, type DistanceUnit } from '../core/distance-units.ts';

export type { LosRules, AreaSightRule } from './los-rules.ts';

/** One end of a sight line; the eye stands `eyeHeight` inches above the ground there (default 0.5"). */
export interface SightPoint extends Vec { readonly eyeHeight?: number }

export interface LosCrossing { readonly type: string; readonly length: number }

export interface LosResult {
  readonly clear: boolean;
  /** Where, going from the observer, the sight line is first blocked. */
  readonly blockedAt?: Vec;
  readonly reason?: string;
  /** What the line passes through that the ruleset cares about, with inches inside each (0 for lines and crests). */
  readonly crossings: LosCrossing[];
}

export const DEFAULT_EYE_HEIGHT = 0.5;
/** Spacing of the ground samples along a sight line over hills, in inches. */
export const HILL_SAMPLE_STEP = 0.25;
const HEIGHT_EPSILON = 1e-9;
const END_EPSILON = 1e-12;

// Buffers and the running verdict, reused between calls so a query allocates almost nothing
// (the code is single-threaded and none of these outlive a call).
const hits: number[] = [];
const hillsCrossed = new NumberList();
const spans = new SpanList();
const areaSpans = AREA_TYPES.map(() => new SpanList());
let blockT = Infinity;
let blockFeature = -1;
let blockInside = 0;
let blockLimit = 0;

/** Keeps the earliest block. `feature` is a feature's position, or -1 - type for too much of an area type. */
function blockAt(t: number, feature: number, inside = 0, limit = 0): void {
  if (t < blockT) { blockT = t; blockFeature = feature; blockInside = inside; blockLimit = limit; }
}

/**
 * Whether `from` can see `to` under a ruleset's blocking rules, and if not, where and why. With equal eye
 * heights the answer is the same both ways; `blockedAt` is the first block seen from `from`. The reason's distances
 * read in `unit` (the rule set's).
 */
export function lineOfSight(index: TerrainIndex, from: SightPoint, to: SightPoint, rules: LosRules, unit: DistanceUnit = 'in'): LosResult {
  const crossings: LosCrossing[] = [];
  if (scan(index, from, to, rules, crossings)) return { clear: true, crossings };
  const ax = from.x, ay = from.y;
  return { clear: false, blockedAt: { x: ax + (to.x - ax) * blockT, y: ay + (to.y - ay) * blockT }, reason: blockReason(index, unit), crossings };
}

/**
 * `lineOfSight(...).clear`, for callers that need no more: it stops at the first thing that blocks and
 * lists no crossings, so it answers sooner but always the same.
 */
export function lineOfSightClear(index: TerrainIndex, from: SightPoint, to: SightPoint, rules: LosRules): boolean {
  return scan(index, from, to, rules, null);
}

/**
 * Walks the sight line and says whether it is clear. With a `crossings` list it measures everything the line
 * passes through and leaves the earliest block in the running verdict; without one it stops at the first block.
 */
function scan(index: TerrainIndex, from: SightPoint, to: SightPoint, rules: LosRules, crossings: LosCrossing[] | null): boolean {
  const ax = from.x, ay = from.y, bx = to.x, by = to.y;
  const length = hypot(bx - ax, by - ay);
  blockT = Infinity;
  blockFeature = -1;
  if (length === 0) return true;
  const r = compileLosRules(rules);
  const { kinds, types, shapes, reach } = index.columns;
  hillsCrossed.clear();
  let areaTypesMet = 0;
  index.indicesAlong(ax, ay, bx, by, hits);

  for (let k = 0; k < hits.length; k++) {
    const i = hits[k]!;
    const kind = kinds[i]!, type = types[i]!, shape = shapes[i]!;
    if (kind === KIND_AREA) {
      if (Number.isNaN(r.areaLimit[type]!)) continue;
      const list = areaSpans[type]!;
      if (!(areaTypesMet & (1 << type))) { areaTypesMet |= 1 << type; list.clear(); }
      outlineIntervals(ax, ay, bx, by, shape, list);
    } else if (kind === KIND_HILL) {
      if (r.hills) hillsCrossed.push(i);
    } else if (kind === KIND_BUILDING) {
      if (!r.buildings) continue;
      spans.clear();
      outlineIntervals(ax, ay, bx, by, shape, spans);
      // Troops in a building see out of it and are seen in it.
      if (spans.count === 0 || spans.start(0) <= END_EPSILON || spans.end(spans.spans - 1) >= 1 - END_EPSILON) continue;
      if (!crossings) return false;
      crossings.push({ type: `${BUILDING_TYPES[type]} building`, length: spans.total() * length });
      blockAt(spans.start(0), i);
    } else if (kind === KIND_LINE) {
      if (!r.lineBlocks[type]) continue;
      const t = firstPathCrossing(ax, ay, bx, by, shape);
      // Troops lining a hedge or wall see over it.
      const lining = reach[i]! * reach[i]!;
      if (Number.isNaN(t) || pathDistanceSq(ax, ay, shape) <= lining || pathDistanceSq(bx, by, shape) <= lining) continue;
      if (!crossings) return false;
      crossings.push({ type: LINE_TYPES[type]!, length: 0 });
      blockAt(t, i);
    }
  }

  let alongRoad: boolean | undefined;
  for (let type = 0; areaTypesMet >> type; type++) {
    if (!(areaTypesMet & (1 << type))) continue;
    const list = areaSpans[type]!;
    if (list.count === 0) continue;
    list.merge();
    if (r.ignoreOwnArea) dropEndSpans(list);
    const inside = list.total() * length;
    if (inside === 0) continue;
    crossings?.push({ type: AREA_TYPES[type]!, length: inside });
    const limit = r.areaLimit[type]!;
    if (inside <= limit) continue;
    const t = crossings ? pointPastLimit(list, limit / length) : 0;
    if (t >= blockT) continue;
    // Whether the line runs along a road is the same for every area type: asked once a query, if at all.
    if (r.roadExempt[type] && (alongRoad ??= index.straightRoadAmong(hits, hits.length, from, to))) continue;
    if (!crossings) return false;
    blockAt(t, -1 - type, inside, limit);
  }

  if (hillsCrossed.count > 0 && firstCrest(index.columns, from, to, length)) {
    if (!crossings) return false;
    crossings.push({ type: 'hill', length: 0 });
  }
  return blockT === Infinity;
}

/** Says what blocked, built once per blocked query rather than for every candidate. */
function blockReason(index: TerrainIndex, unit: DistanceUnit): string {
  if (blockFeature < 0) {
    const limit = unit === 'in' ? `${blockLimit}"` : distanceText(blockLimit, unit);
    return `${distanceText(blockInside, unit)} of ${AREA_TYPES[-1 - blockFeature]} (limit ${limit})`;
  }
  const f = index.features[blockFeature]!;
  return withLabel(whatBlocks(f), f.feature.label);
}

function whatBlocks(f: IndexedFeature): string {
  switch (f.kind) {
    case 'building': return `${f.feature.type} building`;
    case 'line': return f.feature.type;
    case 'hill': return 'rising ground';
    case 'area': case 'point': return f.feature.type;
  }
}

function withLabel(what: string, label: string | undefined): string {
  return label ? `${what} (${label})` : what;
}

/** Drops merged spans that touch either end of the line: the area the observer or the target stands in. */
function dropEndSpans(list: SpanList): void {
  if (list.count > 0 && list.end(list.spans - 1) >= 1 - END_EPSILON) list.count -= 2;
  if (list.count > 0 && list.start(0) <= END_EPSILON) list.dropFirst();
}

/** Parameter along the line where the running total inside the spans passes `limit`. */
function pointPastLimit(list: SpanList, limit: number): number {
  let run = 0;
  for (let k = 0; k < list.spans; k++) {
    const t0 = list.start(k), t1 = list.end(k);
    if (run + (t1 - t0) > limit) return t0 + (limit - run);
    run += t1 - t0;
  }
  return list.end(list.spans - 1);
}

function firstPathCrossing(ax: number, ay: number, bx: number, by: number, path: Float64Array): number {
  let best = NaN;
  for (let i = 2; i < path.length; i += 2) {
    const t = segmentHitT(ax, ay, bx, by, path[i - 2]!, path[i - 1]!, path[i]!, path[i + 1]!);
    if (!Number.isNaN(t) && !(t >= best)) best = t;
  }
  return best;
}

/** Ground height of hill i at (x, y), a point known to be inside its outline. */
function groundInside(c: TerrainColumns, i: number, x: number, y: number): number {
  const rise = c.reach[i]!, d2 = outlineDistanceSq(x, y, c.shapes[i]!);
  return d2 >= rise * rise ? c.heights[i]! : c.heights[i]! * smoothstep(Math.sqrt(d2) / rise);
}

// The stretches of the sight line over each hill it crosses, one list a hill, kept between calls.
const hillSpans: SpanList[] = [];

/**
 * Looks for ground above the straight line between the two eyes, hill by hill, on a grid of samples
 * symmetric in both directions (so A-sees-B and B-sees-A agree). Skips stretches where the line is above the
 * hill's crest, and samples whose distance along the line from the outline already bounds the ground below
 * the line. Records the earliest crest in the running verdict; says whether it found one.
 */
function firstCrest(c: TerrainColumns, from: SightPoint, to: SightPoint, length: number): boolean {
  const ax = from.x, ay = from.y, dx = to.x - ax, dy = to.y - ay;
  // A hill the line starts (or ends) on gives the ground under that eye.
  let groundA = 0, groundB = 0;
  for (let k = 0; k < hillsCrossed.count; k++) {
    const i = hillsCrossed.get(k);
    if (hillSpans.length <= k) hillSpans.push(new SpanList());
    const over = hillSpans[k]!;
    over.clear();
    outlineIntervals(ax, ay, ax + dx, ay + dy, c.shapes[i]!, over);
    if (over.count === 0) continue;
    if (over.start(0) === 0) groundA = Math.max(groundA, groundInside(c, i, ax, ay));
    if (over.end(over.spans - 1) === 1) groundB = Math.max(groundB, groundInside(c, i, to.x, to.y));
  }
  const eyeA = groundA + (from.eyeHeight ?? DEFAULT_EYE_HEIGHT);
  const eyeB = groundB + (to.eyeHeight ?? DEFAULT_EYE_HEIGHT);
  const slope = eyeB - eyeA;
  const steps = Math.max(2, Math.ceil(length / HILL_SAMPLE_STEP));
  let found = false;
  for (let k = 0; k < hillsCrossed.count; k++) {
    const i = hillsCrossed.get(k), over = hillSpans[k]!;
    const height = c.heights[i]!, rise = c.reach[i]!, outline = c.shapes[i]!;
    if (over.count === 0 || (eyeA >= height && eyeB >= height)) continue;
    // Only where the line runs below this hill's crest can the hill rise above it.
    let lo = 0, hi = blockT;
    if (slope > 0) hi = Math.min(hi, (height - eyeA) / slope);
    else if (slope < 0) lo = (height - eyeA) / slope;
    if (hi <= lo) continue;
    for (let s = 0; s < over.spans; s++) {
      const start = over.start(s), end = over.end(s);
      const first = Math.max(1, Math.ceil(Math.max(start, lo) * steps));
      const last = Math.min(steps - 1, Math.floor(Math.min(end, hi) * steps));
      // Ends of a span inside the line are points on the outline; the ground's distance in is at most the distance to them.
      const fromStart = start > 0 ? start : -Infinity, toEnd = end < 1 ? end : Infinity;
      for (let j = first; j <= last; j++) {
        const t = j / steps;
        if (t >= blockT) break;
        const line = eyeA + slope * t + HEIGHT_EPSILON;
        const along = Math.min(t - fromStart, toEnd - t) * length;
        if (along < rise && height * smoothstep(along / rise) <= line) continue;
        const x = ax + dx * t, y = ay + dy * t;
        const d2 = outlineDistanceSq(x, y, outline);
        const ground = d2 >= rise * rise ? height : height * smoothstep(Math.sqrt(d2) / rise);
        if (ground > line) { blockAt(t, i); found = true; break; }
      }
    }
  }
  return found;
}
