import { describe, expect, it } from 'vitest';
import { assaultTargets, pathCost } from './assault.ts';
import { area, fcScenario, stateAt, unitOf } from '../test-fixtures.ts';

// Reds 6" south of the Whites: across open ground, or across a marsh between them.
const at = (terrain: ReturnType<typeof area>[]) => {
  const state = stateAt(fcScenario(
    [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 20, stands: 4 }],
    [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 27, stands: 4 }],
    terrain,
  ), 'assault', 'red');
  const reds = unitOf(state, 'reds');
  Object.assign(reds, { leadership: true, allowance: 8 });
  return { state, reds, whites: unitOf(state, 'whites') };
};

describe('the way into an assault', () => {
  it('"half in rough": an assault pays for its ground as a move does, so a marsh in the way puts a near enemy out of reach', () => {
    const open = at([]);
    // Stand centres 7" apart, less half of each 1.5" wide stand: 5.5" of open ground, within the 8" move.
    expect(pathCost(open.state, open.reds, open.whites)).toBeCloseTo(5.5, 6);
    expect(assaultTargets(open.state, open.reds).map((u) => u.id)).toEqual(['whites']);
    const marsh = at([area('marsh', 'marsh', 20, 21, 50, 26)]);
    expect(pathCost(marsh.state, marsh.reds, marsh.whites)).toBeNull();
    expect(assaultTargets(marsh.state, marsh.reds)).toEqual([]);
  });
});
