import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hypotAbove, hypotAtLeast, hypotAtMost, hypotBelow, hypotShorter } from './hypot-compare.ts';

/** The neighbours of x one and two units in the last place away, where the two forms most often disagree. */
function around(x: number): number[] {
  const out = [x];
  const view = new DataView(new ArrayBuffer(8));
  for (const step of [-2n, -1n, 1n, 2n]) {
    view.setFloat64(0, x);
    view.setBigInt64(0, view.getBigInt64(0) + (x >= 0 ? step : -step));
    out.push(view.getFloat64(0));
  }
  return out;
}

const coordinate = fc.oneof(
  fc.double({ min: -100, max: 100, noNaN: true }),
  fc.integer({ min: -20, max: 20 }).map((n) => n / 4),
  fc.constantFrom(0, -0, 1e-200, -1e-160, 1e160, Infinity, -Infinity, Number.NaN, Number.MIN_VALUE),
);

describe('hypot comparisons', () => {
  it('answer exactly as comparing Math.hypot values does, at and around ties', () => {
    fc.assert(fc.property(coordinate, coordinate, coordinate, coordinate, (ax, ay, bx, by) => {
      for (const limit of [...around(Math.hypot(bx, by)), Math.abs(bx), ay]) {
        expect(hypotBelow(ax, ay, limit)).toBe(Math.hypot(ax, ay) < limit);
        expect(hypotAtMost(ax, ay, limit)).toBe(Math.hypot(ax, ay) <= limit);
        expect(hypotAbove(ax, ay, limit)).toBe(Math.hypot(ax, ay) > limit);
        expect(hypotAtLeast(ax, ay, limit)).toBe(Math.hypot(ax, ay) >= limit);
        // The same length as a limit is the tie both forms must get right.
        expect(hypotBelow(ax, ay, Math.hypot(ax, ay))).toBe(false);
        expect(hypotAtMost(ay, ax, Math.hypot(ax, ay))).toBe(Math.hypot(ay, ax) <= Math.hypot(ax, ay));
      }
      expect(hypotShorter(ax, ay, bx, by)).toBe(Math.hypot(ax, ay) < Math.hypot(bx, by));
      expect(hypotShorter(ax, ay, ay, ax)).toBe(Math.hypot(ax, ay) < Math.hypot(ay, ax));
    }), { numRuns: 3000 });
  });

  it('tell mirrored and rotated lengths apart only where Math.hypot does', () => {
    // Figures in a grid often stand at lengths equal in exact arithmetic but rounded differently.
    for (let i = -40; i <= 40; i++) {
      for (let j = -40; j <= 40; j++) {
        const x = i * 0.1, y = j * 0.3;
        expect(hypotShorter(x, y, y, x)).toBe(Math.hypot(x, y) < Math.hypot(y, x));
        expect(hypotShorter(x + 0.1, y, x, y + 0.1)).toBe(Math.hypot(x + 0.1, y) < Math.hypot(x, y + 0.1));
        expect(hypotBelow(x, y, 2.5)).toBe(Math.hypot(x, y) < 2.5);
        expect(hypotAtMost(x, y, 1.5)).toBe(Math.hypot(x, y) <= 1.5);
        expect(hypotAbove(x, y, 0.01)).toBe(Math.hypot(x, y) > 0.01);
        expect(hypotAtLeast(x, y, 2)).toBe(Math.hypot(x, y) >= 2);
      }
    }
  });
});
