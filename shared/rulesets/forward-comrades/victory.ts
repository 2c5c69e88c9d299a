import type { Outcome } from '../../engine/ruleset.ts';
import { evaluateVictory } from '../../engine/victory.ts';
import { otherSide } from '../../scenario/terrain-kinds.ts';
import type { FcState } from './state.ts';
import { tableView } from './view.ts';

/**
 * The text has no victory rules besides army morale (README: "Victory"): the scenario's conditions decide, judged
 * at the end of each turn; a side with no unit left on the table has lost.
 */
export function judgeEndOfTurn(state: FcState): Outcome | null {
  const now = evaluateVictory(state.scenario, tableView(state));
  if (now) return now;
  for (const side of [state.scenario.attacker, otherSide(state.scenario.attacker)]) {
    if (!state.units.some((u) => u.side === side && u.status === 'active')) {
      return { winner: otherSide(side), reason: `${state.scenario.sides[side].name} have no unit left on the table` };
    }
  }
  if (state.turn >= state.turnLimit) {
    state.turn = state.turnLimit + 1;
    const last = evaluateVictory(state.scenario, tableView(state));
    state.turn = state.turnLimit;
    return last;
  }
  return null;
}
