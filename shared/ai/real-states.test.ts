import { describe, expect, it } from 'vitest';
import { redsVersusReds as rvr } from '../rulesets/reds-versus-reds/index.ts';
import { komuchVillageClose } from '../rulesets/reds-versus-reds/test-fixtures.ts';
import { statesOfARandomGame } from '../testing/random-states.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { PairMeasures } from './pair-measures.ts';
import { prerank } from './prerank.ts';
import { readTable, readUnit, tableOf, type TableReading } from './table-reading.ts';

// The evaluation keeps what it measured (distances, sight lines, cover, each unit's terms) and carries terms over
// from the table a reading was derived from. On states a real game reaches, every score must be exactly the one
// worked out afresh.

/** A short game from the close start: contact and losses come early. */
const scenario = { ...komuchVillageClose(), turnLimit: 2 };
const states = [21, 22].flatMap((seed) => statesOfARandomGame(rvr, scenario, seed));
const context = evalContext(scenario, rvr.troopTypes, rvr.sightRules);

/** The same table with nothing measured and nothing to carry over: every term is worked out from the start. */
function afresh(table: TableReading): TableReading {
  const measures = new PairMeasures();
  return tableOf(table.view, table.units.map((u) => ({ ...u, place: measures.newPlace(), toArea: null })), measures);
}

describe('the evaluation on real states', () => {
  it('scores a table read on from the one before exactly as a table read afresh', () => {
    let earlier: TableReading | undefined;
    for (const state of states) {
      const view = rvr.view(state);
      const table = readTable(view, context, earlier);
      const fresh = readTable(view, context);
      for (const side of ['red', 'white'] as const) {
        const kept = evaluateReading(table, null, context, side);
        const long = evaluateReading(afresh(fresh), null, context, side);
        expect(kept.objectives).toBe(long.objectives);
        expect(kept.safety).toBe(long.safety);
        expect(kept.total).toBe(long.total);
      }
      earlier = table;
    }
  });

  it('reads a unit standing where another reading stands as it reads it afresh', () => {
    for (const state of states.filter((_, i) => i % 5 === 0)) {
      const view = rvr.view(state);
      for (const [slot, unit] of view.units.entries()) {
        const fresh = readUnit(unit, context, slot, 0);
        // The earlier reading of the same bases, say before the unit took a marker or lost its fire.
        const other = readUnit({ ...unit, markers: [], status: 'active' }, context, slot, 0);
        const kept = readUnit(unit, context, slot, 0, other);
        expect({ ...kept, toArea: null }).toEqual({ ...fresh, toArea: null });
      }
    }
  });

  it('pre-ranks each placement by a score that is exactly the placed table\'s scored afresh', () => {
    let placements = 0;
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      const due = rvr.pending(state);
      if (!due) continue;
      const table = readTable(rvr.view(state), context);
      const base = evaluateReading(afresh(table), null, context, due.side).total;
      for (const r of prerank(rvr.options(state), table, context, due.side)) {
        if (!r.placed) continue;
        placements++;
        expect(r.prior).toBe(evaluateReading(afresh(r.placed), null, context, due.side).total - base);
      }
    }
    expect(placements).toBeGreaterThan(20);
  });
});
