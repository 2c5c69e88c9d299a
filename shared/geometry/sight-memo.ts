import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import { lineOfSightClear, type LosRules } from './line-of-sight.ts';
import { SegmentMemo } from './segment-memo.ts';
import { nearestPair } from './point-sets.ts';

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

/** Whether some point of `from` sees some point of `to` (a unit's stands, say), the nearest pair tried first. */
export function someSee(from: readonly Vec[], to: readonly Vec[], sees: (p: Vec, q: Vec) => boolean): boolean {
  if (from.length === 0 || to.length === 0) return false;
  const first = nearestPair(from, to);
  if (sees(first.from, first.to)) return true;
  for (const p of from) for (const q of to) if ((p !== first.from || q !== first.to) && sees(p, q)) return true;
  return false;
}
