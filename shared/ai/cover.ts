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
  memo: Map<number, Cover | null>;
}

export function buildCoverMap(scenario: Scenario): CoverMap {
  return { index: TerrainIndex.fromScenario(scenario), memo: new Map() };
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
  const key = gx * 100_003 + gy;
  const known = map.memo.get(key);
  if (known !== undefined) return known;
  const at = { x: gx * GRID, y: gy * GRID };
  let best: Cover | null = null;
  for (const f of map.index.at(at)) {
    const c = coverOf(f);
    if (c && c.quality > 0 && (!best || c.quality > best.quality)) best = c;
  }
  const line = map.index.nearest(at, shelters, LINE_REACH);
  const behind = line ? coverOf(line.feature) : null;
  if (behind && (!best || behind.quality > best.quality)) best = behind;
  if (map.memo.size >= MEMO_LIMIT) map.memo.clear();
  map.memo.set(key, best);
  return best;
}

/** Mean cover of a group of points (a unit's bases). */
export function meanCover(map: CoverMap, points: readonly Vec[]): number {
  if (points.length === 0) return 0;
  let sum = 0;
  for (const p of points) sum += coverAt(map, p)?.quality ?? 0;
  return sum / points.length;
}
