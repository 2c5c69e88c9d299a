import { describe, expect, it } from 'vitest';
import { redsVersusReds as rvr } from '../rulesets/reds-versus-reds/index.ts';
import { komuchVillageClose } from '../rulesets/reds-versus-reds/test-fixtures.ts';
import { statesOfARandomGame } from '../testing/random-states.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { prerank } from './prerank.ts';
import { tableAfresh } from './test-views.ts';
import { readTable, type TableReading } from './table-reading.ts';

// Parts carried over from the table a reading was derived from (copied whole, the changed ones cleared) must be,
// unit by unit, the parts worked out afresh: the score adds them in the same order either way.

const scenario = { ...komuchVillageClose(), turnLimit: 2 };
const states = [31, 32].flatMap((seed) => statesOfARandomGame(rvr, scenario, seed));
const context = evalContext(scenario, rvr.troopTypes, rvr.sightRules);


function partsAfterScoring(table: TableReading): number[] {
  evaluateReading(table, null, context, 'red');
  return table.objectiveParts![0]!.parts;
}

describe('clear-area parts carried over', () => {
  it('are each unit\'s parts worked out afresh, on tables read on and on placed tables', () => {
    let earlier: TableReading | undefined;
    let carried = 0;
    for (const state of states) {
      const table = readTable(rvr.view(state), context, earlier);
      expect(partsAfterScoring(table)).toEqual(partsAfterScoring(tableAfresh(table)));
      const due = rvr.pending(state);
      if (due) {
        for (const r of prerank(rvr.options(state), table, context, due.side, { potentials: false })) {
          if (!r.placed) continue;
          carried++;
          expect(partsAfterScoring(r.placed)).toEqual(partsAfterScoring(tableAfresh(r.placed)));
        }
      }
      earlier = table;
    }
    expect(carried).toBeGreaterThan(50);
  });
});
