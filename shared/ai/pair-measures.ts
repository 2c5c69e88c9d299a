import type { Vec } from '../geometry/vec.ts';
import type { EvalContext } from './context.ts';
import type { TableReading, UnitReading } from './table-reading.ts';
import { hypot } from '../geometry/hypot.ts';

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

/**
 * The distance between the nearest figures of `u` and of whichever of `others` stands nearest it (Infinity when
 * none is within `within`). Units are measured nearest gap first, and none whose gap is already beyond the best
 * found is measured at all.
 */
export function nearestFiguresApart(table: TableReading, u: UnitReading, others: readonly UnitReading[], within: number): number {
  // Every unit whose gap is within reach counts, but a gap beyond the best distance found cannot beat it: the
  // distances already measured are taken first, so that most others are passed over on their gap alone.
  let best = Infinity;
  for (const o of others) {
    const known = table.measures.between(u.place, o.place).apart;
    if (!Number.isNaN(known) && known < best && gapBetween(u, o) <= within) best = known;
  }
  for (const o of others) {
    const m = table.measures.between(u.place, o.place);
    if (!Number.isNaN(m.apart)) continue;
    const gap = gapBetween(u, o);
    if (gap > within || gap > best) continue;
    best = Math.min(best, apartIn(m, u, o, within));
  }
  return best;
}

/** Distance between the nearest figures of two units, or Infinity when they are surely further apart than `within`. */
export function figuresApart(table: TableReading, a: UnitReading, b: UnitReading, within: number): number {
  return apartIn(table.measures.between(a.place, b.place), a, b, within);
}

/** `figuresApart` with the pair's measures `m` already looked up. */
export function apartIn(m: PairMeasure, a: UnitReading, b: UnitReading, within: number): number {
  if (!Number.isNaN(m.apart)) return m.apart;
  if (gapBetween(a, b) > within) return Infinity;
  findNearest(m, a, b);
  const p = a.place <= b.place ? m.low! : m.high!;
  const q = a.place <= b.place ? m.high! : m.low!;
  m.apart = hypot(p.x - q.x, p.y - q.y);
  return m.apart;
}

/**
 * Whether two units can see each other, judged between their nearest figures under the rule set's sight
 * rules (true when the rule set gives none); `m` is the pair's measures. The first asking decides which way
 * round the sight line is looked along.
 */
export function seenIn(m: PairMeasure, context: EvalContext, a: UnitReading, b: UnitReading): boolean {
  if (!context.sees) return true;
  if (m.seen < 0) {
    findNearest(m, a, b);
    const p = a.place <= b.place ? m.low! : m.high!;
    const q = a.place <= b.place ? m.high! : m.low!;
    m.seen = context.sees(p, q) ? 1 : 0;
  }
  return m.seen === 1;
}

/** Finds and remembers the two nearest figures of two units (each unit has at least one base), the lower place's first. */
function findNearest(m: PairMeasure, a: UnitReading, b: UnitReading): void {
  if (m.low) return;
  const first = a.place <= b.place ? a : b;
  const second = first === a ? b : a;
  let best = Infinity;
  let p: Vec = first.centre;
  let q: Vec = second.centre;
  const others = second.unit.bases;
  for (const s of first.unit.bases) {
    const sx = s.x;
    const sy = s.y;
    for (let j = 0; j < others.length; j++) {
      const t = others[j]!;
      // Squared as `** 2` squares (exactly the product with itself).
      const dx = sx - t.x;
      const dy = sy - t.y;
      const d = dx * dx + dy * dy;
      if (d < best) { best = d; p = s; q = t; }
    }
  }
  m.low = p;
  m.high = q;
}

/** Gap between two units, from the edge of one's spread to the other's (0 when they overlap). */
export function gapBetween(a: UnitReading, b: UnitReading): number {
  const dx = a.centre.x - b.centre.x;
  const dy = a.centre.y - b.centre.y;
  return Math.max(0, Math.sqrt(dx * dx + dy * dy) - a.spread - b.spread);
}
