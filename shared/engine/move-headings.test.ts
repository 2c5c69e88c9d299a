import { describe, expect, it } from 'vitest';
import { COMPASS_HEADINGS, victoryAreaCentres } from './move-headings.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';

describe('move headings', () => {
  it('gives eight unit headings, north first and east third', () => {
    expect(COMPASS_HEADINGS.map((h) => h.name)).toEqual(['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west']);
    for (const { dir } of COMPASS_HEADINGS) expect(Math.hypot(dir.x, dir.y)).toBeCloseTo(1, 12);
    expect(COMPASS_HEADINGS[0]!.dir.y).toBeCloseTo(1, 12);
    expect(COMPASS_HEADINGS[2]!.dir.x).toBeCloseTo(1, 12);
  });

  it('finds the centre of each area a side must clear or hold, and nothing for other conditions', () => {
    const scenario = scenarioFixture();
    const centres = victoryAreaCentres(scenario);
    const areaIds = scenario.victory.flatMap((c) => (c.type === 'clear-area' || c.type === 'hold-area' ? [c.areaId] : []));
    expect(centres.length).toBeGreaterThan(0);
    expect(centres).toHaveLength(areaIds.filter((id) => scenario.terrain.some((f) => f.id === id && f.kind === 'area')).length);
    expect(victoryAreaCentres({ ...scenario, victory: [] })).toEqual([]);
  });
});
