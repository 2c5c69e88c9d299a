import type { GameSnapshot } from '../../shared/api.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import { gameStatus } from '../../shared/engine/game.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { Difficulty } from '../../shared/ai/index.ts';
import { canUndo, type UndoMode } from './undo-policy.ts';

/** A live game held by the GameService. */
export interface LiveGame {
  id: string;
  session: GameSession<unknown, BaseAction>;
  humanSide: SideId | null;
  difficulty: Difficulty;
  undoMode: UndoMode;
}

/** Everything the play screen needs after a step, drawn from the session and its rule set. */
export function buildSnapshot(game: LiveGame): GameSnapshot {
  const { session } = game;
  const { ruleset, state } = session;
  const status = gameStatus(ruleset, state);
  const log = session.log;
  return {
    gameId: game.id,
    rulesetId: ruleset.id,
    scenario: log.scenario,
    humanSide: game.humanSide,
    difficulty: game.difficulty,
    view: ruleset.view(state.game),
    pending: status.pending,
    outcome: status.outcome,
    hash: session.hash(),
    events: session.events,
    log,
    canUndo: canUndo(log.actions, game.humanSide, game.undoMode),
  };
}
