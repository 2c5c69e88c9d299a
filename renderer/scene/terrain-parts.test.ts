import { describe, expect, it } from 'vitest';
import type { Scenario, TerrainFeature } from '../../shared/scenario/schema.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { TerrainIndex } from '../../shared/geometry/terrain-index.ts';
import { heightAtXY } from '../../shared/geometry/elevation.ts';
import { TerrainPartsKeeper } from './terrain-parts.ts';

const square = (x: number, y: number, s: number) => [{ x, y }, { x: x + s, y }, { x: x + s, y: y + s }, { x, y: y + s }];

function scenario(): Scenario {
  return scenarioFixture({
    terrain: [
      { id: 'village', kind: 'area', type: 'built-up', polygon: square(20, 30, 8) },
      { id: 'wood', kind: 'area', type: 'woods', polygon: square(4, 10, 8) },
      { id: 'hill', kind: 'hill', height: 2, steepness: 'gentle', polygon: square(30, 8, 10) },
      { id: 'road', kind: 'line', type: 'road', points: [{ x: 0, y: 20 }, { x: 48, y: 20 }] },
      { id: 'rail', kind: 'line', type: 'railway', points: [{ x: 0, y: 46 }, { x: 48, y: 46 }] },
      { id: 'house', kind: 'building', type: 'wood', x: 22, y: 32, width: 1.8, depth: 1.4, rotation: 0 },
      { id: 'flag', kind: 'point', type: 'objective', x: 24, y: 24 },
    ],
  });
}

/** An edit as the editor makes one: a new scenario sharing every object it did not touch. */
const withFeature = (s: Scenario, id: string, change: (f: TerrainFeature) => TerrainFeature): Scenario =>
  ({ ...s, terrain: s.terrain.map((f) => (f.id === id ? change(f) : f)) });

describe('terrain parts kept across edits', () => {
  it('splits the terrain by kind, the railways apart from the other lines too', () => {
    const parts = new TerrainPartsKeeper().of(scenario());
    expect(parts.areas.map((f) => f.id)).toEqual(['village', 'wood']);
    expect(parts.hills.map((f) => f.id)).toEqual(['hill']);
    expect(parts.lines.map((f) => f.id)).toEqual(['road', 'rail']);
    expect(parts.railways.map((f) => f.id)).toEqual(['rail']);
    expect(parts.buildings.map((f) => f.id)).toEqual(['house']);
    expect(parts.points.map((f) => f.id)).toEqual(['flag']);
  });

  it('keeps every part when a unit moves', () => {
    const keeper = new TerrainPartsKeeper();
    const s = scenario();
    const before = keeper.of(s);
    const red = s.sides.red;
    const moved: Scenario = { ...s, sides: { ...s.sides, red: { ...red, units: red.units.map((u, i) => (i === 0 ? { ...u, bases: u.bases.map((b) => ({ ...b, x: b.x + 1 })) } : u)) } } };
    const after = keeper.of(moved);
    for (const key of ['table', 'hills', 'areas', 'lines', 'railways', 'buildings', 'points', 'heightAt'] as const) expect(after[key]).toBe(before[key]);
  });

  it('changes only the buildings when a house moves', () => {
    const keeper = new TerrainPartsKeeper();
    const s = scenario();
    const before = keeper.of(s);
    const after = keeper.of(withFeature(s, 'house', (f) => (f.kind === 'building' ? { ...f, x: f.x + 1 } : f)));
    expect(after.buildings).not.toBe(before.buildings);
    expect(after.buildings[0]).toMatchObject({ x: 23 });
    for (const key of ['table', 'hills', 'areas', 'lines', 'railways', 'points', 'heightAt'] as const) expect(after[key]).toBe(before[key]);
  });

  it('gives a new relief when a hill changes or the table is resized, and only then', () => {
    const keeper = new TerrainPartsKeeper();
    const s = scenario();
    const before = keeper.of(s);
    const higher = keeper.of(withFeature(s, 'hill', (f) => (f.kind === 'hill' ? { ...f, height: 3 } : f)));
    expect(higher.heightAt).not.toBe(before.heightAt);
    expect(higher.heightAt({ x: 35, y: 13 })).toBeCloseTo(3);
    expect(higher.areas).toBe(before.areas);
    const wider = keeper.of({ ...s, table: { width: 60, height: 48 } });
    expect(wider.table).toEqual({ width: 60, height: 48 });
    expect(wider.heightAt).not.toBe(higher.heightAt);
  });

  it('gives the same heights as the whole terrain index the rules use', () => {
    const s = scenario();
    const { heightAt } = new TerrainPartsKeeper().of(s);
    const index = TerrainIndex.fromScenario(s);
    for (const p of [{ x: 35, y: 13 }, { x: 30.5, y: 8.5 }, { x: 10, y: 40 }, { x: 31, y: 12 }]) expect(heightAt(p)).toBe(heightAtXY(index, p.x, p.y));
  });
});
