import { describe, expect, it } from 'vitest';
import { fixtureScenario, fixtureState, stepForced, unit } from '../test-fixture.ts';
import { unitView } from '../view/view.ts';

describe('a senior officer\'s own words and card', () => {
  const s0 = () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'kombrig', type: 'red-senior-officer', at: [36, 10], officer: null }, { id: 'r1', type: 'red-regulars', at: [20, 10], bases: 2 }],
      [{ id: 'w1', type: 'white-volunteers', at: [60, 44], bases: 2, facing: 180 }],
    ));
    s.initiative.toAct = 'red';
    return s;
  };

  it('an officer holds his ground; a unit holds its ground', () => {
    const s = s0();
    expect(stepForced(s, { type: 'hold', side: 'red', unitId: 'kombrig' }, []).text).toContain('kombrig holds his ground');
    expect(stepForced(s, { type: 'hold', side: 'red', unitId: 'r1' }, []).text).toContain('r1 holds its ground');
  });

  it('the officer who is the unit is not listed on his card as "with" himself', () => {
    const s = s0();
    const view = unitView(s, unit(s, 'kombrig'));
    expect(view.officers.filter((o) => o.id !== view.id)).toEqual([]);
  });
});
