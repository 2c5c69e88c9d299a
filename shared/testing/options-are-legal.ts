import { SeededDice, rngFromSeed } from '../engine/dice.ts';
import { applyAction, startGame, type GameState } from '../engine/game.ts';
import type { BaseAction, Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';

/** A rule set's option that its own `step` refused, and where. */
export interface RefusedOption {
  seed: number;
  step: number;
  label: string;
  reason: string;
}

export interface OptionsAreLegalRun {
  /** How many random scenarios to play. */
  games: number;
  /** Decisions played in each (every option offered at each is tried). */
  steps: number;
  /** The first seed; game k uses seed + k for its scenario, its dice and its random choices. */
  seed?: number;
}

/**
 * "Options must only ever offer legal actions": plays `games` random scenarios from `generate` with uniformly
 * random choices and, at every decision, applies each option offered to the state it was offered in. Returns
 * every option the rule set's own step refused (empty when all were accepted). Any rule set can be run through it
 * with a generator of scenarios it accepts.
 */
export function refusedOptions<S, A extends BaseAction>(
  ruleset: Ruleset<S, A>, generate: (dice: SeededDice) => Scenario, run: OptionsAreLegalRun,
): RefusedOption[] {
  const refused: RefusedOption[] = [];
  const first = run.seed ?? 1;
  for (let seed = first; seed < first + run.games; seed++) {
    const scenario = generate(new SeededDice(rngFromSeed(seed)));
    let game: GameState<S> = startGame(ruleset, scenario, seed).state;
    const picker = new SeededDice(rngFromSeed(seed + 7919));
    for (let step = 0; step < run.steps && !ruleset.outcome(game.game); step++) {
      const options = ruleset.options(game.game);
      if (options.length === 0) break;
      let next: GameState<S> | null = null;
      const pick = picker.d(options.length) - 1;
      options.forEach((option, k) => {
        const tried = applyAction(ruleset, game, option.action);
        if (!tried.ok) refused.push({ seed, step, label: option.label, reason: tried.error.reason });
        else if (k === pick) next = tried.value.state;
      });
      if (!next) break;
      game = next;
    }
  }
  return refused;
}
