import { distanceToSegmentSq } from '../../../geometry/segments.ts';
import type { Vec } from '../../../geometry/vec.ts';

/** Lanes cleared through minefields (section 18 "Minefields"): the way a clearing unit's centre went, as wide as it. */
export interface ClearedPath { readonly from: Vec; readonly to: Vec; /** Half the unit's frontage, inches. */ readonly halfWidth: number }

/** Whether a point (inches) lies in a cleared lane, where nobody tests for mines. */
export function inClearedPath(paths: readonly ClearedPath[], p: Vec): boolean {
  for (const c of paths) if (distanceToSegmentSq(p.x, p.y, c.from.x, c.from.y, c.to.x, c.to.y) <= c.halfWidth ** 2) return true;
  return false;
}
