import type { Vec } from './vec.ts';
import { pointInPolygon } from './polygon.ts';
import { hypot } from './hypot.ts';

/** Parameter t along ab (0..1) where ab meets cd, or NaN when they miss or run parallel. Allocation-free. */
export function segmentHitT(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): number {
  const rx = bx - ax, ry = by - ay, sx = dx - cx, sy = dy - cy;
  const denom = rx * sy - ry * sx;
  if (denom === 0) return NaN;
  const qx = cx - ax, qy = cy - ay;
  const t = (qx * sy - qy * sx) / denom;
  const u = (qx * ry - qy * rx) / denom;
  return t >= 0 && t <= 1 && u >= 0 && u <= 1 ? t : NaN;
}

const orient = (a: Vec, b: Vec, c: Vec): number => (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
const onBox = (a: Vec, b: Vec, p: Vec): boolean =>
  Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);

/** Whether segments ab and cd share any point, touching and collinear overlap included. */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const o1 = orient(a, b, c), o2 = orient(a, b, d), o3 = orient(c, d, a), o4 = orient(c, d, b);
  if (((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0))) return true;
  return (o1 === 0 && onBox(a, b, c)) || (o2 === 0 && onBox(a, b, d)) || (o3 === 0 && onBox(c, d, a)) || (o4 === 0 && onBox(c, d, b));
}

/** The point where ab crosses cd, or null when they miss or run parallel. */
export function segmentIntersection(a: Vec, b: Vec, c: Vec, d: Vec): Vec | null {
  const t = segmentHitT(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
  return Number.isNaN(t) ? null : { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Squared distance from (px, py) to segment (ax, ay)-(bx, by). Allocation-free. */
export function distanceToSegmentSq(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const vx = bx - ax, vy = by - ay;
  const len2 = vx * vx + vy * vy;
  let t = len2 === 0 ? 0 : ((px - ax) * vx + (py - ay) * vy) / len2;
  if (t < 0) t = 0; else if (t > 1) t = 1;
  const ex = ax + vx * t - px, ey = ay + vy * t - py;
  return ex * ex + ey * ey;
}

export const distanceToSegment = (p: Vec, a: Vec, b: Vec): number => Math.sqrt(distanceToSegmentSq(p.x, p.y, a.x, a.y, b.x, b.y));

export function closestPointOnSegment(p: Vec, a: Vec, b: Vec): Vec {
  const vx = b.x - a.x, vy = b.y - a.y;
  const len2 = vx * vx + vy * vy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * vx + (p.y - a.y) * vy) / len2));
  return { x: a.x + vx * t, y: a.y + vy * t };
}

/** Shortest distance between segments ab and cd (0 when they meet). */
export function segmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.sqrt(Math.min(
    distanceToSegmentSq(a.x, a.y, c.x, c.y, d.x, d.y), distanceToSegmentSq(b.x, b.y, c.x, c.y, d.x, d.y),
    distanceToSegmentSq(c.x, c.y, a.x, a.y, b.x, b.y), distanceToSegmentSq(d.x, d.y, a.x, a.y, b.x, b.y),
  ));
}

/** Distance from p to the nearest point of an open polyline. */
export function distanceToPolyline(p: Vec, points: readonly Vec[]): number {
  if (points.length === 1) return hypot(p.x - points[0]!.x, p.y - points[0]!.y);
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!, b = points[i]!;
    const d = distanceToSegmentSq(p.x, p.y, a.x, a.y, b.x, b.y);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** Whether segment ab touches or crosses any leg of an open polyline. */
export function segmentCrossesPolyline(a: Vec, b: Vec, points: readonly Vec[]): boolean {
  for (let i = 1; i < points.length; i++) if (segmentsIntersect(a, b, points[i - 1]!, points[i]!)) return true;
  return false;
}

/**
 * Length of segment ab that lies inside a polygon (even-odd), found by cutting ab at every edge crossing
 * and testing the middle of each piece.
 */
export function lengthInsidePolygon(a: Vec, b: Vec, polygon: readonly Vec[]): number {
  const ts = [0, 1];
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const c = polygon[j]!, d = polygon[i]!;
    const t = segmentHitT(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y);
    if (!Number.isNaN(t)) ts.push(t);
  }
  ts.sort((p, q) => p - q);
  let inside = 0;
  for (let i = 1; i < ts.length; i++) {
    const t0 = ts[i - 1]!, t1 = ts[i]!;
    if (t1 - t0 <= 0) continue;
    const m = (t0 + t1) / 2;
    if (pointInPolygon({ x: a.x + (b.x - a.x) * m, y: a.y + (b.y - a.y) * m }, polygon)) inside += t1 - t0;
  }
  return inside * hypot(b.x - a.x, b.y - a.y);
}

/**
 * How far a point inside a polygon must go in direction `dir` (a unit vector) to be out of it for good: the last
 * edge crossing within `far`; 0 for a point outside; Infinity when the polygon still holds the point `far` away.
 */
export function exitAlong(p: Vec, dir: Vec, polygon: readonly Vec[], far: number): number {
  if (!pointInPolygon(p, polygon)) return 0;
  const bx = p.x + dir.x * far, by = p.y + dir.y * far;
  if (pointInPolygon({ x: bx, y: by }, polygon)) return Infinity;
  let last = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const c = polygon[j]!, d = polygon[i]!;
    const t = segmentHitT(p.x, p.y, bx, by, c.x, c.y, d.x, d.y);
    if (t > last) last = t;
  }
  return last * far;
}
