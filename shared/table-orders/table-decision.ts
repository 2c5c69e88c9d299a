// One AI decision as table mode shows it: the orders for the miniatures and the arrows of the units it moved.
import type { BaseAction, TableView, UnitView } from '../engine/ruleset.ts';
import type { Vec } from '../geometry/vec.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { decisionOrders, type TableOrderContext } from './order.ts';

/** A unit's middle moved from `from` to `to`: drawn on table mode's map as the order's arrow. */
export interface UnitMove {
  unitId: string;
  from: Vec;
  to: Vec;
}

/** An AI decision at the table: the action it was (`at`: how many actions came before), its turn, side and orders. */
export interface TableDecision {
  at: number;
  turn: number;
  side: SideId;
  orders: string[];
  moves: UnitMove[];
}

/** A middle that moved less than this (inches, across and along summed) did not move: no arrow is drawn. */
const STILL = 0.25;

/** The decision `action` of `side`, taken as action number `at` from the table `before` to the table `after`. */
export function tableDecision(at: number, before: TableView, after: TableView, side: SideId, action: BaseAction | undefined, ctx: TableOrderContext): TableDecision {
  return { at, turn: before.turn, side, orders: decisionOrders(before, after, side, actingUnit(action), ctx), moves: movesBetween(before, after, side) };
}

const actingUnit = (action: BaseAction | undefined): string | undefined => {
  const id = (action as unknown as Record<string, unknown> | undefined)?.unitId;
  return typeof id === 'string' ? id : undefined;
};

const centre = (u: UnitView): Vec => ({
  x: u.bases.reduce((a, b) => a + b.x, 0) / u.bases.length,
  y: u.bases.reduce((a, b) => a + b.y, 0) / u.bases.length,
});

/** Each unit of `side` whose middle moved, from where to where. */
function movesBetween(before: TableView, after: TableView, side: SideId): UnitMove[] {
  const earlier = new Map(before.units.map((u) => [u.id, u]));
  const moves: UnitMove[] = [];
  for (const unit of after.units) {
    const was = earlier.get(unit.id);
    if (unit.side !== side || !was || was.bases.length === 0 || unit.bases.length === 0) continue;
    const from = centre(was);
    const to = centre(unit);
    if (Math.abs(from.x - to.x) + Math.abs(from.y - to.y) > STILL) moves.push({ unitId: unit.id, from, to });
  }
  return moves;
}
