import type { GameSession } from '../../shared/engine/session.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { DistanceUnit } from '../../shared/core/distance-units.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { TABLE_DECISIONS_KEPT, tableDecision, yourActionResults, type TableDecision } from '../../shared/table-orders/table-decision.ts';
import { tableOrderContext } from '../../shared/table-orders/order.ts';
import { viewForSide } from '../../shared/engine/fog.ts';

/**
 * The latest decisions in a game, worded as table mode words them while it plays, on the table as the player's side
 * knows it (fog of war: an enemy unit is placed when it is revealed, "Plastun platoon: place it in square D6…"): the AI's (`tableDecision`; the AI is every side but `humanSide`) and what each of the player's own actions did
 * beside the move they made by hand (`yourActionResults`). Found again by replaying the game's log: what a resumed
 * game shows as its orders needs nothing stored beside the log.
 */
export function replayedDecisions(session: GameSession<unknown, BaseAction>, humanSide: SideId | null, unit: DistanceUnit): TableDecision[] {
  const { ruleset } = session;
  const log = session.log;
  const ctx = tableOrderContext(log.scenario, unit);
  let state = startGame(ruleset, log.scenario, log.seed).state;
  // Under fog of war the table is the human side's: the AI's hidden units stay off it until seen, its markers are
  // markers, and a unit lost from sight stays where it was last seen (the session keeps that side's knowledge).
  const seen = (length: number) => {
    const whole = ruleset.view(state.game);
    const knows = humanSide === null ? null : session.knows(humanSide, length);
    return knows && humanSide !== null ? viewForSide(whole, humanSide, knows.sighting, knows.memory) : whole;
  };
  let view = seen(0);
  const decisions: TableDecision[] = [];
  for (const [at, action] of log.actions.entries()) {
    const next = applyAction(ruleset, state, action, log.enteredDice?.[at]);
    // The session was built by this same fold, so its log replays; a refusal would be a broken session.
    if (!next.ok) throw new Error(`action ${at} of the game does not replay: ${next.error.reason}`);
    state = next.value.state;
    const after = seen(at + 1);
    const decision = action.side === humanSide ? yourActionResults(at, view, after, action.side, action, ctx) : tableDecision(at, view, after, action.side, action, ctx);
    if (decision) decisions.push(decision);
    if (decisions.length > TABLE_DECISIONS_KEPT) decisions.shift();
    view = after;
  }
  return decisions;
}
