import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { terrainIndexFor } from '../engine/terrain-cache.ts';
import { lineOfSightClear, type LosRules } from '../geometry/line-of-sight.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { figuresApart, nearestFiguresApart, readTable } from './table-reading.ts';
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
