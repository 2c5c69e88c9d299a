import { tenRoundsRapid } from '../shared/rulesets/ten-rounds-rapid/index.ts';
import type { AnyRuleset } from '../shared/rulesets/registry.ts';
import { lorryRoad } from '../shared/rulesets/ten-rounds-rapid/transport/transport-fixture.ts';
import { followedGame } from '../shared/testing/table-from-orders.ts';
import { bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';
import type { Scenario } from '../shared/scenario/schema.ts';

/** Random games a scenario, and actions each at most: more than `npm test` plays, in well under a minute. */
const SEEDS = 6;
const ACTIONS = 300;

/**
 * Issue 33: a table set up once and kept by the printed orders alone (shared/testing/table-from-orders.ts) against
 * the program's after every action of random games of every bundled battle and of Ten Rounds Rapid's lorry road
 * (passengers and a towed gun): the share of actions after which the two agree, units, counts, markers, squares and
 * facings alike. The goal is every action.
 */
export function run(): Promise<Figure[]> {
  const games: { ruleset: AnyRuleset; scenario: Scenario }[] = [...bundled(), { ruleset: tenRoundsRapid, scenario: lorryRoad() }];
  let actions = 0;
  let agreed = 0;
  for (const { ruleset, scenario } of games) {
    for (let seed = 1; seed <= SEEDS; seed++) {
      const game = followedGame(ruleset, scenario, seed, ACTIONS);
      actions += game.actions;
      agreed += game.agreed;
      for (const d of game.differences) console.log(`    ${d}`);
    }
  }
  return Promise.resolve([{ name: `table kept by the printed orders agrees with the program's (${actions} actions of random games)`, value: (100 * agreed) / actions, unit: '% of actions', limit: { min: 100 } }]);
}
