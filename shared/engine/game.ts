import type { Scenario } from '../scenario/schema.ts';
import type { BaseAction, Outcome, Pending, Ruleset } from './ruleset.ts';
import { rngFromSeed, SeededDice, type RngState } from './dice.ts';
import { DiceRequested, DieOutOfRange, EnteredDice } from './entered-dice.ts';
import type { GameEvent } from './events.ts';
import { hashValue } from './hash.ts';
import { type Result, refuse } from '../core/result.ts';
import { type StepOptions, type StepTable, stepTablesOf } from './step-tables.ts';

export const GAME_LOG_FORMAT = 'tachanka-game';
/**
 * 2 added the hash chain; a format-1 log is read with an empty chain (see log-chain.ts). 3 added `enteredDice`, the
 * dice of a game whose players roll their own; a format-2 log is a game of the app's dice and reads unchanged.
 */
export const GAME_LOG_FORMAT_VERSION = 3;

/** A saved game is its log: small, diffable, and enough to rebuild every state. */
export interface GameLog<A extends BaseAction = BaseAction> {
  format: typeof GAME_LOG_FORMAT;
  formatVersion: typeof GAME_LOG_FORMAT_VERSION;
  scenario: Scenario;
  rulesetId: string;
  rulesetVersion: string;
  seed: number;
  actions: A[];
  /**
   * One hash for the setup, then one per action, each folding in the one before (log-chain.ts), so a replay
   * can name the first action that differs from the game that was recorded. Empty for a log read from format 1.
   */
  chain: string[];
  /**
   * Present when the players roll their own dice: for each action, the values they rolled and entered, in the order
   * the rules read them (every die of a size in TABLE_DIE_SIDES thrown after the set-up; see entered-dice.ts).
   */
  enteredDice?: number[][];
  /**
   * Fog of war as the game was played: 'on', each human side shown only what its troops know, or 'open table',
   * everything shown to everyone. A log without it was saved before fog of war and played as an open table.
   */
  fog?: FogSetting;
}

export const FOG_SETTINGS = ['on', 'open table'] as const;
export type FogSetting = (typeof FOG_SETTINGS)[number];

/** The engine's state: the rule set's state plus the dice and a count of actions taken. */
export interface GameState<S = unknown> {
  rng: RngState;
  actionCount: number;
  game: S;
}

export interface Stepped<S> {
  state: GameState<S>;
  events: GameEvent[];
  /** With `keepTables`: the table as each rules step within the action ended (`step-tables.ts`). */
  tables?: StepTable[];
}

/** An empty log for a game that starts in `start` (the state `startGame` gave for this scenario and seed). */
export function newGameLog<A extends BaseAction>(
  ruleset: Ruleset<unknown, A>, scenario: Scenario, seed: number, start: GameState, options: { ownDice?: boolean; fog?: FogSetting } = {},
): GameLog<A> {
  return {
    format: GAME_LOG_FORMAT, formatVersion: GAME_LOG_FORMAT_VERSION,
    scenario, rulesetId: ruleset.id, rulesetVersion: ruleset.version, seed, actions: [], chain: [stateHash(start)],
    ...(options.ownDice ? { enteredDice: [] } : {}),
    ...(options.fog ? { fog: options.fog } : {}),
  };
}

export function startGame<S, A extends BaseAction>(ruleset: Ruleset<S, A>, scenario: Scenario, seed: number): Stepped<S> {
  const dice = new SeededDice(rngFromSeed(seed));
  const { state, events } = ruleset.setup(scenario, dice);
  return { state: { rng: dice.state(), actionCount: 0, game: state }, events };
}

/**
 * One step of the fold. Refuses an action from a side whose decision it is not, or one the rules forbid. `entered`
 * is given in a game whose players roll their own dice: the step reads them in order, and is refused (naming the
 * roll still needed, or the entered die that is wrong or left over) unless it reads exactly those.
 */
export function applyAction<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, state: GameState<S>, action: A, entered?: readonly number[], options?: StepOptions,
): Result<Stepped<S>> {
  if (ruleset.outcome(state.game)) return refuse('the game is over');
  const due = ruleset.pending(state.game);
  if (!due) return refuse('no decision is due');
  if (due.side !== action.side) return refuse(`it is ${due.side}'s decision (${due.prompt}), not ${action.side}'s`);
  const dice = entered ? new EnteredDice(entered, state.rng) : new SeededDice(state.rng);
  const result = stepReadingDice(ruleset, state.game, action, dice, options);
  if (!result.ok) return result;
  if (dice instanceof EnteredDice && dice.used < entered!.length) {
    const extra = entered!.length - dice.used;
    const rolled = dice.used === 0 ? 'this action rolls no dice' : `this action rolls ${dice.used}`;
    return { ok: false, error: { reason: `${rolled}; ${extra} more ${extra === 1 ? 'was' : 'were'} entered`, dieIndex: dice.used } };
  }
  return {
    ok: true,
    value: {
      state: { rng: dice.state(), actionCount: state.actionCount + 1, game: result.value.state },
      events: result.value.events,
      ...(options?.keepTables ? { tables: stepTablesOf(result.value.events) } : {}),
    },
  };
}

/** The rule set's step, with the entered dice running out or not fitting turned into refusals. */
function stepReadingDice<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, game: S, action: A, dice: EnteredDice | SeededDice, options?: StepOptions,
): ReturnType<Ruleset<S, A>['step']> {
  try {
    return ruleset.step(game, action, dice, options);
  } catch (e) {
    if (e instanceof DiceRequested) {
      const { count, sides } = e.request;
      return { ok: false, error: { reason: `roll ${count}d${sides} and enter ${count === 1 ? 'it' : 'them'}`, dice: e.request } };
    }
    if (e instanceof DieOutOfRange) return { ok: false, error: { reason: `entered die ${e.index + 1}: ${e.message}`, dieIndex: e.index } };
    throw e;
  }
}

export interface Replayed<S> {
  state: GameState<S>;
  events: GameEvent[][];
  hash: string;
}

/** Re-runs the fold. A refused action means the log does not belong to this rule set version. */
export function replay<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>,
  log: Pick<GameLog<A>, 'scenario' | 'seed' | 'actions' | 'enteredDice'>,
  options: { keepEvents?: boolean } = {},
): Result<Replayed<S>, { reason: string; actionIndex: number }> {
  const start = startGame(ruleset, log.scenario, log.seed);
  let state = start.state;
  const events: GameEvent[][] = options.keepEvents === false ? [] : [start.events];
  for (let i = 0; i < log.actions.length; i++) {
    const next = applyAction(ruleset, state, log.actions[i]!, log.enteredDice?.[i]);
    if (!next.ok) return { ok: false, error: { reason: next.error.reason, actionIndex: i } };
    state = next.value.state;
    if (options.keepEvents !== false) events.push(next.value.events);
  }
  return { ok: true, value: { state, events, hash: stateHash(state) } };
}

export const stateHash = (state: GameState): string => hashValue(state);

export interface GameStatus {
  pending: Pending | null;
  outcome: Outcome | null;
}

export function gameStatus<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>): GameStatus {
  const outcome = ruleset.outcome(state.game);
  return { outcome, pending: outcome ? null : ruleset.pending(state.game) };
}
