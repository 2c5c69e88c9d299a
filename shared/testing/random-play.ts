import { SeededDice, rngFromSeed } from '../engine/dice.ts';
import type { GameEvent } from '../engine/events.ts';
import { applyAction, replay, startGame, stateHash, type GameState } from '../engine/game.ts';
import type { BaseAction, Choice, Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';

/**
 * The harness of every rule set's property test: games of uniformly random offered choices, checked after every
 * step and played in batches of seeds; and the replay of such a game, which must reach the same state hash.
 */

/** One step of a random game, as the rule set's checks see it. */
export interface StepPlayed<S, A> {
  /** "seed 7 step 12": where in the run the step was, for the checks' messages. */
  where: string;
  before: S;
  after: S;
  action: A;
  events: readonly GameEvent[];
}

/** Counters of a game's events: each counts the events it is true of (`shots`: the shot events). */
export type EventCounters<K extends string> = Record<K, (event: GameEvent) => boolean>;

export interface RandomPlay<S, A extends BaseAction, K extends string> {
  /** Steps played at most; the game may be unfinished then. No limit when not given. */
  stepLimit?: number;
  /** The seed of the dice that pick the choices; by default one drawn from the game's seed, apart from its own dice. */
  pickerSeed?: number;
  /** Asked before every step (a state to freeze, say). */
  beforeStep?: (state: GameState<S>) => void;
  /** The choices to pick from in a state; the rule set's own options when not given. */
  choices?: (state: S, picker: SeededDice) => Choice<A>[];
  /** The rule set's checks after every step: they throw what broke. */
  afterStep?: (step: StepPlayed<S, A>) => void;
  /** The events to count over the game. */
  count?: EventCounters<K>;
}

/** How a random game went: where it ended, the actions taken, whether it reached an outcome, the events counted. */
export interface RandomGame<S, A, K extends string> {
  game: GameState<S>;
  actions: A[];
  steps: number;
  over: boolean;
  counts: Record<K, number>;
}

/** The seed of the dice that pick a game's choices: drawn from the game's seed, but not the game's own sequence. */
export const pickerSeedOf = (seed: number): number => seed * 7919 + 1;

/**
 * A game of uniformly random choices from the start of `scenario` with `seed`. Throws when a decision offers no
 * choice or the step refuses a choice it offered, naming the seed and the choice.
 */
export function playRandomGame<S, A extends BaseAction, K extends string = never>(
  ruleset: Ruleset<S, A>, scenario: Scenario, seed: number, play: RandomPlay<S, A, K> = {},
): RandomGame<S, A, K> {
  let game: GameState<S> = startGame(ruleset, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(play.pickerSeed ?? pickerSeedOf(seed)));
  const limit = play.stepLimit ?? Infinity;
  const counters = Object.entries(play.count ?? {}) as [K, (event: GameEvent) => boolean][];
  const counts = Object.fromEntries(counters.map(([key]) => [key, 0])) as Record<K, number>;
  const actions: A[] = [];
  let steps = 0;
  for (; !ruleset.outcome(game.game) && steps < limit; steps++) {
    play.beforeStep?.(game);
    const options = play.choices ? play.choices(game.game, picker) : ruleset.options(game.game);
    if (options.length === 0) throw new Error(`seed ${seed}: a decision with no options (${JSON.stringify(ruleset.pending(game.game))})`);
    const choice = options[picker.d(options.length) - 1]!;
    const next = applyAction(ruleset, game, choice.action);
    if (!next.ok) throw new Error(`seed ${seed}: offered "${choice.label}" was refused: ${next.error.reason}`);
    actions.push(choice.action);
    play.afterStep?.({ where: `seed ${seed} step ${steps}`, before: game.game, after: next.value.state.game, action: choice.action, events: next.value.events });
    for (const [key, counted] of counters) for (const e of next.value.events) if (counted(e)) counts[key]++;
    game = next.value.state;
  }
  return { game, actions, steps, over: ruleset.outcome(game.game) !== null, counts };
}

/** The seeds 1 to `seeds` in runs of `batch`, so that a long property run reports its progress run by run. */
export function seedBatches(seeds: number, batch: number): { from: number; to: number }[] {
  const batches: { from: number; to: number }[] = [];
  for (let from = 1; from <= seeds; from += batch) batches.push({ from, to: Math.min(seeds, from + batch - 1) });
  return batches;
}

/** The games of the seeds `from` to `to` added up: how many were played, how many reached an outcome, every count summed. */
export function playSeeds<K extends string>(
  from: number, to: number, play: (seed: number) => { over: boolean; counts: Record<K, number> },
): { games: number; over: number; counts: Record<K, number> } {
  const sum = { games: 0, over: 0, counts: {} as Record<K, number> };
  for (let seed = from; seed <= to; seed++) {
    const game = play(seed);
    sum.games++;
    if (game.over) sum.over++;
    for (const key of Object.keys(game.counts) as K[]) sum.counts[key] = (sum.counts[key] ?? 0) + game.counts[key];
  }
  return sum;
}

/**
 * A whole random game with `seed` (its choices picked by dice of the same seed), then its log replayed from a
 * copy of its actions as a saved game holds them: the hash the game reached and the replay's (false when the
 * replay failed). The two must be the same.
 */
export function replayedHashes<S, A extends BaseAction>(ruleset: Ruleset<S, A>, scenario: Scenario, seed: number): { played: string; replayed: string | false } {
  const { game, actions } = playRandomGame(ruleset, scenario, seed, { pickerSeed: seed });
  const again = replay(ruleset, { scenario, seed, actions: JSON.parse(JSON.stringify(actions)) as A[] }, { keepEvents: false });
  return { played: stateHash(game), replayed: again.ok && again.value.hash };
}
