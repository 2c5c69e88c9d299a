import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { buildFeatureScenery } from './feature-scenery.ts';
import { worldToTable } from './coordinates.ts';

describe('point feature scenery', () => {
  const s = scenarioFixture({
    terrain: [
      { id: 'river', kind: 'line', type: 'river', points: [{ x: 0, y: 20 }, { x: 48, y: 20 }] },
      { id: 'b', kind: 'point', type: 'bridge', x: 10, y: 20 },
      { id: 'f', kind: 'point', type: 'ford', x: 30, y: 20 },
      { id: 'o', kind: 'point', type: 'objective', x: 24, y: 36, label: 'Church' },
      { id: 'rail', kind: 'line', type: 'railway', points: [{ x: 0, y: 44 }, { x: 48, y: 44 }] },
      { id: 's', kind: 'point', type: 'station', x: 20, y: 42, label: 'Halt' },
      { id: 'e', kind: 'point', type: 'entry', x: 2, y: 10 },
    ],
  });
  const out = buildFeatureScenery(s, s.table, () => 0);

  it('spans the river with a bridge deck above the water', () => {
    const deck = out.boxes[0]!;
    // the river runs east, so the deck runs north across it: its length is along world z after turning
    expect(deck.sz).toBeGreaterThan(3);
    expect(deck.y + deck.sy!).toBeGreaterThan(0.1);
  });

  it('paves the ford with stones and flies a labelled flag on the objective', () => {
    expect(out.stones.length).toBeGreaterThan(5);
    expect(out.labels.map((l) => l.text)).toEqual(['Church', 'Halt']);
  });

  it('puts the station on the side of the track where it was placed', () => {
    expect(out.walls).toHaveLength(1);
    const house = worldToTable(out.walls[0]!.x, out.walls[0]!.z, s.table);
    expect(house.y).toBeLessThan(44);
  });

  it('paints an entry arrow', () => {
    expect(out.flat.triangleCount).toBeGreaterThan(0);
  });
});

describe('objective areas and stations at the edge', () => {
  it('rings an area a side must clear and flags it with its name', () => {
    const s = scenarioFixture();
    const out = buildFeatureScenery(s, s.table, () => 0);
    expect(out.labels.map((l) => l.text)).toEqual(['Objective']);
    expect(out.flat.triangleCount).toBeGreaterThan(10);
  });

  it('builds a station across the track when its side would be off the table', () => {
    const s = scenarioFixture({
      terrain: [
        { id: 'rail', kind: 'line', type: 'railway', points: [{ x: 0, y: 47 }, { x: 48, y: 47 }] },
        { id: 's', kind: 'point', type: 'station', x: 30, y: 47.5, radius: 1 },
      ],
      victory: [{ type: 'turn-limit', winner: 'white' }],
    });
    const out = buildFeatureScenery(s, s.table, () => 0);
    expect(out.walls).toHaveLength(1);
    expect(worldToTable(out.walls[0]!.x, out.walls[0]!.z, s.table).y).toBeLessThan(47);
  });
});
