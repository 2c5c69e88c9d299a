import type { Vec } from '../geometry/vec.ts';

/** What has been measured between two units standing where they stand. */
export interface PairMeasure {
  /** Distance between their nearest figures (NaN until measured). */
  apart: number;
  /** Whether those figures see each other: 1 or 0 (-1 until looked at). */
  seen: number;
  /** The nearest figure of the unit with the lower place, once found (with `high`). */
  low: Vec | undefined;
  /** The nearest figure of the unit with the higher place, once found. */
  high: Vec | undefined;
}

/**
 * Places below this keep their measures in plain arrays: they are the units of the first reading, which
 * every later place is measured against.
 */
const DENSE = 64;

/**
 * Measures between units, shared by every table read from one first reading (a decision's tables). A unit's
 * reading carries a place: readings whose bases all stand in the same spots share it, so what was measured
 * between two places holds on every table they appear on, and a table derived from another copies nothing.
 */
export class PairMeasures {
  private places = 0;
  /** Measures by higher place, then lower place (below DENSE). */
  private readonly dense: (PairMeasure | undefined)[][] = [];
  /** Measures by lower place, then higher place (lower place DENSE or more). */
  private readonly sparse: (Map<number, PairMeasure> | undefined)[] = [];

  /** A new place, for a reading whose bases stand somewhere not measured before. */
  newPlace(): number {
    return this.places++;
  }

  /** The measures between two places, made empty on first asking. */
  between(p: number, q: number): PairMeasure {
    const lo = p < q ? p : q;
    const hi = p < q ? q : p;
    if (lo < DENSE) {
      let row = this.dense[hi];
      if (!row) {
        row = [];
        this.dense[hi] = row;
      }
      return (row[lo] ??= emptyMeasure());
    }
    let row = this.sparse[lo];
    if (!row) {
      row = new Map();
      this.sparse[lo] = row;
    }
    let m = row.get(hi);
    if (!m) {
      m = emptyMeasure();
      row.set(hi, m);
    }
    return m;
  }
}

function emptyMeasure(): PairMeasure {
  return { apart: Number.NaN, seen: -1, low: undefined, high: undefined };
}
