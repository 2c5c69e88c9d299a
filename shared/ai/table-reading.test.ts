import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { terrainIndexFor } from '../engine/terrain-cache.ts';
import { lineOfSightClear, type LosRules } from '../geometry/line-of-sight.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
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
