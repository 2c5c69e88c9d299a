import { describe, expect, it } from 'vitest';
import { FAR_ABOVE, NEAR_BELOW, detailFor } from './detail-level.ts';

describe('figure detail by camera height', () => {
  it('draws far models from high up and near ones close to the table', () => {
    expect(detailFor(60, 'near')).toBe('far');
    expect(detailFor(10, 'far')).toBe('near');
  });

  it('holds its choice between the two heights', () => {
    const between = (FAR_ABOVE + NEAR_BELOW) / 2;
    expect(detailFor(between, 'near')).toBe('near');
    expect(detailFor(between, 'far')).toBe('far');
  });
});
