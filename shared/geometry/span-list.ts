/**
 * A growable list of numbers in a typed array, cleared by resetting a count: the hot loops of line of
 * sight reuse a few of these instead of allocating arrays on every query.
 */
export class NumberList {
  data = new Float64Array(16);
  count = 0;

  clear(): void {
    this.count = 0;
  }

  push(v: number): void {
    if (this.count === this.data.length) this.grow();
    this.data[this.count++] = v;
  }

  get(i: number): number {
    return this.data[i]!;
  }

  sort(): void {
    const { data, count } = this;
    if (count > 24) { data.subarray(0, count).sort(); return; }
    // Insertion sort: the usual handful of crossings sorts fastest this way.
    for (let i = 1; i < count; i++) {
      const v = data[i]!;
      let j = i - 1;
      while (j >= 0 && data[j]! > v) { data[j + 1] = data[j]!; j--; }
      data[j + 1] = v;
    }
  }

  protected grow(): void {
    const bigger = new Float64Array(this.data.length * 2);
    bigger.set(this.data);
    this.data = bigger;
  }
}

/** Parameter intervals [t0, t1] along a segment, stored flat as t0, t1, t0, t1, ... */
export class SpanList extends NumberList {
  get spans(): number {
    return this.count >> 1;
  }

  start(k: number): number {
    return this.data[k * 2]!;
  }

  end(k: number): number {
    return this.data[k * 2 + 1]!;
  }

  add(t0: number, t1: number): void {
    if (this.count + 2 > this.data.length) this.grow();
    this.data[this.count++] = t0;
    this.data[this.count++] = t1;
  }

  /** Sorts by start and merges overlapping spans, so overlapping shapes count once. */
  merge(): void {
    const { data } = this;
    const n = this.count >> 1;
    for (let i = 1; i < n; i++) {
      const s = data[i * 2]!, e = data[i * 2 + 1]!;
      let j = i - 1;
      while (j >= 0 && data[j * 2]! > s) { data[j * 2 + 2] = data[j * 2]!; data[j * 2 + 3] = data[j * 2 + 1]!; j--; }
      data[j * 2 + 2] = s;
      data[j * 2 + 3] = e;
    }
    let w = 0;
    for (let i = 0; i < n; i++) {
      const s = data[i * 2]!, e = data[i * 2 + 1]!;
      if (w > 0 && s <= data[w - 1]!) { if (e > data[w - 1]!) data[w - 1] = e; } else { data[w++] = s; data[w++] = e; }
    }
    this.count = w;
  }

  /** Sum of the spans' lengths (in parameter units). */
  total(): number {
    let sum = 0;
    for (let i = 0; i < this.count; i += 2) sum += this.data[i + 1]! - this.data[i]!;
    return sum;
  }

  /** Removes the first span. */
  dropFirst(): void {
    this.data.copyWithin(0, 2, this.count);
    this.count -= 2;
  }

  toArray(): number[] {
    return Array.from(this.data.subarray(0, this.count));
  }
}
