import { describe, expect, it } from 'vitest';
import { redsVersusReds as rvr } from '../rulesets/reds-versus-reds/index.ts';
import { komuchVillageClose } from '../rulesets/reds-versus-reds/test-fixtures.ts';
import { statesOfARandomGame } from '../testing/random-states.ts';
import { evalContext } from './context.ts';
import { evaluateReading, SAFETY_WEIGHTS, threatAndTarget } from './evaluate.ts';
import { apartIn, seenIn } from './unit-pairs.ts';
import { prerank } from './prerank.ts';
import { tableAfresh } from './test-views.ts';
import { withUnitAt } from './probes.ts';
import { readTable, readUnit, type TableReading, type UnitReading } from './table-reading.ts';

// The evaluation keeps what it measured (distances, sight lines, cover, each unit's terms) and carries terms over
// from the table a reading was derived from. On states a real game reaches, every score must be exactly the one
// worked out afresh.

/** A short game from the close start: contact and losses come early. */
const scenario = { ...komuchVillageClose(), turnLimit: 2 };
const states = [21, 22].flatMap((seed) => statesOfARandomGame(rvr, scenario, seed));
const context = evalContext(scenario, rvr.troopTypes, rvr.sightRules);


/** The threat to a unit the long way round: a pass of its own over the enemies. */
function threatTheLongWay(table: TableReading, u: UnitReading, enemies: readonly UnitReading[]): number {
  let threat = 0;
  for (const e of enemies) {
    if (!e.onTable || e.value <= 0 || e.range <= 0) continue;
    const reach = e.range + 2;
    const m = table.measures.between(e.place, u.place);
    const d = apartIn(m, e, u, reach);
    if (d >= reach) continue;
    const bearing = (Math.min(e.value, SAFETY_WEIGHTS.valueCap) / SAFETY_WEIGHTS.valueCap) * (1 - (0.5 * d) / reach);
    threat += seenIn(m, context, e, u) ? bearing : SAFETY_WEIGHTS.unseenThreat * bearing;
  }
  return threat;
}

/** The best target of a unit the long way round: a pass of its own over the enemies. */
function targetTheLongWay(table: TableReading, u: UnitReading, enemies: readonly UnitReading[]): number {
  let best = 0;
  for (const e of enemies) {
    if (!e.onTable || e.value <= 0) continue;
    const m = table.measures.between(u.place, e.place);
    if (apartIn(m, u, e, u.range) > u.range) continue;
    const open = 1 - SAFETY_WEIGHTS.targetCoverShield * e.cover;
    const share = Math.min(1, Math.min(e.value, SAFETY_WEIGHTS.valueCap) / Math.min(u.value, SAFETY_WEIGHTS.valueCap));
    if (open * share > best && seenIn(m, context, u, e)) best = open * share;
  }
  return best;
}

describe('the evaluation on real states', () => {
  it('finds the threat to each unit and its best target in one pass as two passes find them', () => {
    let aiming = 0;
    for (const state of states.filter((_, i) => i % 3 === 0)) {
      const table = readTable(rvr.view(state), context);
      const one = tableAfresh(table);
      const two = tableAfresh(table);
      for (const [slot, u] of one.units.entries()) {
        const enemies = one.units.filter((e) => e.unit.side !== u.unit.side);
        const aims = u.steady && u.range > 0;
        const { threat, target } = threatAndTarget(one, context, u, enemies, aims);
        const v = two.units[slot]!;
        expect(threat).toBe(threatTheLongWay(two, v, two.units.filter((e) => e.unit.side !== v.unit.side)));
        if (!aims) continue;
        aiming++;
        expect(target).toBe(targetTheLongWay(two, v, two.units.filter((e) => e.unit.side !== v.unit.side)));
      }
    }
    expect(aiming).toBeGreaterThan(50);
  });

  it('scores a table read on from the one before exactly as a table read afresh', () => {
    let earlier: TableReading | undefined;
    for (const state of states) {
      const view = rvr.view(state);
      const table = readTable(view, context, earlier);
      const fresh = readTable(view, context);
      for (const side of ['red', 'white'] as const) {
        const kept = evaluateReading(table, null, context, side);
        const long = evaluateReading(tableAfresh(fresh), null, context, side);
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
      const base = evaluateReading(tableAfresh(table), null, context, due.side).total;
      for (const r of prerank(rvr.options(state), table, context, due.side)) {
        if (!r.placed) continue;
        placements++;
        expect(r.prior).toBe(evaluateReading(tableAfresh(r.placed), null, context, due.side).total - base);
      }
    }
    expect(placements).toBeGreaterThan(20);
  });

  it('scores tables derived from one table by moving different units in turn exactly as tables read afresh', () => {
    let tables = 0;
    for (const state of states.filter((_, i) => i % 6 === 0)) {
      const table = readTable(rvr.view(state), context);
      evaluateReading(table, null, context, 'red');
      // Each unit moved two ways, the units taken in turn: where a unit stood is asked of the origin once and kept.
      for (const step of [3, -3]) {
        for (const u of table.units) {
          if (!u.onTable) continue;
          const moved = withUnitAt(table, context, u.unit.id, { x: u.centre.x + step, y: u.centre.y + step / 2 });
          if (!moved) continue;
          tables++;
          expect(evaluateReading(moved, null, context, 'white').safety).toBe(evaluateReading(tableAfresh(moved), null, context, 'white').safety);
        }
      }
    }
    expect(tables).toBeGreaterThan(50);
  });
});
