import { describe, expect, it } from 'vitest';
import { applyAction, startGame, type GameState } from '../../engine/game.ts';
import type { Scenario } from '../../scenario/schema.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import { chooseAction } from '../../ai/commander.ts';
import { forcedDice } from '../../testing/forced-dice.ts';
import { wargameWednesdays as ww, type WwAction } from './index.ts';
import type { WwState } from './state.ts';
import { charge } from './melee/charge.ts';
import { deployedState, unitOf, woods, wwScenario } from './test-fixtures.ts';

// The AI commander in positions where one answer is clearly right, through the same path as a person: the options
// the rule set offers, then the step.

const built = (rect: [number, number, number, number]) => ({
  id: 'village', kind: 'area' as const, type: 'built-up' as const,
  polygon: [{ x: rect[0], y: rect[1] }, { x: rect[2], y: rect[1] }, { x: rect[2], y: rect[3] }, { x: rect[0], y: rect[3] }],
});

const scenario = wwScenario(
  [
    { id: 'cav', troopType: 'red-cavalry', command: 'a', x: 30, y: 10, stands: 4 },
    { id: 'inf', troopType: 'red-infantry', command: 'b', x: 60, y: 10, stands: 4 },
    { id: 'mg', troopType: 'red-mg', command: 'c', x: 8, y: 10 },
  ],
  [
    { id: 'w-mg', troopType: 'white-mg', command: 'a', x: 31, y: 21 },
    { id: 'w-officers', troopType: 'white-infantry-elite', command: 'b', x: 58, y: 19, stands: 6 },
    { id: 'w-rifles', troopType: 'white-infantry', command: 'c', x: 6, y: 16.5, stands: 4 },
    { id: 'w-horse', troopType: 'white-cavalry', command: 'c', x: 20, y: 24, stands: 4 },
  ],
  [built([56, 18, 66, 22]), woods('copse', 2, 16, 12, 20)],
);

const gameOf = (state: WwState): GameState<WwState> => ({ ...startGame(ww, scenario as Scenario, 1).state, game: state });

/** The AI's decision for `side` at each level and a few seeds, each accepted by the step. */
function decisions(state: WwState, side: SideId): WwAction[] {
  const game = gameOf(state);
  const out: WwAction[] = [];
  for (const difficulty of ['normal', 'hard'] as const) {
    for (const seed of [1, 2, 3]) {
      const { action } = chooseAction(ww, game, scenario, side, { difficulty, seed });
      expect(applyAction(ww, game, action).ok).toBe(true);
      out.push(action);
    }
  }
  return out;
}

function moving(command: string, side: SideId = 'red'): WwState {
  const state = deployedState(scenario, 'move', side);
  state.activeCommand = `${side}/${command}`;
  return state;
}

describe('the AI charges when a charge is good', () => {
  it('fresh cavalry charge a shaken lone MG in the open within reach', () => {
    const state = moving('a');
    const mg = unitOf(state, 'w-mg');
    mg.stands = [{ ...mg.stands[0]!, hits: 1 }];
    for (const a of decisions(state, 'red')) expect(a).toMatchObject({ type: 'charge', unitId: 'cav', targetId: 'w-mg' });
  });

  it('but a company of four does not charge six officers holding a village ("defending … in a building gets +1")', () => {
    const state = moving('b');
    for (const a of decisions(state, 'red')) expect(a.type).not.toBe('charge');
  });
});

describe('the AI evades when evading is good', () => {
  const contacted = (remaining: number, charger: string, target: string, command: string) => {
    const state = moving(command, 'white');
    charge(state, unitOf(state, charger), unitOf(state, target), forcedDice([6]), []);
    expect(state.charges[0]!.contact).toBe(true);
    state.charges[0]!.remaining = remaining;
    return state;
  };

  it('a shaken MG that would lose the fight gets away from cavalry with no move left to catch it', () => {
    const state = contacted(0, 'cav', 'w-mg', 'a');
    const mg = unitOf(state, 'w-mg');
    mg.stands = [{ ...mg.stands[0]!, hits: 1 }];
    for (const a of decisions(state, 'white')) expect(a).toMatchObject({ type: 'evade', unitId: 'w-mg' });
  });

  it('six officers in the village stand against a charger that would catch them', () => {
    const state = contacted(8, 'inf', 'w-officers', 'b');
    for (const a of decisions(state, 'white')) expect(a).toMatchObject({ type: 'hold', unitId: 'w-officers' });
  });
});

describe('the AI fires where it expects to do most', () => {
  it('an MG passes over riflemen in the copse (cover saves, a stand takes 3 hits) for cavalry in the open with a stand half gone', () => {
    const state = deployedState(scenario, 'fire', 'red');
    state.fireStep = 1;
    const horse = unitOf(state, 'w-horse');
    horse.stands = horse.stands.map((s, i) => (i === 3 ? { ...s, hits: 1 } : s));
    // The riflemen are nearer and listed first: a blind choice would take them.
    const targets = ww.options(state).filter((c) => c.action.type === 'fire').map((c) => (c.action as { targetIds: string[] }).targetIds[0]);
    expect(targets).toEqual(['w-rifles', 'w-horse']);
    for (const a of decisions(state, 'red')) expect(a).toMatchObject({ type: 'fire', unitId: 'mg', targetIds: ['w-horse'] });
  });
});
