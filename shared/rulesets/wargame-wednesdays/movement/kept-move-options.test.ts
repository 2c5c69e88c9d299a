import { describe, expect, it } from 'vitest';
import { draft } from '../state.ts';
import { deployedState, unitOf, wwScenario } from '../test-fixtures.ts';
import { keptMoveChoices } from './kept-move-options.ts';
import { unitMoveChoices } from './move-options.ts';

const scenario = wwScenario(
  [
    { id: 'a', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 },
    { id: 'b', troopType: 'red-infantry', command: 'a', x: 20, y: 10, stands: 4 },
    { id: 'far', troopType: 'red-infantry', command: 'a', x: 60, y: 4, stands: 4 },
  ],
  [{ id: 'w', troopType: 'white-infantry', command: 'a', x: 12, y: 30, stands: 4 }],
);

/** The state after one unit moved by (dx, dy): a new list of stands for it, the others shared as a step shares them. */
function afterMove(state: ReturnType<typeof deployedState>, id: string, dx: number, dy: number) {
  const next = draft(state);
  const u = unitOf(next, id);
  u.stands = u.stands.map((s) => ({ ...s, x: s.x + dx, y: s.y + dy }));
  return next;
}

describe('move choices kept from state to state', () => {
  it('are handed out again when a friend moves where none of the ways could meet it', () => {
    const state = deployedState(scenario, 'move');
    const first = keptMoveChoices(state, unitOf(state, 'a'));
    const next = afterMove(state, 'far', 0, 3);
    expect(keptMoveChoices(next, unitOf(next, 'a'))).toBe(first);
    expect(first).toEqual(unitMoveChoices(next, unitOf(next, 'a')));
  });

  it('are worked out again for the ways a friend now stands in, and match the choices made afresh', () => {
    const state = deployedState(scenario, 'move');
    const before = keptMoveChoices(state, unitOf(state, 'a'));
    // The friend steps into the way east: the move east now stops short of it.
    const next = afterMove(state, 'b', -6, 0);
    const now = keptMoveChoices(next, unitOf(next, 'a'));
    expect(now).toEqual(unitMoveChoices(next, unitOf(next, 'a')));
    expect(now).not.toEqual(before);
  });

  it('are worked out again when an enemy moves', () => {
    const state = deployedState(scenario, 'move');
    keptMoveChoices(state, unitOf(state, 'a'));
    const next = afterMove(state, 'w', 20, 0);
    expect(keptMoveChoices(next, unitOf(next, 'a'))).toEqual(unitMoveChoices(next, unitOf(next, 'a')));
  });
});
