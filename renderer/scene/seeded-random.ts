/**
 * Tiny deterministic randomness for scenery layout: the same scenario always grows the same trees.
 * Layout never uses Math.random, so screenshots, benchmarks and players' tables stay stable.
 */

/** FNV-1a hash of a string to an unsigned 32-bit integer. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashText(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number in [min, max) from a generator. */
export const between = (random: () => number, min: number, max: number): number => min + (max - min) * random();
