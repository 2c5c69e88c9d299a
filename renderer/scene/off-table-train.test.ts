import { describe, expect, it } from 'vitest';
import type { Line, PointFeature, SpecialRule } from '../../shared/scenario/schema.ts';
import { isOffTableTrain, offTableTrainCars, slideOnTable } from './off-table-train.ts';
import { buildFeatureScenery } from './feature-scenery.ts';
import komuchJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };

// as the Komuch village scenario stores its armoured train
const table = { width: 72, height: 48 };
const komuchFile = komuchJson as { terrain: { id: string }[] };
const train = komuchFile.terrain.find((f) => f.id === 'armoured-train') as PointFeature;
const railway: Line = { id: 'railway', kind: 'line', type: 'railway', label: 'the railway', points: [{ x: 0, y: 47 }, { x: 72, y: 47 }] };
const strikes: SpecialRule = {
  id: 'armoured-train-strikes', title: 'The armoured train', units: { side: 'white', troopTypes: ['czech-observer'] },
  trigger: { type: 'always' }, behaviour: { type: 'artillery-strikes', strikes: 2 }, description: 'Two strikes of shrapnel.',
};
const flat = () => 0;
const points = [train];
const rails = [railway];
const komuch = { table, terrain: [railway, train], victory: [], specialRules: [strikes] };

describe('a train firing from off the table', () => {
  it('is the Komuch village\'s train point, told from a station by its type, whatever its name', () => {
    expect(train).toMatchObject({ kind: 'point', type: 'train' });
    expect(isOffTableTrain(train)).toBe(true);
    expect(isOffTableTrain({ id: 'station', kind: 'point', type: 'station', x: 36, y: 31.5, label: 'Lozovaya' })).toBe(false);
    expect(isOffTableTrain({ id: 'train-halt', kind: 'point', type: 'station', x: 36, y: 31.5, label: 'the train halt' })).toBe(false);
    expect(isOffTableTrain({ id: 'obj', kind: 'point', type: 'objective', x: 1, y: 1, label: 'the train wreck' })).toBe(false);
  });

  it('stands as an armoured train on the Komuch railway, wholly on the table, in the Whites\' colours', () => {
    const cars = offTableTrainCars(points, rails, komuch.specialRules, komuch.table, flat);
    expect(cars.map((c) => c.kind)).toEqual(['artillery', 'engine', 'mg']);
    for (const c of cars) {
      expect(c.p.y).toBeCloseTo(47);
      expect(Math.abs(c.facing)).toBeCloseTo(90);
      expect(c.p.x - c.length / 2).toBeGreaterThanOrEqual(0.5);
      expect(c.p.x + c.length / 2).toBeLessThanOrEqual(71.5);
      expect(c.side).toBe('white');
    }
  });

  it('is drawn in place of the station house, with its name over it', () => {
    const scenery = buildFeatureScenery(komuch, komuch.table, flat);
    // the stone station house would add walls; the village's own houses are drawn elsewhere
    expect(scenery.walls).toHaveLength(0);
    const label = scenery.labels.find((l) => l.text.includes('armoured train'))!;
    expect(label.p.y).toBeCloseTo(47);
  });

  it('slides along its track to stay on the table', () => {
    const table = { width: 72, height: 48 };
    expect(slideOnTable({ x: 70, y: 47 }, { x: 1, y: 0 }, 8, table)).toBeCloseTo(71.5 - 8 - 70);
    expect(slideOnTable({ x: 30, y: 47 }, { x: 1, y: 0 }, 8, table)).toBe(0);
    expect(slideOnTable({ x: 2, y: 5 }, { x: 0, y: 1 }, 8, table)).toBeCloseTo(0.5 + 8 - 5);
  });
});
