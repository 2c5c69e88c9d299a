import { describe, expect, it } from 'vitest';
import { CAR_LENGTH, buildTrainModel } from './train-models.ts';
import { TRAIN_CAR_KINDS } from './train-layout.ts';

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
});
