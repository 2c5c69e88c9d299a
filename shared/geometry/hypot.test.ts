import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hypot } from './hypot.ts';

// Tabletop inches, exact quarter inches (where squares tie), and the extremes where a plain root of the sum of
// squares would overflow or underflow.
const coordinate = fc.oneof(
  fc.double({ min: -100, max: 100, noNaN: true }),
  fc.integer({ min: -400, max: 400 }).map((n) => n / 4),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -0, 1e-200, -1e-160, 1e160, 1e308, Infinity, -Infinity, Number.NaN, Number.MIN_VALUE, Number.MAX_VALUE),
);

describe('hypot', () => {
  it('gives Math.hypot bit for bit: games replay only if every distance is the same', () => {
    fc.assert(fc.property(coordinate, coordinate, (x, y) => {
      expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true);
    }), { numRuns: 20_000 });
  });

  it('keeps the built-in answers for the special values', () => {
    expect(hypot(3, 4)).toBe(5);
    expect(Object.is(hypot(-0, 0), 0)).toBe(true);
    // An infinite side makes the length infinite even when the other side is not a number.
    expect(hypot(Number.NaN, -Infinity)).toBe(Infinity);
    expect(hypot(Number.NaN, 1)).toBeNaN();
    // The squares would overflow; the scaled sum does not.
    expect(hypot(1e200, 1e200)).toBe(Math.hypot(1e200, 1e200));
    expect(hypot(1e200, 1e200)).toBeLessThan(Infinity);
  });

  it('agrees along a grid of figure positions, where rounding differs most between mirrored lengths', () => {
    for (let i = -60; i <= 60; i++) {
      for (let j = -60; j <= 60; j++) {
        const x = i * 0.1, y = j * 0.3;
        expect(hypot(x, y)).toBe(Math.hypot(x, y));
        expect(hypot(y, x)).toBe(Math.hypot(y, x));
      }
    }
  });
});
