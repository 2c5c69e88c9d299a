import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, fixtureScenario, fixtureState, stepForced, unit } from '../test-fixture.ts';
import type { RaAction } from '../actions.ts';
import type { RaState } from '../state.ts';
import { stepState } from '../step.ts';
import { choicesFor } from '../choices/choices.ts';
import { unitCentre } from '../troops/units.ts';

/**
 * Red sabres (16" move) charge a White unit 10" ahead, which fails its fear test [6, 6] and runs: conscripts run
 * 7" (still on the path), Cossacks 18" (off the table). Spare White units keep the Whites short of their flight number.
 */
function fled(extraRed: FixtureUnit[], extraWhite: FixtureUnit[], target = 'white-cossacks', more: number[] = []): RaState {
  const spareRed: FixtureUnit = { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 };
  const spareWhite = [0, 1, 2].map((i): FixtureUnit => ({ id: `w-spare${i}`, type: 'white-volunteers', at: [50 + i * 8, 46], bases: 6, facing: 180 }));
  const s = fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-cavalry', at: [36, 20], bases: 4 }, spareRed, ...extraRed],
    [{ id: 'w1', type: target, at: [36, 30], bases: 4, facing: 180 }, ...spareWhite, ...extraWhite],
  ));
  s.initiative.toAct = 'red';
  return stepForced(s, { type: 'charge', side: 'red', unitId: 'r1', targetId: 'w1' }, [3, 3, 6, 6, ...more]).s;
}

const carryOn = (choice: 'halt' | 'continue'): RaAction => ({ type: 'charge-on', side: 'red', unitId: 'r1', choice });

describe('Charging: "If the target flees then the charger can choose to halt … or continue"', () => {
  it('the charger reaches the ground the target left and chooses: halt there, or carry on', () => {
    const s = fled([], []);
    expect(unit(s, 'w1').status).toBe('routing');
    expect(s.decision).toMatchObject({ kind: 'charge-on', side: 'red', unitId: 'r1' });
    expect(unitCentre(unit(s, 'r1')).y).toBeCloseTo(30, 1);
    expect(choicesFor(s).map((c) => c.label)).toEqual(['r1 halts on the ground its target left', 'r1 carries the charge 6.0" on']);
    const { s: after, text } = stepForced(s, carryOn('halt'), []);
    expect(text.join(' ')).toContain('halts on the ground its target left');
    expect(unitCentre(unit(after, 'r1')).y).toBeCloseTo(30, 1);
    expect(after.decision).toBeNull();
  });

  it('“When a charge is declared it includes the direction of the charge”: "continue to the full length of his move on the original path only"', () => {
    const { s } = stepForced(fled([], []), carryOn('continue'), []);
    const c = unitCentre(unit(s, 'r1'));
    // 16" from where the charge began, straight on along the line it was declared on.
    expect(c.x).toBeCloseTo(36, 1);
    expect(c.y).toBeCloseTo(36, 1);
    expect(unit(s, 'r1').movedThisTurn).toBeCloseTo(16, 1);
  });

  it('"Any units in the way may be charged. They must take a fear test as normal but may not shoot"', () => {
    // The Cossacks running past make w2 take a serious test (2, 2: passed).
    const s = fled([], [{ id: 'w2', type: 'white-volunteers', at: [38.5, 36.5], bases: 2, facing: 180 }], 'white-cossacks', [2, 2]);
    expect(choicesFor(s).map((c) => c.label)).toContain('r1 carries the charge on into w2');
    // w2's fear test: 4 passes.
    const { s: mid, text } = stepForced(s, carryOn('continue'), [2, 2]);
    expect(text.join('\n')).toContain('charges w2, which stands in its way');
    expect(text.join('\n')).toMatch(/w2 takes a fear test/);
    expect(mid.decision).toMatchObject({ kind: 'charged', unitId: 'w2', canShoot: false, canFlee: true });
    expect(choicesFor(mid).map((c) => c.label)).not.toContain('w2 fires at the chargers');
    const stand = stepState(mid, { type: 'charge-response', side: 'white', unitId: 'w2', response: 'stand' }, forcedDice([3, 4, 6, 6, 6, 6]));
    expect(stand.ok && stand.value.events.some((e) => e.roll?.rule === 'Red Actions!: Combat Table')).toBe(true);
  });

  it('routers still on the path are caught: "half their stands (rounded up) destroyed and the rest taken prisoner"', () => {
    const s = fled([], [], 'white-conscripts');
    expect(unit(s, 'w1').status).toBe('routing');
    expect(choicesFor(s).map((c) => c.label)).toContain('r1 carries the charge on and catches w1 as they run');
    const { s: after, text } = stepForced(s, carryOn('continue'), []);
    expect(text.join('\n')).toContain('catches w1 as they run');
    expect(unit(after, 'w1').status).toBe('surrendered');
    expect(after.prisoners).toEqual([expect.objectContaining({ side: 'white', bases: 2, heldBy: 'red' })]);
  });

  it('a charge carried on halts short of friends in the way (only the enemy may be charged)', () => {
    const s = fled([{ id: 'r2', type: 'red-regulars', at: [38.5, 36.5], bases: 2 }], []);
    expect(choicesFor(s).map((c) => c.label)).toContain('r1 carries the charge on, halting short of r2');
    const { s: after, text } = stepForced(s, carryOn('continue'), []);
    expect(text.join(' ')).toContain('halts short of r2');
    expect(unitCentre(unit(after, 'r1')).y).toBeLessThan(36.5 - 1);
    expect(after.decision).toBeNull();
  });

  it('with no move left along the path there is nothing to choose: the charger halts', () => {
    const spareWhite: FixtureUnit = { id: 'w-spare', type: 'white-volunteers', at: [68, 46], bases: 6, facing: 180 };
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [36, 22.2], bases: 4 }, { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 }],
      [{ id: 'w1', type: 'white-conscripts', at: [36, 30], bases: 4, facing: 180 }, spareWhite],
    ));
    s.initiative.toAct = 'red';
    // Riflemen move 8": the charge reaches the target's ground with under half an inch to spare.
    const { s: after, text } = stepForced(s, { type: 'charge', side: 'red', unitId: 'r1', targetId: 'w1' }, [3, 3, 6, 6]);
    expect(after.decision).toBeNull();
    expect(text.join(' ')).toContain('halts on the ground w1 left');
  });
});
