import { describe, expect, it } from 'vitest';
import { type FixtureUnit, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { checkShootAction } from '../segment/legality-move.ts';
import { pivotToFire } from './fire-flow.ts';
import { unitFacing } from '../troops/units.ts';
import type { ActionOf } from '../actions.ts';

/** "Moving and Shooting" and "Fire Arcs": what a unit may turn before it fires and move after. White stands at y 20. */
const target: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 20], bases: 2, facing: 180 };
const state = (shooter: FixtureUnit) => fixtureState(fixtureScenario([shooter], [target]));
const shoot = (then?: { x: number; y: number }): ActionOf<'shoot'> => ({
  type: 'shoot', side: 'red', unitId: 'r1', targetId: 'w1', mode: 'aimed', ...(then ? { then: { to: then, facing: 0 } } : {}),
});

describe('Moving and Shooting', () => {
  it('“Move the shooters, if they are entitled to shoot and move”: riflemen fire, then move at full speed', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 16], bases: 2 }], [{ ...target, at: [36, 30] }]));
    expect(checkShootAction(s, unit(s, 'r1'), shoot({ x: 36, y: 24 }))).toBeNull();
    expect(checkShootAction(s, unit(s, 'r1'), shoot({ x: 36, y: 25 }))).toContain('after firing');
  });

  it('“Tachankas cannot shoot and move”; they fire “in the same manner but to their rear”', () => {
    const s = state({ id: 'r1', type: 'red-tachanka', at: [36, 12], facing: 180 });
    expect(checkShootAction(s, unit(s, 'r1'), shoot())).toBeNull();
    expect(checkShootAction(s, unit(s, 'r1'), shoot({ x: 34, y: 12 }))).toBe('this troop type cannot move after firing');
  });

  it('guns may only prolong 1″ after firing', () => {
    const s = state({ id: 'r1', type: 'red-field-gun', at: [36, 4] });
    expect(checkShootAction(s, unit(s, 'r1'), shoot({ x: 36, y: 3 }))).toBeNull();
    expect(checkShootAction(s, unit(s, 'r1'), shoot({ x: 36, y: 2 }))).toBe('guns may only prolong 1" after firing');
  });
});

describe('Shooting, step 1: “Pivot MGs or artillery or turn infantry or cavalry if required”', () => {
  it('an MG pivots up to 45° to bring the target into arc, no further', () => {
    const near = state({ id: 'r1', type: 'red-mg', at: [30, 14], facing: 0 });
    expect(pivotToFire(near, unit(near, 'r1'), unit(near, 'w1'))).toBe(true);
    expect(unitFacing(unit(near, 'r1'))).toBeCloseTo(45, 0);
    const wide = state({ id: 'r1', type: 'red-mg', at: [30, 19], facing: 0 });
    expect(pivotToFire(wide, unit(wide, 'r1'), unit(wide, 'w1'))).toBe(false);
  });

  it('riflemen turn a quarter or about to face the target', () => {
    const s = state({ id: 'r1', type: 'red-regulars', at: [36, 12], bases: 2, facing: 180 });
    expect(pivotToFire(s, unit(s, 'r1'), unit(s, 'w1'))).toBe(true);
    expect(unitFacing(unit(s, 'r1'))).toBeCloseTo(0, 0);
  });
});
