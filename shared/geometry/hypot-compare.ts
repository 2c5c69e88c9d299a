import { hypot } from './hypot.ts';

/**
 * Comparisons of `Math.hypot` lengths that give exactly the answer comparing the `Math.hypot` values would, but
 * mostly without working the lengths out: that guards against overflow and is slower than squaring. The squared
 * lengths are compared first; only when they are too close to call (or out of the range where squaring is safe, or
 * NaN) are the lengths worked out (`hypot`, the same value). Rule sets that must keep every answer bit for bit use
 * these in hot loops.
 */

/**
 * Relative margin of a sure answer: far above the rounding of either form and of a few more additions to the
 * length (a caller may compare `hypot - r1 - r2` with a limit), far below any difference that matters.
 */
const MARGIN = 1e-9;
/** Squares of lengths outside this range may underflow or overflow: those go the exact way. */
const SMALLEST = 1e-150;
const LARGEST = 1e150;

/**
 * -1 when `hypot(dx, dy)` is surely below `limit`, 1 when surely above, 0 when only working it out can tell.
 * "Surely" holds with room for a few roundings more, so a caller comparing `hypot(dx, dy) - r` with
 * `limit - r` may trust it too.
 */
export function hypotSide(dx: number, dy: number, limit: number): number {
  if (!(limit > SMALLEST && limit < LARGEST)) return 0;
  const s = dx * dx + dy * dy, l2 = limit * limit;
  if (s < l2 * (1 - MARGIN)) return -1;
  if (s > l2 * (1 + MARGIN)) return 1;
  return 0;
}

/** `hypot(dx, dy) < limit`, exactly. */
export function hypotBelow(dx: number, dy: number, limit: number): boolean {
  const side = hypotSide(dx, dy, limit);
  return side === 0 ? hypot(dx, dy) < limit : side < 0;
}

/** `hypot(dx, dy) <= limit`, exactly. */
export function hypotAtMost(dx: number, dy: number, limit: number): boolean {
  const side = hypotSide(dx, dy, limit);
  return side === 0 ? hypot(dx, dy) <= limit : side < 0;
}

/** `hypot(dx, dy) > limit`, exactly. */
export function hypotAbove(dx: number, dy: number, limit: number): boolean {
  const side = hypotSide(dx, dy, limit);
  return side === 0 ? hypot(dx, dy) > limit : side > 0;
}

/** `hypot(dx, dy) >= limit`, exactly. */
export function hypotAtLeast(dx: number, dy: number, limit: number): boolean {
  const side = hypotSide(dx, dy, limit);
  return side === 0 ? hypot(dx, dy) >= limit : side > 0;
}

/** `hypot(ax, ay) < hypot(bx, by)`, exactly. */
export function hypotShorter(ax: number, ay: number, bx: number, by: number): boolean {
  const sa = ax * ax + ay * ay, sb = bx * bx + by * by;
  if (sa > SMALLEST && sa < LARGEST && sb > SMALLEST && sb < LARGEST) {
    if (sa < sb * (1 - MARGIN)) return true;
    if (sa > sb * (1 + MARGIN)) return false;
  }
  return hypot(ax, ay) < hypot(bx, by);
}
