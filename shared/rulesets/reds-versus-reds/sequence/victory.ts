import type { Outcome } from '../../../engine/ruleset.ts';
import { evaluateVictory } from '../../../engine/victory.ts';
import { otherSide } from '../../../scenario/terrain-kinds.ts';
import { type RvrState, isActive, troopOf } from '../state.ts';
import { tableView } from '../view.ts';

/**
 * Victory is judged at the end of each turn, after morale (README: "When victory is judged"): the scenario's
 * conditions first; then a side with no fighting unit left on the table has lost; after the last turn, the
 * scenario's end-of-game conditions.
 */
export function judgeEndOfTurn(draft: RvrState): Outcome | null {
  const now = evaluateVictory(draft.scenario, tableView(draft));
  if (now) return now;
  for (const side of [draft.attacker, otherSide(draft.attacker)]) {
    const fighting = draft.units.some((u) => u.side === side && isActive(u) && troopOf(u).role === 'unit');
    if (!fighting) return { winner: otherSide(side), reason: `${draft.scenario.sides[side].name} have no fighting units left on the table` };
  }
  if (draft.turn >= draft.turnLimit) {
    draft.turn = draft.turnLimit + 1;
    return evaluateVictory(draft.scenario, tableView(draft));
  }
  return null;
}
