import { describe, expect, it } from 'vitest';
import { fixtureState, stationRaid } from '../test-fixture.ts';
import { phaseLabel } from './view.ts';

describe('the phase label (Red Actions!, "Initiative")', () => {
  it('says which side acts next, not the turn number again, and never calls it the side with the initiative', () => {
    // "The players roll for who first has initiative, and then alternate moving units" (000 line 115): after the
    // roll the side to act alternates, so a heading saying the other side "has the initiative" contradicts the roll.
    const s = fixtureState(stationRaid());
    expect(phaseLabel(s)).toBe(`${s.scenario.sides[s.initiative.toAct].name} to act`);
    expect(phaseLabel({ ...s, initiative: { ...s.initiative, toAct: 'white' } })).not.toMatch(/initiative/);
    expect(phaseLabel(s)).not.toMatch(/^turn \d/);
    expect(phaseLabel({ ...s, phase: 'entry' })).toBe('units enter the table');
  });
});
