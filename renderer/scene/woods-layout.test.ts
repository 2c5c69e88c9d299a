import { describe, expect, it } from 'vitest';
import type { Area } from '../../shared/scenario/schema.ts';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { CLEARING_RADIUS, clearingTest, clearingsAmong, layoutGroundCover, layoutWoods } from './woods-layout.ts';
import { worldToTable } from './coordinates.ts';

const table = { width: 40, height: 40 };
const square = (x: number, y: number, s: number) => [{ x, y }, { x: x + s, y }, { x: x + s, y: y + s }, { x, y: y + s }];
const area = (id: string, type: Area['type'], x = 5): Area => ({ id, kind: 'area', type, polygon: square(x, 5, 12) });

describe('woods planting', () => {
  it('plants trees only inside their wood, standing on the ground', () => {
    const wood = area('w', 'woods');
    const out = layoutWoods([wood], table, () => 1.5);
    expect(out.trunks.length).toBeGreaterThan(10);
    for (const t of out.trunks) {
      expect(pointInPolygon(worldToTable(t.x, t.z, table), wood.polygon)).toBe(true);
      expect(t.y).toBe(1.5);
    }
    expect(out.roundCrowns.length + out.coneCrowns.length).toBe(out.trunks.length);
  });

  it('grows dense woods thicker than open woods, and scrub as bushes only', () => {
    const open = layoutWoods([area('a', 'woods')], table, () => 0);
    const dense = layoutWoods([area('a', 'dense-woods')], table, () => 0);
    const scrub = layoutWoods([area('a', 'scrub')], table, () => 0);
    expect(dense.trunks.length).toBeGreaterThan(open.trunks.length * 1.5);
    expect(scrub.trunks).toHaveLength(0);
    expect(scrub.bushes.length).toBeGreaterThan(40);
  });

  it('grows the same wood every time', () => {
    expect(layoutWoods([area('w', 'woods')], table, () => 0)).toEqual(layoutWoods([area('w', 'woods')], table, () => 0));
  });

  it('keeps trees off the bases standing in the wood', () => {
    const base = { x: 11, y: 11 };
    const out = layoutWoods([area('w', 'dense-woods')], table, () => 0, [base]);
    for (const t of out.trunks) {
      const p = worldToTable(t.x, t.z, table);
      expect(Math.hypot(p.x - base.x, p.y - base.y)).toBeGreaterThanOrEqual(CLEARING_RADIUS);
    }
  });

  it('ignores other kinds of area', () => {
    const out = layoutWoods([area('f', 'fields')], table, () => 0);
    expect(out.trunks.length + out.bushes.length).toBe(0);
  });

  it('finds points near a clearing across grid cells', () => {
    const near = clearingTest([{ x: 2.1, y: 2.1 }], 1);
    expect(near({ x: 1.9, y: 1.9 })).toBe(true);
    expect(near({ x: 3.5, y: 2.1 })).toBe(false);
  });
});

describe('ground cover', () => {
  it('grows reeds in marsh and lays stones on rough ground, nowhere else', () => {
    const out = layoutGroundCover([area('m', 'marsh'), area('r', 'rough', 20), area('w', 'woods')], table, () => 0);
    expect(out.reeds.length).toBeGreaterThan(40);
    expect(out.stones.length).toBeGreaterThan(30);
    for (const s of out.stones) expect(worldToTable(s.x, s.z, table).x).toBeGreaterThan(20);
  });
});

describe('clearings that matter to the woods', () => {
  const wood = area('w', 'woods');
  const scrub = area('s', 'scrub', 22);
  const field = area('f', 'fields', 5);

  it('keeps the bases among or beside the trees and drops the ones on open ground', () => {
    const inside = { x: 10, y: 10 }, beside = { x: 17.5, y: 10 }, inScrub = { x: 25, y: 12 }, open = { x: 20, y: 30 };
    expect(clearingsAmong([wood, scrub, field], [inside, beside, inScrub, open])).toEqual([inside, beside, inScrub]);
    expect(clearingsAmong([field], [inside])).toEqual([]);
  });

  it('plants exactly as with every base, so units moved elsewhere need no replanting', () => {
    const bases = Array.from({ length: 60 }, (_, i) => ({ x: (i * 7.3) % 40, y: (i * 4.1) % 40 }));
    const areas = [wood, scrub];
    expect(layoutWoods(areas, table, () => 0, clearingsAmong(areas, bases))).toEqual(layoutWoods(areas, table, () => 0, bases));
  });
});
