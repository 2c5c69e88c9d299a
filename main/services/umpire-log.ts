import type { LoggedEvent } from '../../shared/api.ts';
import type { GameEvent } from '../../shared/engine/events.ts';
import { applyAction, startGame } from '../../shared/engine/game.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { GameSession } from '../../shared/engine/session.ts';

/**
 * The umpire's record of a battle played under fog of war, for the end summary once it is over: every event of the
 * set-up and of each action, each with the turn it belongs to (those after a turn began in the new turn, as the
 * play screen's log counts them), the enemy's hidden moves and reveals' causes among them. Replayed from the log,
 * which holds the whole game; kept per session and log length, since every snapshot after the end asks again.
 */
const kept = new WeakMap<GameSession<unknown, BaseAction>, { length: number; log: LoggedEvent[] }>();

export function umpireLog(session: GameSession<unknown, BaseAction>): LoggedEvent[] {
  const known = kept.get(session);
  if (known && known.length === session.length) return known.log;
  const { ruleset } = session;
  const { scenario, seed, actions, enteredDice } = session.log;
  const start = startGame(ruleset, scenario, seed);
  let state = start.state;
  let turn = ruleset.view(state.game).turn;
  const log: LoggedEvent[] = start.events.map((event) => ({ turn, event }));
  for (let i = 0; i < actions.length; i++) {
    const next = applyAction(ruleset, state, actions[i]!, enteredDice?.[i]);
    // The session played every action of its log, so a refusal here is a broken engine, not a player's mistake.
    if (!next.ok) throw new Error(`the game's action ${i} was refused on replay: ${next.error.reason}`);
    state = next.value.state;
    const turnAfter = ruleset.view(state.game).turn;
    for (const event of next.value.events as GameEvent[]) {
      if (event.kind === 'turn') turn = turnAfter;
      log.push({ turn, event });
    }
    turn = turnAfter;
  }
  kept.set(session, { length: session.length, log });
  return log;
}
