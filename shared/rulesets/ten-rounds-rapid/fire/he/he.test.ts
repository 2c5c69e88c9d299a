import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import type { SoftTarget } from '../types.ts';
import { heShotsAllowed, planHeFactor, resolveHeShot, type HeFireInput } from './he-fire.ts';
import { HE_FACTORS, heFactorRow, heNeeded } from './tables.ts';

const foot = (over: Partial<SoftTarget> = {}): SoftTarget => ({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal', ...over });
const shot = (over: Partial<HeFireInput> = {}): HeFireInput => ({ weapon: 'gun', calibreMm: 76, ammunition: 'he', rangeCm: 45, moving: false, target: foot(), halved: [], shortFall: false, ...over });

// “However first you need to see if the target has been hit.” The rows: “Up to 30 cm 10 - 30 cm 2 +”, “Up to 60 cm Up to 40 cm 4 +”,
// “Up to 90 cm Up to 40 cm 6 +” (the mortar column printing 40 cm twice, the third bracket read as 50 cm, `tables.ts`), “Up to 120 cm Up to 60 cm 8 +”, “Up to 150 cm Up to 75 cm 10 +”.
describe('Direct Firing HE: the roll to hit', () => {
  it.each([
    ['gun', 2, 2], ['gun', 30, 2], ['gun', 31, 4], ['gun', 60, 4], ['gun', 61, 6], ['gun', 90, 6], ['gun', 120, 8], ['gun', 150, 10],
    ['mortar', 10, 2], ['mortar', 40, 4], ['mortar', 45, 6], ['mortar', 60, 8], ['mortar', 75, 10],
  ] as const)('a %s at %i cm needs %i+', (launcher, cm, needed) => {
    expect(heNeeded(launcher, cm)).toEqual({ needed });
  });

  it('"There is also a minimum range of 2 cm"; mortars start at 10 cm; beyond the table no direct HE', () => {
    expect(heNeeded('gun', 1.5)).toEqual({ reason: "1.5 cm is inside the gun's minimum range of 2 cm" });
    expect(heNeeded('mortar', 8)).toMatchObject({ reason: expect.stringContaining('minimum range of 10 cm') });
    expect(heNeeded('gun', 151)).toMatchObject({ reason: expect.stringContaining('150 cm') });
  });

  it('"subtract 4 if the firer is moving"', () => {
    const r = resolveHeShot(shot({ moving: true }), forcedDice([7]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.toHit).toMatchObject({ target: '4+', dice: [7], modifiers: [{ label: 'firer moving', value: -4 }], total: 3, result: 'miss' });
    expect(r.value.casualties).toBeNull();
  });

  // “This is somewhat unrealistic, so players can if they wish use the following.” “Instead of ignoring misses the shells will land 5 cm short of the target point for each point the modified score is lower than that needed.”
  it('"So if a score of 8 is required and 4 is rolled the shell lands 20 cm short of the intended target" (optional rule)', () => {
    const r = resolveHeShot(shot({ rangeCm: 100, shortFall: true }), forcedDice([4]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.shortCm).toBe(20);
    expect(r.value.toHit.result).toBe('miss: lands 20 cm short of the target point');
  });

  it('on a hit, rolls the casualty table at the HE factor with cover shifts but no range shift', () => {
    const r = resolveHeShot(shot({ target: foot({ cover: 'light' }) }), forcedDice([5, 10]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.plan?.shifts).toEqual([{ label: 'light cover', value: 1 }]);
    expect(r.value.plan?.finalFactor).toBe(5);
    expect(r.value.casualties?.casualties).toBe(1);
  });
});

describe('HE and shrapnel factors', () => {
  // ... to the last row, “Larger Guns and Mortars 11 -”.
  const PRINTED: [string, number, string, string][] = [
    ['mg', 8, '-', '4'], ['gun', 37, '4', '5'], ['gun', 70, '6', '7'], ['mortar', 60, '6', '7'], ['gun', 76.2, '7', '8'], ['gun', 122, '8', '10'],
    ['mortar', 81, '8', '10'], ['mortar', 76, '8', '10'], ['gun', 152, '9', '11'], ['mortar', 107, '9', '11'], ['rocket', 0, '9', '11'], ['gun', 203, '10', '12'],
    ['mortar', 240, '10', '12'], ['gun', 305, '11', '-'],
  ];
  it.each(PRINTED)('%s of %f mm: HE %s, shrapnel %s', (weapon, mm, he, shrapnel) => {
    const row = HE_FACTORS[heFactorRow(weapon as 'gun', mm)]!;
    expect(String(row.he ?? '-')).toBe(he);
    expect(String(row.shrapnel ?? '-')).toBe(shrapnel);
  });

  it('"Shrapnel moves an extra 2 right for targets in cover"; HE from MGs and shrapnel from the largest guns do not exist', () => {
    const p = planHeFactor({ weapon: 'gun', calibreMm: 76, ammunition: 'shrapnel', target: foot({ cover: 'light' }), halved: [] });
    expect(p.ok && p.value.shifts.map((s) => s.value)).toEqual([1, 2]);
    expect(planHeFactor({ weapon: 'mg', calibreMm: 8, ammunition: 'he', target: foot(), halved: [] }).ok).toBe(false);
    expect(planHeFactor({ weapon: 'gun', calibreMm: 305, ammunition: 'shrapnel', target: foot(), halved: [] }).ok).toBe(false);
  });

  it('a field gun\'s second hit halves the HE factor', () => {
    const p = planHeFactor({ weapon: 'gun', calibreMm: 76, ammunition: 'he', target: foot(), halved: ['field gun hit twice'] });
    expect(p.ok && p.value.factor).toBe(3);
  });
});

describe('"Deployed artillery and stationary vehicles may fire twice with HE at soft targets"', () => {
  const base = { stationary: true, armouredTarget: false, calibreMm: 76, firedLastMove: false, firesOnce: false };
  it.each([
    ['stationary at soft targets', base, 2],
    ['"Firing at armoured targets they may only fire once"', { ...base, armouredTarget: true }, 1],
    ['moving', { ...base, stationary: false }, 1],
    ['a field gun with one hit', { ...base, firesOnce: true }, 1],
    ['"Heavy weapons (over 160 mm) may only fire once every other move"', { ...base, calibreMm: 203 }, 1],
    ['a heavy weapon that fired last move', { ...base, calibreMm: 203, firedLastMove: true }, 0],
  ] as const)('%s', (_name, s, shots) => {
    expect(heShotsAllowed(s).shots).toBe(shots);
  });
});
