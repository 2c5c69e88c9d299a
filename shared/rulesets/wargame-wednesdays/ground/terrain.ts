import type { AreaType, LineType } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import { isRoadLike } from '../../../geometry/terrain-index.ts';
import type { LosRules } from '../../../geometry/line-of-sight.ts';
import { memoisedSight } from '../../../geometry/sight-memo.ts';
import { distanceToPolyline } from '../../../geometry/segments.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { ROUGH_CLOSED, type Kind } from '../tables.ts';

/**
 * Sight (README: "Cover and sight"): a line through more than 2" of woods or the village is blocked, the stretches
 * both ends stand in included, so a unit at the edge of cover sees and is seen ("Units under cover may fire out of
 * cover, if they are at the edge") and one deeper in does not;
 * hills block only by their crest ("Hills … only line of sight").
 */
export const LOS_RULES: LosRules = {
  areas: {
    'woods': { blocksAfter: 2, roadExempt: true },
    'dense-woods': { blocksAfter: 2, roadExempt: true },
    'scrub': { blocksAfter: 3 },
    'built-up': { blocksAfter: 2, roadExempt: true },
  },
  buildings: 'block',
  hills: true,
};

/** Rough terrain (README: "Rough terrain"): swamp and forest as the text says, and scrub and rough ground. */
export const ROUGH_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'marsh', 'rough'];
/** "Roads … if they pass through forest, then they permit full speed movement, and also artillery movement". */
const FOREST: readonly AreaType[] = ['woods', 'dense-woods'];
/** Cover (README: "Cover"): woods, scrub, the village, buildings, and within 1" behind a hedge, wall or trench. */
const COVER_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'built-up'];
const COVER_LINES: readonly LineType[] = ['hedge', 'wall', 'trench'];
const COVER_LINE_REACH = 1;
/** Earthworks and buildings for the hand to hand "defending earth works or in a building" +1. */
const DEFENDED_AREAS: readonly AreaType[] = ['built-up'];

export const terrainOf = (scenario: Scenario): TerrainIndex => terrainIndexFor(scenario);

/** Whether the point is rough going: in rough ground, unless on a road through forest. */
export function isRough(index: TerrainIndex, p: Vec): boolean {
  const here = index.at(p);
  let forest = false, other = false, road = false;
  for (const f of here) {
    if (f.kind === 'area' && ROUGH_AREAS.includes(f.feature.type)) {
      if (FOREST.includes(f.feature.type)) forest = true; else other = true;
    }
    if (isRoadLike(f)) road = true;
  }
  return other || (forest && !road);
}

const SAMPLE_STEP = 0.5;

/**
 * The cost of moving from a to b in inches of allowance: rough stretches count double for infantry and MGs;
 * `null` when the way crosses rough terrain closed to the kind. Sampled every half inch.
 */
export function moveCost(index: TerrainIndex, kind: Kind, a: Vec, b: Vec): number | null {
  const length = hypot(b.x - a.x, b.y - a.y);
  if (length === 0) return 0;
  const steps = Math.max(1, Math.ceil(length / SAMPLE_STEP));
  const closed = ROUGH_CLOSED.includes(kind);
  // Most moves cross no rough ground at all: only features whose boxes the move touches can make it rough.
  if (!index.along(a, b).some((f) => f.kind === 'area' && ROUGH_AREAS.includes(f.feature.type))) return length;
  let cost = 0;
  for (let i = 0; i < steps; i++) {
    const t = (i + 0.5) / steps;
    const rough = isRough(index, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
    if (rough && closed) return null;
    cost += (length / steps) * (rough ? 2 : 1);
  }
  // The end point itself: a closed kind may not stop in rough ground either.
  if (closed && isRough(index, b)) return null;
  return cost;
}

const roughBoxesKept = new WeakMap<TerrainIndex, number[]>();

/** The bounding boxes of the rough areas, as [minX, minY, maxX, maxY] one after another, kept per table. */
function roughBoxes(index: TerrainIndex): number[] {
  let boxes = roughBoxesKept.get(index);
  if (!boxes) {
    boxes = [];
    index.features.forEach((f, i) => {
      if (f.kind === 'area' && ROUGH_AREAS.includes(f.feature.type)) for (let k = 0; k < 4; k++) boxes!.push(index.boxes[i * 4 + k]!);
    });
    roughBoxesKept.set(index, boxes);
  }
  return boxes;
}

/**
 * Whether the box the points sweep moving by (dx, dy) stays clear of every rough area's bounding box (touching
 * counts as not clear): then no path of theirs finds a rough area along it, and `moveCost` charges each its length.
 */
export function sweepClearOfRough(index: TerrainIndex, points: readonly Vec[], dx: number, dy: number): boolean {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x, p.x + dx); maxX = Math.max(maxX, p.x, p.x + dx);
    minY = Math.min(minY, p.y, p.y + dy); maxY = Math.max(maxY, p.y, p.y + dy);
  }
  const boxes = roughBoxes(index);
  for (let i = 0; i < boxes.length; i += 4) {
    if (boxes[i]! <= maxX && boxes[i + 2]! >= minX && boxes[i + 1]! <= maxY && boxes[i + 3]! >= minY) return false;
  }
  return true;
}

export function inCoverAt(index: TerrainIndex, p: Vec): boolean {
  for (const f of index.at(p)) {
    if (f.kind === 'area' && COVER_AREAS.includes(f.feature.type)) return true;
    if (f.kind === 'building') return true;
  }
  for (const f of index.within({ x: p.x - COVER_LINE_REACH, y: p.y - COVER_LINE_REACH }, { x: p.x + COVER_LINE_REACH, y: p.y + COVER_LINE_REACH })) {
    if (f.kind === 'line' && COVER_LINES.includes(f.feature.type) && distanceToPolyline(p, f.feature.points) <= COVER_LINE_REACH) return true;
  }
  return false;
}

/** A unit is under cover when most of its stands are (README: "Cover"). */
export function unitInCover(index: TerrainIndex, stands: readonly Vec[]): boolean {
  let n = 0;
  for (const s of stands) if (inCoverAt(index, s)) n++;
  return n * 2 > stands.length;
}

/** In a building or the village, or within 1" behind a trench: the hand to hand defence bonus. */
export function defendedAt(index: TerrainIndex, stands: readonly Vec[]): boolean {
  return stands.some((p) => index.at(p).some((f) => f.kind === 'building' || (f.kind === 'area' && DEFENDED_AREAS.includes(f.feature.type))
    || (f.kind === 'line' && f.feature.type === 'trench')));
}

/** Sight between two points; the answers are kept per table, since units stand still through many questions. */
export const canSee = memoisedSight(LOS_RULES);
