import { describe, expect, it } from 'vitest';
import { packShelves } from './atlas-pack.ts';

describe('atlas packing', () => {
  const sizes = [{ width: 100, height: 40 }, { width: 300, height: 60 }, { width: 200, height: 40 }, { width: 50, height: 50 }];
  const out = packShelves(sizes, 512, 4);

  it('keeps every picture inside the atlas and no wider than the limit', () => {
    expect(out.width).toBeLessThanOrEqual(512);
    out.spots.forEach((s, i) => {
      expect(s.x + sizes[i]!.width).toBeLessThanOrEqual(out.width);
      expect(s.y + sizes[i]!.height).toBeLessThanOrEqual(out.height);
    });
  });

  it('never overlaps two pictures, gutters included', () => {
    for (let i = 0; i < sizes.length; i++) {
      for (let j = i + 1; j < sizes.length; j++) {
        const a = out.spots[i]!, b = out.spots[j]!;
        const apart = a.x + sizes[i]!.width + 4 <= b.x || b.x + sizes[j]!.width + 4 <= a.x || a.y + sizes[i]!.height + 4 <= b.y || b.y + sizes[j]!.height + 4 <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('starts a new row when one is full', () => {
    expect(out.spots[2]!.y).toBeGreaterThan(0);
    expect(out.spots[2]!.x).toBe(4);
  });

  it('gives an empty atlas a size', () => {
    expect(packShelves([], 512, 4)).toEqual({ spots: [], width: 1, height: 1 });
  });
});
