import { describe, expect, it } from 'vitest';
import { prepareTerrain } from './map-context.ts';
import { scenarioFixture } from '../../../shared/testing/scenario-fixture.ts';

const square = (x: number, y: number, size: number) => [{ x, y }, { x: x + size, y }, { x: x + size, y: y + size }, { x, y: y + size }];

describe('prepareTerrain: contour lines for hills', () => {
  it('rings a hill every half level and just under its crest, each ring closed', () => {
    const scenario = scenarioFixture({ terrain: [{ id: 'h', kind: 'hill', height: 2, steepness: 'gentle', polygon: square(10, 10, 16) }] });
    const { contours } = prepareTerrain(scenario);
    expect(contours.map((c) => c.level)).toEqual([0.5, 1, 1.5, 1.95]);
    for (const c of contours) {
      expect(c.lines).toHaveLength(1);
      const ring = c.lines[0]!;
      expect(ring[0]).toEqual(ring[ring.length - 1]);
    }
  });

  it('draws overlapping hills as one landform, not two sets of rings', () => {
    const scenario = scenarioFixture({ terrain: [
      { id: 'a', kind: 'hill', height: 1, steepness: 'steep', polygon: square(10, 10, 8) },
      { id: 'b', kind: 'hill', height: 1, steepness: 'steep', polygon: square(14, 12, 8) },
      { id: 'far', kind: 'hill', height: 1, steepness: 'steep', polygon: square(34, 34, 6) },
    ] });
    const half = prepareTerrain(scenario).contours.find((c) => c.level === 0.5)!;
    expect(half.lines).toHaveLength(2);
  });

  it('has no contours on a table without hills', () => {
    expect(prepareTerrain(scenarioFixture()).contours).toEqual([]);
  });
});
