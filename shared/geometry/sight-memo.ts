import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import { lineOfSightClear, type LosRules } from './line-of-sight.ts';
import { SegmentMemo } from './segment-memo.ts';

/**
 * Sight between two points under a rule set's sight rules, the answers kept per table: units stand still through
 * many questions (every option of a decision, every look of the AI's search), so each line is traced once.
 */
export function memoisedSight(rules: LosRules): (index: TerrainIndex, from: Vec, to: Vec) => boolean {
  const memos = new WeakMap<TerrainIndex, SegmentMemo<boolean>>();
  return (index, from, to) => {
    let memo = memos.get(index);
    if (!memo) { memo = new SegmentMemo<boolean>(); memos.set(index, memo); }
    const known = memo.get(from.x, from.y, to.x, to.y);
    if (known !== undefined) return known;
    const clear = lineOfSightClear(index, from, to, rules);
    memo.set(from.x, from.y, to.x, to.y, clear);
    return clear;
  };
}
