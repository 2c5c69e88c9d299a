import type { Vec } from '../geometry/vec.ts';
import { pointInPolygon } from '../geometry/polygon.ts';
import { distanceToPolyline } from '../geometry/segments.ts';
import type { TableEdge } from '../scenario/terrain-kinds.ts';

/** Plain measurements the evaluation needs, in inches. */

export function centroidOf(points: readonly Vec[]): Vec {
  if (points.length === 0) return { x: 0, y: 0 };
  let x = 0;
  let y = 0;
  for (const p of points) { x += p.x; y += p.y; }
  return { x: x / points.length, y: y / points.length };
}

/** Distance from a point to an area given as its polygon and the same outline closed on itself: 0 inside. */
export function distanceToArea(p: Vec, area: { polygon: readonly Vec[]; ring: readonly Vec[] }): number {
  return pointInPolygon(p, area.polygon) ? 0 : distanceToPolyline(p, area.ring);
}

/** Distance from a point to a table edge (south is y = 0, west is x = 0). */
export function distanceToEdge(p: Vec, edge: TableEdge, table: { width: number; height: number }): number {
  switch (edge) {
    case 'south': return Math.max(0, p.y);
    case 'north': return Math.max(0, table.height - p.y);
    case 'west': return Math.max(0, p.x);
    case 'east': return Math.max(0, table.width - p.x);
  }
}
