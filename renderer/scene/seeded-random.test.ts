import { describe, expect, it } from 'vitest';
import { hashText, seededRandom } from './seeded-random.ts';

describe('seeded scenery randomness', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = seededRandom('woods-1');
    const b = seededRandom('woods-1');
    const sa = Array.from({ length: 20 }, a);
    expect(Array.from({ length: 20 }, b)).toEqual(sa);
  });

  it('gives different sequences for different seeds', () => {
    expect(seededRandom('woods-1')()).not.toEqual(seededRandom('woods-2')());
  });

  it('stays in [0, 1) and spreads over the range', () => {
    const r = seededRandom(42);
    const values = Array.from({ length: 2000 }, r);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it('hashes text to an unsigned 32-bit integer', () => {
    expect(hashText('')).toBe(0x811c9dc5);
    expect(hashText('village')).toBeGreaterThanOrEqual(0);
    expect(hashText('village')).toBeLessThan(2 ** 32);
  });
});
