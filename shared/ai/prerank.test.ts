import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BaseAction, Choice } from '../engine/ruleset.ts';
import type { Vec } from '../geometry/vec.ts';
import { redsVersusReds as rvr } from '../rulesets/reds-versus-reds/index.ts';
import { komuchVillageClose } from '../rulesets/reds-versus-reds/test-fixtures.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { statesOfARandomGame } from '../testing/random-states.ts';
import { evalContext } from './context.ts';
import { centroidOf } from './measure.ts';
import { placementsInAction, pointInAction, prerank, shortlist } from './prerank.ts';
import { readTable } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';

interface MoveAction extends BaseAction { type: 'move' | 'hold'; to?: { x: number; y: number } }
interface PlaceAction extends BaseAction { type: 'place'; figures: { id: string; x: number; y: number }[] }

describe('pointInAction', () => {
  it('finds a destination, the centre of figure positions, or nothing', () => {
    expect(pointInAction({ type: 'move', to: { x: 3, y: 4 } })).toEqual({ x: 3, y: 4 });
    expect(pointInAction({ type: 'place', figures: [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 4, y: 2 }] })).toEqual({ x: 2, y: 1 });
    expect(pointInAction({ type: 'strike', x: 7, y: 8 })).toEqual({ x: 7, y: 8 });
    expect(pointInAction({ type: 'hold', unitId: 'r1' })).toBeNull();
  });

  it('takes the centre of a list of positions exactly as centroidOf does, passing over what is not a position', () => {
    const coordinate = fc.double({ min: -100, max: 100, noNaN: true });
    const item = fc.oneof(fc.record({ id: fc.string(), x: coordinate, y: coordinate }), fc.constant({ id: 'no place' }), fc.constant(null));
    fc.assert(fc.property(fc.array(item, { minLength: 1, maxLength: 12 }), (items) => {
      const points = items.filter((i): i is { id: string; x: number; y: number } => i !== null && 'x' in i);
      const found = pointInAction({ type: 'place', figures: items });
      if (points.length === 0) expect(found).toBeNull();
      else expect(found).toEqual(centroidOf(points.map((p) => ({ x: p.x, y: p.y }))));
    }), { numRuns: 500 });
  });
});

describe('placementsInAction', () => {
  it('reads where an action puts the bases it names, and nothing when it names none of the unit\'s', () => {
    const action = { type: 'place', figures: [{ id: 'r1/0', x: 1, y: 2, facing: 0 }, { id: 'w1/0', x: 5, y: 5 }] };
    const found = placementsInAction(action, new Set(['r1/0', 'r1/1']));
    expect([...found!].map(([id, p]) => [id, p.x, p.y])).toEqual([['r1/0', 1, 2]]);
    expect(placementsInAction(action, new Set(['r2/0']))).toBeNull();
    expect(placementsInAction({ type: 'move', to: { x: 3, y: 4 } }, new Set(['r1/0']))).toBeNull();
  });
});

describe('prerank and shortlist', () => {
  const context = evalContext(scenarioFixture());
  const table = readTable(tableView([unitView('r1', 'red', 22, 4), unitView('r2', 'red', 2, 4), unitView('w1', 'white', 22, 34)]), context);
  const move = (unitId: string, y: number): Choice<MoveAction> => ({ action: { type: 'move', side: 'red', to: { x: 23, y } }, label: `${unitId} to ${y}`, unitId });

  it('ranks a move toward the area Red must clear above a move away from it', () => {
    const ranked = prerank([move('r1', 2), move('r1', 12)], table, context, 'red');
    expect(ranked[0]!.choice.label).toBe('r1 to 12');
    expect(ranked[0]!.prior).toBeGreaterThan(ranked[1]!.prior);
  });

  it('reads a shift to one point once for every choice that makes it, with the prior each would get alone', () => {
    const twin = (ready: boolean): Choice<MoveAction> => ({ action: { type: 'move', side: 'red', to: { x: 23, y: 10 }, ...(ready ? { toFire: true } : {}) }, label: `r1 to 10${ready ? ', ready' : ''}`, unitId: 'r1' });
    const both = prerank([twin(false), twin(true)], table, context, 'red');
    expect(both[0]!.placed).toBe(both[1]!.placed);
    expect(both[1]!.prior).toBe(both[0]!.prior);
    expect(prerank([twin(true)], table, context, 'red')[0]!.prior).toBe(both[0]!.prior);
    expect(both.map((r) => r.choice.label)).toEqual(['r1 to 10', 'r1 to 10, ready']);
  });

  it('keeps a unit\'s options together, the most promising unit first', () => {
    const hold = (unitId: string): Choice<MoveAction> => ({ action: { type: 'hold', side: 'red' }, label: `${unitId} holds`, unitId });
    const choices = [hold('r2'), move('r2', 3), hold('r1'), move('r1', 10), move('r1', 13)];
    const picked = shortlist(prerank(choices, table, context, 'red'), 3).map((r) => r.choice.label);
    expect([...picked].sort()).toEqual(['r1 holds', 'r1 to 10', 'r1 to 13']);
  });
});

