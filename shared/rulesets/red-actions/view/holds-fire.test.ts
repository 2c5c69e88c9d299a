import { describe, expect, it } from 'vitest';
import { unitView } from './view.ts';
import { fixtureScenario, fixtureState, unit } from '../test-fixture.ts';

describe('the unit card says why a unit that moved does not shoot (Red Actions!)', () => {
  it('"Move, with the option of shooting first": a unit that has moved in its action segment shoots no more', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r', type: 'red-regulars', at: [20, 5], bases: 3 }], [{ id: 'w', type: 'white-volunteers', at: [20, 40], bases: 3 }]));
    expect(unitView(s, unit(s, 'r')).holdsFire).toBeUndefined();
    unit(s, 'r').acted = true;
    unit(s, 'r').movedThisTurn = 4;
    expect(unitView(s, unit(s, 'r')).holdsFire).toBe('Has moved in its action segment this turn: a unit may shoot before it moves, never after (Red Actions!, Permitted Actions: "Move, with the option of shooting first").');
  });
});
