import type { Area, Building, Hill, Line, PointFeature, TerrainFeature } from '../scenario/schema.ts';
import type { AreaType, LineType } from '../scenario/terrain-kinds.ts';
import type { Vec } from './vec.ts';

/*
 * Terrain for tests and benchmarks: short builders for each feature kind and a seeded generator of busy
 * tables. Pure, like the rest of shared/.
 */

/** An axis-aligned rectangle from (x, y) to (x + w, y + h), as a polygon. */
export const rect = (x: number, y: number, w: number, h: number): Vec[] =>
  [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];

export const area = (id: string, type: AreaType, polygon: Vec[]): Area => ({ id, kind: 'area', type, polygon });

export const hill = (id: string, polygon: Vec[], height: number, steepness: Hill['steepness'] = 'gentle'): Hill =>
  ({ id, kind: 'hill', polygon, height, steepness });

export const building = (id: string, x: number, y: number, width: number, depth: number, rotation = 0, type: Building['type'] = 'stone'): Building =>
  ({ id, kind: 'building', type, x, y, width, depth, rotation });

export const line = (id: string, type: LineType, points: Vec[], width?: number): Line =>
  (width === undefined ? { id, kind: 'line', type, points } : { id, kind: 'line', type, points, width });

export const point = (id: string, type: PointFeature['type'], x: number, y: number, radius?: number): PointFeature =>
  (radius === undefined ? { id, kind: 'point', type, x, y } : { id, kind: 'point', type, x, y, radius });

/** A deterministic generator in [0, 1) (mulberry32), for repeatable random tables. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A busy table: in every 20 features, 5 areas (woods, scrub, built-up, dense woods), 6 buildings, 2 hills,
 * 2 roads or tracks, 4 hedges or walls and an objective.
 */
export function generateTerrain(rand: () => number, count: number, table: { width: number; height: number }): TerrainFeature[] {
  const out: TerrainFeature[] = [];
  const at = (): Vec => ({ x: rand() * table.width, y: rand() * table.height });
  for (let i = 0; i < count; i++) {
    const id = `f${i}`;
    const roll = i % 20;
    const c = at();
    if (roll < 5) out.push(area(id, (['woods', 'scrub', 'built-up', 'woods', 'dense-woods'] as const)[roll]!, blob(rand, c, 2 + rand() * 4, 12)));
    else if (roll < 11) out.push(building(id, c.x, c.y, 1 + rand() * 2, 1 + rand() * 1.5, rand() * 360, rand() < 0.5 ? 'stone' : 'wood'));
    else if (roll < 13) out.push(hill(id, blob(rand, c, 3 + rand() * 5, 16), 1 + Math.floor(rand() * 2), rand() < 0.5 ? 'gentle' : 'steep'));
    else if (roll < 15) out.push(line(id, roll === 13 ? 'road' : 'track', wander(rand, c, 6, 8)));
    else if (roll < 19) out.push(line(id, roll === 18 ? 'wall' : 'hedge', wander(rand, c, 2, 4)));
    else out.push(point(id, 'objective', c.x, c.y));
  }
  return out;
}

/** A rough star-shaped outline around c. */
function blob(rand: () => number, c: Vec, radius: number, sides: number): Vec[] {
  return Array.from({ length: sides }, (_, k) => {
    const a = (k / sides) * Math.PI * 2;
    const r = radius * (0.7 + rand() * 0.3);
    return { x: c.x + Math.sin(a) * r, y: c.y + Math.cos(a) * r };
  });
}

/** A polyline that wanders from start in steps of `step` inches. */
function wander(rand: () => number, start: Vec, points: number, step: number): Vec[] {
  let heading = rand() * Math.PI * 2;
  const out = [start];
  for (let k = 1; k < points; k++) {
    heading += (rand() - 0.5) * 0.6;
    const p = out[k - 1]!;
    out.push({ x: p.x + Math.sin(heading) * step, y: p.y + Math.cos(heading) * step });
  }
  return out;
}
