import type { GameSnapshot } from '../../shared/api.ts';
import type { GameSession } from '../../shared/engine/session.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import { gameStatus } from '../../shared/engine/game.ts';
import { SIDE_IDS, type SideId } from '../../shared/scenario/terrain-kinds.ts';
import { commanderFor, commanderWords, type BattlePlan, type Difficulty } from '../../shared/ai/index.ts';
import { canUndo, type UndoMode } from './undo-policy.ts';
import { pendingShown, scenarioShown, sideShown, sideStep, type SideShown } from './side-knowledge.ts';
import { umpireLog } from './umpire-log.ts';
import type { LogSeal } from './log-seal.ts';
import { planDrawing } from './plan-drawing.ts';

/** A live game held by the GameService. */
export interface LiveGame {
  id: string;
  session: GameSession<unknown, BaseAction>;
  humanSide: SideId | null;
  difficulty: Difficulty;
  undoMode: UndoMode;
  /** In a game of the players' own dice: the AI's decision waiting for its dice, taken when `at` actions were played. */
  aiPlan?: AiPlan;
  /**
   * The AI side's battle plan after each of its decisions taken, by the number of actions played before it (an undo
   * drops those after; a resumed game starts without, and the AI forms its plan afresh).
   */
  battlePlans: { at: number; plan: BattlePlan }[];
  /** The install's secret: a fogged snapshot's hash is keyed with it, and a fogged game's log is handed out sealed. */
  seal: LogSeal;
}

/** An AI decision: the action, why, how long it took, and how many actions had been played when it was taken. */
export interface AiPlan {
  at: number;
  action: BaseAction;
  reason: string;
  thinkingMs: number;
  /** The reason without the battle plan, for a human side under fog of war (`AiDecision.reasonWithoutPlan`). */
  reasonWithoutPlan?: string;
  battlePlan?: BattlePlan;
}

/**
 * What fog of war lets the human side see now, or null when nothing is hidden: no human side, an open table, or the
 * battle over (the whole truth is shown after it).
 */
export function fogFor(game: LiveGame): SideShown | null {
  const { ruleset, state } = game.session;
  return ruleset.outcome(state.game) ? null : sideShown(game.session, game.humanSide);
}

/**
 * Whether the game is under fog of war for its human side: fog is on for it and the battle is not over. Then, even
 * while the side happens to see every enemy unit, it is sent nothing that holds what it may not know: neither the
 * AI's battle plan (a plan is not on the table to be seen), nor the log (the enemy's hidden moves), nor the seed
 * (with it and its own actions the whole game could be re-run, future dice too), nor the plain state hash (against
 * which a guess at the hidden state could be checked).
 */
export function underFog(game: LiveGame): boolean {
  const { session } = game;
  return game.humanSide !== null && session.knows(game.humanSide) !== null && !session.ruleset.outcome(session.state.game);
}

/** The state hash as the human side is sent it: keyed with the install's secret under fog of war. */
export function hashShown(game: LiveGame): string {
  const hash = game.session.hash();
  return underFog(game) && game.humanSide !== null ? game.seal.keyedHash(hash, game.humanSide) : hash;
}

/**
 * Everything the play screen needs after a step, drawn from the session and its rule set. Under fog of war every
 * part is what the human side knows (`side-knowledge.ts`); while the game is `underFog` the log and the seed, which
 * hold the whole game, are left out and the hash is keyed (`hashShown`).
 * Once the battle is over the whole truth is sent: the table, the scenario and the log whole, and for a game played
 * under fog of war every event of it (`umpireLog`), which the player's log never held.
 */
export function buildSnapshot(game: LiveGame): GameSnapshot {
  const { session } = game;
  const { ruleset, state } = session;
  const status = gameStatus(ruleset, state);
  const log = session.log;
  const shown = fogFor(game);
  const secret = underFog(game);
  const step = shown ? sideStep(session, shown) : null;
  return {
    gameId: game.id,
    rulesetId: ruleset.id,
    distanceUnit: ruleset.distanceUnit ?? 'in',
    scenario: shown ? scenarioShown(log.scenario, shown) : log.scenario,
    humanSide: game.humanSide,
    difficulty: game.difficulty,
    view: shown ? shown.view : ruleset.view(state.game),
    pending: shown ? pendingShown(status.pending, shown) : status.pending,
    outcome: status.outcome,
    hash: hashShown(game),
    events: step ? step.events : session.events,
    stepTables: step ? step.stepTables : session.stepTables,
    fog: session.fog,
    fogged: shown !== null,
    ...(secret ? {} : { log, seed: log.seed }),
    ...(status.outcome && session.fog === 'on' && game.humanSide !== null ? { umpireLog: umpireLog(session) } : {}),
    actionCount: log.actions.length,
    ownDice: session.ownDice,
    canUndo: canUndo(log.actions, game.humanSide, game.undoMode),
    ...(status.outcome ? { aiPlans: plansDrawn(game) } : {}),
    aiCommanders: SIDE_IDS.filter((side) => side !== game.humanSide).map((side) => ({ side, words: commanderWords(commanderFor(log.scenario, side, log.seed)) })),
  };
}


/** Each AI side's battle plan as its last decision left it, drawn for the end summary (none in a game resumed at its end). */
function plansDrawn(game: LiveGame) {
  const { scenario } = game.session.log;
  const view = game.session.ruleset.view(game.session.state.game);
  return SIDE_IDS.filter((side) => side !== game.humanSide)
    .flatMap((side) => game.battlePlans.findLast((p) => p.plan.side === side)?.plan ?? [])
    .map((plan) => planDrawing(plan, scenario, view));
}
