import { describe, expect, it } from 'vitest';
import { farGroupModel } from './far-groups.ts';
import { farGroupKey } from './figure-slots.ts';
import { buildFigureModel } from './troop-models.ts';

describe('far groups of figures', () => {
  it('holds each figure of the base, within the base', () => {
    const base = { width: 1.6, depth: 0.8 };
    const g = farGroupModel(farGroupKey('infantry', 4, base));
    const one = buildFigureModel('infantry', 'far');
    expect(g.index!.count).toBe(one.index!.count * 4);
    g.computeBoundingBox();
    expect(g.boundingBox!.min.x).toBeGreaterThan(-base.width / 2);
    expect(g.boundingBox!.max.x).toBeLessThan(base.width / 2);
  });
});
