import type { TerrainIndex } from './terrain-index.ts';
import { SegmentMemo } from './segment-memo.ts';

/**
 * A pure function of a table and four numbers (a segment's ends, or a point and a reach), worked out once for each
 * table and numbers: units stand still through many questions (every option of a decision, every look of the AI's
 * search), so the same lines and points are asked about again and again. Answers are kept in a bounded
 * `SegmentMemo` per table; callers only read them. `work` never answers undefined.
 */
export function memoisedPerTable<T>(
  work: (index: TerrainIndex, ax: number, ay: number, bx: number, by: number) => T, bits?: number,
): (index: TerrainIndex, ax: number, ay: number, bx: number, by: number) => T {
  const memos = new WeakMap<TerrainIndex, SegmentMemo<T>>();
  return (index, ax, ay, bx, by) => {
    let memo = memos.get(index);
    if (!memo) { memo = new SegmentMemo<T>(bits); memos.set(index, memo); }
    const known = memo.get(ax, ay, bx, by);
    if (known !== undefined) return known;
    const found = work(index, ax, ay, bx, by);
    memo.set(ax, ay, bx, by, found);
    return found;
  };
}
