import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import { fieldGunExposure } from './field-gun.ts';
import { softTransportDamage, weaponDamage } from './damage.ts';
import { chekaStiffeningRoll, lmgFiguresLeft, rollSpecialistCasualties, type Specialist } from './specialists.ts';

const officer: Specialist = { id: 'o', kind: 'officer', name: 'Officer' };
const lmgA: Specialist = { id: 'l1', kind: 'lmg', name: 'LMG gunner' };
const lmgB: Specialist = { id: 'l2', kind: 'lmg', name: 'LMG loader' };
const cadre: Specialist = { id: 'c', kind: 'officer-cadre', name: 'Officer Cadre (Markov)' };
const cheka: Specialist = { id: 'k', kind: 'cheka', name: 'Cheka' };

describe('Specialist figures: "roll a D10 for each casualty taken (modified by +1 for each figure the unit has lost)"', () => {
  it('"a die roll of 10 … results in a specialist figure casualty", chosen at random among the specialists', () => {
    const r = rollSpecialistCasualties(2, { specialists: [officer, lmgA, lmgB], figuresLost: 0, cadreStiffened: false }, forcedDice([9, 10, 2]));
    expect(r.map((x) => x.lost?.id ?? null)).toEqual([null, 'l1']);
    expect(r[1]!.pick).toMatchObject({ dice: [2], column: '1 of 3 specialists' });
  });

  it('adds the figures lost to the roll, and prints the sum', () => {
    const [r] = rollSpecialistCasualties(1, { specialists: [officer], figuresLost: 3, cadreStiffened: false }, forcedDice([7, 1]));
    expect(r!.lost).toBe(officer);
    expect(r!.explanation).toMatchObject({ dice: [7], modifiers: [{ label: '3 figures lost', value: 3 }], total: 10, target: '10+' });
  });

  it('"or 9-10 if Officer Cadre stiffening was used this turn … (if 9 was rolled the Officer Cadre will be eliminated, leading from the front)"', () => {
    const r = rollSpecialistCasualties(2, { specialists: [officer, cadre], figuresLost: 0, cadreStiffened: true }, forcedDice([9, 9]));
    expect(r[0]!.lost).toBe(cadre);
    expect(r[0]!.pick).toBeNull();
    expect(r[1]!.lost).toBeNull();
  });

  it('takes a rifle figure when no specialist is left', () => {
    const r = rollSpecialistCasualties(2, { specialists: [officer], figuresLost: 0, cadreStiffened: false }, forcedDice([10, 1, 10]));
    expect(r.map((x) => x.lost?.id ?? null)).toEqual(['o', null]);
    expect(r[1]!.explanation.result).toBe('no specialist left to lose');
  });

  it('"LMG armed troops are considered to have two specialist figures with LMG. One LMG casualty reduces the modifier to + 2"', () => {
    expect(lmgFiguresLeft([officer, lmgA, lmgB])).toBe(2);
    expect(lmgFiguresLeft([officer, lmgB])).toBe(1);
    expect(lmgFiguresLeft([officer])).toBe(0);
  });
});

describe('Cheka stiffening: "a casualty roll with the fire factor of 1 must be made against the unit"', () => {
  it('defects when the casualty takes the Cheka figure', () => {
    const r = chekaStiffeningRoll({ specialists: [officer, cheka], figuresLost: 0, cadreStiffened: false, stiffenerId: 'k', factor: 1 }, forcedDice([10, 10, 2]));
    expect(r.casualties.casualties).toBe(1);
    expect(r.defects).toBe(true);
  });

  it('does not when the casualty is another figure, or there is none', () => {
    expect(chekaStiffeningRoll({ specialists: [officer, cheka], figuresLost: 0, cadreStiffened: false, stiffenerId: 'k', factor: 1 }, forcedDice([10, 10, 1])).defects).toBe(false);
    const none = chekaStiffeningRoll({ specialists: [cheka], figuresLost: 0, cadreStiffened: false, stiffenerId: 'k', factor: 1 }, forcedDice([9]));
    expect(none.casualties.casualties).toBe(0);
    expect(none.defects).toBe(false);
  });

  it('White and Green bodyguards "roll on the 3 row on the Casualty Table"', () => {
    expect(chekaStiffeningRoll({ specialists: [cheka], figuresLost: 0, cadreStiffened: false, stiffenerId: 'k', factor: 3 }, forcedDice([8, 1])).casualties.casualties).toBe(1);
  });
});

