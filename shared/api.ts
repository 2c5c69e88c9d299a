import { z } from 'zod';
import type { Scenario } from './scenario/schema.ts';
import type { Problem } from './scenario/problems.ts';
import type { SideId } from './scenario/terrain-kinds.ts';
import type { GameEvent } from './engine/events.ts';
import { FOG_SETTINGS, type FogSetting, type GameLog } from './engine/game.ts';
import type { DiceAsked } from './engine/dice-request.ts';
import type { StepTable } from './engine/step-tables.ts';
import type { DistanceUnit } from './core/distance-units.ts';
import type { TableDecision } from './table-orders/table-decision.ts';
import type { BaseAction, Choice, Outcome, Pending, RulesetNote, TableView, TroopType } from './engine/ruleset.ts';
import type { HiddenSetup } from './engine/hidden-setup.ts';

/**
 * The one contract between the renderer and main. Each operation has a runtime schema for its argument
 * (checked by both transports: Electron IPC and the web host) and a result type. Results are values:
 * `{ ok: true, value }` or `{ ok: false, error }` with a message and, for files, the problems by JSON path.
 */

const id = z.string().min(1).max(64);
const side = z.enum(['red', 'white']);
const difficulty = z.enum(['easy', 'normal', 'hard']);
const seed = z.number().int().min(0).max(2 ** 31 - 1);
/** Untrusted documents travel as text and are parsed by the scenario and game-log readers with their own limits. */
const documentText = z.string().max(5 * 1024 * 1024);
/** How far undo may go back (see main/services/undo-policy.ts); strict when left out. */
const undoMode = z.enum(['strict', 'lenient']);
/**
 * Dice a player rolled at the table, in the order the rules read them (games started with `ownDice`). Each is
 * checked against the die the rules roll it on when the action is taken, and refused naming `$.dice[i]`.
 */
const enteredDice = z.array(z.number().int().min(1).max(20)).max(1000);
const tablePoint = z.object({ x: z.number().min(-1000).max(1000), y: z.number().min(-1000).max(1000) }).strict();

