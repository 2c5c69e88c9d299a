import { describe, expect, it } from 'vitest';
import { fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { legalTargets } from '../segment/legality-move.ts';

describe('Firing Priorities', () => {
  it('"Units threatening the firers … close range … targets in the open": an armoured car close by comes before infantry at long range, for MGs', () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'mg', type: 'red-mg', at: [36, 10], bases: 2 }],
      [{ id: 'car', type: 'white-armoured-car', at: [36, 14], facing: 180 }, { id: 'inf', type: 'white-volunteers', at: [38, 24], bases: 4, facing: 180 }]
    ));
    expect(legalTargets(s, unit(s, 'mg'), 'aimed', null).map((t) => t.id)).toEqual(['car']);
  });

  it('riflemen are not held to firing at armour their bullets cannot hurt ("in terms of what the firers would know")', () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'rifles', type: 'red-regulars', at: [36, 10], bases: 4 }],
      [{ id: 'car', type: 'white-armoured-car', at: [36, 14], facing: 180 }, { id: 'inf', type: 'white-volunteers', at: [38, 24], bases: 4, facing: 180 }]
    ));
    expect(legalTargets(s, unit(s, 'rifles'), 'aimed', null).map((t) => t.id)).toEqual(['inf']);
  });
});
