import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { createTableModel } from './table-model.ts';
import { TerrainPartsKeeper } from './terrain-parts.ts';

describe('the table model', () => {
  const scenario = scenarioFixture({
    terrain: [
      { id: 'village', kind: 'area', type: 'built-up', polygon: [{ x: 20, y: 30 }, { x: 28, y: 30 }, { x: 28, y: 38 }, { x: 20, y: 38 }] },
      { id: 'hill', kind: 'hill', height: 2, steepness: 'gentle', polygon: [{ x: 4, y: 4 }, { x: 16, y: 4 }, { x: 16, y: 16 }, { x: 4, y: 16 }] },
    ],
  });

  it('takes the table size and relief it is given, so they stay the same objects across edits', () => {
    const parts = new TerrainPartsKeeper().of(scenario);
    const model = createTableModel(scenario, parts);
    expect(model.table).toBe(parts.table);
    expect(model.heightAt).toBe(parts.heightAt);
  });

  it('indexes the whole terrain for nested content, and finds the heights without being given them', () => {
    const model = createTableModel(scenario);
    expect(model.index.featureById('village')?.kind).toBe('area');
    expect(model.heightAt({ x: 10, y: 10 })).toBeCloseTo(2);
    expect(model.table).toEqual({ width: 48, height: 48 });
  });
});
