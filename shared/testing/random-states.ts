import { SeededDice, rngFromSeed } from '../engine/dice.ts';
import { applyAction, startGame, type GameState } from '../engine/game.ts';
import type { BaseAction, Ruleset } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';

/**
 * Every state of a game of uniformly random choices, from the first to the end or to `limit` steps: material for
 * tests that check a kept answer against the long way round on states a real game reaches.
 */
export function statesOfARandomGame<S, A extends BaseAction>(ruleset: Ruleset<S, A>, scenario: Scenario, seed: number, limit = Infinity): S[] {
  let game: GameState<S> = startGame(ruleset, scenario, seed).state;
  const picker = new SeededDice(rngFromSeed(seed));
  const states = [game.game];
  for (let i = 0; i < limit && !ruleset.outcome(game.game); i++) {
    const options = ruleset.options(game.game);
    const next = applyAction(ruleset, game, options[picker.d(options.length) - 1]!.action);
    if (!next.ok) throw new Error(next.error.reason);
    game = next.value.state;
    states.push(game.game);
  }
  return states;
}

/**
 * The states of random games with `seeds`, and every state one offered choice leads to from every fifth of them:
 * states a real game reaches and the ones the AI tries from them, for tests of kept answers and short cuts.
 */
export function statesAndBranches<S, A extends BaseAction>(ruleset: Ruleset<S, A>, scenario: Scenario, seeds: readonly number[], limit = Infinity): S[] {
  const out: S[] = [];
  for (const seed of seeds) {
    let i = 0;
    for (const state of statesOfARandomGame(ruleset, scenario, seed, limit)) {
      out.push(state);
      if (i++ % 5 !== 0 || ruleset.outcome(state)) continue;
      const game = { ...startGame(ruleset, scenario, seed).state, game: state };
      for (const choice of ruleset.options(state)) {
        const next = applyAction(ruleset, game, choice.action);
        if (next.ok) out.push(next.value.state.game);
      }
    }
  }
  return out;
}
