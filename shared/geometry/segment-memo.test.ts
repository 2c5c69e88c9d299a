import { describe, expect, it } from 'vitest';
import { SegmentMemo } from './segment-memo.ts';

describe('SegmentMemo', () => {
  it('gives back what was kept for exactly those four numbers, and nothing for any other segment', () => {
    const memo = new SegmentMemo<string>(4);
    memo.set(1, 2, 3, 4, 'a');
    memo.set(1, 2, 3, 4.000001, 'b');
    memo.set(0.1 + 0.2, 0, 0, 0, 'c');
    expect(memo.get(1, 2, 3, 4)).toBe('a');
    expect(memo.get(1, 2, 3, 4.000001)).toBe('b');
    expect(memo.get(0.1 + 0.2, 0, 0, 0)).toBe('c');
    expect(memo.get(0.3, 0, 0, 0)).toBeUndefined();
    expect(memo.get(3, 4, 1, 2)).toBeUndefined();
  });

  it('replaces the answer for a segment it already holds', () => {
    const memo = new SegmentMemo<boolean>(4);
    memo.set(5, 5, 6, 6, true);
    memo.set(5, 5, 6, 6, false);
    expect(memo.get(5, 5, 6, 6)).toBe(false);
  });

  it('starts again when half full, so it never runs out of room', () => {
    const memo = new SegmentMemo<number>(3);
    for (let i = 0; i < 100; i++) {
      memo.set(i, i + 0.5, -i, 7, i);
      expect(memo.get(i, i + 0.5, -i, 7)).toBe(i);
    }
    expect(memo.get(0, 0.5, 0, 7)).toBeUndefined();
  });

  it('keeps nothing for a segment with a NaN in it', () => {
    const memo = new SegmentMemo<number>(3);
    memo.set(Number.NaN, 0, 1, 1, 1);
    expect(memo.get(Number.NaN, 0, 1, 1)).toBeUndefined();
  });
});
