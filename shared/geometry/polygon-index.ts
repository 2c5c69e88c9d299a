import type { Vec } from './vec.ts';
import { type Bounds, boundsOf } from './polygon.ts';

/**
 * A polygon prepared for many point-in-polygon questions: its bounding box, and its edges filed in
 * horizontal bands, so a question tests only the edges whose height range holds the point instead of all of
 * them. Answers are those of `pointInPolygon` (even-odd; points on the boundary may fall either way).
 */
export class PolygonIndex {
  readonly bounds: Bounds;
  private readonly xs: Float64Array;
  private readonly ys: Float64Array;
  private readonly bandHeight: number;
  private readonly bandCount: number;
  /** Band b's edges are `edges[starts[b]]` up to `edges[starts[b + 1]]`; edge i runs from vertex i to vertex i - 1. */
  private readonly starts: Int32Array;
  private readonly edges: Int32Array;

  constructor(polygon: readonly Vec[]) {
    const n = polygon.length;
    this.bounds = boundsOf(polygon);
    this.xs = Float64Array.from(polygon, (p) => p.x);
    this.ys = Float64Array.from(polygon, (p) => p.y);
    const height = this.bounds.maxY - this.bounds.minY;
    let extent = 0;
    for (let i = 0; i < n; i++) extent += Math.abs(this.ys[i]! - this.ys[(i + n - 1) % n]!);
    // About four filings per edge: many thin bands for an outline that winds round, few for a zigzag whose
    // every edge spans the whole height (there a band holds most edges whatever its height).
    this.bandCount = height > 0 && extent > 0 ? Math.max(1, Math.min(n, Math.floor((4 * n * height) / extent))) : 1;
    this.bandHeight = height > 0 ? height / this.bandCount : 1;
    const counts = new Int32Array(this.bandCount + 1);
    this.forEachFiling((b) => { counts[b + 1]!++; });
    for (let b = 0; b < this.bandCount; b++) counts[b + 1]! += counts[b]!;
    this.starts = counts.slice();
    this.edges = new Int32Array(counts[this.bandCount]!);
    const fill = counts.slice(0, this.bandCount);
    this.forEachFiling((b, i) => { this.edges[fill[b]!++] = i; });
  }

  /** Edges a question at height y tests: the work `contains` does there. */
  edgesAt(y: number): number {
    if (!(y >= this.bounds.minY && y < this.bounds.maxY)) return 0;
    const b = this.band(y);
    return this.starts[b + 1]! - this.starts[b]!;
  }

  contains(x: number, y: number): boolean {
    const { bounds, xs, ys } = this;
    // The first condition below holds for no edge outside [minY, maxY), nor does the second right of maxX.
    if (!(y >= bounds.minY && y < bounds.maxY) || x > bounds.maxX) return false;
    const n = xs.length;
    const b = this.band(y);
    let inside = false;
    for (let k = this.starts[b]!, end = this.starts[b + 1]!; k < end; k++) {
      const i = this.edges[k]!, j = i === 0 ? n - 1 : i - 1;
      const ax = xs[i]!, ay = ys[i]!, bx = xs[j]!, by = ys[j]!;
      if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
    }
    return inside;
  }

  private band(y: number): number {
    return Math.min(this.bandCount - 1, Math.max(0, Math.floor((y - this.bounds.minY) / this.bandHeight)));
  }

  /** Each band each sloping edge's height range reaches (a level edge never crosses a level ray). */
  private forEachFiling(file: (band: number, edge: number) => void): void {
    const n = this.xs.length;
    for (let i = 0; i < n; i++) {
      const y0 = this.ys[i]!, y1 = this.ys[i === 0 ? n - 1 : i - 1]!;
      if (y0 === y1) continue;
      for (let b = this.band(Math.min(y0, y1)), last = this.band(Math.max(y0, y1)); b <= last; b++) file(b, i);
    }
  }
}
