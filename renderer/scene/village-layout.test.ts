import { describe, expect, it } from 'vitest';
import type { Area, Building, Line } from '../../shared/scenario/schema.ts';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { baseCorners } from '../../shared/geometry/base.ts';
import { distanceToSegmentSq } from '../../shared/geometry/segments.ts';
import { layoutVillage, nearestRoad } from './village-layout.ts';

const village: Area = { id: 'v', kind: 'area', type: 'built-up', polygon: [{ x: 0, y: 0 }, { x: 24, y: 0 }, { x: 24, y: 20 }, { x: 0, y: 20 }] };
const road: Line = { id: 'r', kind: 'line', type: 'road', points: [{ x: -5, y: 10 }, { x: 30, y: 10 }] };

describe('village layout', () => {
  const houses = layoutVillage([village], [], [road]);

  it('grows several houses, all inside the built-up area', () => {
    expect(houses.length).toBeGreaterThanOrEqual(6);
    for (const h of houses) {
      for (const c of baseCorners({ x: h.x, y: h.y, facing: h.rotation, width: h.width, depth: h.depth })) {
        expect(pointInPolygon(c, village.polygon)).toBe(true);
      }
    }
  });

  it('keeps houses off the road', () => {
    for (const h of houses) {
      for (const c of baseCorners({ x: h.x, y: h.y, facing: h.rotation, width: h.width, depth: h.depth })) {
        expect(Math.sqrt(distanceToSegmentSq(c.x, c.y, -5, 10, 30, 10))).toBeGreaterThan(0.75);
      }
    }
  });

  it('lines houses near the road up with it', () => {
    const near = houses.filter((h) => Math.abs(h.y - 10) < 5);
    expect(near.length).toBeGreaterThan(0);
    // the road runs east (heading 90), so facing ±180 puts the long side along it
    for (const h of near) expect(Math.abs(Math.cos((h.rotation * Math.PI) / 180))).toBeCloseTo(1, 5);
  });

  it('keeps houses apart', () => {
    for (let i = 0; i < houses.length; i++) {
      for (let j = i + 1; j < houses.length; j++) {
        expect(Math.hypot(houses[i]!.x - houses[j]!.x, houses[i]!.y - houses[j]!.y)).toBeGreaterThan(1.5);
      }
    }
  });

  it('draws only the author’s buildings when the area holds some', () => {
    const barn: Building = { id: 'b', kind: 'building', type: 'wood', x: 5, y: 5, width: 3, depth: 2, rotation: 30 };
    const out = layoutVillage([village], [barn], [road]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ x: 5, y: 5, rotation: 30, authored: true });
  });

  it('is the same village every time', () => {
    expect(layoutVillage([village], [], [road])).toEqual(houses);
  });

  it('finds the nearest road and its heading', () => {
    expect(nearestRoad({ x: 3, y: 12 }, [road])).toEqual({ distance: 2, heading: 90, line: road });
    expect(nearestRoad({ x: 3, y: 12 }, [])).toBeNull();
  });
});

describe('village layout round objectives', () => {
  it('leaves room round a point the author marked', () => {
    const square = { x: 8, y: 14, radius: 1 };
    const houses = layoutVillage([village], [], [road], [square]);
    expect(houses.length).toBeGreaterThan(3);
    for (const h of houses) expect(Math.hypot(h.x - square.x, h.y - square.y)).toBeGreaterThan(square.radius + Math.hypot(h.width, h.depth) / 2 - 1e-9);
  });
});
