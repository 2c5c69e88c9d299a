import { describe, expect, it } from 'vitest';
import type { BaseAction, Choice } from '../engine/ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { pointInAction, prerank, shortlist } from './prerank.ts';
import { readTable } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';

interface MoveAction extends BaseAction { type: 'move' | 'hold'; to?: { x: number; y: number } }

describe('pointInAction', () => {
  it('finds a destination, the centre of figure positions, or nothing', () => {
    expect(pointInAction({ type: 'move', to: { x: 3, y: 4 } })).toEqual({ x: 3, y: 4 });
    expect(pointInAction({ type: 'place', figures: [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 4, y: 2 }] })).toEqual({ x: 2, y: 1 });
    expect(pointInAction({ type: 'strike', x: 7, y: 8 })).toEqual({ x: 7, y: 8 });
    expect(pointInAction({ type: 'hold', unitId: 'r1' })).toBeNull();
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

  it('keeps a unit\'s options together, the most promising unit first', () => {
    const hold = (unitId: string): Choice<MoveAction> => ({ action: { type: 'hold', side: 'red' }, label: `${unitId} holds`, unitId });
    const choices = [hold('r2'), move('r2', 3), hold('r1'), move('r1', 10), move('r1', 13)];
    const picked = shortlist(prerank(choices, table, context, 'red'), 3).map((r) => r.choice.label);
    expect([...picked].sort()).toEqual(['r1 holds', 'r1 to 10', 'r1 to 13']);
  });
});
