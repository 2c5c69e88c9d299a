import type { Vec } from '../../shared/geometry/vec.ts';
import { hypot } from '../../shared/geometry/hypot.ts';

/** Steps of halving: an inch-long move is found to within 1/256", a 48" one to within 0.2". */
const STEPS = 8;

/**
 * The farthest point from `from` toward `to` that the rules allow, found by halving the way, or null when not even
 * a tenth of an inch is. `allowed` asks the rules (Api `checkAction`); reach, terrain and the 2" rule all shrink a
 * move along its line, so the answer is the legal end a player would be told to stop at.
 */
export async function farthestLegal(from: Vec, to: Vec, allowed: (p: Vec) => Promise<boolean>): Promise<Vec | null> {
  const at = (t: number): Vec => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  const length = hypot(to.x - from.x, to.y - from.y);
  if (length === 0) return null;
  let good = 0;
  let bad = 1;
  for (let i = 0; i < STEPS; i++) {
    const mid = (good + bad) / 2;
    if (await allowed(at(mid))) good = mid;
    else bad = mid;
  }
  return good * length >= 0.1 ? at(good) : null;
}
