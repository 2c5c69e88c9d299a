import { describe, expect, it } from 'vitest';
import { anyCloserThan, centroid, direction, nearestOf, nearestPair } from './point-sets.ts';

describe('point sets', () => {
  it('centroid is the mean of the points', () => {
    expect(centroid([{ x: 0, y: 0 }, { x: 4, y: 2 }])).toEqual({ x: 2, y: 1 });
  });
  it('nearestPair finds the closest pair across two groups', () => {
    const p = nearestPair([{ x: 0, y: 0 }, { x: 5, y: 0 }], [{ x: 9, y: 0 }, { x: 5, y: 3 }]);
    expect(p).toEqual({ from: { x: 5, y: 0 }, to: { x: 5, y: 3 }, centres: 3 });
  });
  it('direction is a unit vector, straight ahead when the points coincide', () => {
    expect(direction({ x: 1, y: 1 }, { x: 4, y: 5 })).toEqual({ x: 0.6, y: 0.8 });
    expect(direction({ x: 1, y: 1 }, { x: 1, y: 1 })).toEqual({ x: 0, y: 1 });
  });
  it('anyCloserThan finds a pair nearer than the gap, and only strictly nearer', () => {
    const a = [{ x: 0, y: 0 }, { x: 10, y: 0 }];
    expect(anyCloserThan(a, [{ x: 12.9, y: 0 }], 3)).toBe(true);
    expect(anyCloserThan(a, [{ x: 13, y: 0 }], 3)).toBe(false);
    // Inside the box either way but not within the circle.
    expect(anyCloserThan(a, [{ x: 12.2, y: 2.2 }], 3)).toBe(false);
    expect(anyCloserThan(a, [], 3)).toBe(false);
  });
  it('nearestOf picks the nearest kept item, the first of equals, or null', () => {
    const items = [{ id: 'a', d: 5, keep: true }, { id: 'b', d: 2, keep: false }, { id: 'c', d: 3, keep: true }, { id: 'd', d: 3, keep: true }];
    expect(nearestOf(items, (i) => i.d, (i) => i.keep)?.id).toBe('c');
    expect(nearestOf(items, (i) => i.d)?.id).toBe('b');
    expect(nearestOf(items, (i) => i.d, () => false)).toBeNull();
  });
});
