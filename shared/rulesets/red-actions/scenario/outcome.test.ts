import { describe, expect, it } from 'vitest';
import { fixtureState, stationRaid } from '../test-fixture.ts';
import { computeOutcome } from './outcome.ts';

describe('when the battle is judged', () => {
  it('flight at once ("stopping if either army reaches its flight number", 000 line 103); the scenario\'s conditions at the turn\'s end', () => {
    const s = fixtureState(stationRaid());
    // Every garrison unit steps out of the station yard in mid-turn: the Reds' clear-area condition is met.
    const garrison = new Set(['w-volunteers', 'w-mg', 'w-plastuns']);
    for (const u of s.units) if (garrison.has(u.id)) u.bases = u.bases.map((b, i) => ({ ...b, x: 4 + i * 1.3, y: 46 }));
    expect(computeOutcome(s, 'mid-turn')).toBeNull();
    expect(computeOutcome(s, 'turn-end')).toMatchObject({ winner: 'red' });
    // An army past its flight number runs at once, whenever that is.
    for (const u of s.units) if (u.side === 'white') u.status = 'routing';
    expect(computeOutcome(s, 'mid-turn')).toMatchObject({ winner: 'red', reason: expect.stringContaining('flight number') });
  });
});
