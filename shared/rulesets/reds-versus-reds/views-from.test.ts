import { describe, expect, it } from 'vitest';
import { statesOfARandomGame } from '../../testing/random-states.ts';
import { forcedDice } from '../../testing/forced-dice.ts';
import { redsVersusReds as rvr } from './index.ts';
import { freshUnitView, tableView, viewOf, viewsFrom } from './view.ts';
import { komuchVillageClose } from './test-fixtures.ts';
import type { RvrState, UnitState } from './state.ts';

// A step hands its state the views of the units it left as they were: the table view must be the one made
// afresh, unit by unit.

const states = [41, 42].flatMap((seed) => statesOfARandomGame(rvr, { ...komuchVillageClose(), turnLimit: 2 }, seed));

describe('unit views carried over a step', () => {
  it('are the views made afresh, and are carried for some steps', () => {
    let carried = 0;
    for (const state of states) {
      viewOf(state);
      for (const choice of rvr.options(state).slice(0, 4)) {
        const stepped = rvr.step(state, choice.action, forcedDice(Array.from({ length: 60 }, (_, i) => (i % 6) + 1)));
        if (!stepped.ok) continue;
        const next = stepped.value.state;
        if (viewsFrom.known(next)) carried++;
        expect(viewOf(next)).toEqual({ ...tableView(next), units: next.units.map(freshUnitView) });
      }
    }
    expect(carried).toBeGreaterThan(20);
  });

  it('are not used for a unit whose fields or figures list differ from those its view was made for', () => {
    for (const state of states.slice(0, 40)) {
      const views = viewOf(state).units;
      const changes = [
        (u: UnitState): UnitState => ({ ...u, moraleMarkers: u.moraleMarkers + 1 }),
        (u: UnitState): UnitState => ({ ...u, status: 'routed' }),
        (u: UnitState): UnitState => ({ ...u, figures: u.figures.map((f) => ({ ...f, x: f.x + 1, moved: true })) }),
        (u: UnitState): UnitState => ({ ...u, figures: u.figures.slice(1) }),
        (u: UnitState): UnitState => ({ ...u }),
      ];
      for (const change of changes) {
        const copy: RvrState = { ...state, units: state.units.map((u, i) => (i % 2 === 0 ? change(u) : u)) };
        viewsFrom.remember(copy, { units: state.units, views });
        expect(viewOf(copy)).toEqual({ ...tableView(copy), units: copy.units.map(freshUnitView) });
      }
    }
  });
});
