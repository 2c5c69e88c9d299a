import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bandIntervals, discInterval, featureIntervals, intervalsTotal, mergeIntervals, outlineIntervals } from './segment-intervals.ts';
import { SpanList } from './span-list.ts';
import { flatten } from './flat-outline.ts';
import { lengthInsidePolygon, distanceToPolyline } from './segments.ts';
import { indexFeature } from './terrain-shapes.ts';
import { line, rect } from './terrain-fixtures.ts';

// Table positions to a thousandth of an inch: subnormal doubles (1e-323) only make zero-area outlines whose
// boundary the two methods round differently, which no table can hold.
const coord = fc.integer({ min: -20_000, max: 20_000 }).map((v) => v / 1000);
const arbPoint = fc.record({ x: coord, y: coord });

const spansOf = (fill: (out: SpanList) => void): number[] => {
  const out = new SpanList();
  fill(out);
  return out.toArray();
};

describe('outlineIntervals', () => {
  it('gives the stretches of a segment inside a square', () => {
    const square = flatten(rect(0, 0, 10, 10));
    expect(spansOf((o) => outlineIntervals(-10, 5, 20, 5, square, o))).toEqual([1 / 3, 2 / 3]);
    expect(spansOf((o) => outlineIntervals(5, 5, 15, 5, square, o))).toEqual([0, 0.5]);
    expect(spansOf((o) => outlineIntervals(1, 1, 2, 2, square, o))).toEqual([0, 1]);
    expect(spansOf((o) => outlineIntervals(-1, -1, -2, 20, square, o))).toEqual([]);
  });

  it('copes with a sight line through a vertex and along an edge', () => {
    const square = flatten(rect(0, 0, 10, 10));
    const diagonal = spansOf((o) => outlineIntervals(-5, -5, 15, 15, square, o));
    expect(intervalsTotal(diagonal) * Math.hypot(20, 20)).toBeCloseTo(Math.hypot(10, 10));
    const alongEdge = spansOf((o) => outlineIntervals(-5, 0, 15, 0, square, o));
    expect(intervalsTotal(alongEdge)).toBeLessThanOrEqual(0.5 + 1e-12);
  });

  it('handles an outline the line crosses many times (a comb with 30 teeth)', () => {
    const comb = [{ x: 0, y: 0 }, { x: 60, y: 0 }];
    for (let k = 29; k >= 0; k--) comb.push({ x: k * 2 + 1, y: 10 }, { x: k * 2 + 1, y: 1 }, { x: k * 2, y: 1 }, { x: k * 2, y: 10 });
    comb.pop();
    const spans = spansOf((o) => outlineIntervals(-1, 5, 61, 5, flatten(comb), o));
    expect(spans.length).toBe(60);
    expect(intervalsTotal(spans) * 62).toBeCloseTo(lengthInsidePolygon({ x: -1, y: 5 }, { x: 61, y: 5 }, comb));
  });

  it('agrees with lengthInsidePolygon on random outlines', () => {
    fc.assert(fc.property(arbPoint, arbPoint, fc.array(arbPoint, { minLength: 3, maxLength: 12 }), (a, b, polygon) => {
      const spans = spansOf((o) => outlineIntervals(a.x, a.y, b.x, b.y, flatten(polygon), o));
      const measured = intervalsTotal(spans) * Math.hypot(b.x - a.x, b.y - a.y);
      return Math.abs(measured - lengthInsidePolygon(a, b, polygon)) < 1e-6;
    }));
  });
});

describe('disc and band intervals', () => {
  it('finds the chord of a segment through a disc', () => {
    const spans = spansOf((o) => discInterval(-10, 0, 10, 0, 0, 0, 5, o));
    expect(spans[0]).toBeCloseTo(0.25);
    expect(spans[1]).toBeCloseTo(0.75);
  });

  it('measures a crossing of a road band as its width', () => {
    const road = flatten([{ x: 0, y: 5 }, { x: 20, y: 5 }]);
    const spans = spansOf((o) => bandIntervals(10, 0, 10, 10, road, 0.75, o));
    expect(intervalsTotal(spans) * 10).toBeCloseTo(1.5);
  });

  it('agrees with sampling the distance to the line', () => {
    const path = [{ x: 0, y: 0 }, { x: 6, y: 2 }, { x: 8, y: 9 }];
    fc.assert(fc.property(arbPoint, arbPoint, (a, b) => {
      const spans = spansOf((o) => bandIntervals(a.x, a.y, b.x, b.y, flatten(path), 1, o));
      mergeIntervals(spans);
      const n = 400;
      let inside = 0;
      for (let i = 0; i < n; i++) {
        const t = (i + 0.5) / n;
        if (distanceToPolyline({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, path) <= 1) inside++;
      }
      return Math.abs(intervalsTotal(spans) - inside / n) <= 2 / n + 1e-9;
    }), { numRuns: 60 });
  });

  it('fills plain arrays for a feature', () => {
    const out: number[] = [];
    featureIntervals(indexFeature(line('r', 'road', [{ x: 0, y: 5 }, { x: 20, y: 5 }]), 0), 10, 0, 10, 10, out);
    expect(out).toHaveLength(2);
  });
});

describe('merging', () => {
  it('sorts and joins overlapping stretches so each counts once', () => {
    const list = [0.5, 0.7, 0.1, 0.3, 0.2, 0.4, 0.9, 1];
    mergeIntervals(list);
    expect(list).toEqual([0.1, 0.4, 0.5, 0.7, 0.9, 1]);
    expect(intervalsTotal(list)).toBeCloseTo(0.6);
  });

  it('never totals more than the sum of its parts, nor less than the largest', () => {
    const arbSpan = fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([p, q]) => [Math.min(p, q), Math.max(p, q)] as const);
    fc.assert(fc.property(fc.array(arbSpan, { maxLength: 30 }), (spans) => {
      const list = spans.flatMap(([p, q]) => [p, q]);
      mergeIntervals(list);
      const total = intervalsTotal(list);
      const parts = spans.map(([p, q]) => q - p);
      return total <= parts.reduce((s, x) => s + x, 0) + 1e-12 && total >= Math.max(0, ...parts) - 1e-12 && total <= 1 + 1e-12;
    }));
  });
});
