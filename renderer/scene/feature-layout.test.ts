import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { inwardHeading, placePointFeatures } from './feature-layout.ts';

describe('point features', () => {
  it('turns a bridge to carry its road across the river', () => {
    const s = scenarioFixture({
      terrain: [
        { id: 'river', kind: 'line', type: 'river', points: [{ x: 0, y: 20 }, { x: 48, y: 22 }] },
        { id: 'road', kind: 'line', type: 'road', points: [{ x: 24, y: 0 }, { x: 26, y: 48 }] },
        { id: 'b', kind: 'point', type: 'bridge', x: 25, y: 21 },
      ],
    });
    const [bridge] = placePointFeatures(s);
    expect(bridge!.heading).toBeCloseTo((Math.atan2(2, 48) * 180) / Math.PI);
    expect(bridge!.span).toBe(3);
  });

  it('crosses a ford square to the stream when no road meets it', () => {
    const s = scenarioFixture({
      terrain: [
        { id: 's', kind: 'line', type: 'stream-small', points: [{ x: 0, y: 10 }, { x: 48, y: 10 }] },
        { id: 'f', kind: 'point', type: 'ford', x: 10, y: 10 },
      ],
    });
    expect(placePointFeatures(s)[0]!.heading).toBeCloseTo(180);
  });

  it('points an entry arrow onto the table from the nearest edge', () => {
    const table = { width: 72, height: 48 };
    expect(inwardHeading({ x: 30, y: 1 }, table)).toBe(0);
    expect(inwardHeading({ x: 30, y: 47 }, table)).toBe(180);
    expect(inwardHeading({ x: 1, y: 20 }, table)).toBe(90);
    expect(inwardHeading({ x: 71, y: 20 }, table)).toBe(270);
  });
});
