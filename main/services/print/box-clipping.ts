import type { Vec } from '../../../shared/geometry/vec.ts';

/** An upright rectangle by its edges, in page points. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const pointInBox = (p: Vec, box: Box): boolean => p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY;

type Edge = { inside: (p: Vec) => boolean; cross: (a: Vec, b: Vec) => Vec };

const at = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

function edgesOf(box: Box): Edge[] {
  const vertical = (x: number, keep: (v: number) => boolean): Edge => ({ inside: (p) => keep(p.x), cross: (a, b) => ({ x, y: at(a, b, (x - a.x) / (b.x - a.x)).y }) });
  const horizontal = (y: number, keep: (v: number) => boolean): Edge => ({ inside: (p) => keep(p.y), cross: (a, b) => ({ x: at(a, b, (y - a.y) / (b.y - a.y)).x, y }) });
  return [
    vertical(box.minX, (v) => v >= box.minX), vertical(box.maxX, (v) => v <= box.maxX),
    horizontal(box.minY, (v) => v >= box.minY), horizontal(box.maxY, (v) => v <= box.maxY),
  ];
}

/**
 * The part of a closed ring inside the box (Sutherland–Hodgman). Inside the box the region is exactly the ring's,
 * so a fill or a clip region cut this way paints the same; the new edges run along the box. Empty when the ring
 * misses the box.
 */
export function clipRing(ring: readonly Vec[], box: Box): Vec[] {
  let points: Vec[] = [...ring];
  for (const edge of edgesOf(box)) {
    if (points.length === 0) break;
    const next: Vec[] = [];
    points.forEach((current, i) => {
      const previous = points[(i + points.length - 1) % points.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) next.push(edge.cross(previous, current));
        next.push(current);
      } else if (edge.inside(previous)) next.push(edge.cross(previous, current));
    });
    points = next;
  }
  return points.length >= 3 ? points : [];
}

/** A run of a polyline inside the box, and how far along the polyline it begins (where its dashes resume). */
export interface PolylinePiece {
  points: Vec[];
  start: number;
}

/** The runs of an open polyline inside the box (Liang–Barsky on each segment), in order along it. */
export function clipPolyline(points: readonly Vec[], box: Box): PolylinePiece[] {
  const pieces: PolylinePiece[] = [];
  let open: PolylinePiece | null = null;
  let travelled = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!, b = points[i]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const span = segmentSpan(a, b, box);
    if (span === null) {
      open = null;
    } else {
      const [t0, t1] = span;
      if (open === null || t0 > 0) {
        open = { points: [at(a, b, t0)], start: travelled + t0 * length };
        pieces.push(open);
      }
      open.points.push(at(a, b, t1));
      if (t1 < 1) open = null;
    }
    travelled += length;
  }
  return pieces.filter((p) => p.points.length >= 2);
}

/** The stretch [t0, t1] of the segment a→b inside the box, or null when it misses the box. */
function segmentSpan(a: Vec, b: Vec, box: Box): [number, number] | null {
  const dx = b.x - a.x, dy = b.y - a.y;
  let t0 = 0, t1 = 1;
  const limits: [number, number][] = [[-dx, a.x - box.minX], [dx, box.maxX - a.x], [-dy, a.y - box.minY], [dy, box.maxY - a.y]];
  for (const [p, q] of limits) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 >= t1) return null;
  }
  return [t0, t1];
}
