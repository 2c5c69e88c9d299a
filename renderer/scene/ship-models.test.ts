import { describe, expect, it } from 'vitest';
import { drawnAs } from './troop-layout.ts';
import { figureSlots } from './figure-slots.ts';
import { gunboat } from './ship-models.ts';
import { supplyWagon } from './gun-models.ts';
import { boundsOfColour } from './model-kit.ts';

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

describe('a supply column on the table', () => {
  it('is drawn as a horse-drawn wagon when its type says so, and a train wagon still as a train', () => {
    expect(drawnAs('train-car', 'red-supply-wagons')).toEqual({ layer: 'figures', kind: 'supply-wagon', maxPerBase: 1 });
    expect(drawnAs('train-car', 'red-train-car')).toEqual({ layer: 'train' });
  });

  it('carries its load under a canvas tilt arched over the cart', () => {
    const tilt = boundsOfColour(supplyWagon(), '#cbbf9a')!;
    expect(tilt.min[1]).toBeGreaterThan(0.7);
    expect(tilt.max[1]).toBeGreaterThan(1.1);
  });
});