describe('prerank of placements', () => {
  it('puts each named base where the placement does, so a charge that touches a defender ranks above an advance with the same centre', () => {
    const context = evalContext(scenarioFixture());
    // w1 holds the village (x 20..28, y 30..38) in a row at y 34; r1 stands in a row at y 28, 6" off.
    const table = readTable(tableView([unitView('r1', 'red', 22, 28, { baseIds: true }), unitView('w1', 'white', 22, 34)]), context);
    // Two figures charge into contact and two stay where they are; the advance puts all four halfway.
    const charge = [{ id: 'r1/0', x: 22, y: 33 }, { id: 'r1/1', x: 23, y: 33 }, { id: 'r1/2', x: 24, y: 28 }, { id: 'r1/3', x: 25, y: 28 }];
    const advance = charge.map((f) => ({ ...f, y: 30.5 }));
    const choices: Choice<PlaceAction>[] = [
      { action: { type: 'place', side: 'red', figures: advance }, label: 'advance', unitId: 'r1' },
      { action: { type: 'place', side: 'red', figures: charge }, label: 'charge', unitId: 'r1' },
    ];
    const ranked = prerank(choices, table, context, 'red');
    expect(ranked.map((r) => r.choice.label)).toEqual(['charge', 'advance']);
    expect(ranked[0]!.prior).toBeGreaterThan(ranked[1]!.prior + 1);
  });
});

/** The point an action carries, the long way round: Object.values at every level, a copy of every point. */
function pointTheLongWay(value: unknown, depth = 0): Vec | null {
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  const isVec = (v: unknown): v is Vec => v !== null && typeof v === 'object' && typeof (v as Vec).x === 'number' && typeof (v as Vec).y === 'number';
  if (Array.isArray(value)) {
    const points = value.filter(isVec);
    if (points.length > 0) return centroidOf(points);
    for (const item of value) {
      const p = pointTheLongWay(item, depth + 1);
      if (p) return p;
    }
    return null;
  }
  if (isVec(value)) return { x: value.x, y: value.y };
  for (const item of Object.values(value)) {
    const p = pointTheLongWay(item, depth + 1);
    if (p) return p;
  }
  return null;
}

describe('reading the actions of a real game', () => {
  it('finds the same point as Object.values finds in objects holding points at several keys and depths', () => {
    const point = fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) });
    const action = fc.object({ maxDepth: 3, maxKeys: 4, values: [point, fc.string(), fc.integer(), fc.array(point, { maxLength: 3 })] });
    fc.assert(fc.property(action, (a) => {
      expect(pointInAction(a)).toEqual(pointTheLongWay(a));
    }), { numRuns: 500 });
  });

  it('finds the same point as Object.values finds, and places each named base where the action puts it', () => {
    const scenario = komuchVillageClose();
    let placements = 0;
    for (const state of statesOfARandomGame(rvr, scenario, 51, 60)) {
      const view = rvr.view(state);
      const ids = new Set(view.units.flatMap((u) => u.bases.map((b) => b.id ?? '')));
      for (const option of rvr.options(state)) {
        expect(pointInAction(option.action)).toEqual(pointTheLongWay(option.action));
        const found = placementsInAction(option.action, ids);
        const figures = (option.action as { figures?: { id: string; x: number; y: number }[] }).figures;
        if (!figures || figures.length === 0) {
          expect(found).toBeNull();
          continue;
        }
        placements++;
        expect([...found!].map(([id, p]) => [id, p.x, p.y])).toEqual(figures.map((f) => [f.id, f.x, f.y]));
      }
    }
    expect(placements).toBeGreaterThan(50);
  });
});
