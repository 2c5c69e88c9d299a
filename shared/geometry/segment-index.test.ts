import { describe, expect, it } from 'vitest';
import { SegmentIndex } from './segment-index.ts';
import { distanceToSegment } from './segments.ts';
import { seededRandom } from './terrain-fixtures.ts';

describe('SegmentIndex', () => {
  it('find a line within the distance exactly when one is, as measuring every segment does', () => {
    const rand = seededRandom(7);
    const lines = Array.from({ length: 12 }, () => Array.from({ length: 2 + Math.floor(rand() * 10) }, () => ({ x: rand() * 48, y: rand() * 48 })));
    const index = new SegmentIndex(lines);
    for (let k = 0; k < 2000; k++) {
      const p = { x: rand() * 52 - 2, y: rand() * 52 - 2 };
      const near = lines.some((line) => line.slice(1).some((b, i) => distanceToSegment(p, line[i]!, b) <= 1.5));
      expect(index.anyWithin(p, 1.5)).toBe(near);
    }
  });

  it('answer no when there are no lines', () => {
    expect(new SegmentIndex([]).anyWithin({ x: 1, y: 1 }, 10)).toBe(false);
  });
});
