import { describe, expect, it } from 'vitest';
import { contourLines, joinSegments } from './contours.ts';

const cone = (x: number, y: number) => Math.max(0, 3 - Math.hypot(x - 10, y - 10));

describe('contourLines', () => {
  it('rings a round hill once per level, at the radius where the ground reaches that level', () => {
    const contours = contourLines(cone, { minX: 0, minY: 0, maxX: 20, maxY: 20 }, 0.25, [1, 2]);
    for (const { level, lines } of contours) {
      expect(lines).toHaveLength(1);
      const ring = lines[0]!;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (const p of ring) expect(Math.hypot(p.x - 10, p.y - 10)).toBeCloseTo(3 - level, 1);
    }
  });

  it('outlines a flat plateau just below its height, and draws nothing exactly at it', () => {
    const mesa = (x: number, y: number) => (Math.abs(x - 5) <= 2 && Math.abs(y - 5) <= 2 ? 1 : 0);
    const [below, at] = contourLines(mesa, { minX: 0, minY: 0, maxX: 10, maxY: 10 }, 0.5, [0.95, 1]);
    expect(below!.lines).toHaveLength(1);
    expect(at!.lines).toEqual([]);
  });

  it('finds nothing on flat ground', () => {
    expect(contourLines(() => 0, { minX: 0, minY: 0, maxX: 10, maxY: 10 }, 1, [0.5])[0]!.lines).toEqual([]);
  });

  it('leaves a hill cut by the edge of the sampled area as an open line', () => {
    const [contour] = contourLines(cone, { minX: 10, minY: 0, maxX: 20, maxY: 20 }, 0.25, [1]);
    expect(contour!.lines).toHaveLength(1);
    const line = contour!.lines[0]!;
    expect(line[0]).not.toEqual(line[line.length - 1]);
  });
});

describe('joinSegments', () => {
  it('chains segments into one line whatever their order and direction', () => {
    expect(joinSegments([[2, 3], [1, 2], [4, 3]])).toEqual([[1, 2, 3, 4]]);
  });
  it('closes rings', () => {
    expect(joinSegments([[1, 2], [2, 3], [3, 1]])).toEqual([[1, 2, 3, 1]]);
  });
});
