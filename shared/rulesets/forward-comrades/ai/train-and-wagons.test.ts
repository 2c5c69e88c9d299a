import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../ai/commander.ts';
import { rngFromSeed } from '../../../engine/dice.ts';
import type { GameState } from '../../../engine/game.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { forwardComrades } from '../index.ts';
import type { FcState, UnitState } from '../state.ts';
import { area, fcScenario, line, stateAt, unitOf } from '../test-fixtures.ts';
import { meleeOdds } from './melee-odds.ts';
import { countedWorth } from './counted-worth.ts';
import { splashThreats } from './shell-splash.ts';

function aiChoice(scenario: Scenario, state: FcState, side: SideId, seed = 1) {
  const game: GameState<FcState> = { rng: rngFromSeed(seed), actionCount: 0, game: state };
  return chooseAction(forwardComrades, game, scenario, side, { difficulty: 'normal', seed }).action;
}

describe('the AI weighs an armoured train and the last supply wagons as the units their loss counts as', () => {
  it('"An armored train lost counts as 3 other units lost": the train is worth three units, not its one crewman', () => {
    const scenario = fcScenario([{ id: 'wagons', troopType: 'red-supply-wagons', x: 30, y: 4, figures: 1 }], [{ id: 'train', troopType: 'czech-armoured-train', x: 30, y: 40, figures: 1 }]);
    const state = stateAt(scenario);
    expect(countedWorth(state, unitOf(state, 'train'))).toBe(29);
    // The last wagons cut the supply line: 1 + 3 units.
    expect(countedWorth(state, unitOf(state, 'wagons'))).toBe(39);
  });

  it('withdraws the train before melee from sailors it would beat only as often as not', () => {
    // "Cavalry, Armored cars, and Armored trains may withdraw before melee by making a normal move away."
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'sailors', troopType: 'red-sailors', leader: 'rc', x: 26, y: 20, stands: 4, characteristics: ['commissar'] },
        { id: 'reserve', troopType: 'red-infantry', leader: 'rc', x: 60, y: 10, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'train', troopType: 'czech-armoured-train', leader: 'wc', x: 30, y: 26, figures: 1, facing: 90 },
        // An army of twelve units as at Lipki: the train's three units lost bring no army test near.
        ...Array.from({ length: 11 }, (_, i) => ({ id: `rifles-${i}`, troopType: 'white-infantry', leader: 'wc', x: 2 + i * 6, y: 46, stands: 2 }))],
      // The town the Whites must clear lies down the line behind the sailors: withdrawing gives up ground toward it.
      [line('rail', 'railway', [[30, 0], [30, 48]]), area('town', 'built-up', 20, 0, 44, 10)],
      { victory: [{ type: 'clear-area', winner: 'white', areaId: 'town' }, { type: 'turn-limit', winner: 'red' }] },
    );
    const state = stateAt(scenario, 'withdraw', 'red');
    state.withdrawal = { attacker: 'sailors', target: 'train' };
    Object.assign(unitOf(state, 'sailors'), { leadership: true, assaulted: true, allowance: 8 });
    Object.assign(unitOf(state, 'reserve'), { leadership: true, allowance: 10 });
    const odds = meleeOdds(state, [{ attacker: 'sailors', target: 'train', from: [], flank: false, wire: false }], unitOf(state, 'train'));
    // "+2 armoured train defending" against the sailors' commissar: the train wins seven melees in ten, but a lost one is the train.
    expect(odds.attackerWins).toBeGreaterThan(0.2);
    expect(odds.attackerWins).toBeLessThan(0.35);
    // Standing risks the three units' worth, not one crewman and the army's morale alone.
    expect(odds.defenderCost).toBeGreaterThan(odds.attackerWins * 29);
    expect(aiChoice(scenario, state, 'white')).toMatchObject({ type: 'withdraw', choice: 'withdraw' });
  });

  it('counts the shells aimed at a unit beside the last supply wagons against the wagons', () => {
    // A White field gun that sees the Red battalion but not the wagons: its "square impact area" on the battalion
    // would take the wagons beside it, not those 20" away.
    const scenario = fcScenario(
      [{ id: 'rifles', troopType: 'red-infantry', x: 30, y: 10, stands: 4 }, { id: 'wagons', troopType: 'red-supply-wagons', x: 33, y: 8.5, figures: 1 }],
      [{ id: 'gun', troopType: 'white-field-gun', x: 30, y: 40, figures: 4 }],
    );
    const state = stateAt(scenario);
    const seesRifles = (_gun: UnitState, target: UnitState): boolean => target.id === 'rifles';
    expect(splashThreats(state, unitOf(state, 'wagons'), seesRifles)).toBe(1);
    unitOf(state, 'wagons').stands = [{ ...unitOf(state, 'wagons').stands[0]!, x: 60, y: 4 }];
    expect(splashThreats(state, unitOf(state, 'wagons'), seesRifles)).toBe(0);
  });
});
