// One decision as table mode shows it: the orders for the miniatures and the arrows of the units it moved. The AI's
// decisions, and what the player's own actions did to the table beside the move they made by hand.
import type { BaseAction, TableView, UnitView } from '../engine/ruleset.ts';
import type { Vec } from '../geometry/vec.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { decisionOrders, resultOrders, type TableOrderContext } from './order.ts';
import { restStood } from './order-steps.ts';
import { groundOrders } from './ground-orders.ts';

/** A unit's middle moved from `from` to `to`: drawn on table mode's map as the order's arrow. */
export interface UnitMove {
  unitId: string;
  from: Vec;
  to: Vec;
}

/**
 * A decision at the table: the action it was (`at`: how many actions came before), its turn, side and orders.
 * `yours`: the player's own action, whose orders are its results, each said as such ("After your move: …").
 */
export interface TableDecision {
  at: number;
  turn: number;
  side: SideId;
  orders: string[];
  moves: UnitMove[];
  yours: boolean;
}

/** Table mode lists this many of the latest decisions at most (the AI's, and the results of the player's own). */
export const TABLE_DECISIONS_KEPT = 50;

/** How the orders of the player's own action begin: a person reads them as what their action did. */
export const AFTER_YOUR_MOVE = 'After your move: ';

/** A middle that moved less than this (inches, across and along summed) did not move: no arrow is drawn. */
const STILL = 0.25;

/**
 * The decision `action` of `side`, taken as action number `at` from the table `before` to the table `after`: the
 * arrows of every unit it moved, of either side (a charge's target falling back moves too).
 */
export function tableDecision(at: number, before: TableView, after: TableView, side: SideId, action: BaseAction | undefined, ctx: TableOrderContext): TableDecision {
  const orders = decisionOrders(before, after, side, actingUnit(action), ctx);
  return { at, turn: before.turn, side, orders, moves: movesBetween(before, after, () => true), yours: false };
}

/**
 * What the player's own action `action` of `side` did to the table (`resultOrders`), with the arrows of the units it
 * moved other than the one the player moved by hand; null when it changed nothing beyond that move.
 */
export function yourActionResults(at: number, before: TableView, after: TableView, side: SideId, action: BaseAction | undefined, ctx: TableOrderContext): TableDecision | null {
  const acting = actingUnit(action);
  const orders = [...resultOrders(before, after, side, acting, ctx), ...groundOrders(before, after, ctx)].map((o) => `${AFTER_YOUR_MOVE}${o.text}`);
  const moves = movesBetween(before, after, (u) => u.id !== acting);
  return orders.length === 0 ? null : { at, turn: before.turn, side, orders, moves, yours: true };
}

const actingUnit = (action: BaseAction | undefined): string | undefined => {
  const id = (action as unknown as Record<string, unknown> | undefined)?.unitId;
  return typeof id === 'string' ? id : undefined;
};

const centre = (u: UnitView): Vec => ({
  x: u.bases.reduce((a, b) => a + b.x, 0) / u.bases.length,
  y: u.bases.reduce((a, b) => a + b.y, 0) / u.bases.length,
});

/** Each unit `drawn` whose middle moved, from where to where: not one whose middle shifted only by bases taken off. */
function movesBetween(before: TableView, after: TableView, drawn: (u: UnitView) => boolean): UnitMove[] {
  const earlier = new Map(before.units.map((u) => [u.id, u]));
  const moves: UnitMove[] = [];
  for (const unit of after.units) {
    const was = earlier.get(unit.id);
    if (!drawn(unit) || !was || was.bases.length === 0 || unit.bases.length === 0 || restStood(was, unit)) continue;
    const from = centre(was);
    const to = centre(unit);
    if (Math.abs(from.x - to.x) + Math.abs(from.y - to.y) > STILL) moves.push({ unitId: unit.id, from, to });
  }
  return moves;
}