export const ApiInputs = {
  listScenarios: z.object({}).strict(),
  getScenario: z.object({ id }).strict(),
  checkScenario: z.object({ text: documentText }).strict(),
  listRulesets: z.object({}).strict(),
  rulesLookup: z.object({ rulesetId: id, table: id, query: z.record(z.string().max(64), z.string().max(200)) }).strict(),
  newGame: z.object({
    scenarioText: documentText,
    humanSide: side.nullable(),
    difficulty,
    seed: seed.optional(),
    undoMode: undoMode.optional(),
    /** The players roll their own dice and enter them; the log keeps them (format 3, `enteredDice`). */
    ownDice: z.boolean().optional(),
    /** Fog of war (on when left out): the human side is sent only what its troops know; 'open table' shows everything. */
    fog: z.enum(FOG_SETTINGS).optional(),
  }).strict(),
  /**
   * `savedHash`: the state hash the app stored beside the save, which the replay must reach too. `aiPlan`: in a game
   * of own dice left while the AI's decision waited for its dice, that decision, taken up again (it must be legal now).
   */
  resumeGame: z.object({
    logText: documentText, humanSide: side.nullable(), difficulty, undoMode: undoMode.optional(), savedHash: z.string().min(1).max(64).optional(),
    aiPlan: z.object({ action: z.record(z.string().max(64), z.unknown()), reason: z.string().max(2000) }).strict().optional(),
  }).strict(),
  getGame: z.object({ gameId: id }).strict(),
  /**
   * The game's whole log, for saving and exporting it (the umpire's record: the play screen never draws from it).
   * Refused while fog of war is on for the human side and the battle not over: the log then holds what the side may
   * not know, and `sealedGameLog` gives it sealed.
   */
  gameLog: z.object({ gameId: id }).strict(),
  /**
   * The game file sealed with main's secret (AES-256-GCM), for saving and exporting a game under fog of war: the
   * renderer stores it as it is, and `resumeGame` takes it as `logText` and opens it.
   */
  sealedGameLog: z.object({ gameId: id }).strict(),
  gameOptions: z.object({ gameId: id }).strict(),
  act: z.object({ gameId: id, action: z.record(z.string().max(64), z.unknown()), dice: enteredDice.optional() }).strict(),
  /** Whether `act` would take this action now, and the rules' reason if not (or the roll still needed); nothing is recorded. */
  checkAction: z.object({ gameId: id, action: z.record(z.string().max(64), z.unknown()), dice: enteredDice.optional() }).strict(),
  /** In a game of the players' own dice the AI's decision waits for `dice` (see `AiMove.dice`). */
  aiAct: z.object({ gameId: id, dice: enteredDice.optional() }).strict(),
  undo: z.object({ gameId: id, count: z.number().int().min(1).max(1000) }).strict(),
  closeGame: z.object({ gameId: id }).strict(),
  /** The play screen's line-of-sight tool: the verdict comes from the game's rule set and terrain, never the renderer. */
  lineOfSight: z.object({ gameId: id, from: tablePoint, to: tablePoint }).strict(),
  /** What one unit can see: every other unit on the table, judged by the rule set's sight rules. */
  unitSight: z.object({ gameId: id, unitId: id }).strict(),
  /** The editor's "Save as file…": a native save dialog, then an atomic write; refused if the scenario has errors. */
  saveScenarioAs: z.object({ text: documentText, suggestedName: z.string().min(1).max(200) }).strict(),
  /** The editor's "Open file…": a native open dialog; the file comes back as text for the importer to check. */
  openScenarioFile: z.object({}).strict(),
  /** The editor's balance estimate: `games` AI-against-AI games of the scenario, played in worker threads. */
  startBalance: z.object({ scenarioText: documentText, games: z.number().int().min(1).max(1000) }).strict(),
  balanceProgress: z.object({ jobId: id }).strict(),
  cancelBalance: z.object({ jobId: id }).strict(),
  /** Print export; `options` is checked in main against the print options schema (kind, paper, format, dpi, overlapMm…). */
  exportPrint: z.object({
    scenarioText: documentText,
    options: z.record(z.string().max(32), z.union([z.string().max(32), z.number(), z.boolean()])),
  }).strict(),
  /** Table mode's orders of the AI's latest decisions, worded again from the game's log (a resumed game shows them as before). */
  tableDecisions: z.object({ gameId: id }).strict(),
  /** How a tablet pairs with the web host started with --lan; null in the desktop app and on a host without it. */
  pairing: z.object({}).strict(),
  /** Table mode's one-page order sheet: the AI's orders for the turn (as the renderer showed them) and where every unit stands. */
  exportOrderSheet: z.object({
    gameId: id,
    orders: z.array(z.object({ side, reason: z.string().max(2000), lines: z.array(z.string().max(500)).max(50) }).strict()).max(100),
  }).strict(),
} as const;

export type ApiMethod = keyof typeof ApiInputs;
export type ApiInput<M extends ApiMethod> = z.input<(typeof ApiInputs)[M]>;

export interface ApiError {
  message: string;
  problems?: Problem[];
}
export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface ScenarioSummary {
  id: string;
  title: string;
  rulesetId: string;
  description: string;
  fileName: string;
}

export interface RulesetInfo {
  id: string;
  version: string;
  title: string;
  author: string;
  summary: string;
  scale: string;
  notes: RulesetNote[];
  troopTypes: TroopType[];
  /** Words for the officer characteristics a scenario may give, where the rule set has them. */
  officerWords?: Record<string, string>;
  tables: { id: string; title: string; rule: string; keys: Record<string, string>; columns: string[]; rows: (string | number)[][] }[];
  /** The unit a person reads distances in under this rule set (the table itself is in inches). */
  distanceUnit: DistanceUnit;
  /** The ways a scenario may start a unit hidden under this rule set (`Ruleset.hiddenSetups`); empty where it has none. */
  hiddenSetups: HiddenSetup[];
}

/** An event of a game with the turn it belongs to. */
export interface LoggedEvent {
  turn: number;
  event: GameEvent;
}

