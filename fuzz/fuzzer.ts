import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/** What `npm run fuzz` hands every fuzzer: `export async function run(opts: FuzzOptions): Promise<FuzzCounts>`. */
export interface FuzzOptions {
  seed: number;
  count: number;
}
export type FuzzCounts = Record<string, number>;

/** The fuzzers' seeded generator, so a run that found something can be repeated with its seed. */
export class FuzzRandom {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed | 0);
  }

  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  chance(p: number): boolean {
    return this.int(0, 999_999) < p * 1_000_000;
  }
}
