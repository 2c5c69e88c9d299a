import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MarkerView } from '../engine/ruleset.ts';
import { terrainIndexFor } from '../engine/terrain-cache.ts';
import { lineOfSightClear, type LosRules } from '../geometry/line-of-sight.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { withUnitAt } from './probes.ts';
import { centroidOf } from './measure.ts';
import { figuresApart, nearestFiguresApart } from './unit-pairs.ts';
import { readTable, spreadOf, spreadTheLongWay } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';

const spot = fc.record({ x: fc.double({ min: 0, max: 44, noNaN: true }), y: fc.double({ min: 0, max: 44, noNaN: true }) });

describe('nearestFiguresApart', () => {
  it('is the least distance between the figures of a unit and those of any of the others, within the limit', () => {
    const context = evalContext(scenarioFixture());
    fc.assert(fc.property(spot, fc.array(spot, { minLength: 1, maxLength: 6 }), fc.double({ min: 1, max: 60, noNaN: true }), (me, others, within) => {
      const units = [unitView('r1', 'red', me.x, me.y), ...others.map((o, i) => unitView(`w${i}`, 'white', o.x, o.y, { figures: 1 + (i % 4) }))];
      const table = readTable(tableView(units), context);
      const [u, ...rest] = table.units;
      const fresh = readTable(tableView(units), context);
      const expected = Math.min(...fresh.units.slice(1).map((o) => figuresApart(fresh, fresh.units[0]!, o, Infinity)));
      const found = nearestFiguresApart(table, u!, rest, within);
      if (expected <= within) expect(found).toBeCloseTo(expected, 9);
      else expect(found).toBeGreaterThan(within);
    }), { numRuns: 300 });
  });
});

describe('readTable from an earlier table', () => {
  it('scores a table exactly as a fresh reading does, whichever units moved, died or took markers since', () => {
    const rules: LosRules = { areas: { 'built-up': { blocksAfter: 3 } }, buildings: 'ignore', hills: false };
    const context = evalContext(scenarioFixture(), [], rules);
    const change = fc.record({ moved: fc.boolean(), to: spot, lost: fc.integer({ min: 0, max: 3 }), shaken: fc.boolean() });
    fc.assert(fc.property(fc.array(spot, { minLength: 2, maxLength: 6 }), fc.array(change, { minLength: 6, maxLength: 6 }), (places, changes) => {
      const before = places.map((p, i) => unitView(`u${i}`, i % 2 ? 'white' : 'red', p.x, p.y));
      const after = before.map((u, i) => {
        const c = changes[i]!;
        const at = c.moved ? c.to : places[i]!;
        const figures = 4 - c.lost;
        return c.moved || c.lost || c.shaken
          ? unitView(u.id, u.side, at.x, at.y, { figures, start: 4, markers: c.shaken ? [{ kind: 'morale-failure', count: 1 }] : [] })
          : u;
      });
      const earlier = readTable(tableView(before), context);
      // The earlier table has been measured all over, as the search measures the table it starts from.
      evaluateReading(earlier, null, context, 'red');
      const kept = evaluateReading(readTable(tableView(after), context, earlier), null, context, 'red');
      const fresh = evaluateReading(readTable(tableView(after), context), null, context, 'red');
      expect(kept.total).toBeCloseTo(fresh.total, 9);
    }), { numRuns: 200 });
  });
});

describe('the evaluation\'s sight lines', () => {
  it('answer as the rule set\'s sight rules do, asked once or again', () => {
    const rules: LosRules = { areas: { 'built-up': { blocksAfter: 3 } }, buildings: 'ignore', hills: false };
    const scenario = scenarioFixture();
    const sees = evalContext(scenario, [], rules).sees!;
    const index = terrainIndexFor(scenario);
    fc.assert(fc.property(spot, spot, (a, b) => {
      const truth = lineOfSightClear(index, a, b, rules);
      expect(sees(a, b)).toBe(truth);
      expect(sees(a, b)).toBe(truth);
    }), { numRuns: 300 });
  });
});