/** Everything the play screen needs after each step. */
export interface GameSnapshot {
  gameId: string;
  rulesetId: string;
  /** The unit the rule set's distances read in on screen (the view's numbers stay in table inches). */
  distanceUnit: DistanceUnit;
  scenario: Scenario;
  humanSide: SideId | null;
  difficulty: z.infer<typeof difficulty>;
  view: TableView;
  pending: Pending | null;
  outcome: Outcome | null;
  /**
   * The state's hash, to tell one state from another; under fog of war keyed with main's secret and the side
   * (unique per state still, but no guess at the hidden state can be checked against it).
   */
  hash: string;
  /** Events of the last step (or the set-up), newest last. */
  events: GameEvent[];
  /** The table as each rules step within the last action ended, at the event that opened the next (`step-tables.ts`). */
  stepTables: StepTable[];
  /** Fog of war as the game is played. While it hides anything from the human side, every part above is cut down to what that side knows. */
  fog: FogSetting;
  /** Whether fog of war hides anything from this snapshot (a human side, fog on, an enemy unit unseen, the game not over). */
  fogged: boolean;
  /**
   * The game's log and its seed, only where nothing is hidden: while fog of war is on for the human side and the
   * battle not over, neither is sent (the log holds the enemy's hidden moves; the seed would let the whole game be
   * re-run), and the game is saved from `sealedGameLog`.
   */
  log?: GameLog;
  seed?: number;
  /**
   * Once a game played under fog of war is over: every event of the battle with its turn, the enemy's hidden doings
   * too, for the end summary's umpire's view (the player's own log holds only what their side knew).
   */
  umpireLog?: LoggedEvent[];
  /** Of the log, what every screen may know: the number of actions taken, whether the players roll their own dice. */
  actionCount: number;
  ownDice: boolean;
  /** Whether undo may go back a step under the chosen undo setting. */
  canUndo: boolean;
  /**
   * Once the battle is over: each AI side's battle plan as it last stood, drawn as arrows on the table for the end
   * summary (kept from a human side under fog of war until then, like the plan itself).
   */
  aiPlans?: PlanDrawing[];
  /** Who commands each side the AI plays, for the briefing: "Colonel Makhin: cautious" (the scenario's, or drawn from the seed). */
  aiCommanders?: { side: SideId; words: string }[];
}

/** One part of an AI side's battle plan as an arrow on the table: from where its units stood, by its route, to its aim. */
export interface PlanArrow {
  part: 'main' | 'holding' | 'reserve';
  /** What the arrow says, with unit and place names: "Main effort: 1st Company and 2nd Company, on the station". */
  label: string;
  /** Table points, in inches, from the start to the arrow's head. */
  points: { x: number; y: number }[];
}

/** An AI side's battle plan as drawn: the commander and posture in words, and an arrow for each part of it. */
export interface PlanDrawing {
  side: SideId;
  /** "Plan of Colonel Makhin (cautious): attack Kamenka". */
  title: string;
  arrows: PlanArrow[];
}

/**
 * Whether a resumed game is the one saved (main/services/resume-check.ts): every hash its save recorded reached;
 * checked only at its end (a format-1 save records no hash per action), where it matched; saved by an older
 * Tachanka, whose hashes this version cannot check; or different from what was recorded.
 */
export interface ResumeCheck {
  kind: 'verified' | 'end-only' | 'older' | 'differs';
  /** What was checked, or what differs and where, in a sentence or two for the player. */
  detail: string;
}

/** A resumed game: its snapshot and how it compares with the save. */
export interface ResumedGame extends GameSnapshot {
  check: ResumeCheck;
}

/** A line-of-sight verdict between two table points, in the game's rule set. */
/** Whether a chosen unit sees another unit: some base of the one to some base of the other. */
export interface UnitSightVerdict {
  unitId: string;
  clear: boolean;
  /** Inches between the nearest pair of bases. */
  distance: number;
}

export interface LineOfSightVerdict {
  clear: boolean;
  /** Inches from `from` to `to`. */
  distance: number;
  /** Why it is blocked (or what it passes through), in the rule set's words. */
  reason: string;
}

/**
 * A native file dialog's outcome. `unavailable` means this host has no native dialogs (the web host): the
 * renderer then downloads or uploads through the browser instead.
 */
