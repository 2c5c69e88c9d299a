import { randomBytes, randomInt } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ActionCheck, ApiError, ApiResult, AiMove, GameSnapshot, ResumedGame } from '../../shared/api.ts';
import { GameSession } from '../../shared/engine/session.ts';
import { applyAction, type GameState } from '../../shared/engine/game.ts';
import type { BaseAction, Choice } from '../../shared/engine/ruleset.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { zodProblems } from '../../shared/scenario/index.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { getRuleset, type AnyRuleset } from '../../shared/rulesets/registry.ts';
import { chooseAction, commanderFor, personalityFor, type AiSettings, type BattlePlan, type Difficulty } from '../../shared/ai/index.ts';
import { checkScenarioText, errorsOnly } from './scenario-check.ts';
import { gameLogText, parseGameLogText } from './game-log-file.ts';
import { resumeCheck } from './resume-check.ts';
import { buildSnapshot, fogFor, hashShown, underFog, type AiPlan, type LiveGame } from './game-snapshot.ts';
import { LogSeal, looksSealed } from './log-seal.ts';
import { choicesShown, leaks, reasonShown } from './side-knowledge.ts';
import type { FogSetting, GameLog } from '../../shared/engine/game.ts';
import { undoTarget, type UndoMode } from './undo-policy.ts';
import { checkWithDice, diceAsked, diceNotWanted, diceRefusal, keptAiPlan } from './own-dice.ts';
import { replayedDecisions } from './table-decisions.ts';
import type { TableDecision } from '../../shared/table-orders/table-decision.ts';

/** The play screen shows an action a rules step at a time, with the table as each step ended (`step-tables.ts`). */
const SHOWN_STEPS = { keepTables: true } as const;

/** The commander the service asks for the AI's decisions (shared/ai's chooseAction; tests pass their own). */
export type AiChooser = (
  ruleset: AnyRuleset,
  state: GameState<unknown>,
  scenario: Scenario,
  side: SideId,
  options: AiSettings,
) => { action: BaseAction; reason: string; reasonWithoutPlan?: string; plan?: BattlePlan };

export interface GameServiceOptions {
  ai?: AiChooser;
  /** Thinking time the AI may spend on one decision; the personality's own budget when left out. */
  aiBudgetMs?: number;
  /**
   * The AI weighs the personality's count of candidates instead of watching a clock: the same decision on any
   * machine however busy (tests that play a game to a given point need that).
   */
  aiByCount?: boolean;
  /** Live games kept at most; the least recently used is dropped beyond it. */
  maxGames?: number;
  /** Seed for a game started without one. */
  randomSeed?: () => number;
  /** The rule set of a new game's scenario, by id: the registry's unless a test gives its own. */
  ruleset?: (id: string) => AnyRuleset | undefined;
  /**
   * The install's secret for games under fog of war (`LogSeal.inDataDir`, which the web host and the Electron main
   * give); left out (the bench, tests of other things), a secret of this run only, whose sealed logs open only in it.
   */
  seal?: LogSeal;
}

export interface GameSettings {
  humanSide: SideId | null;
  difficulty: Difficulty;
  undoMode?: UndoMode;
}

/**
 * Whether a new game's players roll their own dice, and whether fog of war is on (it is unless 'open table' is asked
 * for); a resumed game takes both from its log.
 */
interface NewGameSettings extends GameSettings {
  ownDice?: boolean;
  fog?: FogSetting;
}

/** The sides whose knowledge a session keeps: the human side's, with fog of war on. */
const fogSides = (humanSide: SideId | null, fog: FogSetting): SideId[] => (humanSide !== null && fog === 'on' ? [humanSide] : []);

/** Games in progress, held in memory and keyed by a random id. Every method answers with a value, never a throw. */
export class GameService {
  private readonly games = new Map<string, LiveGame>();
  private readonly ai: AiChooser;
  private readonly maxGames: number;
  private readonly randomSeed: () => number;
  private readonly seal: LogSeal;

  constructor(private readonly settings: GameServiceOptions = {}) {
    this.ai = settings.ai ?? chooseAction;
    this.maxGames = settings.maxGames ?? 32;
    this.randomSeed = settings.randomSeed ?? (() => randomInt(0, 2 ** 31 - 1));
    this.seal = settings.seal ?? LogSeal.forThisRun();
  }

