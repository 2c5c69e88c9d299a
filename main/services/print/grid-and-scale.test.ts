import { describe, expect, it } from 'vitest';
import { edgeCaption, gridLines } from './grid-drawing.ts';
import { niceLength, tickStep } from './scale-bar.ts';
import { scenarioFixture } from '../../../shared/testing/scenario-fixture.ts';

describe('the 6-inch grid', () => {
  // Square naming (columns from the west, rows from the south) lives in shared/table-orders/grid.ts and is tested there.
  it('draws lines every 6 inches inside the table only', () => {
    expect(gridLines({ width: 72, height: 48 })).toEqual({ xs: [6, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66], ys: [6, 12, 18, 24, 30, 36, 42] });
    expect(gridLines({ width: 20, height: 12 })).toEqual({ xs: [6, 12, 18], ys: [6] });
  });

  it('names each edge and the side whose baseline it is', () => {
    const s = scenarioFixture();
    expect(edgeCaption(s, 'south').text).toBe('South edge — Reds baseline');
    expect(edgeCaption(s, 'east').text).toBe('East edge');
  });
});

describe('scale bars', () => {
  it('picks the longest round length that fits', () => {
    expect(niceLength([48, 36, 24, 12, 6], 7, 200)).toBe(24);
    expect(niceLength([48, 36, 24, 12, 6], 72, 200)).toBeNull();
  });

  it('spaces tick labels so they do not run together on a small-scale map', () => {
    expect(tickStep(36, 6, 7, 7)).toBe(6);
    expect(tickStep(48, 6, 1, 7)).toBe(24);
    expect(tickStep(36, 6, 0.5, 7)).toBe(36);
  });
});
