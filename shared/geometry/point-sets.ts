import type { Vec } from './vec.ts';
import { hypot } from './hypot.ts';

/**
 * Small measures of groups of points (a unit's stands or figures), shared by the rule sets that keep units as
 * lists of stand centres.
 */

/** The mean of the points. */
export function centroid(points: readonly Vec[]): Vec {
  let x = 0, y = 0;
  for (const s of points) { x += s.x; y += s.y; }
  return { x: x / points.length, y: y / points.length };
}

/** The closest pair of points, one from each group, and the distance between them. */
export function nearestPair(a: readonly Vec[], b: readonly Vec[]): { from: Vec; to: Vec; centres: number } {
  let best = { from: a[0]!, to: b[0]!, centres: Infinity };
  for (const p of a) for (const q of b) {
    const d = hypot(p.x - q.x, p.y - q.y);
    if (d < best.centres) best = { from: p, to: q, centres: d };
  }
  return best;
}

/** Unit vector from a toward b (straight ahead, +y, when they coincide). */
export function direction(a: Vec, b: Vec): Vec {
  const d = hypot(b.x - a.x, b.y - a.y);
  return d === 0 ? { x: 0, y: 1 } : { x: (b.x - a.x) / d, y: (b.y - a.y) / d };
}

/**
 * Whether some point of `a` lies closer than `gap` to some point of `b`: stands placed so would overlap (or come
 * nearer than a rule allows). The cheap box test first, since most pairs are far apart.
 */
export function anyCloserThan(a: readonly Vec[], b: readonly Vec[], gap: number): boolean {
  for (const p of a) for (const q of b) if (Math.abs(p.x - q.x) < gap && Math.abs(p.y - q.y) < gap && hypot(p.x - q.x, p.y - q.y) < gap) return true;
  return false;
}

/** The item nearest by `distance` among those `keep` accepts (the first of equals), or null when there is none. */
export function nearestOf<T>(items: readonly T[], distance: (item: T) => number, keep: (item: T) => boolean = () => true): T | null {
  let best: T | null = null, bestD = Infinity;
  for (const item of items) {
    if (!keep(item)) continue;
    const d = distance(item);
    if (d < bestD) { bestD = d; best = item; }
  }
  return best;
}
