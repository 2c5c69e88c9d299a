import { describe, expect, it } from 'vitest';
import { MARKER_STYLE, OFFICER_STYLE, SIDE_COLOURS, hexToRgb, mixHex } from './palette.ts';

describe('table palette', () => {
  it('gives each status marker its own shape, so colour is never the only cue', () => {
    const shapes = Object.values(MARKER_STYLE).map((s) => s.shape);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('gives each officer rank its own emblem', () => {
    const emblems = Object.values(OFFICER_STYLE).map((s) => s.emblem);
    expect(new Set(emblems).size).toBe(emblems.length);
  });

  it('keeps the two sides far apart in colour', () => {
    const [r1, g1, b1] = hexToRgb(SIDE_COLOURS.red);
    const [r2, g2, b2] = hexToRgb(SIDE_COLOURS.white);
    expect(Math.hypot(r1 - r2, g1 - g2, b1 - b2)).toBeGreaterThan(0.8);
  });

  it('converts and mixes hex colours', () => {
    expect(hexToRgb('#ff8000')).toEqual([1, 128 / 255, 0]);
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#D55E00', '#D55E00', 0.3)).toBe('#d55e00');
  });
});
