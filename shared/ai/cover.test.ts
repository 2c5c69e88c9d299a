import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { buildCoverMap, coverAt, meanCover } from './cover.ts';

const scenario = scenarioFixture({
  terrain: [
    { id: 'wood', kind: 'area', type: 'woods', label: 'birch wood', polygon: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }] },
    { id: 'field', kind: 'area', type: 'fields', polygon: [{ x: 0, y: 0 }, { x: 20, y: 0 }, { x: 20, y: 20 }, { x: 0, y: 20 }] },
    { id: 'church', kind: 'building', type: 'stone', x: 30, y: 30, width: 6, depth: 2, rotation: 90 },
    { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 40, y: 0 }, { x: 40, y: 20 }] },
    { id: 'road', kind: 'line', type: 'road', points: [{ x: 0, y: 40 }, { x: 40, y: 40 }] },
  ],
});
const map = buildCoverMap(scenario);

describe('cover map', () => {
  it('takes the best cover where areas overlap', () => {
    expect(coverAt(map, { x: 5, y: 5 })?.label).toBe('birch wood');
    expect(coverAt(map, { x: 15, y: 15 })?.quality).toBeLessThan(0.5);
  });

  it('turns a building with its rotation', () => {
    // Rotated a quarter turn, the 6" side runs along y.
    expect(coverAt(map, { x: 30, y: 32.5 })?.quality).toBe(1);
    expect(coverAt(map, { x: 32.5, y: 30 })).toBeNull();
  });

  it('lets a figure shelter close behind a hedge, but not on a road', () => {
    expect(coverAt(map, { x: 40.8, y: 10 })?.label).toBe('hedge');
    expect(coverAt(map, { x: 43, y: 10 })).toBeNull();
    expect(coverAt(map, { x: 20, y: 40 })).toBeNull();
  });

  it('averages over a unit\'s figures', () => {
    expect(meanCover(map, [{ x: 5, y: 5 }, { x: 50, y: 50 }])).toBeCloseTo(0.4, 6);
  });
});

describe('the cover map\'s memory', () => {
  it('answers as a fresh lookup does, on the table and off it, asked once or again', () => {
    const kept = buildCoverMap(scenario);
    const spot = fc.record({ x: fc.double({ min: -10, max: 60, noNaN: true }), y: fc.double({ min: -10, max: 60, noNaN: true }) });
    fc.assert(fc.property(spot, (p) => {
      const fresh = coverAt(buildCoverMap(scenario), p);
      for (let i = 0; i < 2; i++) {
        const c = coverAt(kept, p);
        expect(c?.label).toBe(fresh?.label);
        expect(c?.quality).toBe(fresh?.quality);
      }
    }), { numRuns: 300 });
  });
});
