import Flatbush from 'flatbush';
import type { Vec } from './vec.ts';
import { distanceToSegmentSq } from './segments.ts';

/**
 * The segments of some polylines in a static R-tree, for "is any of these lines within d of this point"
 * questions: only segments whose box comes within d are measured, and the first one near enough answers.
 */
export class SegmentIndex {
  private readonly coords: Float64Array;
  private readonly tree: Flatbush | null;

  constructor(lines: readonly (readonly Vec[])[]) {
    const count = lines.reduce((n, line) => n + Math.max(0, line.length - 1), 0);
    this.coords = new Float64Array(count * 4);
    this.tree = count > 0 ? new Flatbush(count) : null;
    let k = 0;
    for (const line of lines) {
      for (let i = 1; i < line.length; i++, k += 4) {
        const a = line[i - 1]!, b = line[i]!;
        this.coords.set([a.x, a.y, b.x, b.y], k);
        this.tree!.add(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.max(a.x, b.x), Math.max(a.y, b.y));
      }
    }
    this.tree?.finish();
  }

  /** Whether some segment passes within `distance` of p (inclusive). */
  anyWithin(p: Vec, distance: number): boolean {
    if (!this.tree) return false;
    const c = this.coords;
    const limit = distance * distance;
    let found = false;
    this.tree.search(p.x - distance, p.y - distance, p.x + distance, p.y + distance, (i) => {
      if (!found && distanceToSegmentSq(p.x, p.y, c[i * 4]!, c[i * 4 + 1]!, c[i * 4 + 2]!, c[i * 4 + 3]!) <= limit) found = true;
      return false;
    });
    return found;
  }
}
