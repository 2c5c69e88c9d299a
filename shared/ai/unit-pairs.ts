import type { Vec } from '../geometry/vec.ts';
import type { EvalContext } from './context.ts';
import type { PairMeasure } from './pair-measures.ts';
import type { TableReading, UnitReading } from './table-reading.ts';
import { hypot } from '../geometry/hypot.ts';

// Two units' distance and sight, each measured once into the table's PairMeasures (pair-measures.ts) and read from it after.

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
