import type { Vec } from '../../shared/geometry/vec.ts';
import { boundsOf, pointInPolygon } from '../../shared/geometry/polygon.ts';
import { distanceToSegmentSq } from '../../shared/geometry/segments.ts';
import { seededRandom } from './seeded-random.ts';

export interface ScatterOptions {
  /** Average distance between neighbours, inches. */
  spacing: number;
  /** Seed text (the feature's id), so each feature keeps its own layout. */
  seed: string;
  /** How far a point may stray from its grid cell centre, as a fraction of the spacing (0..0.5). */
  jitter?: number;
  /** Keep this far inside the polygon's edge, inches. */
  margin?: number;
  /** Never return more than this many points (thins evenly by spacing growth). */
  maxPoints?: number;
}

/**
 * Points spread evenly but irregularly inside a polygon: a jittered grid, which looks natural for
 * trees, bushes and stones and, unlike rejection sampling, costs a fixed time per square inch.
 */
export function scatterInPolygon(polygon: readonly Vec[], options: ScatterOptions): Vec[] {
  const { seed, jitter = 0.45, margin = 0, maxPoints = 20_000 } = options;
  const b = boundsOf(polygon);
  const cells = ((b.maxX - b.minX) * (b.maxY - b.minY)) / (options.spacing * options.spacing);
  // Widen the grid when a huge polygon would exceed the budget.
  const spacing = cells > maxPoints ? options.spacing * Math.sqrt(cells / maxPoints) : options.spacing;
  const random = seededRandom(seed);
  const points: Vec[] = [];
  const margin2 = margin * margin;
  for (let y = b.minY + spacing / 2; y < b.maxY; y += spacing) {
    for (let x = b.minX + spacing / 2; x < b.maxX; x += spacing) {
      const p = { x: x + (random() * 2 - 1) * jitter * spacing, y: y + (random() * 2 - 1) * jitter * spacing };
      if (!pointInPolygon(p, polygon)) continue;
      if (margin > 0 && distanceToEdgeSq(p, polygon) < margin2) continue;
      points.push(p);
      if (points.length >= maxPoints) return points;
    }
  }
  return points;
}

/** Squared distance from p to the nearest edge of a closed polygon. */
export function distanceToEdgeSq(p: Vec, polygon: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[j]!, c = polygon[i]!;
    const d = distanceToSegmentSq(p.x, p.y, a.x, a.y, c.x, c.y);
    if (d < best) best = d;
  }
  return best;
}

/** Squared distance from p to the nearest segment of an open polyline. */
export function distanceToPolylineSq(p: Vec, line: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!, c = line[i]!;
    const d = distanceToSegmentSq(p.x, p.y, a.x, a.y, c.x, c.y);
    if (d < best) best = d;
  }
  return best;
}

export function polylineLength(line: readonly Vec[]): number {
  let sum = 0;
  for (let i = 1; i < line.length; i++) sum += Math.hypot(line[i]!.x - line[i - 1]!.x, line[i]!.y - line[i - 1]!.y);
  return sum;
}

export interface StationOnLine {
  p: Vec;
  /** Heading of the line there, table degrees (0 = +y, clockwise). */
  heading: number;
  /** Distance along the line from its start, inches. */
  along: number;
}

/**
 * Stations every `spacing` inches along a polyline, starting half a spacing in, each with the line's
 * heading: where hedge bushes, sleepers and wire posts stand.
 */
export function stationsAlong(line: readonly Vec[], spacing: number, offset = spacing / 2): StationOnLine[] {
  const out: StationOnLine[] = [];
  let next = offset;
  let start = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!, b = line[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len === 0) continue;
    const heading = (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;
    while (next <= start + len) {
      const t = (next - start) / len;
      out.push({ p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, heading, along: next });
      next += spacing;
    }
    start += len;
  }
  return out;
}
