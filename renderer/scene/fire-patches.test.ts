import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../shared/scenario/schema.ts';
import { polygonArea } from '../../shared/geometry/polygon.ts';
import { FIRE_COLOUR, zoneOverlays } from './play-marks.ts';

const wood: TerrainFeature = { id: 'birch', kind: 'area', type: 'woods', label: 'Birch wood', polygon: [{ x: 52, y: 28 }, { x: 60, y: 28 }, { x: 62, y: 34 }, { x: 55, y: 36 }] };
const church: TerrainFeature = { id: 'church', kind: 'building', type: 'stone', x: 21, y: 37, width: 3.5, depth: 5, rotation: 30, label: 'Church' };
const fire = (featureId: string | undefined, centre: { x: number; y: number }, radius: number) =>
  ({ kind: 'fire', centre, radius, label: 'burning Birch wood (for the rest of the game)', side: 'red' as const, ...(featureId ? { featureId } : {}) });

const within = (p: { x: number; y: number }, box: { x0: number; x1: number; y0: number; y1: number }) =>
  p.x >= box.x0 - 1e-6 && p.x <= box.x1 + 1e-6 && p.y >= box.y0 - 1e-6 && p.y <= box.y1 + 1e-6;

describe('a fire on the table', () => {
  it('burning a whole wood is drawn as the wood, not as the circle round its rectangle', () => {
    // as Ten Rounds Rapid gives it: the circle round the wood's 10" by 8" rectangle, 5" across its middle
    const out = zoneOverlays([fire('birch', { x: 57, y: 32 }, 5)], [wood]);
    expect(out).toHaveLength(1);
    const [patch] = out;
    expect(patch!.kind).toBe('area');
    if (patch?.kind !== 'area') return;
    expect(patch.color).toBe(FIRE_COLOUR);
    expect(patch.label).toBe('burning Birch wood (for the rest of the game)');
    for (const p of patch.polygon) expect(within(p, { x0: 52, x1: 62, y0: 28, y1: 36 })).toBe(true);
    expect(polygonArea(patch.polygon)).toBeCloseTo(polygonArea(wood.polygon), 6);
  });

  it('spreading through part of a wood is the part of its circle inside the wood', () => {
    const [patch] = zoneOverlays([fire('birch', { x: 53, y: 29 }, 2)], [wood]);
    expect(patch!.kind).toBe('area');
    if (patch?.kind !== 'area') return;
    const a = polygonArea(patch.polygon);
    expect(a).toBeGreaterThan(0);
    // the fire's 4" square near the wood's south-west corner, cut to the wood: less than the square, far less than the wood
    expect(a).toBeLessThan(16);
    expect(a).toBeLessThan(polygonArea(wood.polygon) / 3);
    for (const p of patch.polygon) expect(p.y).toBeGreaterThanOrEqual(28 - 1e-6);
  });

  it('burning a building is its footprint, turned as it stands', () => {
    const [patch] = zoneOverlays([fire('church', { x: 21, y: 37 }, 3.05)], [church]);
    expect(patch!.kind).toBe('area');
    if (patch?.kind !== 'area') return;
    expect(polygonArea(patch.polygon)).toBeCloseTo(3.5 * 5, 6);
  });

  it('with no feature named, or one not on the table, stays the filled circle', () => {
    expect(zoneOverlays([fire(undefined, { x: 57, y: 32 }, 5)], [wood])[0]).toMatchObject({ kind: 'circle', radius: 5, filled: true });
    expect(zoneOverlays([fire('gone', { x: 57, y: 32 }, 5)], [wood])[0]).toMatchObject({ kind: 'circle', radius: 5 });
  });
});