describe('Machine Guns and Tchankas, Field Guns', () => {
  it('"Machine guns can take two hits … The first hit reduces the basic factor by half. A second hit eliminates"', () => {
    expect(weaponDamage('mg', 0, 1)).toMatchObject({ hits: 1, halved: true, eliminated: false });
    expect(weaponDamage('mg', 1, 1)).toMatchObject({ hits: 2, eliminated: true, effects: ['eliminated'] });
    expect(weaponDamage('mg', 0, 4).hits).toBe(2);
  });

  it('"Tchankas can three hits … The second hit removes the capability to move and fire and the third eliminates"', () => {
    expect(weaponDamage('tachanka', 0, 2)).toMatchObject({ halved: true, noMoveAndFire: true, eliminated: false });
    expect(weaponDamage('tachanka', 2, 1).eliminated).toBe(true);
  });

  it('"One hit reduces stationary fire at soft targets to once per firing. Two hits reduces HE factor by half. The third hit eliminates"', () => {
    expect(weaponDamage('field-gun', 0, 1)).toMatchObject({ firesOnce: true, heHalved: false, halved: false });
    expect(weaponDamage('field-gun', 1, 1)).toMatchObject({ firesOnce: true, heHalved: true });
    expect(weaponDamage('field-gun', 2, 5)).toMatchObject({ hits: 3, eliminated: true });
  });

  it.each([
    ['small-arms', 'close', true], ['small-arms', 'point-blank', true], ['small-arms', 'medium', false], ['support-mg', 'close', false],
    ['charging-cavalry', 'close', true], ['auto-cannon', 'long', true], ['he', null, true], ['shrapnel', null, true],
  ] as const)('a shielded gun fired at from the front: %s at %s range can hit: %s', (attack, band, canHit) => {
    const e = fieldGunExposure({ shield: true, fromFront: true, ground: 'none' }, attack, band);
    expect(e.canHit).toBe(canHit);
    expect(e.cover).toBe('medium');
  });

  it('"Field guns fired at from rear or flank … or without shields can be hit by any weapon"', () => {
    expect(fieldGunExposure({ shield: true, fromFront: false, ground: 'light' }, 'support-mg', 'long')).toMatchObject({ canHit: true, cover: 'light' });
    expect(fieldGunExposure({ shield: false, fromFront: true, ground: 'none' }, 'small-arms', 'long').canHit).toBe(true);
    expect(fieldGunExposure({ shield: true, fromFront: true, ground: 'heavy' }, 'he', null).cover).toBe('heavy');
  });
});

describe('Soft Transports: "takes 1 hit per 2 casualties … eliminated when half the passengers are eliminated"', () => {
  it('passengers lose every casualty and the transport a hit per two', () => {
    expect(softTransportDamage({ load: 8, aboard: 8, casualtiesBefore: 0 }, 3)).toEqual({ casualties: 3, hits: 1, passengersLost: 3, eliminated: false });
    expect(softTransportDamage({ load: 8, aboard: 5, casualtiesBefore: 3 }, 1)).toEqual({ casualties: 4, hits: 2, passengersLost: 1, eliminated: true });
  });

  it('an empty transport counts against its load', () => {
    expect(softTransportDamage({ load: 7, aboard: 0, casualtiesBefore: 0 }, 4)).toMatchObject({ passengersLost: 0, eliminated: true });
    expect(() => softTransportDamage({ load: 0, aboard: 0, casualtiesBefore: 0 }, 1)).toThrow(/load is 1 or more/);
  });
});
