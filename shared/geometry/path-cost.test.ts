import { describe, expect, it } from 'vitest';
import { firstEntry, pathLength, pathTerrain } from './path-cost.ts';
import { TerrainIndex } from './terrain-index.ts';
import { area, hill, line, rect } from './terrain-fixtures.ts';

const table = { width: 48, height: 48 };
const index = new TerrainIndex([
  area('wood', 'woods', rect(10, 0, 6, 20)),
  area('copse', 'woods', rect(14, 0, 4, 20)),
  area('bog', 'marsh', rect(30, 0, 4, 20)),
  hill('knoll', rect(20, 0, 4, 20), 1, 'steep'),
  line('road', 'road', [{ x: 0, y: 10 }, { x: 48, y: 10 }]),
  line('brook', 'stream-small', [{ x: 26, y: 0 }, { x: 26, y: 48 }]),
], table);

describe('pathLength', () => {
  it('adds up the legs', () => {
    expect(pathLength([{ x: 0, y: 0 }, { x: 3, y: 4 }, { x: 3, y: 10 }])).toBe(11);
    expect(pathLength([{ x: 1, y: 1 }])).toBe(0);
  });
});

describe('pathTerrain', () => {
  it('lists what each leg passes through, in order, with overlapping woods counted once', () => {
    const [leg] = pathTerrain(index, [{ x: 5, y: 5 }, { x: 35, y: 5 }]);
    expect(leg!.length).toBe(30);
    expect(leg!.terrain.map((t) => [t.kind, t.type, Number(t.length.toFixed(3)), t.start])).toEqual([
      ['area', 'woods', 8, 5],
      ['hill', 'steep', 4, 15],
      ['line', 'stream-small', 0.5, 20.75],
      ['area', 'marsh', 4, 25],
    ]);
    expect(leg!.terrain[0]!.featureIds).toEqual(['wood', 'copse']);
    expect(leg!.terrain[2]!.crosses).toBe(true);
  });

  it('measures the stretch along a road, so a ruleset can let the road cancel the going', () => {
    const [leg] = pathTerrain(index, [{ x: 5, y: 10 }, { x: 35, y: 10 }]);
    const road = leg!.terrain.find((t) => t.type === 'road');
    expect(road?.length).toBeCloseTo(30);
    expect(road?.crosses).toBe(false);
  });

  it('gives one entry a leg', () => {
    expect(pathTerrain(index, [{ x: 0, y: 30 }, { x: 5, y: 30 }, { x: 5, y: 40 }])).toHaveLength(2);
    expect(pathTerrain(index, [{ x: 0, y: 30 }, { x: 5, y: 30 }])[0]!.terrain).toEqual([]);
  });
});

describe('firstEntry', () => {
  const isWoods = (f: { kind: string; feature: { kind: string } }) => f.kind === 'area' && 'type' in f.feature && f.feature.type === 'woods';

  it('finds where a move first enters cover, so it can halt 1" short', () => {
    const entry = firstEntry(index, { x: 0, y: 5 }, { x: 40, y: 5 }, isWoods);
    expect(entry?.point).toEqual({ x: 10, y: 5 });
    expect(entry?.distance).toBeCloseTo(10);
    expect(entry?.feature.id).toBe('wood');
  });

  it('does not count the cover a move starts in', () => {
    expect(firstEntry(index, { x: 12, y: 5 }, { x: 40, y: 5 }, isWoods)).toBeNull();
    expect(firstEntry(index, { x: 12, y: 5 }, { x: 40, y: 5 }, (f) => f.kind === 'hill')?.point.x).toBeCloseTo(20);
  });

  it('does not count moving along inside a road band as entering it', () => {
    expect(firstEntry(index, { x: 1, y: 10 }, { x: 40, y: 10.2 }, (f) => f.kind === 'line' && f.id === 'road')).toBeNull();
  });
});
