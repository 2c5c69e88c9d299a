import { describe, expect, it } from 'vitest';
import { draft, type FcState } from '../state.ts';
import { fcScenario, stateAt, unitOf } from '../test-fixtures.ts';
import { keptMoveChoices } from './kept-move-options.ts';
import { unitMoveChoices } from './move-options.ts';

const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'a', troopType: 'red-infantry', leader: 'rc', x: 10, y: 10, stands: 4 },
    { id: 'b', troopType: 'red-infantry', leader: 'rc', x: 20, y: 10, stands: 4 },
    { id: 'far', troopType: 'red-infantry', leader: 'rc', x: 60, y: 4, stands: 4 },
  ],
  [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 12, y: 30, stands: 4 }],
);

/** Unit `a` ready to move 10" in phase 3. */
function ready(): FcState {
  const state = stateAt(scenario, 'movement', 'red');
  Object.assign(unitOf(state, 'a'), { leadership: true, allowance: 10, roadInches: 0 });
  return state;
}

/** The state after one unit moved by (dx, dy): a new list of stands for it, the others shared as a step shares them. */
function afterMove(state: FcState, id: string, dx: number, dy: number): FcState {
  const next = draft(state);
  const u = unitOf(next, id);
  u.stands = u.stands.map((s) => ({ ...s, x: s.x + dx, y: s.y + dy }));
  return next;
}

describe('move choices kept from state to state', () => {
  it('are handed out again when a friend moves where none of the ways could meet it', () => {
    const state = ready();
    const first = keptMoveChoices(state, unitOf(state, 'a'));
    expect(first).toEqual(unitMoveChoices(state, unitOf(state, 'a')));
    const next = afterMove(state, 'far', 0, 3);
    expect(keptMoveChoices(next, unitOf(next, 'a'))).toBe(first);
    expect(first).toEqual(unitMoveChoices(next, unitOf(next, 'a')));
  });

  it('are worked out again for the ways a friend now stands in, and match the choices made afresh', () => {
    const state = ready();
    const before = keptMoveChoices(state, unitOf(state, 'a'));
    // The friend steps into the way east: the move east now stops short of it.
    const next = afterMove(state, 'b', -6, 0);
    const now = keptMoveChoices(next, unitOf(next, 'a'));
    expect(now).toEqual(unitMoveChoices(next, unitOf(next, 'a')));
    expect(now).not.toEqual(before);
  });

  it('are worked out again when an enemy moves, or the unit\'s move is another', () => {
    const state = ready();
    keptMoveChoices(state, unitOf(state, 'a'));
    const next = afterMove(state, 'w', 20, 0);
    expect(keptMoveChoices(next, unitOf(next, 'a'))).toEqual(unitMoveChoices(next, unitOf(next, 'a')));
    const slower = draft(next);
    unitOf(slower, 'a').allowance = 4;
    expect(keptMoveChoices(slower, unitOf(slower, 'a'))).toEqual(unitMoveChoices(slower, unitOf(slower, 'a')));
  });
});
