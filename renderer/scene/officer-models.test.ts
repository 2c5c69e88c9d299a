import { describe, expect, it } from 'vitest';
import { OFFICER_EMBLEMS, OFFICER_STYLE } from './palette.ts';
import { buildEmblem, officerMarkerModel } from './officer-models.ts';
import { boundsOfColour, tintedShare } from './model-kit.ts';
import { officerFigure } from './troop-models.ts';
import { STEEL } from './figure-kit.ts';

describe('officer markers', () => {
  it.each(Object.keys(OFFICER_STYLE) as (keyof typeof OFFICER_STYLE)[])('%s stands on its base with its emblem at the pole’s height', (rank) => {
    const m = officerMarkerModel(rank);
    m.computeBoundingBox();
    expect(m.boundingBox!.min.y).toBeGreaterThan(-0.05);
    expect(m.boundingBox!.min.y).toBeLessThan(0.01);
    expect(m.boundingBox!.max.y).toBeGreaterThan(OFFICER_STYLE[rank].poleHeight);
    // the base and the uniform take the side's colour, the pole and emblem do not
    expect(tintedShare(m)).toBeGreaterThan(0.1);
    expect(tintedShare(m)).toBeLessThan(0.9);
  });

  it('dresses a commissar in leather and gives the observer field glasses', () => {
    const commissar = officerFigure('commissar'), observer = officerFigure('observer'), officer = officerFigure('officer');
    expect(boundsOfColour(commissar, '#24201c')).not.toBeNull();
    expect(boundsOfColour(officer, '#24201c')).toBeNull();
    // the glasses at eye height, held out in front of the face
    const glasses = boundsOfColour(observer, STEEL)!;
    expect(glasses.min[1]).toBeGreaterThan(0.75);
    expect(glasses.min[2]).toBeLessThan(-0.15);
  });

  it.each(OFFICER_EMBLEMS)('builds the %s emblem at the pole tip (flags hang from it, the rest stand on it)', (emblem) => {
    const g = buildEmblem(emblem);
    g.computeBoundingBox();
    const b = g.boundingBox!;
    expect(b.max.y).toBeGreaterThan(0.1);
    expect(b.min.y).toBeGreaterThan(-1.2);
    expect(b.max.y - b.min.y).toBeGreaterThan(0.4);
  });
});
