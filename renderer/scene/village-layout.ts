import type { Area, Building, Line } from '../../shared/scenario/schema.ts';
import type { BuildingType } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { baseCorners } from '../../shared/geometry/base.ts';
import { lineWidth } from '../../shared/geometry/terrain-shapes.ts';
import { distanceToSegmentSq } from '../../shared/geometry/segments.ts';
import { scatterInPolygon } from './scatter.ts';
import { seededRandom } from './seeded-random.ts';

/** A house on the table, in table inches: centre, footprint, rotation (table degrees) and wall height. */
export interface House {
  x: number;
  y: number;
  width: number;
  depth: number;
  rotation: number;
  wallHeight: number;
  type: BuildingType;
  /** Whether the scenario placed it (true) or the village grew it (false). */
  authored: boolean;
  /** A church the scenario named ("church", "chapel", "cathedral"): it gets its onion dome. */
  church?: boolean;
}

/** Whether an authored building is a church, by its id or label. */
export const isChurch = (b: Pick<Building, 'id' | 'label'>): boolean => /church|chapel|cathedral|monaster|sobor/i.test(`${b.id} ${b.label ?? ''}`);

/** Houses stand back from a road's edge by this much, inches. */
const ROAD_SETBACK = 0.4;
/** A house this close to a road turns to face it. */
const ROAD_ALIGN_DISTANCE = 7;

/**
 * The village: the scenario's own buildings, plus houses grown in built-up areas that hold none of the
 * author's buildings (an author who places buildings has drawn the village they want). Grown houses are
 * seeded, stay inside their area, off the roads, apart from each other and clear of `keepClear` (the
 * scenario's objectives, fords and bridges); near a road they face it, as village houses line the street.
 */
export function layoutVillage(areas: readonly Area[], buildings: readonly Building[], lines: readonly Line[], keepClear: readonly { x: number; y: number; radius: number }[] = []): House[] {
  const houses: House[] = buildings.map((b) => ({
    x: b.x, y: b.y, width: b.width, depth: b.depth, rotation: b.rotation, type: b.type, authored: true, ...(isChurch(b) ? { church: true } : {}),
    // small cottages stay low, barns and churches stand taller
    wallHeight: Math.min(2.6, Math.max(0.9, 0.3 + Math.min(b.width, b.depth) * 0.55)),
  }));
  const roads = lines.filter((l) => l.type === 'road' || l.type === 'track' || l.type === 'railway');
  for (const area of areas) {
    if (area.type !== 'built-up') continue;
    if (buildings.some((b) => pointInPolygon(b, area.polygon))) continue;
    const random = seededRandom(`village:${area.id}`);
    for (const spot of scatterInPolygon(area.polygon, { spacing: 4.2, seed: `houses:${area.id}`, jitter: 0.3, margin: 1 })) {
      const width = 2.2 + random() * 1.3;
      const depth = 1.7 + random() * 0.8;
      const stone = random() < 0.35;
      const turn = random();
      const road = nearestRoad(spot, roads);
      // Long side along the road; otherwise a loose grid with a little play.
      const rotation = road && road.distance < ROAD_ALIGN_DISTANCE ? road.heading + 90 : Math.floor(turn * 4) * 90 + (turn * 40 % 10) - 5;
      const house: House = { x: spot.x, y: spot.y, width, depth, rotation, type: stone ? 'stone' : 'wood', authored: false, wallHeight: stone ? 1.6 : 1.3 };
      if (!fits(house, area.polygon, roads, houses)) continue;
      if (keepClear.some((c) => Math.hypot(c.x - house.x, c.y - house.y) < c.radius + Math.hypot(width, depth) / 2)) continue;
      houses.push(house);
    }
  }
  return houses;
}

function footprint(h: House): Vec[] {
  return baseCorners({ x: h.x, y: h.y, facing: h.rotation, width: h.width, depth: h.depth });
}

function fits(house: House, polygon: readonly Vec[], roads: readonly Line[], placed: readonly House[]): boolean {
  const corners = footprint(house);
  if (!corners.every((c) => pointInPolygon(c, polygon))) return false;
  const radius = Math.hypot(house.width, house.depth) / 2;
  for (const road of roads) {
    const clear = lineWidth(road) / 2 + ROAD_SETBACK;
    for (const c of [...corners, house]) {
      if (distanceToPolyline(c, road.points) < clear) return false;
    }
  }
  return placed.every((o) => Math.hypot(o.x - house.x, o.y - house.y) > (radius + Math.hypot(o.width, o.depth) / 2) * 0.8);
}

function distanceToPolyline(p: Vec, points: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!, b = points[i]!;
    best = Math.min(best, distanceToSegmentSq(p.x, p.y, a.x, a.y, b.x, b.y));
  }
  return Math.sqrt(best);
}

/** The nearest of some lines to p, with the heading of its nearest segment. */
export function nearestRoad(p: Vec, roads: readonly Line[]): { distance: number; heading: number; line: Line } | null {
  let best: { distance: number; heading: number; line: Line } | null = null;
  for (const road of roads) {
    for (let i = 1; i < road.points.length; i++) {
      const a = road.points[i - 1]!, b = road.points[i]!;
      const d = Math.sqrt(distanceToSegmentSq(p.x, p.y, a.x, a.y, b.x, b.y));
      if (!best || d < best.distance) best = { distance: d, heading: (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI, line: road };
    }
  }
  return best;
}
