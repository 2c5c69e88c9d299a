import { describe, expect, it } from 'vitest';
import { fixtureState, stationRaid } from '../test-fixture.ts';
import { phaseLabel } from './view.ts';

describe('the phase label (Red Actions!, "Initiative")', () => {
  it('says which side has the initiative in a turn, not the turn number again', () => {
    const s = fixtureState(stationRaid());
    expect(phaseLabel(s)).toBe(`${s.scenario.sides[s.initiative.toAct].name} have the initiative`);
    expect(phaseLabel(s)).not.toMatch(/^turn \d/);
    expect(phaseLabel({ ...s, phase: 'entry' })).toBe('units enter the table');
  });
});
