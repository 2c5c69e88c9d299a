import { describe, expect, it } from 'vitest';
import { softRangeBand } from './ranges.ts';
import { rangeWeaponOf } from './factors.ts';

// The rows: “Small Arms/ Pivot MG's to 4 cm to 8 cm to 24 cm to 40 cm to 60 cm”, “Tripod, Turret MG's to 4 cm to 20 cm to 40 cm to 60 cm to 75 cm”,
// “Auto Cannon to 4 cm to 24 cm to 50 cm to 60 cm to 100 cm”.
describe('Ranges: "There are five range brackets … They are different for different weapons"', () => {
  it.each([
    ['small-arms', 4, 'point-blank'], ['small-arms', 4.1, 'close'], ['small-arms', 8, 'close'], ['small-arms', 24, 'medium'],
    ['small-arms', 40, 'long'], ['small-arms', 60, 'extreme'], ['small-arms', 60.5, null],
    ['tripod-mg', 0, 'point-blank'], ['tripod-mg', 20, 'close'], ['tripod-mg', 21, 'medium'], ['tripod-mg', 60, 'long'], ['tripod-mg', 75, 'extreme'], ['tripod-mg', 76, null],
    ['auto-cannon', 24, 'close'], ['auto-cannon', 50, 'medium'], ['auto-cannon', 60, 'long'], ['auto-cannon', 100, 'extreme'], ['auto-cannon', 101, null],
  ] as const)('%s at %f cm is %s', (weapon, cm, band) => {
    expect(softRangeBand(weapon, cm)).toBe(band);
  });

  it('refuses a negative range', () => {
    expect(() => softRangeBand('small-arms', -1)).toThrow(/0 cm or more/);
  });

  it('"Small Arms/ Pivot MG\'s" share a row; tripod and turret MGs another; auto cannon its own', () => {
    expect(rangeWeaponOf({ kind: 'support', mount: 'vehicle-pivot', weapons: 1, weapon: 'mg', grenades: false })).toBe('small-arms');
    expect(rangeWeaponOf({ kind: 'support', mount: 'turret', weapons: 1, weapon: 'mg', grenades: false })).toBe('tripod-mg');
    expect(rangeWeaponOf({ kind: 'support', mount: 'vehicle-pivot', weapons: 2, weapon: 'auto-cannon', grenades: false })).toBe('auto-cannon');
  });
});
