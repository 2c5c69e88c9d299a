import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import type { SoftTarget } from '../types.ts';
import { basicFactor, type SmallArmsFirer, type SupportFirer } from './factors.ts';
import { planDirectFire, resolveDirectFire, type DirectFireInput } from './direct-fire.ts';
import { effectiveCover, softTargetShifts } from './shifts.ts';

const rifles = (over: Partial<SmallArmsFirer> = {}): SmallArmsFirer => ({ kind: 'small-arms', figures: 8, lmgFigures: 0, assault: false, chargingCavalry: false, mounted: false, grenades: true, ...over });
const mg = (over: Partial<SupportFirer> = {}): SupportFirer => ({ kind: 'support', mount: 'tripod', weapons: 2, weapon: 'mg', grenades: false, ...over });
const foot = (over: Partial<SoftTarget> = {}): SoftTarget => ({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal', ...over });
const input = (over: Partial<DirectFireInput> = {}): DirectFireInput => ({ firer: rifles(), rangeCm: 20, target: foot(), vehicleMoving: false, halved: [], ...over });
const plan = (over: Partial<DirectFireInput> = {}) => {
  const p = planDirectFire(input(over));
  if (!p.ok) throw new Error(p.error.reason);
  return p.value;
};

describe('Basic Small Arms Factors', () => {
  it('"The basic factor for small arms fire is 1 per firing figure, but no more than 10 figures may fire in the same group"', () => {
    expect(basicFactor(rifles({ figures: 7 }), 'medium', 'normal').value).toBe(7);
    expect(() => basicFactor(rifles({ figures: 11 }), 'medium', 'normal')).toThrow(/1 to 10 figures/);
  });

  it('"+ 4 If Carrying LMG (+ 2 If unit has taken one LMG specialist figure casualty)"', () => {
    expect(basicFactor(rifles({ lmgFigures: 2 }), 'medium', 'normal').value).toBe(12);
    expect(basicFactor(rifles({ lmgFigures: 1 }), 'medium', 'normal').value).toBe(10);
  });

  it.each([
    ['"+ 3 If Assault Company at Point Blank"', rifles({ assault: true }), 'point-blank', 'normal', 11],
    ['"1 If Assault Company at medium, Long or Extreme Range" (sign lost: minus)', rifles({ assault: true }), 'long', 'normal', 7],
    ['assault company at close range: neither', rifles({ assault: true }), 'close', 'normal', 8],
    ['"+ 3 Charging cavalry"', rifles({ chargingCavalry: true }), 'close', 'normal', 11],
    ['"+ 2 Target is Green"', rifles(), 'close', 'green', 10],
    ['"2 Target is Elite" (sign lost: minus)', rifles(), 'close', 'elite', 6],
    ['"3 Firing Mounted" (sign lost: minus)', rifles({ mounted: true }), 'close', 'normal', 5],
  ] as const)('%s', (_quote, firer, band, grade, value) => {
    expect(basicFactor(firer, band, grade).value).toBe(value);
  });
});

// “- Single Vehicle Pivot mounted MG/HMG/Auto Cannon 4”, “- Twin Vehicle Pivot mounted MG/HMG/Auto Cannon 6”, “- Single Tripod or Turret mounted MG/HMG/Auto Cannon 6”,
// “- Twin Tripod or Turret mounted MG/HMG/Auto Cannon 8”, “- Triple Tripod or Turret mounted MG/HMG/Auto Cannon 9”, “- Quad Tripod or Turret mounted MG/HMG/Auto Cannon 10.”
// "These are primarily LMG's, tripod MG's and auto cannon up to 40 mm." "The calibre of a Machine Gun makes little
// difference to soft targets, larger weapons fire slower, and therefore generate less fire, but it is more effective
// when it hits": the factor reads the mount and the number of weapons, never a calibre.
describe('Factors for Support Weapons', () => {
  it.each([
    ['vehicle-pivot', 1, 4], ['vehicle-pivot', 2, 6], ['tripod', 1, 6], ['tripod', 2, 8], ['turret', 3, 9], ['tripod', 4, 10],
  ] as const)('"%s" mount with %i weapons: %i', (mount, weapons, value) => {
    expect(basicFactor(mg({ mount, weapons }), 'medium', 'normal').value).toBe(value);
  });

  it('has no triple vehicle pivot mount, and the target\'s grade does not modify support weapons (decision)', () => {
    expect(() => basicFactor(mg({ mount: 'vehicle-pivot', weapons: 3 }), 'medium', 'normal')).toThrow(/1 to 2 weapons/);
    expect(basicFactor(mg(), 'medium', 'green').value).toBe(8);
  });
});

// The rows: “At Close 1 Left Medium Cover 2 Right Extended order 1 Right”, “At Long 1 Right Heavy Cover 3 Right Mounted troops 1 Left”,
// “At Extreme 1 Right Total Cover 4 Right Tchanka 1 Left” (total cover and the tachanka in their own tests below).
describe('Fire modifiers: column shifts from column C', () => {
  it.each([
    ['"At Point Blank 2 Left"', { rangeCm: 3 }, 'A', 16],
    ['"At Close 1 Left"', { rangeCm: 6 }, 'B', 12],
    ['medium range: no shift', { rangeCm: 20 }, 'C', 8],
    ['"At Long 1 Right"', { rangeCm: 30 }, 'D', 6],
    ['"At Extreme 1 Right"', { rangeCm: 50 }, 'D', 6],
    ['"Light Cover 1 Right"', { target: foot({ cover: 'light' }) }, 'D', 6],
    ['"Medium Cover 2 Right"', { target: foot({ cover: 'medium' }) }, 'E', 4],
    ['"Heavy Cover 3 Right"', { target: foot({ cover: 'heavy' }) }, 'F', 2],
    ['"Close order 1 Left"', { target: foot({ formation: 'close' }) }, 'B', 12],
    ['"Extended order 1 Right"', { target: foot({ formation: 'extended' }) }, 'D', 6],
    ['"Mounted troops 1 Left"', { target: foot({ kind: 'mounted' }) }, 'B', 12],
    ['"Vehicles firing on the move 1 Right"', { vehicleMoving: true }, 'D', 6],
  ] as const)('%s', (_quote, over, column, final) => {
    const p = plan(over as Partial<DirectFireInput>);
    expect(p.columnName).toBe(column);
    expect(p.finalFactor).toBe(final);
  });

  it('"Total Cover 4 Right": "Any shift which would move the factor off the table to the right means that the fire is ineffective"', () => {
    const p = plan({ target: foot({ cover: 'total' }) });
    expect(p.columnName).toBeNull();
    expect(p.finalFactor).toBe(0);
    expect(p.text).toContain('off the table to the right, the fire is ineffective');
    expect(resolveDirectFire(input({ target: foot({ cover: 'total' }) }), forcedDice([])).ok).toBe(true);
  });

  it('"if to the left use the leftmost column"', () => {
    const p = plan({ rangeCm: 2, target: foot({ formation: 'close', kind: 'mounted' }) });
    expect(p.column).toBe(0);
    expect(p.finalFactor).toBe(16);
  });

  it('"Point Blank may only be used if the unit in question has grenades": without them it counts as close', () => {
    const p = plan({ rangeCm: 3, firer: rifles({ grenades: false, assault: true }) });
    expect(p.band).toBe('close');
    expect(p.bandNote).toMatch(/no grenades/);
    expect(p.basic.value).toBe(8);
    expect(p.columnName).toBe('B');
  });

  it('"Machine guns are counted as one cover status higher" and "Machine guns and Tchankas are in extended order"', () => {
    expect(effectiveCover(foot({ kind: 'mg', cover: 'light' }))).toBe('medium');
    expect(effectiveCover(foot({ kind: 'mg', cover: 'total' }))).toBe('total');
    const p = plan({ target: foot({ kind: 'mg', formation: 'close' }) });
    expect(p.shifts.map((s) => s.value)).toEqual([1, 1]);
    expect(p.columnName).toBe('E');
  });

  it('"Tchanka 1 Left", on top of its extended order (decision: both apply)', () => {
    expect(softTargetShifts(foot({ kind: 'tachanka' }), { band: null, cover: true, formation: true, vehicleMoving: false, shrapnel: false }).map((s) => s.value)).toEqual([1, -1]);
  });

  it('"Soft transport counts as light cover"', () => {
    expect(effectiveCover(foot({ kind: 'soft-transport' }))).toBe('light');
    expect(effectiveCover(foot({ kind: 'soft-transport', cover: 'heavy' }))).toBe('heavy');
  });
});

describe('direct fire from range to casualties', () => {
  it('refuses fire beyond extreme range, naming the weapon and its limit', () => {
    const p = planDirectFire(input({ rangeCm: 61 }));
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.error.reason).toBe("61 cm is beyond the extreme range of Small Arms/ Pivot MG's (60 cm)");
  });

  it('prints the steps as sums that compute', () => {
    const p = plan({ rangeCm: 6, firer: rifles({ figures: 7, lmgFigures: 2 }), target: foot({ cover: 'light', grade: 'elite' }) });
    expect(p.text).toBe('6 cm, close range: basic factor 7 (7 figures firing) + 4 (carrying LMG) - 2 (target is Elite) = 9; column C, 1 left (close range), 1 right (light cover) to C: final fire factor 9');
  });

  it('halves the basic factor, rounded down, once per reason ("Firepower is halved")', () => {
    const p = plan({ firer: rifles({ figures: 7 }), halved: ['retiring'] });
    expect(p.factor).toBe(3);
    expect(p.finalFactor).toBe(3);
    expect(p.text).toContain('7 (7 figures firing), halved (retiring) to 3');
  });

  it('treats a basic factor of 0 or less as no fire', () => {
    const p = plan({ firer: rifles({ figures: 1, mounted: true }) });
    expect(p.factor).toBe(-2);
    expect(p.finalFactor).toBe(0);
    expect(p.rows).toEqual([]);
  });

  it('splits a final factor over 15 into further rolls', () => {
    // 10 figures + LMG 4 = 14; point blank 2 left to A: 28 = 15 + 13.
    const r = resolveDirectFire(input({ rangeCm: 2, firer: rifles({ figures: 10, lmgFigures: 2 }) }), forcedDice([10, 8]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.plan.finalFactor).toBe(28);
    expect(r.value.casualties.rolls.map((x) => [x.row, x.roll, x.casualties])).toEqual([[15, 10, 4], [13, 8, 3]]);
    expect(r.value.casualties.casualties).toBe(7);
  });
});
