import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sortedBy } from './sorted-by.ts';

describe('sortedBy', () => {
  it('orders as a stable sort comparing the keys does, equal keys in their first order', () => {
    const item = fc.record({ id: fc.nat(), key: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.double({ min: -50, max: 50, noNaN: true })) });
    fc.assert(fc.property(fc.array(item, { maxLength: 40 }), (items) => {
      const stable = [...items].sort((a, b) => a.key - b.key);
      expect(sortedBy(items, (i) => i.key)).toEqual(stable);
    }), { numRuns: 2000 });
  });

  it('works each key out once and leaves the input as it was', () => {
    const items = [3, 1, 2, 1];
    let calls = 0;
    expect(sortedBy(items, (n) => { calls++; return n; })).toEqual([1, 1, 2, 3]);
    expect(calls).toBe(4);
    expect(items).toEqual([3, 1, 2, 1]);
  });
});
