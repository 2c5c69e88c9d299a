import { describe, expect, it } from 'vitest';
import { SeededDice, rngFromSeed } from '../../../engine/dice.ts';
import { type FixtureUnit, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import type { RaAction } from '../actions.ts';
import type { RaState } from '../state.ts';
import { stepState } from '../step.ts';
import { choicesFor, choicesForUnit } from './choices.ts';
import { unitCentre } from '../troops/units.ts';

function setup(red: FixtureUnit[]): RaState {
  const s = fixtureState(fixtureScenario(
    [...red, { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 }],
    [{ id: 'w1', type: 'white-volunteers', at: [36, 40], bases: 4, facing: 180 }],
  ));
  s.initiative.toAct = 'red';
  return s;
}

const actionsOf = (s: RaState, unitId: string): RaAction[] => choicesForUnit(s, unitId).map((c) => c.action);

describe('the options a person and the AI are offered', () => {
  it('"Horse artillery may move half a move and limber or unlimber in the same action segment"', () => {
    const s = setup([{ id: 'horse', type: 'red-horse-gun', at: [36, 10], officer: null }]);
    const limberAndGo = actionsOf(s, 'horse').filter((a) => a.type === 'limber' && a.then);
    expect(limberAndGo.length).toBeGreaterThan(0);
    for (const a of limberAndGo) {
      const r = stepState(s, a, new SeededDice(rngFromSeed(1)));
      expect(r.ok).toBe(true);
      if (!r.ok || a.type !== 'limber' || !a.then) continue;
      const g = unit(r.value.state, 'horse');
      expect(g.limbered).toBe(true);
      expect(Math.hypot(unitCentre(g).x - 36, unitCentre(g).y - 10)).toBeLessThanOrEqual(14 / 2 + 1e-6);
    }
    const limbered = setup([{ id: 'horse', type: 'red-horse-gun', at: [36, 10], officer: null, extra: { tags: ['limbered'] } }]);
    const goAndUnlimber = actionsOf(limbered, 'horse').filter((a) => a.type === 'unlimber' && a.before);
    expect(goAndUnlimber.length).toBeGreaterThan(0);
    const r = stepState(limbered, goAndUnlimber[0]!, new SeededDice(rngFromSeed(1)));
    expect(r.ok && unit(r.value.state, 'horse').limbered).toBe(false);
    expect(choicesForUnit(limbered, 'horse').map((c) => c.label)).toContainEqual(expect.stringMatching(/^horse: move .*, and unlimber$/));
  });

  it('field guns that are not horse artillery are offered no such combined move', () => {
    const s = setup([{ id: 'foot', type: 'red-field-gun', at: [36, 10], officer: null }]);
    expect(actionsOf(s, 'foot').filter((a) => (a.type === 'limber' && a.then) || (a.type === 'unlimber' && a.before))).toEqual([]);
    expect(actionsOf(s, 'foot')).toContainEqual({ type: 'limber', side: 'red', unitId: 'foot' });
  });

  it('"A unit may divide itself into two or more smaller units": every split, equal or not, is offered', () => {
    const s = setup([{ id: 'rifles', type: 'red-regulars', at: [36, 10], bases: 6 }, { id: 'mgs', type: 'red-mg', at: [20, 10], bases: 3, officer: null }]);
    const splits = (id: string) => actionsOf(s, id).flatMap((a) => (a.type === 'divide' ? [a.bases] : []));
    expect(splits('rifles')).toEqual([2, 3, 4]);
    expect(splits('mgs')).toEqual([1, 2]);
    const r = stepState(s, { type: 'divide', side: 'red', unitId: 'rifles', bases: 2 }, new SeededDice(rngFromSeed(1)));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const parts = r.value.state.units.filter((u) => u.id.startsWith('rifles')).map((u) => u.bases.length).sort();
    expect(parts).toEqual([2, 4]);
    expect(choicesFor(s).map((c) => c.label)).toContain('rifles: divide, 2 bases splitting off');
  });
});
