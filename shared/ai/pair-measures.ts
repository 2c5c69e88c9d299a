import type { Vec } from '../geometry/vec.ts';

/** What has been measured between two units standing where they stand. */
export interface PairMeasure {
  /** Distance between their nearest figures (NaN until measured). */
  apart: number;
  /** Whether those figures see each other: 1 or 0 (-1 until looked at). */
  seen: number;
  /** The two nearest figures, the first of them the unit with the lower place, once found. */
  nearest: [Vec, Vec] | undefined;
  /** The same two figures the other way round, once asked for. */
  reversed: [Vec, Vec] | undefined;
}

/**
 * Measures between units, shared by every table read from one first reading (a decision's tables). A unit's
 * reading carries a place: readings whose bases all stand in the same spots share it, so what was measured
 * between two places holds on every table they appear on, and a table derived from another copies nothing.
 */
export class PairMeasures {
  private places = 0;
  private readonly rows: (Map<number, PairMeasure> | undefined)[] = [];

  /** A new place, for a reading whose bases stand somewhere not measured before. */
  newPlace(): number {
    return this.places++;
  }

  /** The measures between two places, made empty on first asking. */
  between(p: number, q: number): PairMeasure {
    const lo = Math.min(p, q);
    const hi = Math.max(p, q);
    let row = this.rows[lo];
    if (!row) {
      row = new Map();
      this.rows[lo] = row;
    }
    let m = row.get(hi);
    if (!m) {
      m = { apart: Number.NaN, seen: -1, nearest: undefined, reversed: undefined };
      row.set(hi, m);
    }
    return m;
  }
}
