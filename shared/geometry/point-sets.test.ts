import { describe, expect, it } from 'vitest';
import { centroid, direction, nearestPair } from './point-sets.ts';

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
});
