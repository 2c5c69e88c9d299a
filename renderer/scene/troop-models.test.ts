import { describe, expect, it } from 'vitest';
import { Box3 } from 'three';
import { FIGURE_KINDS, MODEL_LENGTH, buildFigureModel } from './troop-models.ts';

function bounds(kind: (typeof FIGURE_KINDS)[number]): Box3 {
  const m = buildFigureModel(kind);
  m.side.computeBoundingBox();
  m.gear.computeBoundingBox();
  return m.side.boundingBox!.clone().union(m.gear.boundingBox!);
}

describe('troop models', () => {
  it.each(FIGURE_KINDS)('%s stands on its base: not floating, not buried', (kind) => {
    const b = bounds(kind);
    expect(b.min.y).toBeGreaterThanOrEqual(-0.02);
    expect(b.min.y).toBeLessThan(0.05);
  });

  it.each(FIGURE_KINDS)('%s has both side-coloured and gear parts', (kind) => {
    const m = buildFigureModel(kind);
    expect(m.side.getAttribute('position').count).toBeGreaterThan(0);
    expect(m.gear.getAttribute('position').count).toBeGreaterThan(0);
  });

  it.each(FIGURE_KINDS)('%s is about as long as its stated length, so vehicles scale to fit their bases', (kind) => {
    const b = bounds(kind);
    const length = b.max.z - b.min.z;
    // figures are narrow; a figure's depth is within a factor of its nominal length
    expect(length).toBeGreaterThan(MODEL_LENGTH[kind] * 0.8);
    expect(length).toBeLessThan(MODEL_LENGTH[kind] * 1.45);
  });

  it('draws the tachanka with its horses in front (toward −z) and its gun at the tail', () => {
    const m = buildFigureModel('tachanka');
    m.gear.computeBoundingBox();
    expect(m.gear.boundingBox!.min.z).toBeLessThan(-1);
  });

  it('keeps figures low-poly', () => {
    for (const kind of FIGURE_KINDS) {
      const m = buildFigureModel(kind);
      const triangles = (m.side.getAttribute('position').count + m.gear.getAttribute('position').count) / 3;
      expect(triangles).toBeLessThan(1200);
    }
  });
});
