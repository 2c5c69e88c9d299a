import { describe, expect, it } from 'vitest';
import type { Overlay } from './overlays.ts';
import { buildOverlayMeshes } from './overlays.ts';
import { OverlayMeshCache } from './overlay-cache.ts';

const table = { width: 48, height: 36 };
const flat = () => 0;
const zone: Overlay = { kind: 'area', polygon: [{ x: 2, y: 2 }, { x: 46, y: 2 }, { x: 46, y: 8 }, { x: 2, y: 8 }], color: '#D55E00', label: 'Red deployment' };
const tape: Overlay = { kind: 'line', points: [{ x: 10, y: 10 }, { x: 20, y: 14 }], color: '#F0E442', dashed: true, label: '10.8"' };
const ring = (x: number): Overlay => ({ kind: 'circle', centre: { x, y: 20 }, radius: 3, color: '#D55E00', filled: true });

function counting() {
  const built: Overlay[] = [];
  const cache = new OverlayMeshCache((list, t, h) => {
    built.push(...list);
    return buildOverlayMeshes(list, t, h);
  });
  return { cache, built };
}

describe('overlay meshes kept from one list to the next', () => {
  it('gives the same meshes as building the whole list at once', () => {
    const list = [zone, tape, ring(30), ring(12)];
    expect(new OverlayMeshCache().meshes(list, table, flat)).toEqual(buildOverlayMeshes(list, table, flat));
  });

  it('builds only the overlays it has not seen, even when they come as new objects', () => {
    const { cache, built } = counting();
    cache.meshes([zone, tape, ring(30)], table, flat);
    expect(built).toHaveLength(3);
    built.length = 0;
    const next = cache.meshes([{ ...zone }, ring(31), tape], table, flat);
    expect(built).toEqual([ring(31)]);
    expect(next).toEqual(buildOverlayMeshes([zone, ring(31), tape], table, flat));
    expect(cache.size).toBe(3);
  });

  it('forgets what it built when the ground under the overlays changes', () => {
    const { cache, built } = counting();
    cache.meshes([zone, tape], table, flat);
    built.length = 0;
    cache.meshes([zone, tape], table, () => 1);
    expect(built).toHaveLength(2);
    built.length = 0;
    cache.meshes([zone, tape], { width: 60, height: 36 }, () => 1);
    expect(built).toHaveLength(2);
  });
});
