import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import { lineOfSightClear, type LosRules } from './line-of-sight.ts';
import { memoisedPerTable } from './table-memo.ts';
import { nearestPair } from './point-sets.ts';

/**
 * Sight between two points under a rule set's sight rules, the answers kept per table: units stand still through
 * many questions (every option of a decision, every look of the AI's search), so each line is traced once.
 */
export function memoisedSight(rules: LosRules): (index: TerrainIndex, from: Vec, to: Vec) => boolean {
  const clear = memoisedPerTable((index, ax, ay, bx, by) => lineOfSightClear(index, { x: ax, y: ay }, { x: bx, y: by }, rules));
  return (index, from, to) => clear(index, from.x, from.y, to.x, to.y);
}

/** Whether some point of `from` sees some point of `to` (a unit's stands, say), the nearest pair tried first. */
export function someSee(from: readonly Vec[], to: readonly Vec[], sees: (p: Vec, q: Vec) => boolean): boolean {
  if (from.length === 0 || to.length === 0) return false;
  const first = nearestPair(from, to);
  if (sees(first.from, first.to)) return true;
  for (const p of from) for (const q of to) if ((p !== first.from || q !== first.to) && sees(p, q)) return true;
  return false;
}
