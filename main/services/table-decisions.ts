import type { GameSession } from '../../shared/engine/session.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { DistanceUnit } from '../../shared/core/distance-units.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { tableDecision, type TableDecision } from '../../shared/table-orders/table-decision.ts';
import { tableOrderContext } from '../../shared/table-orders/order.ts';
import { asSeenBy } from './game-snapshot.ts';

/** Table mode lists this many of the AI's latest decisions at most. */
export const TABLE_DECISIONS_KEPT = 50;

/**
 * The AI's latest decisions in a game, worded as table mode words them while it plays (`tableDecision`, on the
 * table as the player sees it), found again by replaying the game's log: what a resumed game shows as its orders
 * needs nothing stored beside the log. The AI is every side but `humanSide`.
 */
export function replayedDecisions(session: GameSession<unknown, BaseAction>, humanSide: SideId | null, unit: DistanceUnit): TableDecision[] {
  const { ruleset } = session;
  const log = session.log;
  const ctx = tableOrderContext(log.scenario, unit);
  let state = startGame(ruleset, log.scenario, log.seed).state;
  let view = asSeenBy(ruleset.view(state.game), humanSide);
  const decisions: TableDecision[] = [];
  for (const [at, action] of log.actions.entries()) {
    const next = applyAction(ruleset, state, action, log.enteredDice?.[at]);
    // The session was built by this same fold, so its log replays; a refusal would be a broken session.
    if (!next.ok) throw new Error(`action ${at} of the game does not replay: ${next.error.reason}`);
    state = next.value.state;
    const after = asSeenBy(ruleset.view(state.game), humanSide);
    if (action.side !== humanSide) {
      decisions.push(tableDecision(at, view, after, action.side, action, ctx));
      if (decisions.length > TABLE_DECISIONS_KEPT) decisions.shift();
    }
    view = after;
  }
  return decisions;
}