  newGame(input: NewGameSettings & { scenarioText: string; seed?: number }): ApiResult<GameSnapshot> {
    const checked = checkScenarioText(input.scenarioText);
    if (!checked.scenario) return failure('the scenario cannot be played', errorsOnly(checked.problems));
    const ruleset = (this.settings.ruleset ?? getRuleset)(checked.scenario.ruleset.id);
    if (!ruleset) return failure(`unknown rule set "${checked.scenario.ruleset.id}"`);
    const fog = input.fog ?? 'on';
    const session = GameSession.start(ruleset, checked.scenario, input.seed ?? this.randomSeed(), undefined, input.ownDice === true, fogSides(input.humanSide, fog), fog);
    return { ok: true, value: buildSnapshot(this.add(session, input)) };
  }

  /**
   * Rebuilds a saved game by replaying its log, a sealed one opened first (`LogSeal.unseal`: refused when altered or
   * sealed by another install); refuses with the index of the first action the rules reject, and says whether the
   * replay reached every hash the save recorded (`resumeCheck`; the hash stored beside a fogged save is the keyed one
   * its snapshot showed).
   */
  resume(input: GameSettings & { logText: string; savedHash?: string; aiPlan?: { action: unknown; reason: string } }): ApiResult<ResumedGame> {
    const unsealed = looksSealed(input.logText) ? this.seal.unseal(input.logText) : { ok: true as const, value: input.logText };
    if (!unsealed.ok) return failure(`the saved game cannot be opened: ${unsealed.error}`, [{ path: '$.sealed', message: unsealed.error, severity: 'error' }]);
    const parsed = parseGameLogText(unsealed.value);
    if (!parsed.ok) return failure('the saved game cannot be opened', errorsOnly(parsed.error));
    const resumed = GameSession.resume(parsed.value.ruleset, parsed.value.log, undefined, fogSides(input.humanSide, parsed.value.log.fog ?? 'open table'));
    if (!resumed.ok) {
      const { actionIndex, reason } = resumed.error;
      return failure(`the saved game diverges at action ${actionIndex}: ${reason}`, [
        { path: `$.actions[${actionIndex}]`, message: `refused on replay: ${reason}`, severity: 'error' },
      ]);
    }
    const game = this.add(resumed.value, input);
    const check = resumeCheck(parsed.value, { chain: resumed.value.log.chain, hash: resumed.value.hash(), hashShown: hashShown(game) }, input.savedHash);
    if (input.aiPlan) {
      const kept = keptAiPlan(game.session, game.humanSide, input.aiPlan, refusalText);
      if (!kept.ok) {
        this.games.delete(game.id);
        return kept;
      }
      game.aiPlan = kept.value;
    }
    return { ok: true, value: { ...buildSnapshot(game), check } };
  }

