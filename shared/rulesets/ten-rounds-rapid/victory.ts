import type { Outcome } from '../../engine/ruleset.ts';
import { evaluateVictory } from '../../engine/victory.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import { type TrrState, fighting } from './state.ts';
import { tableView } from './view.ts';

/**
 * The text has no victory rules; the scenario's conditions decide (README: "Victory"), judged at the end of each
 * move. A side with no unit left fighting on the table has lost.
 */
export function judgeEndOfMove(state: TrrState): Outcome | null {
  const now = evaluateVictory(state.scenario, tableView(state));
  if (now) return now;
  for (const side of [state.scenario.attacker, otherSide(state.scenario.attacker)]) {
    if (!state.units.some((u) => u.side === side && fighting(u))) {
      return { winner: otherSide(side), reason: `${state.scenario.sides[side].name} have no unit left fighting on the table` };
    }
  }
  if (state.turn >= state.turnLimit) {
    return evaluateVictory(state.scenario, { ...tableView(state), turn: state.turnLimit + 1 });
  }
  return null;
}
