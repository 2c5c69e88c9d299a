import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { judgeMorale, moraleTarget, moraleTest } from './morale.ts';
import { runAgenda } from '../sequence/agenda.ts';
import { canSee } from '../terrain/visibility.ts';
import type { AgendaHandlers } from '../sequence/agenda.ts';

const noHandlers: AgendaHandlers = { resume: () => {}, chargeReact: () => {}, chargeContact: () => {}, combat: () => {}, pursue: () => {}, moveOn: () => {} };

describe('Morale Tests', () => {
  it('"a 2d6 roll must be equal to or lower than the modified success number"; "all morale tests are failed on a score of 12"', () => {
    expect(judgeMorale(7, 7)).toBe(true);
    expect(judgeMorale(8, 7)).toBe(false);
    expect(judgeMorale(12, 14)).toBe(false);
    expect(judgeMorale(2, 2)).toBe(true);
  });

  it('takes the success number from the card: “These are altered by adding or subtracting any bonuses”, the first “+/- any junior or senior officer’s morale effect applicable”', () => {
    const s = fixtureState(fixtureScenario([{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 4, officer: 'steady-a' }], [{ id: 'w1', type: 'white-volunteers', at: [36, 40], bases: 4, facing: 180 }]));
    const t = moraleTarget(s, unit(s, 'r1'), 'fear');
    expect(t.base).toBe(7);
    expect(t.target).toBe(8);
    const ctx = ctxOf(s, forcedDice([4, 4]));
    expect(moraleTest(ctx, unit(s, 'r1'), 'fear', 'charged').passed).toBe(true);
    expect(ctx.events[0]!.roll).toMatchObject({ dice: [4, 4], total: 8, table: 'morale', column: 'fear' });
  });

  it('adds a senior officer\'s bonus if he “can see the unit and it is within 300m (12″) of it”', () => {
    const red = [
      { id: 'r1', type: 'red-regulars', at: [36, 10] as [number, number], bases: 4 },
      { id: 'boss', type: 'red-senior-officer', at: [36, 20] as [number, number], officer: null, extra: { officers: [{ id: 'boss.o', rank: 'senior' as const, characteristic: 'inspiring' }] } },
    ];
    const s = fixtureState(fixtureScenario(red, [{ id: 'w1', type: 'white-volunteers', at: [36, 44], bases: 2, facing: 180 }]));
    expect(moraleTarget(s, unit(s, 'r1'), 'serious').target).toBe(7 + 2);
    unit(s, 'boss').bases = [{ x: 36, y: 25, facing: 0 }];
    expect(moraleTarget(s, unit(s, 'r1'), 'serious').target).toBe(7);
  });

  it('adds it unseen if he “is within 100m (4″) of it”: riflemen standing in a wood are not seen from 3″ off', () => {
    const wood = { id: 'wood', kind: 'area' as const, type: 'woods' as const, polygon: [{ x: 28, y: 5 }, { x: 44, y: 5 }, { x: 44, y: 10.5 }, { x: 28, y: 10.5 }] };
    const red = [
      { id: 'r1', type: 'red-regulars', at: [36, 9.5] as [number, number], bases: 4 },
      { id: 'boss', type: 'red-senior-officer', at: [36, 13] as [number, number], officer: null, extra: { officers: [{ id: 'boss.o', rank: 'senior' as const, characteristic: 'inspiring' }] } },
    ];
    const s = fixtureState(fixtureScenario(red, [{ id: 'w1', type: 'white-volunteers', at: [36, 46], bases: 2, facing: 180 }], { terrain: [wood] }));
    expect(canSee(s, unit(s, 'boss'), unit(s, 'r1'))).toBe(false);
    expect(moraleTarget(s, unit(s, 'r1'), 'serious').target).toBe(7 + 2);
    unit(s, 'boss').bases = [{ x: 36, y: 15, facing: 0 }];
    expect(canSee(s, unit(s, 'boss'), unit(s, 'r1'))).toBe(false);
    expect(moraleTarget(s, unit(s, 'r1'), 'serious').target).toBe(7);
  });

  it('substitutes the senior\'s bonus for the junior\'s when he takes personal command', () => {
    const red = [
      { id: 'r1', type: 'red-regulars', at: [36, 10] as [number, number], bases: 4, officer: 'inspiring' },
      { id: 'boss', type: 'red-senior-officer', at: [36, 12] as [number, number], officer: null, extra: { officers: [{ id: 'boss.o', rank: 'senior' as const, characteristic: 'nervous' }] } },
    ];
    const s = fixtureState(fixtureScenario(red, [{ id: 'w1', type: 'white-volunteers', at: [36, 44], bases: 2, facing: 180 }]));
    expect(moraleTarget(s, unit(s, 'r1'), 'fear').target).toBe(7 + 2);
    unit(s, 'boss').attachedTo = 'r1';
    unit(s, 'boss').personalCommand = true;
    expect(moraleTarget(s, unit(s, 'r1'), 'fear').target).toBe(7 - 1);
  });

  it('"-2 if an enemy unit is behind the unit\'s flanks within 12″ and no visible friends capable of charging it"', () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }],
      [{ id: 'w1', type: 'white-cavalry', at: [46, 18], bases: 2, facing: 270 }],
    ));
    const t = moraleTarget(s, unit(s, 'r1'), 'fear');
    expect(t.modifiers.map((m) => m.value)).toContain(-2);
    expect(t.target).toBe(5);
  });

  it('"+2 when behind earthworks, in a trench"', () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }],
      [{ id: 'w1', type: 'white-volunteers', at: [36, 44], bases: 2, facing: 180 }],
      { terrain: [{ id: 't', kind: 'line', type: 'trench', points: [{ x: 30, y: 10 }, { x: 42, y: 10 }] }] },
    ));
    expect(moraleTarget(s, unit(s, 'r1'), 'fear').target).toBe(9);
  });

  it('at night "all units add +1 to morale rolls" (taken as one off the success number)', () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 }],
      [{ id: 'w1', type: 'white-volunteers', at: [36, 44], bases: 2, facing: 180 }],
      { timeOfDay: 'night' },
    ));
    expect(moraleTarget(s, unit(s, 'r1'), 'fear').target).toBe(6);
  });

  it('“A morale test must be taken for the following”, and failed: "Fear test – immediately routs"; "Serious test – immediately retires"', () => {
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [36, 20], bases: 4 }, { id: 'r2', type: 'red-regulars', at: [20, 20], bases: 4 }],
      [{ id: 'w1', type: 'white-volunteers', at: [36, 34], bases: 4, facing: 180 }],
    ));
    const ctx = ctxOf(s, forcedDice([6, 6, 6, 5]));
    s.agenda.push({ t: 'test', unitId: 'r1', test: 'fear', trigger: 'charged' }, { t: 'test', unitId: 'r2', test: 'serious', trigger: 'serious-shooting' });
    runAgenda(ctx, noHandlers);
    expect(unit(s, 'r1').status).toBe('routing');
    expect(unit(s, 'r1').bases[0]!.y).toBeLessThan(20);
    expect(unit(s, 'r2').status).toBe('active');
    expect(unit(s, 'r2').retiredThisTurn).toBe(3);
  });
});
