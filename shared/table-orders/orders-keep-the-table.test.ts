import { describe, expect, it } from 'vitest';
import kamenkaJson from '../../scenarios/kamenka-crossroads.tachanka.json' with { type: 'json' };
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import lipkiJson from '../../scenarios/lipki-station.tachanka.json' with { type: 'json' };
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import tsaritsynJson from '../../scenarios/tsaritsyn-wire.tachanka.json' with { type: 'json' };
import { listRulesets, getRuleset } from '../rulesets/registry.ts';
import { tenRoundsRapid } from '../rulesets/ten-rounds-rapid/index.ts';
import { lorryRoad } from '../rulesets/ten-rounds-rapid/transport/transport-fixture.ts';
import { bundledScenario } from '../testing/scenario-fixture.ts';
import { followedGame } from '../testing/table-from-orders.ts';

// Issue 33: a person who sets up the table once and then carries out the printed orders, and nothing else, keeps
// the program's table: every unit on the table or off it alike, its bases, figures, officers and markers exact, in
// the square and facing the compass point its last order names, or aboard the transport it names.

const bundled = ([[kamenkaJson, 'Kamenka crossroads'], [komuchJson, 'Komuch village'], [lipkiJson, 'Lipki station'], [stationRaidJson, 'station raid'], [tsaritsynJson, 'Tsaritsyn wire']] as const)
  .map(([json, name]) => {
    const scenario = bundledScenario(json, name);
    return { scenario, ruleset: getRuleset(scenario.ruleset.id)! };
  });
/** Random games a scenario: seeds and actions each, a few hundred actions a rule set in a few seconds. */
const SEEDS = 2;
const ACTIONS = 150;

describe('following the printed orders alone keeps the table true', () => {
  it('covers every rule set with a bundled battle', () => {
    expect(new Set(bundled.map((b) => b.ruleset.id))).toEqual(new Set(listRulesets().map((r) => r.id)));
  });

  it.each(bundled.map((b) => [b.scenario.title, b] as const))('after every action of random games of %s', (_title, { scenario, ruleset }) => {
    let actions = 0;
    const differences: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const game = followedGame(ruleset, scenario, seed, ACTIONS);
      actions += game.actions;
      differences.push(...game.differences);
    }
    expect(differences).toEqual([]);
    expect(actions).toBeGreaterThan(100);
  }, 60_000);

  // The umpire's orders above keep the whole table, hidden units and all (the proof that the orders miss nothing).
  // A player at the table under fog of war follows their own side's orders: the enemy's hidden units placed when
  // revealed, its position markers set down, moved and lifted as markers; those keep the table that side knows.
  it.each(bundled.flatMap((b) => (['red', 'white'] as const).map((side) => [b.scenario.title, side, b] as const)))('after every action of random games of %s, for the %s player under fog of war', (_title, side, { scenario, ruleset }) => {
    let actions = 0;
    const differences: string[] = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const game = followedGame(ruleset, scenario, seed, ACTIONS, undefined, side);
      actions += game.actions;
      differences.push(...game.differences);
    }
    expect(differences).toEqual([]);
    expect(actions).toBeGreaterThan(100);
  }, 60_000);

  it('after every action of passengers getting out of a lorry and a gun unhooked (Ten Rounds Rapid)', () => {
    const game = followedGame(tenRoundsRapid, lorryRoad(), 3, ACTIONS);
    expect(game.differences).toEqual([]);
    expect(game.actions).toBeGreaterThan(50);
  }, 60_000);

  it('keeps the ground too: burning buildings, smoke and bombardments are ordered, and leaving them undone shows', () => {
    const { scenario, ruleset } = bundled.find((b) => b.scenario.id === 'lipki-station')!;
    const followed = followedGame(ruleset, scenario, 1, ACTIONS);
    expect(followed.groundOrders).toBeGreaterThan(0);
    expect(followed.differences).toEqual([]);
    const undone = followedGame(ruleset, scenario, 1, ACTIONS, () => true, undefined, false);
    expect(undone.agreed).toBeLessThan(undone.actions);
    expect(undone.differences.join(' ')).toContain('ground marker');
  }, 60_000);

  it('does not keep it when the orders for the side that did not decide are left undone, as they once were not written', () => {
    const { scenario, ruleset } = bundled.find((b) => b.scenario.id === 'komuch-village')!;
    let side: string | null = null;
    const game = followedGame(ruleset, scenario, 1, ACTIONS, (order) => {
      side ??= order.side;
      return order.side === side;
    });
    expect(game.agreed).toBeLessThan(game.actions);
  }, 60_000);
});
