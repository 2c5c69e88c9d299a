import { describe, expect, it } from 'vitest';
import { typedValue } from './number-field.ts';

describe('a number field keeps a typed number within its limits and says when it did', () => {
  it('clamps a huge strength to the troop type\'s most, saying "at most 6"', () => {
    expect(typedValue(99999999, { min: 1, max: 6, integer: true })).toEqual({ value: 6, note: 'at most 6' });
  });

  it('clamps below the least with its unit, and a table width with its mark', () => {
    expect(typedValue(-5, { min: 1, max: 200, integer: true })).toEqual({ value: 1, note: 'at least 1' });
    expect(typedValue(100000, { min: 12, max: 480, integer: true, unit: '"' })).toEqual({ value: 480, note: 'at most 480"' });
    expect(typedValue(5000, { min: 30, max: 1219, integer: true, unit: 'cm' })).toEqual({ value: 1219, note: 'at most 1219 cm' });
  });

  it('keeps a number within its limits as typed (rounded if whole numbers are asked), with no note', () => {
    expect(typedValue(4, { min: 1, max: 6, integer: true })).toEqual({ value: 4, note: null });
    expect(typedValue(3.6, { min: 1, max: 6, integer: true })).toEqual({ value: 4, note: null });
    expect(typedValue(2.25, { min: 0, max: 10 })).toEqual({ value: 2.25, note: null });
  });

  it('takes nothing that is no number', () => {
    expect(typedValue(Number.NaN, { min: 1, max: 6 })).toBeNull();
  });
});
