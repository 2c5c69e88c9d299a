import { tenRoundsRapid } from '../shared/rulesets/ten-rounds-rapid/index.ts';
import type { AnyRuleset } from '../shared/rulesets/registry.ts';
import { lorryRoad } from '../shared/rulesets/ten-rounds-rapid/transport/transport-fixture.ts';
import { followedGame } from '../shared/testing/table-from-orders.ts';
import { bundled } from './ai.bench.ts';
import type { Figure } from './figure.ts';
import type { Scenario } from '../shared/scenario/schema.ts';

/**
 * Random games a scenario, and actions each at most: hundreds of games, far more than `npm test` plays. The tables
 * each side keeps under fog of war (its own units, the enemy it knows, markers as markers) are checked on fewer.
 */
const SEEDS = 100;
const SIDE_SEEDS = 20;
const ACTIONS = 300;

/**
 * Issue 33: a table set up once and kept by the printed orders alone (shared/testing/table-from-orders.ts) against
 * the program's after every action of random games of every bundled battle and of Ten Rounds Rapid's lorry road
 * (passengers and a towed gun): the share of actions after which the two agree, units, counts, markers, squares and
 * facings alike. The goal is every action.
 */
export function run(): Promise<Figure[]> {
  const games: { ruleset: AnyRuleset; scenario: Scenario }[] = [...bundled(), { ruleset: tenRoundsRapid, scenario: lorryRoad() }];
  const umpire = { actions: 0, agreed: 0, games: 0 };
  const sides = { actions: 0, agreed: 0, games: 0 };
  const add = (into: typeof umpire, game: ReturnType<typeof followedGame>) => {
    into.actions += game.actions;
    into.agreed += game.agreed;
    into.games++;
    for (const d of game.differences) console.log(`    ${d}`);
  };
  for (const { ruleset, scenario } of games) {
    for (let seed = 1; seed <= SEEDS; seed++) add(umpire, followedGame(ruleset, scenario, seed, ACTIONS));
    for (let seed = 1; seed <= SIDE_SEEDS; seed++) for (const side of ['red', 'white'] as const) add(sides, followedGame(ruleset, scenario, seed, ACTIONS, () => true, side));
  }
  return Promise.resolve([
    { name: `table kept by the printed orders agrees with the program's (${umpire.actions} actions of ${umpire.games} random games)`, value: (100 * umpire.agreed) / umpire.actions, unit: '% of actions', limit: { min: 100 } },
    { name: `each side's table under fog of war kept by its own orders (${sides.actions} actions of ${sides.games} games)`, value: (100 * sides.agreed) / sides.actions, unit: '% of actions', limit: { min: 100 } },
  ]);
}
