import { describe, expect, it } from 'vitest';
import { hypot } from '../../geometry/hypot.ts';
import { TerrainIndex } from '../../geometry/terrain-index.ts';
import { statesAndBranches } from '../../testing/random-states.ts';
import { forwardComrades as fc } from './index.ts';
import type { FcState, UnitState } from './state.ts';
import { optionsFor } from './options.ts';
import { pendingOf } from './sequence.ts';
import { freshLeaderView, freshUnitView, tableView } from './view.ts';
import { ALWAYS_SEEN_WITHIN, sees, standsSee } from './fire/fire.ts';
import { halfWidth, unitDistance } from './movement/stands.ts';
import { nearestPair } from '../../geometry/point-sets.ts';
import { moverOf, shiftCost, type ShiftCost } from './movement/movement.ts';
import { alongTheWay, isRough, onRailway, onRiver, onRoad, terrainOf } from './movement/terrain.ts';
import { roughRule } from './tables/tables-move.ts';
import { lipki } from './test-fixtures.ts';

// The rule set keeps answers to save time (pending, options and view per state; unit views, sight and move costs
// per list of stands, leader views while what they show is the same, which states share while a unit neither moves nor is hit) and takes short cuts (a move's road
// and rough ground looked at only where they can still matter). Each must answer exactly as the long way round does.

/** The same state with every unit and list of stands a fresh copy: nothing kept for the old ones applies to it. */
function freshCopy(state: FcState): FcState {
  return { ...state, units: state.units.map((u) => ({ ...u, stands: u.stands.map((s) => ({ ...s })) })) };
}


/**
 * "half in rough", "Road/trail negates rough terrain penalty if unit in column": every stand's way sampled at every
 * point for road and rough ground, but for a way with neither road nor rough ground near it, which costs its length.
 */
function shiftCostTheLongWay(state: FcState, unit: UnitState, dx: number, dy: number): ShiftCost | null {
  const index = terrainOf(state.scenario);
  const mover = moverOf(unit);
  const rule = roughRule(mover);
  const length = hypot(dx, dy);
  if (length === 0) return { cost: 0, column: false };
  const steps = Math.max(1, Math.ceil(length / 0.5 - 1e-6));
  let column = mover !== 'tank' && mover !== 'train' && mover !== 'ship' && mover !== 'ship-towing';
  let worst = 0;
  const onLine = mover === 'train' || mover === 'ship' || mover === 'ship-towing';
  for (const s of unit.stands) {
    const near = alongTheWay(index, s, { x: s.x + dx, y: s.y + dy });
    if (!onLine && !near.road && (!near.rough || rule === 'free')) { column = false; worst = Math.max(worst, length); continue; }
    let cost = 0;
    for (let i = 0; i <= steps; i++) {
      const p = { x: s.x + (dx * i) / steps, y: s.y + (dy * i) / steps };
      if (mover === 'train' && !onRailway(index, p)) return null;
      if (onLine && mover !== 'train' && !onRiver(index, p)) return null;
      const road = onRoad(index, p);
      if (!road) column = false;
      if (i === 0) continue;
      const rough = rule !== 'free' && isRough(index, p);
      if (rough && rule === 'closed' && !road) return null;
      cost += (length / steps) * (rough && rule === 'half' ? 2 : 1);
    }
    worst = Math.max(worst, cost);
  }
  return { cost: column ? length : worst, column };
}

describe('kept answers and short cuts', () => {
  const states = statesAndBranches(fc, lipki(), [3, 4], 400);

  it('reaches states of every phase, with casualties and moves among them', () => {
    expect(new Set(states.map((s) => s.phase))).toEqual(new Set(['officers', 'preparatory', 'attack-fire', 'movement', 'defensive-fire', 'assault', ...states.filter((s) => s.phase === 'withdraw' || s.phase === 'over').map((s) => s.phase)]));
    expect(states.some((s) => s.units.some((u) => u.stands.length < u.startStands))).toBe(true);
    expect(states.some((s) => s.units.some((u) => u.moved))).toBe(true);
  });

  it('the decision due, the options and the view kept per state are those worked out afresh', () => {
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      const fresh = freshCopy(state);
      expect(fc.pending(state)).toEqual(pendingOf(fresh));
      expect(fc.options(state)).toEqual(optionsFor(fresh));
      expect(fc.view(state)).toEqual(tableView(fresh));
      expect(fc.view(state).units.slice(0, fresh.units.length)).toEqual(fresh.units.map((u) => freshUnitView(fresh, u)));
      expect(fc.view(state).units.slice(fresh.units.length)).toEqual(fresh.leaders.map((l) => freshLeaderView(fresh, l)));
    }
  }, 120_000);

  it('sight between units kept per pair of stand lists is sight looked at afresh, on a table with nothing kept', () => {
    const fresh = TerrainIndex.fromScenario(lipki());
    let seen = 0, blocked = 0;
    for (const state of states.filter((_, i) => i % 7 === 0)) {
      for (const a of state.units) for (const b of state.units) {
        if (a.side === b.side || a.stands.length === 0 || b.stands.length === 0) continue;
        const kept = sees(state, a, b);
        // An enemy within 2" is always seen (README: "Sight"); farther, the sight lines decide.
        expect(kept).toBe(unitDistance(a, b) <= ALWAYS_SEEN_WITHIN || standsSee(fresh, a.stands.map((s) => ({ ...s })), b.stands.map((s) => ({ ...s }))));
        if (kept) seen++; else blocked++;
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(blocked).toBeGreaterThan(0);
  });

  it('distances between units kept per pair of stand lists are distances measured afresh', () => {
    let measured = 0;
    for (const state of states.filter((_, i) => i % 11 === 0)) {
      for (const a of state.units) for (const b of state.units) {
        if (a === b || a.stands.length === 0 || b.stands.length === 0) continue;
        const afresh = Math.max(0, nearestPair(a.stands.map((s) => ({ ...s })), b.stands.map((s) => ({ ...s }))).centres - halfWidth(a) - halfWidth(b));
        expect(unitDistance(a, b)).toBe(afresh);
        measured++;
      }
    }
    expect(measured).toBeGreaterThan(1000);
  });

  it('a move costs what sampling every stand\'s way at every point gives, kept or not', () => {
    const seen = new Set<string>();
    for (const state of states.filter((_, i) => i % 47 === 0)) {
      for (const unit of state.units) {
        if (unit.stands.length === 0) continue;
        for (let k = 0; k < 8; k++) {
          for (const inches of [0, 0.25, 3, 6.5, 12, 24]) {
            const dx = Math.sin((k * Math.PI) / 4) * inches, dy = Math.cos((k * Math.PI) / 4) * inches;
            const long = shiftCostTheLongWay(state, unit, dx, dy);
            for (const got of [shiftCost(state, unit, dx, dy), shiftCost(freshCopy(state), { ...unit, stands: unit.stands.map((s) => ({ ...s })) }, dx, dy)]) {
              expect(got === null).toBe(long === null);
              if (got && long) {
                expect(got.column).toBe(long.column);
                expect(got.cost).toBeCloseTo(long.cost, 9);
              }
            }
            seen.add(long === null ? 'closed' : long.column ? 'column' : long.cost > inches + 1e-9 ? 'rough' : 'open');
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(['closed', 'column', 'open', 'rough']);
  }, 120_000);
});
