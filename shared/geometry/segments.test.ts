import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  closestPointOnSegment, distanceToPolyline, distanceToSegment, lengthInsidePolygon, segmentCrossesPolyline,
  segmentDistance, segmentIntersection, segmentsIntersect, exitAlong,
} from './segments.ts';
import { rect } from './terrain-fixtures.ts';

const v = (x: number, y: number) => ({ x, y });
const coord = fc.double({ min: -50, max: 50, noNaN: true });
const arbPoint = fc.record({ x: coord, y: coord });

describe('segment intersection', () => {
  it('finds where two crossing segments meet', () => {
    expect(segmentIntersection(v(0, 0), v(4, 4), v(0, 4), v(4, 0))).toEqual(v(2, 2));
    expect(segmentsIntersect(v(0, 0), v(4, 4), v(0, 4), v(4, 0))).toBe(true);
  });

  it('counts touching ends and collinear overlap as meeting, but parallel segments apart as not', () => {
    expect(segmentsIntersect(v(0, 0), v(2, 0), v(2, 0), v(3, 5))).toBe(true);
    expect(segmentsIntersect(v(0, 0), v(4, 0), v(2, 0), v(6, 0))).toBe(true);
    expect(segmentsIntersect(v(0, 0), v(4, 0), v(0, 1), v(4, 1))).toBe(false);
    expect(segmentIntersection(v(0, 0), v(4, 0), v(0, 1), v(4, 1))).toBeNull();
  });

  it('misses when the lines cross beyond the ends', () => {
    expect(segmentsIntersect(v(0, 0), v(1, 1), v(0, 4), v(4, 0))).toBe(false);
  });
});

describe('distances', () => {
  it('measures from a point to a segment, its ends and its middle', () => {
    expect(distanceToSegment(v(2, 3), v(0, 0), v(4, 0))).toBe(3);
    expect(distanceToSegment(v(7, 4), v(0, 0), v(4, 0))).toBe(5);
    expect(closestPointOnSegment(v(-3, 1), v(0, 0), v(4, 0))).toEqual(v(0, 0));
    expect(distanceToSegment(v(1, 1), v(1, 1), v(1, 1))).toBe(0);
  });

  it('measures to the nearest leg of a polyline', () => {
    const road = [v(0, 0), v(10, 0), v(10, 10)];
    expect(distanceToPolyline(v(12, 5), road)).toBe(2);
    expect(distanceToPolyline(v(5, -1), road)).toBe(1);
  });

  it('measures between segments, 0 when they cross', () => {
    expect(segmentDistance(v(0, 0), v(4, 0), v(0, 2), v(4, 2))).toBe(2);
    expect(segmentDistance(v(0, 0), v(4, 4), v(0, 4), v(4, 0))).toBe(0);
  });

  it('is symmetric and never negative', () => {
    fc.assert(fc.property(arbPoint, arbPoint, arbPoint, arbPoint, (a, b, c, d) => {
      const one = segmentDistance(a, b, c, d), other = segmentDistance(c, d, a, b);
      return one >= 0 && Math.abs(one - other) < 1e-9;
    }));
  });

  it('detects a segment crossing a polyline', () => {
    const hedge = [v(0, 5), v(5, 5), v(5, 10)];
    expect(segmentCrossesPolyline(v(2, 0), v(2, 8), hedge)).toBe(true);
    expect(segmentCrossesPolyline(v(6, 0), v(6, 4), hedge)).toBe(false);
  });
});

describe('lengthInsidePolygon', () => {
  const square = rect(0, 0, 10, 10);

  it('measures the part of a segment inside a square', () => {
    expect(lengthInsidePolygon(v(-5, 5), v(15, 5), square)).toBeCloseTo(10);
    expect(lengthInsidePolygon(v(5, 5), v(5, 20), square)).toBeCloseTo(5);
    expect(lengthInsidePolygon(v(2, 2), v(4, 4), square)).toBeCloseTo(Math.hypot(2, 2));
    expect(lengthInsidePolygon(v(-5, -5), v(-1, 20), square)).toBe(0);
  });

  it('adds up the separate pieces inside a concave shape', () => {
    const u = [v(0, 0), v(9, 0), v(9, 9), v(6, 9), v(6, 3), v(3, 3), v(3, 9), v(0, 9)];
    expect(lengthInsidePolygon(v(-1, 6), v(10, 6), u)).toBeCloseTo(6);
  });

  it('is between 0 and the segment length, and the same both ways', () => {
    const arbPolygon = fc.array(arbPoint, { minLength: 3, maxLength: 9 });
    fc.assert(fc.property(arbPoint, arbPoint, arbPolygon, (a, b, polygon) => {
      const inside = lengthInsidePolygon(a, b, polygon);
      const back = lengthInsidePolygon(b, a, polygon);
      return inside >= 0 && inside <= Math.hypot(b.x - a.x, b.y - a.y) + 1e-9 && Math.abs(inside - back) < 1e-6;
    }));
  });
});

describe('exitAlong', () => {
  const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
  const hook = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 6, y: 10 }, { x: 6, y: 4 }, { x: 4, y: 4 }, { x: 4, y: 10 }, { x: 0, y: 10 }];
  it('is the way to the edge from a point inside, and 0 from one outside', () => {
    expect(exitAlong({ x: 5, y: 3 }, { x: 0, y: -1 }, square, 100)).toBeCloseTo(3);
    expect(exitAlong({ x: 5, y: 3 }, { x: 1, y: 0 }, square, 100)).toBeCloseTo(5);
    expect(exitAlong({ x: 15, y: 3 }, { x: 0, y: -1 }, square, 100)).toBe(0);
  });
  it('is the last crossing, out for good, where the way leaves and enters again', () => {
    expect(exitAlong({ x: 2, y: 6 }, { x: 1, y: 0 }, hook, 100)).toBeCloseTo(8);
  });
  it('is Infinity when the polygon still holds the point as far as asked', () => {
    expect(exitAlong({ x: 5, y: 3 }, { x: 0, y: 1 }, square, 5)).toBe(Infinity);
  });
});
