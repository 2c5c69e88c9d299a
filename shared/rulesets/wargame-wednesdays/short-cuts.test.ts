import { describe, expect, it } from 'vitest';
import { TerrainIndex } from '../../geometry/terrain-index.ts';
import { statesAndBranches } from '../../testing/random-states.ts';
import { wargameWednesdays as ww } from './index.ts';
import type { WwState } from './state.ts';
import { optionsFor } from './options.ts';
import { pendingOf } from './turn/sequence.ts';
import { freshUnitView, tableView } from './view.ts';
import { sees, standsSee } from './fire/fire.ts';
import { shiftCost, shiftCostTheLongWay } from './movement/movement.ts';
import { sweepClearOfRough, terrainOf } from './ground/terrain.ts';
import { kamenka } from './test-fixtures.ts';

// The rule set keeps answers to save time (pending, options and view per state; unit views, sight and boxes per
// list of stands, which states share while a unit neither moves nor is hit) and takes a short cut (a move that
// passes no rough ground costs its length). Each must answer exactly as the long way round does.

/** The same state with every unit and list of stands a fresh copy: nothing kept for the old ones applies to it. */
function freshCopy(state: WwState): WwState {
  return { ...state, units: state.units.map((u) => ({ ...u, stands: u.stands.map((s) => ({ ...s })) })) };
}


describe('kept answers and short cuts', () => {
  // Seed 5 reaches a morale test; seed 9 no longer did once stands stopped overlapping (README: "Measuring").
  const states = statesAndBranches(ww, kamenka(), [3, 5]);

  it('reaches states of every phase, with hits and moves among them', () => {
    const phases = new Set(states.map((s) => s.phase));
    expect([...phases].sort()).toEqual(expect.arrayContaining(['activate', 'deploy', 'fire', 'move', 'morale', 'over']));
    expect(states.some((s) => s.units.some((u) => u.stands.some((st) => st.hits > 0)))).toBe(true);
  });

  it('the decision due, the options and the view kept per state are those worked out afresh', () => {
    for (const state of states) {
      const fresh = freshCopy(state);
      expect(ww.pending(state)).toEqual(pendingOf(fresh));
      expect(ww.options(state)).toEqual(optionsFor(fresh));
      expect(ww.view(state)).toEqual(tableView(fresh));
      expect(ww.view(state).units).toEqual(fresh.units.map((u) => freshUnitView(fresh, u)));
    }
  });

  it('sight between units kept per pair of stand lists is sight looked at afresh, on a table with nothing kept', () => {
    const fresh = TerrainIndex.fromScenario(kamenka());
    let seen = 0, blocked = 0;
    for (const state of states.filter((_, i) => i % 7 === 0)) {
      for (const a of state.units) for (const b of state.units) {
        if (a.side === b.side || a.stands.length === 0 || b.stands.length === 0) continue;
        const kept = sees(state, a, b);
        expect(kept).toBe(standsSee(fresh, a.stands.map((s) => ({ ...s })), b.stands.map((s) => ({ ...s }))));
        if (kept) seen++; else blocked++;
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(blocked).toBeGreaterThan(0);
  });

  it('a move that passes no rough ground costs exactly what measuring every stand\'s path against the terrain gives', () => {
    let rough = 0, clear = 0;
    for (const state of states.filter((_, i) => i % 37 === 0)) {
      for (const unit of state.units) {
        if (unit.stands.length === 0) continue;
        for (let k = 0; k < 8; k++) {
          for (const inches of [0, 0.25, 3, 6.5, 12, 24]) {
            const dx = Math.sin((k * Math.PI) / 4) * inches, dy = Math.cos((k * Math.PI) / 4) * inches;
            expect(shiftCost(state, unit, dx, dy)).toBe(shiftCostTheLongWay(state, unit, dx, dy));
            if (sweepClearOfRough(terrainOf(state.scenario), unit.stands, dx, dy)) clear++; else rough++;
          }
        }
      }
    }
    expect(rough).toBeGreaterThan(0);
    expect(clear).toBeGreaterThan(0);
  });
});
