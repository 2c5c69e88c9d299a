import { describe, expect, it } from 'vitest';
import type { Line } from '../../shared/scenario/schema.ts';
import { BALLAST_HEIGHT, RAIL_TOP, buildLineScenery, buildRailway } from './line-scenery.ts';

const table = { width: 40, height: 40 };
const line = (type: Line['type'], id: string = type): Line => ({ id, kind: 'line', type, points: [{ x: 2, y: 20 }, { x: 38, y: 20 }] });

describe('line scenery', () => {
  it('lays roads, tracks and water as ribbons on the felt', () => {
    const out = buildLineScenery([line('road'), line('river', 'r'), line('track', 't')], table, () => 0);
    expect(out.ribbons.triangleCount).toBeGreaterThan(0);
    expect(out.bands.triangleCount).toBe(0);
    const ys = out.ribbons.positions.filter((_, i) => i % 3 === 1);
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(0.1);
  });

  it('raises walls and hedges, and plants a hedge with bushes along its length', () => {
    const out = buildLineScenery([line('wall'), line('hedge', 'h')], table, () => 0);
    expect(out.bands.triangleCount).toBeGreaterThan(0);
    expect(out.hedgeBushes.length).toBeGreaterThan(36 / 0.42 - 2);
  });

  it('digs a trench with parapets on both sides', () => {
    const out = buildLineScenery([line('trench')], table, () => 0);
    expect(out.ribbons.triangleCount).toBeGreaterThan(0);
    expect(out.bands.triangleCount).toBeGreaterThan(0);
  });

  it('strings wire between posts', () => {
    const out = buildLineScenery([line('wire')], table, () => 0);
    expect(out.wirePosts.length).toBeGreaterThan(30);
    expect(out.wireStrands.length).toBe((out.wirePosts.length - 1) * 4 * 6);
  });

  it('builds the railway: sleepers on the ballast, rails on the sleepers', () => {
    const out = buildRailway([line('railway'), line('road')], table, () => 1);
    expect(out.sleepers.length).toBeGreaterThan(60);
    expect(out.sleepers[0]!.y).toBeCloseTo(1 + BALLAST_HEIGHT);
    const railYs = out.rails.positions.filter((_, i) => i % 3 === 1);
    expect(Math.max(...railYs)).toBeCloseTo(1 + BALLAST_HEIGHT + 0.17);
    expect(RAIL_TOP).toBeCloseTo(BALLAST_HEIGHT + 0.17);
  });
});
