import { describe, expect, it } from 'vitest';
import { CAR_LENGTH, buildTrainModel } from './train-models.ts';
import { TRAIN_CAR_KINDS } from './train-layout.ts';
import { boundsOfColour, sideShare } from './model-kit.ts';
import { ARMOUR_GREEN, SLIT } from './figure-kit.ts';

describe('train models', () => {
  it.each(TRAIN_CAR_KINDS)('%s sits on the rails and is one car long', (kind) => {
    const m = buildTrainModel(kind);
    m.computeBoundingBox();
    const b = m.boundingBox!;
    expect(b.min.y).toBeGreaterThanOrEqual(-0.01);
    expect(b.min.y).toBeLessThan(0.05);
    // guns may overhang the buffers a little
    expect(b.max.z - b.min.z).toBeGreaterThan(CAR_LENGTH * 0.95);
    expect(b.max.z - b.min.z).toBeLessThan(CAR_LENGTH * 1.25);
  });

  it.each(TRAIN_CAR_KINDS)('%s is plated in dark green with loopholes, the side shown as a band', (kind) => {
    const m = buildTrainModel(kind);
    expect(boundsOfColour(m, ARMOUR_GREEN)).not.toBeNull();
    const slits = boundsOfColour(m, SLIT)!;
    // loopholes on both flanks
    expect(slits.min[0]).toBeLessThan(-0.7);
    expect(slits.max[0]).toBeGreaterThan(0.7);
    const share = sideShare(m);
    expect(share).toBeGreaterThan(0.02);
    expect(share).toBeLessThan(0.3);
  });
});
