import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** A seeded source of choices for the fuzzers: the same seed gives the same documents. */
export class SeededRandom {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  /** A whole number from lo to hi, both included. */
  int(lo: number, hi: number): number {
    return uniformInt(this.rng, lo, hi);
  }

  /** A number from lo up to hi. */
  float(lo: number, hi: number): number {
    return lo + (this.int(0, 2 ** 30) / 2 ** 30) * (hi - lo);
  }

  /** A whole number from lo to hi, small ones as likely as large ones in proportion (1-10 as likely as 10-100). */
  sized(lo: number, hi: number): number {
    return Math.min(hi, Math.floor(Math.exp(this.float(Math.log(lo), Math.log(hi + 1)))));
  }

  chance(p: number): boolean {
    return this.int(0, 999_999) < p * 1_000_000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
}
