import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type BaseRect, baseCorners, baseEdgeDistance, baseFrontCentre, baseFrontEdge, basesOverlap, pointToBaseDistance, toBaseFrame,
} from './base.ts';

const base = (x: number, y: number, facing = 0, width = 2, depth = 1): BaseRect => ({ x, y, facing, width, depth });
const close = (p: { x: number; y: number }, x: number, y: number) => {
  expect(p.x).toBeCloseTo(x);
  expect(p.y).toBeCloseTo(y);
};

const arbBase = fc.record({
  x: fc.double({ min: -20, max: 20, noNaN: true }),
  y: fc.double({ min: -20, max: 20, noNaN: true }),
  facing: fc.double({ min: 0, max: 360, noNaN: true }),
  width: fc.double({ min: 0.2, max: 6, noNaN: true }),
  depth: fc.double({ min: 0.2, max: 4, noNaN: true }),
});

describe('base corners and frame', () => {
  it('puts the front edge toward +y for facing 0, width along x', () => {
    const [fl, fr, rr, rl] = baseCorners(base(10, 10));
    close(fl, 9, 10.5);
    close(fr, 11, 10.5);
    close(rr, 11, 9.5);
    close(rl, 9, 9.5);
    close(baseFrontCentre(base(10, 10)), 10, 10.5);
  });

  it('turns clockwise: facing 90 looks toward +x with its left end toward +y', () => {
    const [fl, fr] = baseFrontEdge(base(0, 0, 90));
    close(fl, 0.5, 1);
    close(fr, 0.5, -1);
  });

  it('reads a point in the base frame: ahead and to the right', () => {
    const frame = toBaseFrame(base(0, 0, 90), { x: 3, y: -1 });
    expect(frame.forward).toBeCloseTo(3);
    expect(frame.right).toBeCloseTo(1);
  });
});

describe('pointToBaseDistance', () => {
  it('is 0 inside, the gap to an edge beside it, and to a corner diagonally', () => {
    expect(pointToBaseDistance({ x: 10.5, y: 10.2 }, base(10, 10))).toBe(0);
    expect(pointToBaseDistance({ x: 10, y: 13.5 }, base(10, 10))).toBeCloseTo(3);
    expect(pointToBaseDistance({ x: 14, y: 14.5 }, base(10, 10))).toBeCloseTo(5);
  });
});

describe('base edge distance and overlap', () => {
  it('is the gap between two bases side by side', () => {
    expect(baseEdgeDistance(base(0, 0), base(5, 0))).toBeCloseTo(3);
    expect(baseEdgeDistance(base(0, 0), base(0, 4, 180))).toBeCloseTo(3);
  });

  it('is 0 for bases in contact edge to edge, which do not count as overlapping', () => {
    expect(baseEdgeDistance(base(0, 0), base(2, 0))).toBe(0);
    expect(basesOverlap(base(0, 0), base(2, 0))).toBe(false);
    expect(basesOverlap(base(0, 0), base(1.9, 0))).toBe(true);
    expect(baseEdgeDistance(base(0, 0), base(1.5, 0.2, 30))).toBe(0);
  });

  it('measures corner to edge for a turned base', () => {
    // A 2x2 base turned 45 degrees: its corner reaches sqrt(2) toward -x from its centre.
    const turned = base(5, 0, 45, 2, 2);
    expect(baseEdgeDistance(base(0, 0, 0, 2, 2), turned)).toBeCloseTo(5 - 1 - Math.SQRT2);
  });

  it('is symmetric, never negative, and 0 whenever the bases overlap', () => {
    fc.assert(fc.property(arbBase, arbBase, (a, b) => {
      const d = baseEdgeDistance(a, b);
      if (Math.abs(d - baseEdgeDistance(b, a)) > 1e-9 || d < 0) return false;
      return !basesOverlap(a, b) || d === 0;
    }));
  });

  it('is never more than the distance from any corner of one to the other', () => {
    fc.assert(fc.property(arbBase, arbBase, (a, b) => {
      const d = baseEdgeDistance(a, b);
      return baseCorners(a).every((c) => d <= pointToBaseDistance(c, b) + 1e-9);
    }));
  });
});
