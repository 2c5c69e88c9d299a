import { describe, expect, it } from 'vitest';
import { explainerRows, rollSum, sumText } from './roll-text.ts';
import type { RollExplanation } from './events.ts';

const roll = (over: Partial<RollExplanation>): RollExplanation => ({ dice: [4, 6], modifiers: [], total: 10, result: 'passed', rule: 'Test: Rule', ...over });

describe('a roll as the report and the explainer print it', () => {
  it('adds dice and modifiers into the total it prints', () => {
    expect(rollSum(roll({ modifiers: [{ label: 'flank', value: -2 }], total: 8 }))).toBe('4+6 - 2 (flank) = 8');
    expect(rollSum(roll({ dice: [5], total: 5 }))).toBe('5');
  });

  it('lists dice that are counted one by one without a sum, since none is meant', () => {
    const counted = roll({ dice: [5, 6, 1, 2, 5, 3], each: true, total: 3, target: '5+ on each die', result: '3 hits' });
    expect(rollSum(counted)).toBe('5, 6, 1, 2, 5, 3');
    expect(explainerRows(counted)).toContainEqual({ term: 'Dice', text: '5, 6, 1, 2, 5, 3' });
  });
});

describe('a sum of a starting value and modifiers', () => {
  it('prints terms that add up to the total it prints', () => {
    expect(sumText('7 (figures firing)', [{ label: 'carrying LMG', value: 4 }, { label: 'target is Elite', value: -2 }], 9))
      .toBe('7 (figures firing) + 4 (carrying LMG) - 2 (target is Elite) = 9');
  });
});