export type SaveScenarioOutcome = { outcome: 'saved'; fileName: string } | { outcome: 'cancelled' } | { outcome: 'unavailable' };
export type OpenScenarioOutcome = { outcome: 'opened'; fileName: string; text: string } | { outcome: 'cancelled' } | { outcome: 'unavailable' };

/** A 95% interval for a proportion. */
export interface ShareInterval {
  low: number;
  high: number;
}

/** How far a balance estimate has got, and what it shows so far. */
export interface BalanceProgress {
  jobId: string;
  total: number;
  done: number;
  red: number;
  white: number;
  draws: number;
  /** Games stopped without a result (not counted as draws). */
  unfinished: number;
  /** Each side's share of the games done, with its 95% (Wilson) interval. */
  intervals: { red: ShareInterval; white: ShareInterval };
  state: 'running' | 'finished' | 'cancelled' | 'failed';
  error: string | null;
}

export interface AiMove {
  snapshot: GameSnapshot;
  reason: string;
  thinkingMs: number;
  /** The decision taken (or, while `dice` is set, about to be). */
  action?: BaseAction;
  /**
   * In a game of the players' own dice: the roll the AI's decision needs before it can be carried out. The
   * snapshot is then unchanged; calling `aiAct` again with the dice entered so far takes the same decision.
   */
  dice?: DiceAsked | null;
}

/** The answer to `checkAction`: allowed, or the reason the rules give (the same words a refusal of `act` would). */
export interface ActionCheck {
  allowed: boolean;
  reason: string | null;
  /** In a game of the players' own dice: the legal action's next roll, not entered yet; null when none is missing. */
  dice?: DiceAsked | null;
}

export interface ApiOutputs {
  listScenarios: ScenarioSummary[];
  getScenario: { scenario: Scenario; text: string };
  checkScenario: { scenario: Scenario | null; problems: Problem[] };
  listRulesets: RulesetInfo[];
  rulesLookup: unknown;
  newGame: GameSnapshot;
  resumeGame: ResumedGame;
  getGame: GameSnapshot;
  gameLog: GameLog;
  sealedGameLog: { sealed: string };
  gameOptions: Choice<BaseAction>[];
  act: GameSnapshot;
  checkAction: ActionCheck;
  aiAct: AiMove;
  undo: GameSnapshot;
  closeGame: { closed: boolean };
  lineOfSight: LineOfSightVerdict;
  unitSight: UnitSightVerdict[];
  saveScenarioAs: SaveScenarioOutcome;
  openScenarioFile: OpenScenarioOutcome;
  startBalance: { jobId: string };
  balanceProgress: BalanceProgress;
  cancelBalance: { cancelled: boolean };
  exportPrint: { fileName: string; mime: string; base64: string };
  exportOrderSheet: { fileName: string; mime: string; base64: string };
  tableDecisions: TableDecision[];
  pairing: PairingAddresses | null;
}

/** How a tablet on the local network joins: addresses carrying the token, the same with the short code, and the code. */
export interface PairingAddresses {
  tokenUrls: string[];
  codeUrls: string[];
  code: string;
}

export type ApiOutput<M extends ApiMethod> = ApiOutputs[M];

/** The shape both transports expose and main implements. */
export type Api = { [M in ApiMethod]: (input: ApiInput<M>) => Promise<ApiResult<ApiOutput<M>>> };

export const API_METHODS = Object.keys(ApiInputs) as ApiMethod[];

/** Parses an argument against its method's schema; a refusal names the JSON path. */
export function parseApiInput<M extends ApiMethod>(method: M, input: unknown): ApiResult<z.infer<(typeof ApiInputs)[M]>> {
  const parsed = ApiInputs[method].safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data as z.infer<(typeof ApiInputs)[M]> };
  return {
    ok: false,
    error: {
      message: `bad argument to ${method}`,
      problems: parsed.error.issues.slice(0, 20).map((i) => ({ path: ['$', ...i.path].join('.'), message: i.message, severity: 'error' as const })),
    },
  };
}

export const isApiMethod = (name: string): name is ApiMethod => Object.hasOwn(ApiInputs, name);
