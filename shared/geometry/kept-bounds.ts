import { type Bounds, boundsOf } from './polygon.ts';
import type { Vec } from './vec.ts';

/**
 * Boxes kept per list of points. For lists that never change once made, as the rule sets' lists of stands are
 * once a state holds them: moves and overlap checks ask for the same unit's box again and again.
 */
const kept = new WeakMap<readonly Vec[], Bounds>();

/** `boundsOf`, worked out once per list. Callers only read the box. */
export function keptBoundsOf(points: readonly Vec[]): Bounds {
  let box = kept.get(points);
  if (!box) {
    box = boundsOf(points);
    kept.set(points, box);
  }
  return box;
}
