import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PairMeasures, type PairMeasure } from './pair-measures.ts';

describe('pair measures', () => {
  it('give one record per pair of places, the same whichever way round it is asked for, low places and high alike', () => {
    const place = fc.oneof(fc.nat(70), fc.nat(3000));
    fc.assert(fc.property(fc.array(fc.tuple(place, place), { minLength: 1, maxLength: 200 }), (pairs) => {
      const measures = new PairMeasures();
      const known = new Map<string, PairMeasure>();
      for (const [p, q] of pairs) {
        const key = `${Math.min(p, q)}:${Math.max(p, q)}`;
        const m = measures.between(p, q);
        expect(measures.between(q, p)).toBe(m);
        const before = known.get(key);
        if (before) expect(m).toBe(before);
        else {
          // A pair asked for the first time starts empty, shared with no other pair.
          expect([...known.values()]).not.toContain(m);
          expect(m).toEqual({ apart: Number.NaN, seen: -1, low: undefined, high: undefined });
          known.set(key, m);
          m.apart = p + q;
        }
      }
    }), { numRuns: 300 });
  });

  it('hands out a new place each time', () => {
    const measures = new PairMeasures();
    expect([measures.newPlace(), measures.newPlace(), measures.newPlace()]).toEqual([0, 1, 2]);
  });
});
