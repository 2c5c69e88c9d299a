import { describe, expect, it } from 'vitest';
import { PolygonIndex } from './polygon-index.ts';
import { pointInPolygon } from './polygon.ts';
import { seededRandom } from './terrain-fixtures.ts';
import type { Vec } from './vec.ts';

const wavyRing = (n: number, r = 20): Vec[] =>
  Array.from({ length: n }, (_, i) => ({ x: 30 + r * (i % 2 ? 1 : 0.9) * Math.cos((2 * Math.PI * i) / n), y: 30 + r * Math.sin((2 * Math.PI * i) / n) }));

describe('PolygonIndex', () => {
  it('answer as pointInPolygon does, for random polygons (self-crossing ones too) and points', () => {
    const rand = seededRandom(22);
    for (let round = 0; round < 200; round++) {
      const n = 3 + Math.floor(rand() * 40);
      const polygon = Array.from({ length: n }, () => ({ x: Math.round(rand() * 40) / 2, y: Math.round(rand() * 40) / 2 }));
      const index = new PolygonIndex(polygon);
      for (let k = 0; k < 200; k++) {
        // Half-inch points land on vertices and level edges often, where rounding would first show.
        const p = k % 2 ? { x: rand() * 24 - 2, y: rand() * 24 - 2 } : { x: Math.round(rand() * 48) / 2 - 2, y: Math.round(rand() * 48) / 2 - 2 };
        expect(index.contains(p.x, p.y)).toBe(pointInPolygon(p, polygon));
      }
    }
  });

  it('test only a few edges of a 2,000-point outline at any height', () => {
    const index = new PolygonIndex(wavyRing(2000));
    let most = 0, total = 0, asked = 0;
    for (let y = 5; y <= 55; y += 0.01, asked++) {
      most = Math.max(most, index.edgesAt(y));
      total += index.edgesAt(y);
    }
    // A level ray meets the ring on two short stretches; near the top and bottom the outline runs almost level,
    // so more of its edges share a band there. Testing every edge would be 2,000 a question.
    expect(total / asked).toBeLessThan(6);
    expect(most).toBeLessThanOrEqual(40);
    expect(index.edgesAt(100)).toBe(0);
  });

  it('answer outside the bounding box without testing an edge', () => {
    const index = new PolygonIndex(wavyRing(2000));
    expect(index.edgesAt(-1)).toBe(0);
    expect(index.contains(-1, 30)).toBe(false);
    expect(index.contains(30, 30)).toBe(true);
  });
});
