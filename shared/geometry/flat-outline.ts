import type { Vec } from './vec.ts';
import type { Bounds } from './polygon.ts';
import { distanceToSegmentSq } from './segments.ts';
import { hypot } from './hypot.ts';

/*
 * Shapes stored as flat coordinate arrays [x0, y0, x1, y1, ...] so the hot loops of line of sight and
 * elevation read numbers straight from a typed array instead of chasing objects.
 */

export function flatten(points: readonly Vec[]): Float64Array {
  const out = new Float64Array(points.length * 2);
  points.forEach((p, i) => { out[i * 2] = p.x; out[i * 2 + 1] = p.y; });
  return out;
}

export function flatBounds(flat: Float64Array, pad = 0): Bounds {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < flat.length; i += 2) {
    const x = flat[i]!, y = flat[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX: minX - pad, minY: minY - pad, maxX: maxX + pad, maxY: maxY + pad };
}

/** Even-odd test on a closed flat outline. */
export function insideOutline(x: number, y: number, outline: Float64Array): boolean {
  let inside = false;
  const n = outline.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = outline[i]!, ay = outline[i + 1]!, bx = outline[j]!, by = outline[j + 1]!;
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside;
}

/** Squared distance from a point to the boundary of a closed flat outline. */
export function outlineDistanceSq(x: number, y: number, outline: Float64Array): number {
  let best = Infinity;
  const n = outline.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const d = distanceToSegmentSq(x, y, outline[j]!, outline[j + 1]!, outline[i]!, outline[i + 1]!);
    if (d < best) best = d;
  }
  return best;
}

/** Squared distance from a point to an open flat polyline. */
export function pathDistanceSq(x: number, y: number, path: Float64Array): number {
  if (path.length === 2) return (x - path[0]!) ** 2 + (y - path[1]!) ** 2;
  let best = Infinity;
  for (let i = 2; i < path.length; i += 2) {
    const d = distanceToSegmentSq(x, y, path[i - 2]!, path[i - 1]!, path[i]!, path[i + 1]!);
    if (d < best) best = d;
  }
  return best;
}

/** Area and perimeter of a closed flat outline. */
export function outlineMeasure(outline: Float64Array): { area: number; perimeter: number } {
  let sum = 0, perimeter = 0;
  const n = outline.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const ax = outline[j]!, ay = outline[j + 1]!, bx = outline[i]!, by = outline[i + 1]!;
    sum += (ax + bx) * (ay - by);
    perimeter += hypot(bx - ax, by - ay);
  }
  return { area: Math.abs(sum) / 2, perimeter };
}
