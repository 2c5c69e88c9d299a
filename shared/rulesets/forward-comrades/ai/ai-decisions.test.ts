import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../ai/commander.ts';
import { rngFromSeed } from '../../../engine/dice.ts';
import type { GameState } from '../../../engine/game.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { forwardComrades } from '../index.ts';
import type { FcState } from '../state.ts';
import { area, fcScenario, leaderOf, line, stateAt, unitOf } from '../test-fixtures.ts';
import { meleeOdds } from './melee-odds.ts';
import { denialPoints } from './bombard-points.ts';

/** The normal AI's choice for `side` in `state`, asked as the app asks it (the rule set's options, its own dice). */
function aiChoice(scenario: Scenario, state: FcState, side: SideId, seed = 1) {
  const game: GameState<FcState> = { rng: rngFromSeed(seed), actionCount: 0, game: state };
  return chooseAction(forwardComrades, game, scenario, side, { difficulty: 'normal', seed }).action;
}

describe('the AI withdraws before melee when the melee is likely lost', () => {
  // "Cavalry, Armored cars, and Armored trains may withdraw before melee by making a normal move away."
  // Another Red battalion may still assault after this one, so the melee is not fought within the answer itself:
  // its outcome is foreseen from the modifiers, not seen.
  const scenario = fcScenario(
    [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'sailors', troopType: 'red-sailors', leader: 'rc', x: 30, y: 20, stands: 4, characteristics: ['commissar', 'banner'] },
      { id: 'reserve', troopType: 'red-infantry', leader: 'rc', x: 50, y: 20, stands: 4 }],
    [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'cossacks', troopType: 'cossacks', leader: 'wc', x: 30, y: 26, stands: 4, figures: 3 },
      { id: 'pickets', troopType: 'white-infantry', leader: 'wc', x: 50, y: 26, stands: 4 }],
  );
  const assaulted = (weaken: (s: FcState) => void): FcState => {
    const state = stateAt(scenario, 'withdraw', 'red');
    state.withdrawal = { attacker: 'sailors', target: 'cossacks' };
    // The sailors rolled their move this turn: an assault closes within it (README: "Assaults").
    Object.assign(unitOf(state, 'sailors'), { leadership: true, assaulted: true, allowance: 8 });
    Object.assign(unitOf(state, 'reserve'), { leadership: true, allowance: 10 });
    weaken(state);
    return state;
  };
  const odds = (state: FcState) => meleeOdds(state, [{ attacker: 'sailors', target: 'cossacks', from: [], flank: false, wire: false }], unitOf(state, 'cossacks'));

  // Both melees are fought by the same stands on the same ground: only the modifiers the table does not show differ.
  it('withdraws a Cossack sotnia from sailors who bring a commissar and their banner', () => {
    const state = assaulted(() => undefined);
    // "+1 elite unit with banner", "+1 commissar with red unit": the sailors win about seven melees in ten.
    expect(odds(state).attackerWins).toBeGreaterThan(0.65);
    expect(aiChoice(scenario, state, 'white')).toMatchObject({ type: 'withdraw', choice: 'withdraw' });
  });

  it('stands when the sotnia has its priest and banner and the sailors have neither', () => {
    const state = assaulted((s) => {
      Object.assign(unitOf(s, 'sailors'), { commissar: false, banner: false });
      Object.assign(unitOf(s, 'cossacks'), { priest: true, banner: true });
    });
    expect(odds(state).attackerWins).toBeLessThan(0.2);
    expect(aiChoice(scenario, state, 'white')).toMatchObject({ type: 'withdraw', choice: 'stand' });
  });
});

