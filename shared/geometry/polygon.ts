import type { Vec } from './vec.ts';

/** Even-odd test; points on the boundary may fall either way. */
export function pointInPolygon(p: Vec, polygon: readonly Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

export function polygonArea(polygon: readonly Vec[]): number {
  let sum = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    sum += (polygon[j]!.x + polygon[i]!.x) * (polygon[j]!.y - polygon[i]!.y);
  }
  return Math.abs(sum) / 2;
}

export function polygonCentroid(polygon: readonly Vec[]): Vec {
  let x = 0;
  let y = 0;
  for (const p of polygon) { x += p.x; y += p.y; }
  return { x: x / polygon.length, y: y / polygon.length };
}

export interface Bounds { minX: number; minY: number; maxX: number; maxY: number }

export function boundsOf(points: readonly Vec[]): Bounds {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}
