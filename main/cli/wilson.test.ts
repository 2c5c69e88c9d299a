import { describe, expect, it } from 'vitest';
import { wilsonInterval } from './wilson.ts';

describe('wilsonInterval', () => {
  it.each([
    // Reference values of the Wilson score interval at 95%.
    [50, 100, 0.4038, 0.5962],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [81, 263, 0.2553, 0.3662],
  ])('%i of %i → %f to %f', (k, n, low, high) => {
    const interval = wilsonInterval(k, n);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('knows nothing from no games', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
