import { type FcState, type UnitState, ownFigures } from '../state.ts';
import { countedLoss } from './army-pressure.ts';

/**
 * An ordinary unit's worth in figures, as the AI counts it: battalions of 16, squadrons of 12, gun sections of 4 or 5
 * (the rule set's scale), about 10 on a table mixing them.
 */
export const UNIT_FIGURES = 10;

/**
 * What losing a unit the army morale table counts as several units costs beyond its own figures: an armoured train
 * (one model, counted 3) or the last supply wagons (counted 1 + 3) is worth as much as the ordinary units it counts
 * as. Its figures alone make it the cheapest unit on the table, so the AI stood a train against a charge it would
 * likely lose, and moved the wagons where a shell could take their one man.
 */
export function countedWorth(state: FcState, u: UnitState): number {
  const counted = countedLoss(state, u);
  if (counted <= 1) return 0;
  const own = ownFigures(u);
  return Math.max(0, counted * UNIT_FIGURES - own);
}
