import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import { damageMarkerEffect, resolveAaFire, rollCrash } from './anti-aircraft.ts';
import { BOMBING_FACTORS, rollBombing } from './bombing.ts';
import { planAreaFactor } from '../indirect/effects.ts';
import { mineCasualties, mineStrike, mineTest, mineTests, testsIn } from './mines.ts';
import { planSniper, resolveSniper } from './sniper.ts';

describe('Minefields', () => {
  it('"This number or less must be rolled on a D10 … So a score of 6 would hit models crossing a field of density 6"', () => {
    expect(mineTest(6, forcedDice([6])).hit).toBe(true);
    expect(mineTest(6, forcedDice([7])).hit).toBe(false);
  });

  it('"Roll once per 4 cm moved in the field", a part counting whole (decision)', () => {
    expect([mineTests(0), mineTests(4), mineTests(4.5), mineTests(12)]).toEqual([0, 1, 2, 3]);
  });

  it('"Armoured targets do not test crossing an Anti-personal field … troops on foot, or cavalry don\'t test crossing an Anti-Tank field"', () => {
    expect([testsIn('anti-personnel', true), testsIn('anti-personnel', false), testsIn('anti-tank', true), testsIn('anti-tank', false), testsIn('mixed', true)]).toEqual([false, true, true, false, true]);
  });

  it('"test on a factor of 8 on the casualty table"; "Armoured targets are attacked with a strike value 3, there are no other modifiers"', () => {
    expect(mineCasualties(forcedDice([9])).casualties).toBe(2);
    const s = mineStrike(2, forcedDice([5]));
    expect(s.explanation).toMatchObject({ total: 6, result: '1 hit' });
  });
});

describe('Snipers: "He fires at a factor of 4, and ignores range modifiers, but not cover ones"', () => {
  it('shifts for cover only and takes the officer first', () => {
    expect(planSniper({ kind: 'foot', formation: 'close', cover: 'light', grade: 'normal' }).finalFactor).toBe(3);
    const r = resolveSniper({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal' }, [{ id: 'l', kind: 'lmg', name: 'LMG' }, { id: 'o', kind: 'officer', name: 'Officer' }], 'l', forcedDice([8]));
    expect(r.removes?.id).toBe('o');
    expect(resolveSniper({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal' }, [], null, forcedDice([2])).hit).toBe(false);
  });
});

describe('Anti-Aircraft Fire', () => {
  it('uses the AA factors against the aircraft\'s defence value with altitude modifiers', () => {
    const r = resolveAaFire('heavy-aa', 'medium', 'twin-engined', true, forcedDice([4]));
    expect(r.ok && r.value.explanation.total).toBe(4 + 6 - 5 + 1);
    expect(resolveAaFire('target', 'medium', 'single-engined', false, forcedDice([])).ok).toBe(false);
  });

  it('"One damage marker subtracts 3 … Two damage markers subtract 5 … Three damage markers abort the model … It will crash on a 5 or less"', () => {
    expect([1, 2, 3].map(damageMarkerEffect)).toEqual([{ modifier: -3, aborted: false }, { modifier: -5, aborted: false }, { modifier: 0, aborted: true }]);
    expect(rollCrash(forcedDice([5])).crashes).toBe(true);
    expect(rollCrash(forcedDice([6])).crashes).toBe(false);
  });
});

describe('Bombing', () => {
  it('"On a roll of 9 or 10 the attack is on target. On a roll of 5 to 8 the attack scatters over … 1 to 3 … short", 4 short (decision)', () => {
    expect(rollBombing('low', 0, forcedDice([9])).landing).toBe('on target');
    expect(rollBombing('low', 0, forcedDice([5, 7]))).toMatchObject({ landing: 'over', distanceCm: 7 });
    expect(rollBombing('low', 0, forcedDice([4, 2])).landing).toBe('short');
    // "On a roll of 1 to 3 the attack scatters short of the target." "Air attacks can only scatter long or short."
    expect([1, 2, 3].map((roll) => rollBombing('low', 0, forcedDice([roll, 2])))).toEqual([1, 2, 3].map(() => expect.objectContaining({ landing: 'short', distanceCm: 2 })));
  });

  it('"For High altitude attacks they scatter by 4 D10 cm"; a damage marker takes 3 off the roll', () => {
    const r = rollBombing('high', -3, forcedDice([10, 1, 2, 3, 4]));
    expect(r).toMatchObject({ landing: 'over', distanceCm: 10 });
    expect(r.explanation.total).toBe(7);
    expect(BOMBING_FACTORS.blue['heavy-bomber']).toBe(20);
    expect(BOMBING_FACTORS.other.scout).toBe(3);
  });
});

describe('a bombing run on the area fire rules', () => {
  it('"The effect of an air attack is the same as an artillery barrage": the factor on column C with cover shifts', () => {
    const p = planAreaFactor({ base: BOMBING_FACTORS.other['light-bomber'], baseLabel: 'light bomber', modifiers: [], value: 6 }, false, { kind: 'foot', formation: 'normal', cover: 'light', grade: 'normal' }, []);
    expect(p.columnName).toBe('D');
    expect(p.finalFactor).toBe(4);
  });
});