describe('the AI leads heroically when a key unit must act and the risk is worth it', () => {
  // "An officer may move to join a unit and lead it heroically if the unit was determined to have no leadership".
  const town = area('town', 'built-up', 20, 0, 44, 10);
  const officersPhase = (scenario: Scenario): FcState => {
    const state = stateAt(scenario, 'officers', 'white');
    leaderOf(state, 'wc').allowance = 20;
    leaderOf(state, 'rc').allowance = 0;
    return state;
  };

  it('joins an attacking battalion that failed its leadership roll far from the town it must clear', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 60, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 60, y: 4, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 30, y: 44 }, { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 36, stands: 4 }],
      [town], { victory: [{ type: 'clear-area', winner: 'white', areaId: 'town' }, { type: 'turn-limit', winner: 'red' }] },
    );
    const state = officersPhase(scenario);
    // The join carries its worth, so the AI ranks it among the officer's rides before playing any out.
    const join = forwardComrades.options(state).find((o) => o.action.type === 'officer-join');
    expect(join?.forecast?.worth).toBeGreaterThan(0);
    expect(aiChoice(scenario, state, 'white')).toMatchObject({ type: 'officer-join', unitId: 'whites' });
  });

  it('does not join a unit with nothing to do when his other units would lose his command and the enemy is near', () => {
    const scenario = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 60, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 16, stands: 4 }, { id: 'reds-2', troopType: 'red-infantry', leader: 'rc', x: 40, y: 16, stands: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 32, y: 40 }, { id: 'idle', troopType: 'white-infantry', leader: 'wc', x: 10, y: 44, stands: 4 },
        { id: 'w1', troopType: 'white-infantry', leader: 'wc', x: 26, y: 36, stands: 4 }, { id: 'w2', troopType: 'white-infantry', leader: 'wc', x: 36, y: 36, stands: 4 }],
      [line('trench', 'trench', [[5, 43], [20, 43]])],
    );
    const state = officersPhase(scenario);
    for (const id of ['w1', 'w2']) unitOf(state, id).leadership = true;
    const choice = aiChoice(scenario, state, 'white');
    expect(forwardComrades.options(state).some((o) => o.action.type === 'officer-join' && o.action.unitId === 'idle')).toBe(true);
    expect(choice.type).not.toBe('officer-join');
  });
});

describe('the AI places bombardments where they deny the enemy its moves', () => {
  // "Place a square impact area for each gun section"; "Any morale failure and the unit must stop at edge of bombardment area".
  const road = line('road', 'road', [[30, 0], [30, 48]]);
  const town = area('town', 'built-up', 20, 38, 44, 48);
  const scenario = fcScenario(
    [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'column', troopType: 'red-infantry', leader: 'rc', x: 28, y: 12, stands: 4 }, { id: 'far', troopType: 'red-infantry', leader: 'rc', x: 60, y: 20, stands: 4 }],
    [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'gun', troopType: 'white-field-gun', leader: 'wc', x: 40, y: 34 }],
    [road, town], { attacker: 'red', victory: [{ type: 'clear-area', winner: 'red', areaId: 'town' }, { type: 'turn-limit', winner: 'white' }] },
  );
  const preparatory = (columnMoves: boolean): FcState => {
    const state = stateAt(scenario, 'preparatory', 'white');
    unitOf(state, 'gun').leadership = true;
    const column = unitOf(state, 'column');
    column.leadership = columnMoves; column.allowance = columnMoves ? 8 : 0;
    return state;
  };

  it('offers the road an enemy that will move would take, or the ground in front of it where no road runs that way', () => {
    const state = preparatory(true);
    const points = denialPoints(state, unitOf(state, 'gun'), 2);
    expect(points.map((p) => p.why)).toEqual(['on the road ahead of column']);
    expect(points[0]!.x).toBeCloseTo(30, 0);
    const offRoad = preparatory(true);
    unitOf(offRoad, 'column').stands = unitOf(offRoad, 'column').stands.map((s) => ({ ...s, x: s.x - 14 }));
    expect(denialPoints(offRoad, unitOf(offRoad, 'gun'), 2).map((p) => p.why)).toEqual(['in front of column']);
  });

  it('bombards in front of a battalion that has its leadership and heads for the town', () => {
    const action = aiChoice(scenario, preparatory(true), 'white');
    expect(action.type).toBe('bombard');
    // The square lies on the column's way north to the town, between it and the town.
    if (action.type !== 'bombard') return;
    expect(action.y).toBeGreaterThan(13);
    expect(action.y).toBeLessThan(34);
  });

  it('fires instead when the battalion has no leadership point and will not move', () => {
    expect(aiChoice(scenario, preparatory(false), 'white').type).toBe('fire');
  });
});