describe('a table derived from another', () => {
  it('scores as a fresh reading does when one unit is moved on it, the terms of the units out of reach carried over', () => {
    const rules: LosRules = { areas: { 'built-up': { blocksAfter: 3 } }, buildings: 'ignore', hills: false };
    const context = evalContext(scenarioFixture(), [], rules);
    const zone = fc.option(fc.record({ centre: spot, radius: fc.double({ min: 1, max: 6, noNaN: true }) }), { nil: undefined });
    fc.assert(fc.property(fc.array(spot, { minLength: 2, maxLength: 8 }), fc.nat(7), spot, zone, (places, pick, to, beaten) => {
      const units = places.map((p, i) => unitView(`u${i}`, i % 2 ? 'white' : 'red', p.x, p.y, { stats: { Range: 4 + 6 * (i % 3) } }));
      const root = readTable(tableView(units), context);
      // The root is scored first, as the search scores the table it starts from.
      evaluateReading(root, null, context, 'red');
      const mover = root.units[pick % units.length]!;
      const derived = withUnitAt(root, context, mover.unit.id, to)!;
      // The derived table reads the unit as having moved (no fire kept ready) unless it stayed put.
      const shifted = Math.hypot(to.x - mover.centre.x, to.y - mover.centre.y) >= 0.1;
      const markers: MarkerView[] = shifted ? [{ kind: 'moved', count: 1 }] : [];
      const moved = units.map((u) => (u.id === mover.unit.id ? unitView(u.id, u.side, to.x - 1.5, to.y, { stats: u.stats, markers }) : u));
      const view = { ...tableView(moved), zones: beaten ? [{ ...beaten, kind: 'beaten-zone', label: 'beaten zone', side: 'white' as const }] : [] };
      const fresh = readTable(view, context);
      const carried = readTable(view, context, root);
      expect(evaluateReading(derived, null, context, 'red').total).toBeCloseTo(evaluateReading(readTable(tableView(moved), context), null, context, 'red').total, 9);
      expect(evaluateReading(carried, null, context, 'white').total).toBeCloseTo(evaluateReading(fresh, null, context, 'white').total, 9);
    }), { numRuns: 300 });
  });

  it('works a unit\'s term out afresh when an enemy comes within its range, even one whose own range is short', () => {
    const context = evalContext(scenarioFixture());
    const gunner = unitView('g', 'red', 2, 2, { stats: { Range: 16 } });
    const rifles = unitView('r', 'white', 40, 40, { stats: { Range: 4 } });
    const root = readTable(tableView([gunner, rifles]), context);
    evaluateReading(root, null, context, 'red');
    // 10" from the gun: inside its 16" range, far beyond the riflemen's own 4" (and the 2" of slack).
    const derived = withUnitAt(root, context, 'r', { x: 13.5, y: 2 })!;
    const fresh = readTable(tableView([gunner, unitView('r', 'white', 12, 2, { stats: { Range: 4 }, markers: [{ kind: 'moved', count: 1 }] })]), context);
    expect(evaluateReading(derived, null, context, 'red').safety).toBeCloseTo(evaluateReading(fresh, null, context, 'red').safety, 9);
  });
});

describe('a unit\'s spread', () => {
  it('is the largest distance of its figures from their centre, as one Math.hypot per figure finds it', () => {
    const coordinate = fc.oneof(fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ noNaN: true }), fc.constantFrom(0, 1e-300, 1e200, Infinity));
    const point = fc.record({ x: coordinate, y: coordinate });
    fc.assert(fc.property(fc.array(point, { maxLength: 12 }), (points) => {
      const centre = centroidOf(points);
      expect(spreadOf(points, centre)).toBe(spreadTheLongWay(points, centre));
    }), { numRuns: 2000 });
  });

  it('picks the farthest figure even when two stand all but equally far', () => {
    const centre = { x: 0, y: 0 };
    const points = [{ x: 3, y: 4 }, { x: 4, y: 3 }, { x: 5, y: 1e-12 }, { x: -5, y: 0 }, { x: 0.1, y: 0.1 }];
    expect(spreadOf(points, centre)).toBe(spreadTheLongWay(points, centre));
  });
});
