import { describe, expect, it } from 'vitest';
import { keptBoundsOf } from './kept-bounds.ts';
import { boundsOf } from './polygon.ts';

describe('keptBoundsOf', () => {
  it('is boundsOf, worked out once per list', () => {
    const stands = [{ x: 1, y: 5 }, { x: 3, y: -2 }];
    const box = keptBoundsOf(stands);
    expect(box).toEqual(boundsOf(stands));
    expect(keptBoundsOf(stands)).toBe(box);
    expect(keptBoundsOf([...stands])).not.toBe(box);
  });
});
