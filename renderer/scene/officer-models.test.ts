import { describe, expect, it } from 'vitest';
import { OFFICER_EMBLEMS, OFFICER_STYLE } from './palette.ts';
import { buildEmblem, officerMarkerModel } from './officer-models.ts';
import { boundsOfColour, tintedShare } from './model-kit.ts';
import { officerFigure } from './troop-models.ts';
import { GREATCOAT, STEEL } from './figure-kit.ts';
import { officerPoleHeight } from './officer-layout.ts';

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

  it('enlarges the officer with the men on the same round base, his pole and emblem rising above his head', () => {
    const trueScale = officerMarkerModel('junior'), enlarged = officerMarkerModel('junior', 2);
    const coat = (m: ReturnType<typeof officerMarkerModel>) => boundsOfColour(m, GREATCOAT)!;
    const tall = (b: { min: number[]; max: number[] }) => b.max[1]! - b.min[1]!;
    expect(tall(coat(enlarged)) / tall(coat(trueScale))).toBeCloseTo(2, 1);
    for (const m of [trueScale, enlarged]) m.computeBoundingBox();
    // the base keeps its size: the marker is no wider than the pennant's reach beyond it, as at true scale
    expect(enlarged.boundingBox!.max.x - enlarged.boundingBox!.min.x).toBeCloseTo(trueScale.boundingBox!.max.x - trueScale.boundingBox!.min.x, 1);
    expect(officerPoleHeight('junior', 2)).toBeGreaterThan(coat(enlarged).max[1]! + 0.3);
    expect(enlarged.boundingBox!.max.y).toBeGreaterThan(officerPoleHeight('junior', 2));
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