  /** The latest decisions in the game as table mode words them (the AI's, and the results of the player's own), found again from its log (`replayedDecisions`). */
  tableDecisions(gameId: string): ApiResult<TableDecision[]> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    return { ok: true, value: replayedDecisions(game.session, game.humanSide, game.session.ruleset.distanceUnit ?? 'in') };
  }

  get(gameId: string): ApiResult<GameSnapshot> {
    const game = this.find(gameId);
    return game ? { ok: true, value: buildSnapshot(game) } : noGame(gameId);
  }

  /**
   * The game's whole log, for saving and exporting it: the umpire's record, which the play screen never draws from.
   * Refused under fog of war, when it holds what the human side may not know.
   */
  log(gameId: string): ApiResult<GameLog> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    if (underFog(game)) {
      return failure('the game\'s log is not sent while fog of war is on and the battle goes on: it holds the enemy\'s hidden moves and the dice to come; save the game from its sealed log (sealedGameLog), or ask again once the battle is over');
    }
    return { ok: true, value: game.session.log };
  }

  /** The game file (its log and final hash) sealed with the install's secret, for saving a game under fog of war. */
  sealedLog(gameId: string): ApiResult<{ sealed: string }> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    return { ok: true, value: { sealed: this.seal.seal(gameLogText(game.session.log, game.session.hash())) } };
  }

  /** The ids of the units the human side knows under fog of war, or null when nothing is hidden from it. */
  knownUnits(gameId: string): ReadonlySet<string> | null {
    const game = this.find(gameId);
    return (game && fogFor(game)?.known) ?? null;
  }

  /** The choices offered, without any naming a unit the human side does not know. */
  options(gameId: string): ApiResult<Choice<BaseAction>[]> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    const { ruleset, state } = game.session;
    const choices = ruleset.outcome(state.game) ? [] : ruleset.options(state.game);
    const shown = fogFor(game);
    return { ok: true, value: shown ? choicesShown(choices, shown) : choices };
  }

  /**
   * The human's action: checked against the rule set's action schema, then by the rules themselves. In a game of
   * the players' own dice, `dice` are those rolled for it; a refusal then names the roll still needed.
   */
  act(gameId: string, rawAction: unknown, dice?: readonly number[]): ApiResult<GameSnapshot> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    const unwanted = diceNotWanted(game.session, dice);
    if (unwanted) return { ok: false, error: unwanted };
    const parsed = this.humanAction(game, rawAction);
    if (!parsed.ok) return parsed;
    const result = game.session.act(parsed.value, dice, SHOWN_STEPS);
    if (!result.ok) return { ok: false, error: diceRefusal(game.session, parsed.value, dice ?? [], result.error) ?? { message: refusalText(result.error) } };
    return { ok: true, value: buildSnapshot(game) };
  }

  /**
   * Whether the human's action would be taken now, and the rules' reason if not: the same checks as `act`
   * on the same state, with nothing recorded (the play screen asks while a move is being planned).
   */
  check(gameId: string, rawAction: unknown, dice?: readonly number[]): ApiResult<ActionCheck> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    const unwanted = diceNotWanted(game.session, dice);
    if (unwanted) return { ok: false, error: unwanted };
    const parsed = this.humanAction(game, rawAction);
    if (!parsed.ok) return { ok: true, value: { allowed: false, reason: parsed.error.message } };
    if (game.session.ownDice) return { ok: true, value: checkWithDice(game.session, parsed.value, dice ?? [], refusalText) };
    const result = applyAction(game.session.ruleset, game.session.state, parsed.value);
    return { ok: true, value: result.ok ? { allowed: true, reason: null } : { allowed: false, reason: refusalText(result.error) } };
  }

  /** The action read against the rule set's schema, refused while the decision due is the AI's. */
  private humanAction(game: LiveGame, rawAction: unknown): ApiResult<BaseAction> {
    const { ruleset, state } = game.session;
    const parsed = ruleset.actionSchema.safeParse(rawAction);
    if (!parsed.success) return failure('the action is not one this rule set knows', zodProblems(parsed.error, ['action']));
    const due = ruleset.pending(state.game);
    if (game.humanSide !== null && due && due.side !== game.humanSide && !ruleset.outcome(state.game)) {
      return failure(`it is the AI's decision (${due.side}: ${due.prompt})`);
    }
    return { ok: true, value: parsed.data };
  }

  /**
   * The AI takes the decision now due, when it is not the human's. In a game of the players' own dice the decision
   * is kept until the dice it needs are entered: the answer names the roll, and a later call with `dice` carries out
   * the same decision.
   */
  aiAct(gameId: string, dice?: readonly number[]): ApiResult<AiMove> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    const unwanted = diceNotWanted(game.session, dice);
    if (unwanted) return { ok: false, error: unwanted };
    const { session } = game;
    const { ruleset, state } = session;
    if (ruleset.outcome(state.game)) return failure('the game is over');
    const due = ruleset.pending(state.game);
    if (!due) return failure('no decision is due');
    if (due.side === game.humanSide) return failure(`it is your decision: ${due.prompt}`);
    const decided = game.aiPlan?.at === session.length ? { ok: true as const, value: game.aiPlan } : this.decide(game, due.side);
    if (!decided.ok) return decided;
    const planned = decided.value;
    const { action, reason, thinkingMs } = planned;
    const result = session.act(action, dice, SHOWN_STEPS);
    if (!result.ok) {
      // The same decision waits for its dice, whether they are still to be rolled or were entered wrongly.
      if (session.ownDice) game.aiPlan = planned;
      const asked = session.ownDice ? diceAsked(session, action, dice ?? [], result.error) : null;
      if (asked) return { ok: true, value: aiMoveShown(game, { snapshot: buildSnapshot(game), reason, thinkingMs, action, dice: asked }, planned.reasonWithoutPlan) };
      const wrongDice = session.ownDice ? diceRefusal(session, action, dice ?? [], result.error) : null;
      return wrongDice ? { ok: false, error: wrongDice } : failure(`the AI chose an illegal action (${result.error.reason})`);
    }
    game.aiPlan = undefined;
    if (planned.battlePlan) game.battlePlans.push({ at: planned.at, plan: planned.battlePlan });
    return { ok: true, value: aiMoveShown(game, { snapshot: buildSnapshot(game), reason, thinkingMs, action, dice: null }, planned.reasonWithoutPlan) };
  }

  /** The AI's choice for the decision due, timed. */
  private decide(game: LiveGame, side: SideId): ApiResult<AiPlan> {
    const { session } = game;
    const { ruleset, state } = session;
    const started = performance.now();
    let choice: ReturnType<AiChooser>;
    // The side's plan as its last decision still standing left it.
    const plan = game.battlePlans.findLast((p) => p.plan.side === side && p.at < session.length)?.plan;
    try {
      choice = this.ai(ruleset, state, session.log.scenario, side, {
        difficulty: game.difficulty,
        seed: aiSeed(session.log.seed, session.length),
        ...(this.settings.aiByCount === true ? {} : {
          budgetMs: this.settings.aiBudgetMs ?? personalityFor(game.difficulty, ruleset.aiTuning).budgetMs,
          now: () => performance.now(),
        }),
        commander: commanderFor(session.log.scenario, side, session.log.seed),
        ...(plan ? { plan } : {}),
      });
    } catch (e) {
      return failure(`the AI could not decide: ${e instanceof Error ? e.message : String(e)}`);
    }
    return {
      ok: true,
      value: {
        at: session.length, action: choice.action, reason: choice.reason, thinkingMs: performance.now() - started,
        ...(choice.reasonWithoutPlan !== undefined ? { reasonWithoutPlan: choice.reasonWithoutPlan } : {}),
        ...(choice.plan ? { battlePlan: choice.plan } : {}),
      },
    };
  }

  undo(gameId: string, count: number): ApiResult<GameSnapshot> {
    const game = this.find(gameId);
    if (!game) return noGame(gameId);
    const target = undoTarget(game.session.log.actions, game.humanSide, game.undoMode, count);
    if (!target.ok) return failure(target.error.reason);
    game.session.truncate(target.value);
    game.aiPlan = undefined;
    game.battlePlans = game.battlePlans.filter((p) => p.at < target.value);
    return { ok: true, value: buildSnapshot(game) };
  }

  close(gameId: string): ApiResult<{ closed: boolean }> {
    return { ok: true, value: { closed: this.games.delete(gameId) } };
  }

  /** The live game's session, for callers in main that need more than a snapshot (line of sight, tests). */
  session(gameId: string): GameSession<unknown, BaseAction> | undefined {
    return this.find(gameId)?.session;
  }

  get size(): number {
    return this.games.size;
  }

  private add(session: GameSession<unknown, BaseAction>, settings: GameSettings): LiveGame {
    const game: LiveGame = {
      id: randomBytes(12).toString('base64url'),
      session,
      humanSide: settings.humanSide,
      difficulty: settings.difficulty,
      undoMode: settings.undoMode ?? 'strict',
      battlePlans: [],
      seal: this.seal,
    };
    this.games.set(game.id, game);
    while (this.games.size > this.maxGames) this.games.delete(this.games.keys().next().value as string);
    return game;
  }

  /** Finds a game and marks it most recently used. */
  private find(gameId: string): LiveGame | undefined {
    const game = this.games.get(gameId);
    if (game) {
      this.games.delete(gameId);
      this.games.set(gameId, game);
    }
    return game;
  }
}

