import { describe, expect, it } from 'vitest';
import { drawnAs, figureSlots } from './troop-layout.ts';
import { gunboat } from './ship-models.ts';

describe('a river gunboat on the table', () => {
  it('is drawn as a gunboat when its type says so, and an armoured train\'s gun wagon still as a train', () => {
    expect(drawnAs('train-artillery', 'red-gunboat')).toEqual({ layer: 'figures', kind: 'gunboat', maxPerBase: 1 });
    expect(drawnAs('train-artillery', 'white-river-flotilla-steamer')).toMatchObject({ kind: 'gunboat' });
    expect(drawnAs('train-artillery', 'czech-armoured-train')).toEqual({ layer: 'train' });
  });

  it('is a long low hull with its funnel above the deck, fitted lengthways to its 2" × 5" stand', () => {
    const model = gunboat();
    model.computeBoundingBox();
    const box = model.boundingBox!;
    const length = box.max.z - box.min.z, width = box.max.x - box.min.x;
    expect(length).toBeGreaterThan(width * 3);
    expect(box.min.y).toBeCloseTo(0, 5);
    expect(box.max.y).toBeGreaterThan(0.9);
    const [slot] = figureSlots('gunboat', 1, { width: 2, depth: 5 });
    expect(slot!.scale * length).toBeLessThanOrEqual(5);
    expect(slot!.scale * length).toBeGreaterThan(3.5);
  });
});
