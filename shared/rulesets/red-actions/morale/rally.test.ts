import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { checkRallyRout, rallyFromPinned, rallyFromRout, rallyFromTerror } from './rally.ts';
import { startRout } from './rout.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const enemy: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 44], bases: 2, facing: 180 };
const setup = (red: FixtureUnit[], o: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, [enemy], o));
const routed = (type = 'red-regulars', o: Partial<ScenarioInput> = {}) => {
  const s = setup([{ id: 'r1', type, at: [36, 30], bases: 2 }], o);
  startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), { x: 36, y: 44 }, 'test');
  return s;
};

describe('Rallying from Rout, Terror and Pinned', () => {
  it('"All terror markers, but not humiliated markers, are immediately removed – there is no test"; units “may do so when they rally from terror”: they evade', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }]);
    Object.assign(unit(s, 'r1'), { terror: 3, humiliated: 1 });
    rallyFromTerror(ctxOf(s, forcedDice([])), unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ terror: 0, humiliated: 1, evading: true });
  });

  it('"may only attempt to rally from rout if it is not pursued or the pursuers are more than a full move away"', () => {
    const s = routed();
    expect(checkRallyRout(s, unit(s, 'r1'))).toBeNull();
    unit(s, 'w1').bases = [{ x: 36, y: 26, facing: 180 }, { x: 37.2, y: 26, facing: 180 }];
    expect(checkRallyRout(s, unit(s, 'r1'))).toContain('pursued');
  });

  it('“Units rallying from rout may not evade”; success: “they may rally in any formation and direction, removing all terror but not humiliated markers” (facing the enemy)', () => {
    const s = routed();
    Object.assign(unit(s, 'r1'), { terror: 2, humiliated: 1 });
    rallyFromRout(ctxOf(s, forcedDice([3, 3])), unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ status: 'active', terror: 0, humiliated: 1, evading: false });
    expect(unit(s, 'r1').bases[0]!.facing).toBeCloseTo(0, 0);
  });

  it('"Failure results in an additional humiliated marker": “a currently routing unit receives a humiliated marker and makes another rout move”', () => {
    const s = routed();
    const y = unit(s, 'r1').bases[0]!.y;
    rallyFromRout(ctxOf(s, forcedDice([6, 5])), unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ status: 'routing', humiliated: 1 });
    expect(unit(s, 'r1').bases[0]!.y).toBeLessThan(y);
  });

  it('MG teams that "fail to rally immediately" leave their weapons behind', () => {
    const s = routed('red-mg');
    rallyFromRout(ctxOf(s, forcedDice([6, 6])), unit(s, 'r1'));
    expect(unit(s, 'r1').weaponsAbandoned).toBe(true);
  });

  it('Alternatively (standard RA!): more than 2 over or a 12 removes the unit; MG and mortar teams cannot rally', () => {
    const options = { ruleset: { id: 'red-actions', options: { routRule: 'original', positionMarkers: false } } };
    const s = routed('red-regulars', options);
    rallyFromRout(ctxOf(s, forcedDice([6, 4])), unit(s, 'r1'));
    expect(unit(s, 'r1').status).toBe('destroyed');
    const near = routed('red-regulars', options);
    rallyFromRout(ctxOf(near, forcedDice([4, 4])), unit(near, 'r1'));
    expect(unit(near, 'r1')).toMatchObject({ status: 'routing', humiliated: 0 });
    const mg = routed('red-mg', options);
    expect(checkRallyRout(mg, unit(mg, 'r1'))).toContain('cannot rally');
  });

  it('"rally from pinned": “If it passes, the pinned marker is removed, and the unit may move normally”; “Otherwise the marker remains on the unit”', () => {
    const s = setup([{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }]);
    unit(s, 'r1').pinned = true;
    expect(rallyFromPinned(ctxOf(s, forcedDice([6, 6])), unit(s, 'r1'))).toBe(false);
    expect(unit(s, 'r1').pinned).toBe(true);
    expect(rallyFromPinned(ctxOf(s, forcedDice([1, 2])), unit(s, 'r1'))).toBe(true);
    expect(unit(s, 'r1').pinned).toBe(false);
  });
});
