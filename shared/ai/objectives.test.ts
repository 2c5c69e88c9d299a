import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MarkerView } from '../engine/ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { withUnitAt } from './probes.ts';
import { readTable } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';

// The fixture: Red must clear the village (x 20..28, y 30..38) of Whites. Units are rows of four figures.
const context = evalContext(scenarioFixture());
const nearVillage = fc.record({ x: fc.double({ min: 14, max: 30, noNaN: true }), y: fc.double({ min: 24, max: 44, noNaN: true }) });
/** A spot anywhere near the village, or one that puts a unit's figures in base contact with an earlier unit's. */
const spot = fc.oneof(
  nearVillage.map((p) => ({ ...p, touching: -1 })),
  fc.record({ touching: fc.nat(5), side: fc.constantFrom(-1, 1), slide: fc.integer({ min: -3, max: 3 }) }).map((t) => ({ x: 0, y: 0, ...t })),
);

type Spot = { x: number; y: number; touching: number; side?: number; slide?: number };

function placed(spots: readonly Spot[]): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (const s of spots) {
    const other = s.touching >= 0 ? out[s.touching % Math.max(1, out.length)] : undefined;
    out.push(other ? { x: other.x + (s.slide ?? 0), y: other.y + (s.side ?? 1) } : { x: s.x, y: s.y });
  }
  return out;
}

describe('clearing an area, carried over from an earlier table', () => {
  it('scores as a fresh reading does, whoever moves into, out of or within the area, or into or out of contact', () => {
    fc.assert(fc.property(fc.array(spot, { minLength: 2, maxLength: 7 }), fc.nat(6), spot, (spots, pick, target) => {
      const places = placed(spots);
      const units = places.map((p, i) => unitView(`u${i}`, i % 2 ? 'white' : 'red', p.x, p.y));
      const root = readTable(tableView(units), context);
      // The root is scored first, as the search scores the table it starts from.
      evaluateReading(root, null, context, 'red');
      const mover = root.units[pick % units.length]!;
      const [to] = placed([...spots, target]).slice(-1);
      const centre = { x: to!.x + 1.5, y: to!.y };
      const derived = withUnitAt(root, context, mover.unit.id, centre)!;
      const shifted = Math.hypot(centre.x - mover.centre.x, centre.y - mover.centre.y) >= 0.1;
      const markers: MarkerView[] = shifted ? [{ kind: 'moved', count: 1 }] : [];
      const moved = units.map((u) => (u.id === mover.unit.id ? unitView(u.id, u.side, to!.x, to!.y, { markers }) : u));
      const fresh = evaluateReading(readTable(tableView(moved), context), null, context, 'red');
      expect(evaluateReading(derived, null, context, 'red').objectives).toBeCloseTo(fresh.objectives, 9);
      expect(evaluateReading(readTable(tableView(moved), context, root), null, context, 'red').objectives).toBeCloseTo(fresh.objectives, 9);
    }), { numRuns: 1000 });
  });
});
