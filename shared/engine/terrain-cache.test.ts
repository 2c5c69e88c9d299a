import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { terrainIndexFor } from './terrain-cache.ts';

describe('terrainIndexFor', () => {
  it('builds the index once per scenario object and answers terrain questions', () => {
    const scenario = scenarioFixture();
    const index = terrainIndexFor(scenario);
    expect(terrainIndexFor(scenario)).toBe(index);
    expect(index.areaTypesAt({ x: 24, y: 34 })).toEqual(['built-up']);
  });

  it('gives a different scenario object its own index', () => {
    expect(terrainIndexFor(scenarioFixture())).not.toBe(terrainIndexFor(scenarioFixture()));
  });
});
