import type { IndexedFeature } from './terrain-shapes.ts';
import { NumberList, SpanList } from './span-list.ts';
import { hypot } from './hypot.ts';

/*
 * The parts of a segment ab that lie inside a shape, as parameter intervals along ab with
 * 0 <= t0 < t1 <= 1. Callers pass the list to fill so a hot loop can reuse one.
 */

// Crossing parameters for one outline; reused between calls (the code is single-threaded).
const scratch = new NumberList();

/**
 * Appends the intervals of ab inside a closed flat outline (even-odd), by casting the infinite line through
 * a and b across the outline. Each vertex is classed once by the side of the line it lies on (a vertex on
 * the line counts as the right-hand side, as if the line were moved a hair), so only edges that change side
 * cost a division. The crossings behind a (t <= 0) say by their parity whether a is inside; every crossing
 * between a and b flips that.
 */
export function outlineIntervals(ax: number, ay: number, bx: number, by: number, outline: Float64Array, out: SpanList): void {
  const dx = bx - ax, dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return;
  scratch.clear();
  let inside = false;
  const n = outline.length;
  let px = outline[n - 2]!, py = outline[n - 1]!;
  let prevSide = dx * (py - ay) - dy * (px - ax);
  for (let i = 0; i < n; i += 2) {
    const qx = outline[i]!, qy = outline[i + 1]!;
    const side = dx * (qy - ay) - dy * (qx - ax);
    if (prevSide > 0 !== side > 0) {
      const u = prevSide / (prevSide - side);
      const t = ((px + (qx - px) * u - ax) * dx + (py + (qy - py) * u - ay) * dy) / len2;
      if (t <= 0) inside = !inside;
      else if (t < 1) scratch.push(t);
    }
    px = qx; py = qy; prevSide = side;
  }
  if (scratch.count > 1) scratch.sort();
  let t0 = 0;
  for (let k = 0; k < scratch.count; k++) {
    const t1 = scratch.get(k);
    if (inside && t1 > t0) out.add(t0, t1);
    inside = !inside;
    t0 = t1;
  }
  if (inside && t0 < 1) out.add(t0, 1);
}

/** Appends the interval of ab within distance r of (cx, cy). */
export function discInterval(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, r: number, out: SpanList): void {
  const dx = bx - ax, dy = by - ay, fx = ax - cx, fy = ay - cy;
  const a = dx * dx + dy * dy;
  const c = fx * fx + fy * fy - r * r;
  if (a === 0) { if (c <= 0) out.add(0, 1); return; }
  const b = 2 * (fx * dx + fy * dy);
  const disc = b * b - 4 * a * c;
  if (disc <= 0) return;
  const s = Math.sqrt(disc);
  const t0 = Math.max(0, (-b - s) / (2 * a)), t1 = Math.min(1, (-b + s) / (2 * a));
  if (t1 > t0) out.add(t0, t1);
}

/** Appends the intervals of ab within distance r of an open flat polyline (the line's band on the table). */
export function bandIntervals(ax: number, ay: number, bx: number, by: number, path: Float64Array, r: number, out: SpanList): void {
  if (path.length === 2) { discInterval(ax, ay, bx, by, path[0]!, path[1]!, r, out); return; }
  for (let i = 2; i < path.length; i += 2) {
    capsuleInterval(ax, ay, bx, by, path[i - 2]!, path[i - 1]!, path[i]!, path[i + 1]!, r, out);
  }
}

/** A capsule is convex, so ab meets it in one interval: the hull of its meetings with the rectangle and the two end discs. */
function capsuleInterval(
  ax: number, ay: number, bx: number, by: number, px: number, py: number, qx: number, qy: number, r: number, out: SpanList,
): void {
  const start = out.count;
  discInterval(ax, ay, bx, by, px, py, r, out);
  discInterval(ax, ay, bx, by, qx, qy, r, out);
  rectangleInterval(ax, ay, bx, by, px, py, qx, qy, r, out);
  if (out.count <= start + 2) return;
  let lo = Infinity, hi = -Infinity;
  for (let i = start; i < out.count; i += 2) { lo = Math.min(lo, out.get(i)); hi = Math.max(hi, out.get(i + 1)); }
  out.count = start;
  out.add(lo, hi);
}

/** Interval of ab inside the rectangle of half-width r around segment pq (Cyrus–Beck clipping in pq's frame). */
function rectangleInterval(
  ax: number, ay: number, bx: number, by: number, px: number, py: number, qx: number, qy: number, r: number, out: SpanList,
): void {
  const len = hypot(qx - px, qy - py);
  if (len === 0) return;
  const ux = (qx - px) / len, uy = (qy - py) / len;
  // a and b in the frame: u along pq from p, v across it.
  const au = (ax - px) * ux + (ay - py) * uy, av = -(ax - px) * uy + (ay - py) * ux;
  const bu = (bx - px) * ux + (by - py) * uy, bv = -(bx - px) * uy + (by - py) * ux;
  let t0 = 0, t1 = 1;
  const clip = (p0: number, p1: number, lo: number, hi: number): boolean => {
    const d = p1 - p0;
    if (d === 0) return p0 >= lo && p0 <= hi;
    let ta = (lo - p0) / d, tb = (hi - p0) / d;
    if (ta > tb) { const s = ta; ta = tb; tb = s; }
    if (ta > t0) t0 = ta;
    if (tb < t1) t1 = tb;
    return t0 < t1;
  };
  if (clip(au, bu, 0, len) && clip(av, bv, -r, r)) out.add(t0, t1);
}

/** Appends the intervals of ab inside a feature's shape. */
export function featureSpans(f: IndexedFeature, ax: number, ay: number, bx: number, by: number, out: SpanList): void {
  switch (f.kind) {
    case 'area': case 'hill': case 'building': outlineIntervals(ax, ay, bx, by, f.outline, out); return;
    case 'line': bandIntervals(ax, ay, bx, by, f.path, f.halfWidth, out); return;
    case 'point': discInterval(ax, ay, bx, by, f.x, f.y, f.radius, out); return;
  }
}

const shared = new SpanList();

/** The same as `featureSpans`, appending to a plain array [t0, t1, t0, t1, ...]. */
export function featureIntervals(f: IndexedFeature, ax: number, ay: number, bx: number, by: number, out: number[]): void {
  shared.clear();
  featureSpans(f, ax, ay, bx, by, shared);
  for (let i = 0; i < shared.count; i++) out.push(shared.get(i));
}

/** Sorts and merges a plain interval list in place, so overlapping shapes of one kind count once. */
export function mergeIntervals(list: number[]): void {
  shared.clear();
  for (let i = 0; i + 1 < list.length; i += 2) shared.add(list[i]!, list[i + 1]!);
  shared.merge();
  list.length = 0;
  for (let i = 0; i < shared.count; i++) list.push(shared.get(i));
}

/** Total parameter length of a merged interval list. */
export function intervalsTotal(list: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < list.length; i += 2) sum += list[i + 1]! - list[i]!;
  return sum;
}
