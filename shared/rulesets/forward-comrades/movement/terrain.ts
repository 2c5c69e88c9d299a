import type { AreaType, LineType } from '../../../scenario/terrain-kinds.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import type { LosRules } from '../../../geometry/line-of-sight.ts';
import { memoisedSight } from '../../../geometry/sight-memo.ts';
import { featureDistance } from '../../../geometry/terrain-shapes.ts';
import { segmentCrossesPolyline, segmentDistance } from '../../../geometry/segments.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';

/**
 * Terrain under Forward Comrades (README: "Terrain"). "Being in defilade behind hills or woods usually gives complete
 * cover": a sight line through more than 2" of woods or the village is blocked, hills block by their crest, buildings block.
 */
export const LOS_RULES: LosRules = {
  areas: {
    'woods': { blocksAfter: 2, roadExempt: true },
    'dense-woods': { blocksAfter: 1, roadExempt: true },
    'scrub': { blocksAfter: 4 },
    'built-up': { blocksAfter: 2, roadExempt: true },
  },
  buildings: 'block',
  hills: true,
};

export const terrainOf = (scenario: Scenario): TerrainIndex => terrainIndexFor(scenario);
export const canSee = memoisedSight(LOS_RULES);

/** "half in rough": woods, scrub, marsh and broken ground; and (README) the water of a river or big stream. */
const ROUGH_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'marsh', 'rough'];
const WET_LINES: readonly LineType[] = ['river', 'stream-big', 'stream-small'];
/** Cover: woods, scrub, the village and buildings, and within 1" of a trench, hedge or wall. */
const COVER_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'built-up'];
const COVER_LINES: readonly LineType[] = ['trench', 'hedge', 'wall'];
/** "in trenches or buildings or behind breastworks": trenches and walls (breastworks), the village, buildings. */
const DEFENCE_LINES: readonly LineType[] = ['trench', 'wall'];
export const LINE_REACH = 1;

function nearLine(index: TerrainIndex, p: Vec, types: readonly LineType[], reach: number): boolean {
  for (const f of index.within({ x: p.x - reach, y: p.y - reach }, { x: p.x + reach, y: p.y + reach })) {
    if (f.kind === 'line' && types.includes(f.feature.type) && featureDistance(f, p.x, p.y) <= reach) return true;
  }
  return false;
}

/** Rough going at a point: rough areas and water, unless a bridge or ford stands there. */
export function isRough(index: TerrainIndex, p: Vec): boolean {
  let rough = false, crossing = false;
  for (const f of index.at(p)) {
    if (f.kind === 'area' && ROUGH_AREAS.includes(f.feature.type)) rough = true;
    else if (f.kind === 'line' && WET_LINES.includes(f.feature.type)) rough = true;
    else if (f.kind === 'point' && (f.feature.type === 'bridge' || f.feature.type === 'ford')) crossing = true;
  }
  return rough && !crossing;
}

/** Whether the way from a to b passes within `reach` of the line through `points`. (Kept out of alongTheWay: a function
 * made on every call is costly, and moves ask this thousands of times a game.) */
function wayNear(a: Vec, b: Vec, points: readonly Vec[], reach: number): boolean {
  for (let i = 0; i + 1 < points.length; i++) if (segmentDistance(a, b, points[i]!, points[i + 1]!) <= reach) return true;
  return false;
}

/** What lies along the way from a to b that a move must look at closely: rough ground or water, roads, railways. */
export function alongTheWay(index: TerrainIndex, a: Vec, b: Vec): { rough: boolean; road: boolean } {
  let rough = false, road = false;
  const pad = LINE_REACH;
  const lo = { x: Math.min(a.x, b.x) - pad, y: Math.min(a.y, b.y) - pad }, hi = { x: Math.max(a.x, b.x) + pad, y: Math.max(a.y, b.y) + pad };
  for (const f of index.within(lo, hi)) {
    if (f.kind === 'area' && ROUGH_AREAS.includes(f.feature.type)) rough = true;
    else if (f.kind !== 'line') continue;
    else if (WET_LINES.includes(f.feature.type)) rough ||= wayNear(a, b, f.feature.points, f.halfWidth);
    else if (f.feature.type === 'road' || f.feature.type === 'track') road ||= wayNear(a, b, f.feature.points, pad);
  }
  return { rough, road };
}

/** On a road or track (for "Units on road or trail in column"). */
export const onRoad = (index: TerrainIndex, p: Vec): boolean => nearLine(index, p, ['road', 'track'], LINE_REACH);
export const onRailway = (index: TerrainIndex, p: Vec): boolean => nearLine(index, p, ['railway'], LINE_REACH);
export const onRiver = (index: TerrainIndex, p: Vec): boolean => index.at(p).some((f) => f.kind === 'line' && (f.feature.type === 'river' || f.feature.type === 'stream-big'));

export function coverAt(index: TerrainIndex, p: Vec): boolean {
  for (const f of index.at(p)) {
    if (f.kind === 'building') return true;
    if (f.kind === 'area' && COVER_AREAS.includes(f.feature.type)) return true;
  }
  return nearLine(index, p, COVER_LINES, LINE_REACH);
}

/** Most of the stands in cover. */
export function standsInCover(index: TerrainIndex, stands: readonly Vec[]): boolean {
  let n = 0;
  for (const s of stands) if (coverAt(index, s)) n++;
  return n * 2 > stands.length;
}

/** Any stand in trenches, behind a wall, in the village or a building: "in trenches or other defenses". */
export function inDefences(index: TerrainIndex, stands: readonly Vec[]): boolean {
  return stands.some((p) => index.at(p).some((f) => f.kind === 'building' || (f.kind === 'area' && f.feature.type === 'built-up')) || nearLine(index, p, DEFENCE_LINES, LINE_REACH));
}

/** Whether the way from a to b crosses barbed wire. */
export function crossesWire(index: TerrainIndex, a: Vec, b: Vec): boolean {
  return index.along(a, b).some((f) => f.kind === 'line' && f.feature.type === 'wire' && segmentCrossesPolyline(a, b, f.feature.points));
}
