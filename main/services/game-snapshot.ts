import type { GameSnapshot } from '../../shared/api.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import type { BaseAction, TableView } from '../../shared/engine/ruleset.ts';
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
  /** In a game of the players' own dice: the AI's decision waiting for its dice, taken when `at` actions were played. */
  aiPlan?: AiPlan;
}

/** An AI decision: the action, why, how long it took, and how many actions had been played when it was taken. */
export interface AiPlan {
  at: number;
  action: BaseAction;
  reason: string;
  thinkingMs: number;
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
    distanceUnit: ruleset.distanceUnit ?? 'in',
    scenario: log.scenario,
    humanSide: game.humanSide,
    difficulty: game.difficulty,
    view: asSeenBy(ruleset.view(state.game), game.humanSide),
    pending: status.pending,
    outcome: status.outcome,
    hash: session.hash(),
    events: session.events,
    stepTables: session.stepTables.map(({ at, table }) => ({ at, table: asSeenBy(table, game.humanSide) })),
    log,
    canUndo: canUndo(log.actions, game.humanSide, game.undoMode),
  };
}

/**
 * What the player may see of the table: the enemy's hidden units (ambushes, dummies) stay off it until the
 * rule set reveals them. With no human side (watching two AI commanders) everything is shown.
 */
export function asSeenBy(view: TableView, humanSide: SideId | null): TableView {
  if (humanSide === null) return view;
  return { ...view, units: view.units.filter((u) => u.side === humanSide || u.status !== 'hidden') };
}
