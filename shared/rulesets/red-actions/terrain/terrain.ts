import type { AreaType, LineType } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { LosRules } from '../../../geometry/line-of-sight.ts';
import type { IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import { featureDistance } from '../../../geometry/terrain-shapes.ts';
import type { CoverClass } from '../tables/tables-shooting.ts';
import type { TerrainRow } from '../tables/tables-terrain.ts';
import type { RaState } from '../state.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { featureWords } from '../../../table-orders/place-words.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';

/** How Red Actions! reads the scenario's terrain vocabulary (README "Terrain"). */

/** Area kinds to rows of the terrain effects table; fields are open going. */
export const AREA_ROWS: Readonly<Record<AreaType, TerrainRow | null>> = {
  woods: 'woods', 'dense-woods': 'dense-woods', scrub: 'rough-ground', 'built-up': 'buildings', fields: null, marsh: 'boggy-ground', rough: 'rough-ground',
};

/** Line kinds to rows; roads and railways are open going (roads give their own bonus). */
export const LINE_ROWS: Readonly<Record<LineType, TerrainRow | null>> = {
  road: null, track: null, railway: null, 'stream-small': 'small-streams', 'stream-big': 'big-streams', river: 'big-streams',
  hedge: 'hedges', wall: 'walls', trench: 'trenches', wire: 'wire',
};

/** Areas that hide troops ("built-up areas, woods and scrub") and give the cover the shooting table names. */
export const CONCEALING_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'built-up'];
/** Ground an ambush may lie in ("woods, buildings or hollows in the ground"; behind walls, woods or hills). */
export const AMBUSH_AREAS: readonly AreaType[] = ['woods', 'dense-woods', 'scrub', 'built-up', 'fields'];

/** Sight: woods and towns hide what is more than a couple of inches inside them; buildings and crests block. */
export const LOS_RULES: LosRules = {
  areas: {
    woods: { blocksAfter: 2, roadExempt: true },
    'dense-woods': { blocksAfter: 1 },
    'built-up': { blocksAfter: 2, roadExempt: true },
    scrub: { blocksAfter: 4 },
  },
  buildings: 'block',
  hills: true,
  ignoreOwnArea: true,
};

/** The cover a base at p has, before evading and possession are considered. */
export interface CoverAt {
  /** Best cover class the ground offers troops who occupy it. */
  hard: CoverClass | null;
  /** Whether the ground obscures (soft cover). */
  soft: boolean;
  /**
   * The buildings and built-up areas at the point: their hard cover needs possession of any one of them, since a
   * unit holding a built-up area holds the buildings in it ("take possession of buildings and associated hard cover").
   */
  needsPossession: string[];
  trench: boolean;
  stoneForDefence: boolean;
}

export function coverAt(index: TerrainIndex, p: Vec): CoverAt {
  let hard: CoverClass | null = null;
  let soft = false;
  const needsPossession: string[] = [];
  let trench = false;
  let stone = false;
  const better = (c: CoverClass) => { if (hard === null || rank(c) < rank(hard)) hard = c; };
  for (const f of index.at(p)) {
    switch (f.kind) {
      case 'building':
        better(f.feature.type === 'stone' ? 'stone' : 'wood');
        needsPossession.push(f.id);
        if (f.feature.type === 'stone') stone = true;
        break;
      case 'area':
        if (f.feature.type === 'woods' || f.feature.type === 'dense-woods') better('wood');
        else if (f.feature.type === 'built-up') { better('wood'); needsPossession.push(f.id); }
        else if (f.feature.type === 'scrub' || f.feature.type === 'fields') soft = true;
        break;
      case 'line':
        if (f.feature.type === 'trench') { better('super-hard'); trench = true; }
        else if (f.feature.type === 'wall') { better('stone'); stone = true; }
        else if (f.feature.type === 'hedge') soft = true;
        break;
      case 'hill': case 'point':
        break;
    }
  }
  return { hard, soft, needsPossession, trench, stoneForDefence: stone };
}

const rank = (c: CoverClass): number => ['super-hard', 'stone', 'wood', 'evading-soft', 'evading-open', 'soft', 'open'].indexOf(c);

/** Whether the point lies inside woods, scrub or a built-up area (or a building). */
export function inConcealingTerrain(index: TerrainIndex, p: Vec): IndexedFeature | null {
  for (const f of index.at(p)) {
    if (f.kind === 'building') return f;
    if (f.kind === 'area' && CONCEALING_AREAS.includes(f.feature.type)) return f;
  }
  return null;
}

/** How far inside the feature's outline the point lies (0 at or beyond the edge). */
export function depthInside(f: IndexedFeature, p: Vec): number {
  return featureDistance(f, p.x, p.y) === 0 ? edgeDistance(f, p) : 0;
}

function edgeDistance(f: IndexedFeature, p: Vec): number {
  if (f.kind !== 'area' && f.kind !== 'building') return 0;
  const o = f.outline;
  let best = Infinity;
  for (let i = 0; i < o.length; i += 2) {
    const ax = o[i]!, ay = o[i + 1]!;
    const bx = o[(i + 2) % o.length]!, by = o[(i + 3) % o.length]!;
    const dx = bx - ax, dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / len2));
    best = Math.min(best, hypot(p.x - (ax + dx * t), p.y - (ay + dy * t)));
  }
  return best;
}

/** A well-defined feature to steer by at night: a road, stream, hedge, wall, railway or a slope's foot. */
export function nearLandmark(index: TerrainIndex, p: Vec): boolean {
  return index.nearest(p, (f) => f.kind === 'line' || f.kind === 'hill', 1) !== null;
}

/** The scenario's sight limit from weather and time of day ("Visibility", "Weather"). */
export function sightLimit(s: RaState): number {
  const { weather, timeOfDay } = s.scenario;
  if (timeOfDay === 'night') return s.options.night === 'dark' ? 3 : 6;
  if (weather === 'fog') return s.options.fog === 'thick' ? 3 : 6;
  if (weather === 'rain' || weather === 'snow') return 40;
  return 200;
}

/** Night or fog: the weather section's list of effects applies. */
export const nightOrFog = (s: RaState): boolean => s.scenario.timeOfDay === 'night' || s.scenario.weather === 'fog';
/** Rain removes the road bonus. */
export const roadBonusAllowed = (s: RaState): boolean => s.scenario.weather !== 'rain' && s.scenario.weather !== 'snow';

/** What people call a piece of the scenario's terrain: its name with the article it needs, or its kind ("the granary"). */
export function featureName(scenario: Scenario, id: string): string {
  const f = terrainIndexFor(scenario).featureById(id);
  return f ? featureWords(f) : id;
}
