import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Vec } from '../geometry/vec.ts';
import { redsVersusReds as rvr } from '../rulesets/reds-versus-reds/index.ts';
import { komuchVillageClose } from '../rulesets/reds-versus-reds/test-fixtures.ts';
import { statesOfARandomGame } from '../testing/random-states.ts';
import { evalContext } from './context.ts';
import { PairMeasures, type PairMeasure } from './pair-measures.ts';
import { apartIn } from './unit-pairs.ts';
import { readTable, readUnit, type UnitReading } from './table-reading.ts';
import { unitView } from './test-views.ts';

/** The nearest figures the long way round: every pair, the first strictly nearest kept (the lower place's unit first). */
function nearestTheLongWay(a: UnitReading, b: UnitReading): [Vec, Vec] {
  const first = a.place <= b.place ? a : b;
  const second = first === a ? b : a;
  let best = Infinity;
  let found: [Vec, Vec] = [first.centre, second.centre];
  for (const s of first.unit.bases) {
    for (const t of second.unit.bases) {
      const d = (s.x - t.x) ** 2 + (s.y - t.y) ** 2;
      if (d < best) { best = d; found = [s, t]; }
    }
  }
  return found;
}

/** Measures every pair of the readings and checks the figures found against the long way round. */
function expectNearestAsTheLongWay(units: readonly UnitReading[], measures: PairMeasures): number {
  let pairs = 0;
  for (const a of units) {
    for (const b of units) {
      if (a.place >= b.place || a.unit.bases.length === 0 || b.unit.bases.length === 0) continue;
      const m = measures.between(a.place, b.place);
      apartIn(m, a, b, Infinity);
      const [low, high] = nearestTheLongWay(a, b);
      expect(m.low).toBe(low);
      expect(m.high).toBe(high);
      pairs++;
    }
  }
  return pairs;
}

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

  it('find the nearest figures of two units as comparing every pair finds them, ties and all, on real states', () => {
    const scenario = { ...komuchVillageClose(), turnLimit: 2 };
    const context = evalContext(scenario, rvr.troopTypes, rvr.sightRules);
    let pairs = 0;
    for (const state of statesOfARandomGame(rvr, scenario, 41).filter((_, i) => i % 4 === 0)) {
      const table = readTable(rvr.view(state), context);
      pairs += expectNearestAsTheLongWay(table.units, table.measures);
    }
    expect(pairs).toBeGreaterThan(500);
  });

  it('find the nearest figures as comparing every pair finds them, on figures scattered over a small grid (many ties)', () => {
    const figures = fc.array(fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -4, max: 4 })), { minLength: 1, maxLength: 8 });
    fc.assert(fc.property(fc.array(figures, { minLength: 2, maxLength: 4 }), (units) => {
      const context = evalContext(komuchVillageClose());
      const measures = new PairMeasures();
      const views = units.map((spots, i) => {
        const view = unitView(`u${i}`, i % 2 ? 'red' : 'white', 0, 0, { figures: spots.length });
        return { ...view, bases: view.bases.map((b, j) => ({ ...b, x: spots[j]![0] * 0.5, y: spots[j]![1] * 0.5 })) };
      });
      const readings = views.map((v, slot) => readUnit(v, context, slot, measures.newPlace()));
      expectNearestAsTheLongWay(readings, measures);
    }), { numRuns: 300 });
  });
});
