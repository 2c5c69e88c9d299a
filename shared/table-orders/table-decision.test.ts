import { describe, expect, it } from 'vitest';
import type { BaseView, TableView, UnitView } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import type { TableOrderContext } from './order-context.ts';
import { tableDecision } from './table-decision.ts';

const table = { width: 72, height: 48 };
const ctx: TableOrderContext = { table, landmarks: new TerrainIndex([], table), baselines: { red: 'south', white: 'north' }, unit: 'in' };
const base = (x: number, y: number): BaseView => ({ x, y, facing: 0, figures: 4 });
const unit = (id: string, side: SideId, bases: BaseView[]): UnitView => ({
  id, side, name: id === 'r' ? 'Red cavalry' : 'White company', troopType: 'infantry', troopClass: 'infantry', bases, baseSize: { width: 2, depth: 1 },
  officers: [], markers: [], status: 'active', strength: { now: bases.length, start: bases.length, unit: 'bases' }, stats: {},
});
const view = (units: UnitView[]): TableView => ({ turn: 1, turnLimit: 8, phase: 'move', units, zones: [] });

describe('tableDecision', () => {
  it('draws the arrow of every unit the decision moved, of either side (issue 33: a charge and the enemy falling back)', () => {
    const before = view([unit('r', 'red', [base(30, 10)]), unit('w', 'white', [base(30, 24)])]);
    const after = view([unit('r', 'red', [base(30, 22)]), unit('w', 'white', [base(30, 30)])]);
    const decision = tableDecision(3, before, after, 'red', { kind: 'charge', side: 'red', unitId: 'r' } as never, ctx);
    expect(decision.moves.map((m) => m.unitId)).toEqual(['r', 'w']);
    expect(decision.orders).toEqual([
      'Red cavalry: advance 12" north, ending in square F4, facing north',
      'White company: fall back 6" north, ending in square F6, facing north',
    ]);
  });
});
