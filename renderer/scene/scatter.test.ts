import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { distanceToEdgeSq, polylineLength, scatterInPolygon, stationsAlong } from './scatter.ts';

const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];

describe('scatter in a polygon', () => {
  it('keeps every point inside the polygon and away from its edge by the margin', () => {
    const pts = scatterInPolygon(square, { spacing: 1, seed: 'w', margin: 0.5 });
    expect(pts.length).toBeGreaterThan(40);
    for (const p of pts) {
      expect(pointInPolygon(p, square)).toBe(true);
      expect(Math.sqrt(distanceToEdgeSq(p, square))).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('is deterministic per seed and differs between seeds', () => {
    const a = scatterInPolygon(square, { spacing: 1, seed: 'woods-a' });
    expect(scatterInPolygon(square, { spacing: 1, seed: 'woods-a' })).toEqual(a);
    expect(scatterInPolygon(square, { spacing: 1, seed: 'woods-b' })).not.toEqual(a);
  });

  it('grows denser as the spacing shrinks (dense woods hold more trees)', () => {
    const open = scatterInPolygon(square, { spacing: 1.5, seed: 's' }).length;
    const dense = scatterInPolygon(square, { spacing: 0.9, seed: 's' }).length;
    expect(dense).toBeGreaterThan(open * 2);
    // about one point per spacing² of area
    expect(dense).toBeGreaterThan(100 / 0.81 * 0.8);
  });

  it('never exceeds its point budget', () => {
    const big = [{ x: 0, y: 0 }, { x: 400, y: 0 }, { x: 400, y: 400 }, { x: 0, y: 400 }];
    const pts = scatterInPolygon(big, { spacing: 0.5, seed: 'x', maxPoints: 1000 });
    expect(pts.length).toBeLessThanOrEqual(1000);
    expect(pts.length).toBeGreaterThan(800);
  });
});

describe('stations along a line', () => {
  it('spaces stations evenly across corners, with the local heading', () => {
    const line = [{ x: 0, y: 0 }, { x: 0, y: 10 }, { x: 10, y: 10 }];
    expect(polylineLength(line)).toBe(20);
    const st = stationsAlong(line, 2);
    expect(st).toHaveLength(10);
    expect(st[0]!.p).toEqual({ x: 0, y: 1 });
    expect(st[0]!.heading).toBeCloseTo(0);
    expect(st[9]!.heading).toBeCloseTo(90);
    expect(st[9]!.p.x).toBeCloseTo(9);
  });

  it('skips zero-length segments', () => {
    expect(stationsAlong([{ x: 1, y: 1 }, { x: 1, y: 1 }], 1)).toEqual([]);
  });
});
