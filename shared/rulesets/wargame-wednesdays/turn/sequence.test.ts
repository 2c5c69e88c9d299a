import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { advance, startTurn, unitsToMove } from './sequence.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { WwState } from '../state.ts';
import type { WwAction } from '../actions.ts';
import { deployedState, unitOf, wwScenario, type UnitSpec } from '../test-fixtures.ts';

const side = (s: 'r' | 'w', y: number): UnitSpec[] => [
  { id: `${s}1`, troopType: 'red-infantry', command: 'a', x: 10, y, stands: 4 },
  { id: `${s}2`, troopType: 'red-infantry', command: 'b', x: 30, y, stands: 4 },
  { id: `${s}3`, troopType: 'red-infantry', command: 'c', x: 50, y, stands: 4 },
];
const scenario = wwScenario(side('r', 10), side('w', 42));

function turnWith(dice: number[]): WwState {
  const state = deployedState(scenario);
  state.turn = 0;
  startTurn(state, forcedDice(dice), []);
  return state;
}

function step(state: WwState, action: WwAction, dice: number[] = []): WwState {
  const r = ww.step(state, action, forcedDice(dice));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

describe('the turn sequence', () => {
  it('"Each side rolls 2d6 for initiative. High roller has the option of moving first or second"', () => {
    const state = turnWith([5, 6, 1, 2]);
    expect(ww.pending(state)).toMatchObject({ side: 'red', kind: 'move-order' });
    const next = step(state, { type: 'move-order', side: 'red', first: false });
    expect(ww.pending(next)).toMatchObject({ side: 'white', kind: 'activate' });
  });

  it('"If either side … roll doubles, then they can nominate one unit on the other side that may not move"', () => {
    const state = turnWith([3, 3, 1, 2]);
    expect(ww.pending(state)).toMatchObject({ side: 'red', kind: 'freeze' });
    expect(ww.options(state).map((c) => c.label)).toContain('Pin no enemy unit');
    let next = step(state, { type: 'freeze', side: 'red', unitId: 'w1' });
    next = step(next, { type: 'move-order', side: 'red', first: false });
    next = step(next, { type: 'activate', side: 'white', command: 'a' });
    // "That unit may still fire, and test morale, etc … but it may not move voluntarily."
    expect(unitsToMove(next).map((u) => u.id)).not.toContain('w1');
    expect(ww.pending(next)).toMatchObject({ side: 'red', kind: 'activate' });
  });

  it('both sides on doubles both nominate, the winner first', () => {
    const state = turnWith([2, 2, 4, 4]);
    expect(state.freezesDue).toEqual(['white', 'red']);
    const next = step(state, { type: 'freeze', side: 'white', unitId: null });
    expect(ww.pending(next)).toMatchObject({ side: 'red', kind: 'freeze' });
  });

  it('"If the dice are a tie, roll again"', () => {
    const state = turnWith([3, 4, 5, 2, 6, 5, 1, 1]);
    expect(state.initiative).toEqual({ red: [6, 5], white: [1, 1] });
    expect(state.winner).toBe('red');
  });

  it('"If the dice are a tie, and both sides rolled doubles, than for that turn no units at all may move, but all units may fire"', () => {
    const state = turnWith([4, 4, 4, 4]);
    expect(state.noMovement).toBe(true);
    expect(state.phase).toBe('fire');
  });

  it('"The first player elects a command … Players then alternate moving commands"', () => {
    let state = step(turnWith([6, 6, 1, 2]), { type: 'freeze', side: 'red', unitId: null });
    state = step(state, { type: 'move-order', side: 'red', first: true });
    const order: string[] = [];
    while (state.phase === 'activate' || state.phase === 'move') {
      const pending = ww.pending(state)!;
      if (pending.kind === 'activate') order.push(pending.side);
      const hold = ww.options(state).find((c) => c.action.type === 'hold' || c.action.type === 'activate')!;
      state = step(state, hold.action, [5, 6, 1, 2]);
    }
    expect(order).toEqual(['red', 'white', 'red', 'white', 'red', 'white']);
  });

  it('"All units in that command that are not in the process of Routing may move"; the router tests when its command is activated', () => {
    let state = step(turnWith([6, 5, 1, 2]), { type: 'move-order', side: 'red', first: true });
    unitOf(state, 'r1').status = 'routing';
    // Recovery test: 4 stands, a 5 fails → rout 2d6 (3+3) away from the enemy.
    state = step(state, { type: 'activate', side: 'red', command: 'a' }, [5, 3, 3]);
    expect(unitOf(state, 'r1').status).toBe('routing');
    expect(unitOf(state, 'r1').stands[0]!.y).toBe(4);
    expect(ww.pending(state)).toMatchObject({ side: 'white', kind: 'activate' });
  });

  it('a game that runs to its turn limit ends on its last turn: the table and the report show "turn 6 of 6", never turn 7', () => {
    const state = deployedState(scenario);
    state.turn = scenario.turnLimit;
    state.phase = 'morale';
    state.afterMorale = 'end';
    const events: GameEvent[] = [];
    advance(state, forcedDice([]), events);
    expect(state.outcome).toMatchObject({ winner: 'white', reason: 'Whites held out to the end of turn 6' });
    expect(state.turn).toBe(6);
    expect(ww.view(state)).toMatchObject({ turn: 6, turnLimit: 6, phase: 'game over' });
    expect(events.filter((e) => e.kind === 'turn')).toEqual([]);
  });
});
