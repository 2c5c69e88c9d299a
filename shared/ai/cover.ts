import type { Vec } from '../geometry/vec.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import type { IndexedFeature } from '../geometry/terrain-shapes.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { AreaType, LineType } from '../scenario/terrain-kinds.ts';

/**
 * Where a figure is harder to hit, whatever the rule set: a rough, rule-set-free reading of the terrain
 * (0 = open, 1 = full cover). The ruleset decides the real modifiers; the AI only needs to prefer cover.
 */
const AREA_COVER: Readonly<Record<AreaType, number>> = {
  'woods': 0.8, 'dense-woods': 1, 'scrub': 0.5, 'built-up': 1, 'fields': 0.1, 'marsh': 0, 'rough': 0.3,
};
const LINE_COVER: Partial<Readonly<Record<LineType, number>>> = {
  hedge: 0.5, wall: 0.9, trench: 1,
};
/** How close to a hedge, wall or trench a figure must stand to shelter behind it. */
const LINE_REACH = 0.75;
/** Cover is looked up on a grid this fine and remembered, since the same places are asked about again and again. */
const GRID = 0.25;
const MEMO_LIMIT = 100_000;

export interface Cover {
  label: string;
  quality: number;
}

export interface CoverMap {
  index: TerrainIndex;
  /** Grid points on the table, by column then row: 0 until looked up, 1 in the open, else 2 + an index into `covers`. */
  grid: Uint16Array;
  /** The cover each sheltering feature gives, found once per feature (`coverIds` gives its index). */
  covers: Cover[];
  coverIds: Map<IndexedFeature, number>;
  /** Grid points across and along the table (none when the table is too big to keep a grid for). */
  columns: number;
  rows: number;
  /** Grid points off the table (and any beyond what the grid can name). */
  memo: Map<number, Cover | null>;
}

/** Tables with more grid points than this keep them all in `memo`. */
const GRID_LIMIT = 1 << 22;
/** The grid names this many covers at most. */
const COVERS_LIMIT = 65_000;

export function buildCoverMap(scenario: Scenario): CoverMap {
  let columns = Math.floor(scenario.table.width / GRID) + 1;
  let rows = Math.floor(scenario.table.height / GRID) + 1;
  if (!(columns * rows <= GRID_LIMIT)) columns = rows = 0;
  return { index: TerrainIndex.fromScenario(scenario), grid: new Uint16Array(columns * rows), covers: [], coverIds: new Map(), columns, rows, memo: new Map() };
}

function coverOf(f: IndexedFeature): Cover | null {
  switch (f.kind) {
    case 'area': return { label: f.feature.label ?? f.feature.type.replace('-', ' '), quality: AREA_COVER[f.feature.type] };
    case 'building': return { label: f.feature.label ?? `${f.feature.type} building`, quality: f.feature.type === 'stone' ? 1 : 0.8 };
    case 'line': {
      const quality = LINE_COVER[f.feature.type];
      return quality === undefined ? null : { label: f.feature.label ?? f.feature.type, quality };
    }
    case 'hill':
    case 'point':
      return null;
  }
}

const shelters = (f: IndexedFeature) => f.kind === 'line' && LINE_COVER[f.feature.type] !== undefined;

/** The best cover at a point, or null in the open. */
export function coverAt(map: CoverMap, p: Vec): Cover | null {
  const gx = Math.round(p.x / GRID);
  const gy = Math.round(p.y / GRID);
  // The same grid points as the memo's keys, kept in an array where they fall on the table.
  if (gx >= 0 && gx < map.columns && gy >= 0 && gy < map.rows) {
    const cell = gx * map.rows + gy;
    const known = map.grid[cell]!;
    if (known === 1) return null;
    if (known > 1) return map.covers[known - 2]!;
    const best = shelterAt(map, { x: gx * GRID, y: gy * GRID });
    if (!best) {
      map.grid[cell] = 1;
      return null;
    }
    let id = map.coverIds.get(best.feature);
    if (id === undefined && map.covers.length < COVERS_LIMIT) {
      id = map.covers.length;
      map.covers.push(best.cover);
      map.coverIds.set(best.feature, id);
    }
    if (id !== undefined) {
      map.grid[cell] = id + 2;
      return map.covers[id]!;
    }
    return best.cover;
  }
  const key = gx * 100_003 + gy;
  const known = map.memo.get(key);
  if (known !== undefined) return known;
  const best = shelterAt(map, { x: gx * GRID, y: gy * GRID })?.cover ?? null;
  if (map.memo.size >= MEMO_LIMIT) map.memo.clear();
  map.memo.set(key, best);
  return best;
}

/** The feature giving the best cover at a grid point, and that cover; null in the open. */
function shelterAt(map: CoverMap, at: Vec): { feature: IndexedFeature; cover: Cover } | null {
  let best: { feature: IndexedFeature; cover: Cover } | null = null;
  for (const f of map.index.at(at)) {
    const c = coverOf(f);
    if (c && c.quality > 0 && (!best || c.quality > best.cover.quality)) best = { feature: f, cover: c };
  }
  const line = map.index.nearest(at, shelters, LINE_REACH);
  const behind = line ? coverOf(line.feature) : null;
  if (line && behind && (!best || behind.quality > best.cover.quality)) best = { feature: line.feature, cover: behind };
  return best;
}

/** Mean cover of a group of points (a unit's bases). */
export function meanCover(map: CoverMap, points: readonly Vec[]): number {
  if (points.length === 0) return 0;
  let sum = 0;
  for (const p of points) sum += coverAt(map, p)?.quality ?? 0;
  return sum / points.length;
}
