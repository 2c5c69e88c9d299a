import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import { lineOfSightClear, type LosRules } from './line-of-sight.ts';
import { memoisedPerTable } from './table-memo.ts';

/**
 * Sight between two points under a rule set's sight rules, the answers kept per table: units stand still through
 * many questions (every option of a decision, every look of the AI's search), so each line is traced once.
 */
export function memoisedSight(rules: LosRules): (index: TerrainIndex, from: Vec, to: Vec) => boolean {
  const clear = memoisedPerTable((index, ax, ay, bx, by) => lineOfSightClear(index, { x: ax, y: ay }, { x: bx, y: by }, rules));
  return (index, from, to) => clear(index, from.x, from.y, to.x, to.y);
}
