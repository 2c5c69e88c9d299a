import { describe, expect, it } from 'vitest';
import type { Line } from '../../shared/scenario/schema.ts';
import { BALLAST_HEIGHT, BANK_TOP, RAIL_TOP, ballastProfile, bankWidth, buildLineScenery, buildRailway } from './line-scenery.ts';
import { LINE_STYLE } from './palette.ts';

const table = { width: 40, height: 40 };
const line = (type: Line['type'], id: string = type): Line => ({ id, kind: 'line', type, points: [{ x: 2, y: 20 }, { x: 38, y: 20 }] });

describe('line scenery', () => {
  it('lays roads, tracks and water as ribbons on the felt', () => {
    const out = buildLineScenery([line('road'), line('river', 'r'), line('track', 't')], table, () => 0);
    expect(out.ribbons.triangleCount).toBeGreaterThan(0);
    expect(out.bands.triangleCount).toBe(0);
    const ys = out.ribbons.positions.filter((_, i) => i % 3 === 1);
    // the three run on one line: the road and track open the river's banks all along
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(0.1);
  });

  /** The vertices (world x, height, world z) of the ribbons mesh. */
  const vertices = (out: ReturnType<typeof buildLineScenery>) =>
    Array.from({ length: out.ribbons.vertexCount }, (_, i) => out.ribbons.positions.slice(i * 3, i * 3 + 3) as [number, number, number]);

  it('raises an earthen bank on each side of a river, its crest above the water, its foot out on the felt', () => {
    const out = vertices(buildLineScenery([line('river', 'r')], table, () => 0));
    const water = LINE_STYLE.river!.lift;
    expect(water).toBeLessThan(BANK_TOP.river);
    // the river runs along table y = 20, the middle of a 40" table: world z = 0; it is 3" wide
    const crests = out.filter(([, y]) => y > water + 0.01);
    expect(crests.some(([, , z]) => z > 1.5)).toBe(true);
    expect(crests.some(([, , z]) => z < -1.5)).toBe(true);
    // nothing raised over the water itself
    expect(crests.every(([, , z]) => Math.abs(z) >= 1.5 - 1e-9)).toBe(true);
    const reach = Math.max(...out.map(([, , z]) => Math.abs(z)));
    expect(reach).toBeCloseTo(1.5 + bankWidth(3));
  });

  it('opens the banks where a road crosses the stream, so the road is not dammed', () => {
    const road: Line = { id: 'road', kind: 'line', type: 'road', points: [{ x: 20, y: 2 }, { x: 20, y: 38 }] };
    const out = vertices(buildLineScenery([line('stream-big', 's'), road], table, () => 0));
    const banks = out.filter(([, y]) => y > LINE_STYLE['stream-big']!.lift + 0.01);
    expect(banks.length).toBeGreaterThan(0);
    // the road is 1.5" wide along world x = 0
    expect(banks.every(([x]) => Math.abs(x) > 0.75 + bankWidth(1) * 0.4)).toBe(true);
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

  it('beds the sleepers on ballast with sloping shoulders, level across on a slope', () => {
    const profile = ballastProfile(1);
    const topWidth = Math.max(...profile.filter((q) => q.height === BALLAST_HEIGHT).map((q) => q.offset));
    // the level top is wider than the sleepers (1.55" for a 1" railway); the toe wider still, sunk in the felt
    expect(topWidth * 2).toBeGreaterThan(1.55);
    expect(profile[0]!.offset).toBeGreaterThan(topWidth);
    expect(profile[0]!.height).toBeLessThan(0);
    // a slope rising across the line (table y): the bed keeps the middle's height from side to side
    const out = buildRailway([line('railway')], table, (p) => (p.y - 20) * 0.2);
    const tops = out.bank.positions.filter((_, i) => i % 3 === 1).filter((y) => y > 0.1);
    expect(Math.min(...tops)).toBeCloseTo(BALLAST_HEIGHT);
    expect(Math.max(...tops)).toBeCloseTo(BALLAST_HEIGHT);
  });
});
