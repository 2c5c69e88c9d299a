import type { Outcome } from '../../../engine/ruleset.ts';
import { evaluateVictory } from '../../../engine/victory.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import type { WwState } from '../state.ts';
import { tableView } from '../view.ts';

/**
 * The text has no victory rules; the scenario's conditions decide (README: "Victory and game length"), judged at the
 * end of each turn. A side with no unit left fighting on the table (all destroyed, fled or routing) has lost.
 */
export function judgeEndOfTurn(state: WwState): Outcome | null {
  const now = evaluateVictory(state.scenario, tableView(state));
  if (now) return now;
  for (const side of [state.scenario.attacker, otherSide(state.scenario.attacker)]) {
    if (!state.units.some((u) => u.side === side && u.status === 'active')) {
      return { winner: otherSide(side), reason: `${state.scenario.sides[side].name} have no unit left fighting on the table` };
    }
  }
  // The scenario's end-of-game conditions are judged once the last turn has been played (the engine reads that as
  // a turn past the limit); the game itself stays on its last turn, which the table and the report show.
  if (state.turn >= state.turnLimit) return evaluateVictory(state.scenario, { ...tableView(state), turn: state.turnLimit + 1 });
  return null;
}
