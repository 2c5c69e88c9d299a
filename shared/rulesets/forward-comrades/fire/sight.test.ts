import { describe, expect, it } from 'vitest';
import { ALWAYS_SEEN_WITHIN, sees } from './fire.ts';
import { unitDistance } from '../movement/stands.ts';
import { area, fcScenario, stateAt, unitOf } from '../test-fixtures.ts';

const town = area('town', 'built-up', 20, 10, 50, 30);

describe('sight in the town (Tachanka\'s decision: README "Sight")', () => {
  it('more than 2" of the town between two stands blocks the sight line', () => {
    const state = stateAt(fcScenario(
      [{ id: 'reds', troopType: 'red-infantry', x: 30, y: 15, stands: 2 }],
      [{ id: 'whites', troopType: 'white-infantry', x: 30, y: 24, stands: 2 }], [town]));
    expect(sees(state, unitOf(state, 'whites'), unitOf(state, 'reds'))).toBe(false);
  });

  it('an enemy within 2", stand edge to stand edge, is always seen: the ground under a stand does not hide it at arm\'s length', () => {
    const state = stateAt(fcScenario(
      [{ id: 'reds', troopType: 'red-infantry', x: 30, y: 15, stands: 2 }],
      [{ id: 'whites', troopType: 'white-infantry', x: 30, y: 18, stands: 2 }], [town]));
    const [whites, reds] = [unitOf(state, 'whites'), unitOf(state, 'reds')];
    // The stand centres are 3" apart, all of it town: by the sight line alone the Whites would not see the Reds.
    expect(unitDistance(whites, reds)).toBeLessThanOrEqual(ALWAYS_SEEN_WITHIN);
    expect(sees(state, whites, reds)).toBe(true);
    expect(sees(state, reds, whites)).toBe(true);
  });
});