/**
 * The AI's move as the human side may be told it under fog of war: the battle plan left out of its reason until the
 * battle is over, a reason naming a unit the side does not know said plainly, and an action naming one left out (its
 * effects show on the table as far as the side sees them).
 */
function aiMoveShown(game: LiveGame, move: AiMove, reasonWithoutPlan: string | undefined): AiMove {
  const told = underFog(game) && reasonWithoutPlan !== undefined ? { ...move, reason: reasonWithoutPlan } : move;
  const shown = fogFor(game);
  if (!shown) return told;
  const { action, ...rest } = told;
  return { ...rest, reason: reasonShown(told.reason, shown), ...(action && !leaks(shown, action) ? { action } : {}) };
}

/** The AI's seed for a decision: fixed by the game and the move number, so a replayed game decides alike. */
export const aiSeed = (gameSeed: number, actionCount: number): number =>
  (Math.imul(gameSeed ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(actionCount + 1, 0x85ebca6b)) >>> 1;

const failure = (message: string, problems?: ApiError['problems']): { ok: false; error: ApiError } =>
  ({ ok: false, error: problems && problems.length > 0 ? { message, problems } : { message } });

/** A rules refusal as a player reads it: the reason, then the rule it comes from. */
const refusalText = (error: { reason: string; rule?: string }): string => (error.rule ? `${error.reason} (${error.rule})` : error.reason);

const noGame = (gameId: string) => failure(`no game "${gameId}" is open (it may have been closed or the app restarted)`);
