/**
 * A bounded memo of answers about straight segments on one table (sight lines, going along a move), keyed by
 * the segment's four coordinates exactly. The same lines are asked about again and again while nothing moves;
 * a numeric hash avoids building a string key for every question. When it fills up it is emptied and starts
 * again: the answers are pure, so forgetting them changes nothing but time.
 */
export class SegmentMemo<T> {
  /** Four coordinates a slot; NaN in the first marks an empty slot (segments with a NaN are never kept). */
  private readonly keys: Float64Array;
  private readonly values: (T | undefined)[];
  private readonly mask: number;
  private readonly limit: number;
  private count = 0;

  /** Room for 2^bits slots, kept at most half full. */
  constructor(bits = 15) {
    const size = 1 << bits;
    this.keys = new Float64Array(size * 4).fill(Number.NaN);
    this.values = new Array<T | undefined>(size).fill(undefined);
    this.mask = size - 1;
    this.limit = size >> 1;
  }

  get(ax: number, ay: number, bx: number, by: number): T | undefined {
    const { keys, mask } = this;
    for (let slot = hash(ax, ay, bx, by) & mask; ; slot = (slot + 1) & mask) {
      const k = slot * 4;
      const x = keys[k]!;
      if (x !== x) return undefined;
      if (x === ax && keys[k + 1] === ay && keys[k + 2] === bx && keys[k + 3] === by) return this.values[slot];
    }
  }

  set(ax: number, ay: number, bx: number, by: number, value: T): void {
    if (Number.isNaN(ax + ay + bx + by)) return;
    if (this.count >= this.limit) this.clear();
    const { keys, mask } = this;
    for (let slot = hash(ax, ay, bx, by) & mask; ; slot = (slot + 1) & mask) {
      const k = slot * 4;
      const x = keys[k]!;
      if (x !== x) {
        keys[k] = ax; keys[k + 1] = ay; keys[k + 2] = bx; keys[k + 3] = by;
        this.values[slot] = value;
        this.count++;
        return;
      }
      if (x === ax && keys[k + 1] === ay && keys[k + 2] === bx && keys[k + 3] === by) { this.values[slot] = value; return; }
    }
  }

  clear(): void {
    this.keys.fill(Number.NaN);
    this.values.fill(undefined);
    this.count = 0;
  }
}

// The bits of the four numbers, mixed (a murmur-style finish over eight 32-bit words).
const bits64 = new Float64Array(4);
const words = new Int32Array(bits64.buffer);

function hash(ax: number, ay: number, bx: number, by: number): number {
  bits64[0] = ax; bits64[1] = ay; bits64[2] = bx; bits64[3] = by;
  let h = 0x9e3779b9;
  for (let i = 0; i < 8; i++) {
    h = Math.imul(h ^ words[i]!, 0x85ebca6b);
    h ^= h >>> 13;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
