import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import type { SmallArmsFirer } from '../direct/factors.ts';
import type { SoftTarget } from '../types.ts';
import { planChargeFire } from './charge.ts';
import { fireSpread, flameSetsFire, planFlame, resolveFlame } from './flame.ts';

const foot = (over: Partial<SoftTarget> = {}): SoftTarget => ({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal', ...over });
const troopers = (over: Partial<SmallArmsFirer> = {}): SmallArmsFirer => ({ kind: 'small-arms', figures: 6, lmgFigures: 0, assault: false, chargingCavalry: false, mounted: true, grenades: false, ...over });

describe('Flame-throwers: "attacked with a factor of 16. Range modifiers are used, but cover ones are not. The Range is 4 cm"', () => {
  it('ignores cover and shifts for range within its 4 cm', () => {
    const p = planFlame(1.5, foot({ cover: 'heavy' }), []);
    if (!p.ok) throw new Error(p.error.reason);
    expect(p.value.band).toBe('medium');
    expect(p.value.finalFactor).toBe(16);
    expect(p.value.rows).toEqual([15, 1]);
  });

  it('is point blank in contact, and cannot reach past 4 cm', () => {
    const p = planFlame(0, foot(), []);
    expect(p.ok && p.value.finalFactor).toBe(32);
    expect(planFlame(4.5, foot(), []).ok).toBe(false);
    const r = resolveFlame(4, foot(), [], forcedDice([10]));
    // Extreme: 1 right to D, 12; row 12 on a 10 is 3.
    expect(r.ok && r.value.casualties.casualties).toBe(3);
  });

  it('"will set fire to buildings and woods on an odd roll"; the fire spreads "6 cm per move, minus the roll of 1 D10", never below 0', () => {
    expect(flameSetsFire(forcedDice([7])).burns).toBe(true);
    expect(flameSetsFire(forcedDice([4])).burns).toBe(false);
    expect(fireSpread(forcedDice([2])).cm).toBe(4);
    expect(fireSpread(forcedDice([9])).cm).toBe(0);
  });
});

describe('Cavalry Charges: "A charging unit that contacts fights as an assault company at close range (lancers as point blank)"', () => {
  it('chargers count the charge and fight at close range; lancers at point blank with the assault bonus', () => {
    const sabres = planChargeFire({ firer: troopers(), charging: true, lancers: false }, 'contact', { target: foot(), lancers: false }, []);
    expect(sabres.band).toBe('close');
    expect(sabres.basic.value).toBe(6 + 3);
    const lances = planChargeFire({ firer: troopers(), charging: true, lancers: true }, 'contact', { target: foot(), lancers: false }, []);
    expect(lances.band).toBe('point-blank');
    expect(lances.basic.value).toBe(6 + 3 + 3);
  });

  it('"It\'s targets fight as if at medium range", at mounted troops (1 left)', () => {
    const p = planChargeFire({ firer: troopers({ mounted: false, figures: 8 }), charging: false, lancers: false }, 'contact', { target: foot({ kind: 'mounted' }), lancers: false }, []);
    expect(p.band).toBe('medium');
    expect(p.shifts).toEqual([{ label: 'mounted troops', value: -1 }]);
    expect(p.finalFactor).toBe(12);
  });

  it('"After the initial charge both fight at close range and lancers take a minus 2 factor if fighting non-lance cavalry"', () => {
    const p = planChargeFire({ firer: troopers(), charging: true, lancers: true }, 'later', { target: foot({ kind: 'mounted' }), lancers: false }, []);
    expect(p.band).toBe('close');
    expect(p.basic.value).toBe(4);
    const v = planChargeFire({ firer: troopers(), charging: true, lancers: true }, 'later', { target: foot({ kind: 'mounted' }), lancers: true }, []);
    expect(v.basic.value).toBe(6);
  });
});
