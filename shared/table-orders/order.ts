// An AI decision as an instruction a person carries out with miniatures on the printed mat.
import type { TableView, UnitView } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import { markerPieceSteps, unitSteps, type OrderStep, type UnitSteps } from './order-steps.ts';
import { orderWords } from './order-words.ts';
import type { TableOrderContext } from './order-context.ts';
import { groundOrders } from './ground-orders.ts';

export { placeWords, tableOrderContext, type TableOrderContext } from './order-context.ts';

/** One unit's order: its steps (the structured form a person's copy of the table follows) and their words. */
export interface TableOrder extends UnitSteps {
  text: string;
}

const named = (view: TableView | undefined): Map<string, string> => new Map((view?.units ?? []).map((u) => [u.id, u.name]));

/**
 * One unit's instruction: "2nd Czech platoon: fall back 6" north, ending in square F8 by the Hedge, facing south".
 * A move toward the unit's own edge is falling back, away from it advancing, otherwise moving; the distance is
 * between the middles of its bases before and after, to the nearest inch or centimetre, and the compass point is the
 * nearest of eight. Then what else changed of it: bases or figures lost, officers, markers, getting in or out of a
 * transport. A unit with nothing changed is told it has nothing to move; null for a unit on the table neither before
 * nor after.
 */
export function unitOrder(before: UnitView | undefined, after: UnitView | undefined, ctx: TableOrderContext): string | null {
  const steps = unitSteps(before, after, ctx, { names: new Map(), standing: true });
  return steps ? orderWords(steps, ctx.unit) : null;
}

/**
 * The orders for one action, for every unit of both sides whose miniatures changed from `before` to `after`: moved,
 * turned, came on or went off, lost bases or figures, got markers or lost them. When none did, where the unit that
 * acted (`actingUnitId`, if the decision names one of `side`'s units) stands, with nothing to move.
 */
export function tableOrders(before: TableView, after: TableView, side: SideId, actingUnitId: string | undefined, ctx: TableOrderContext): TableOrder[] {
  const earlier = new Map(before.units.map((u) => [u.id, u]));
  const names = named(after);
  for (const [id, name] of named(before)) if (!names.has(id)) names.set(id, name);
  const orders: TableOrder[] = [];
  const add = (steps: UnitSteps | null) => { if (steps) orders.push({ ...steps, text: orderWords(steps, ctx.unit) }); };
  for (const unit of after.units) add(unitSteps(earlier.get(unit.id), unit, ctx, { names }));
  const later = new Set(after.units.map((u) => u.id));
  for (const unit of before.units) if (!later.has(unit.id)) add(unitSteps(unit, undefined, ctx, { names }));
  addMarkerOrders(before, after, ctx, add);
  if (orders.length > 0 || actingUnitId === undefined) return orders;
  // A decision may name the other side's unit (whom to answer, say): the deciding side then has nothing to do.
  const acting = after.units.find((u) => u.id === actingUnitId && u.side === side);
  if (acting) add(unitSteps(earlier.get(acting.id), acting, ctx, { names, standing: true }));
  return orders;
}

/**
 * Under fog of war a side's table holds the enemy's position markers (`TableView.markers`): each set down, moved or
 * lifted is ordered as a piece of its own ("marker 2 (position marker): lift it off the table").
 */
function addMarkerOrders(before: TableView, after: TableView, ctx: TableOrderContext, add: (steps: UnitSteps | null) => void): void {
  const was = new Map((before.markers ?? []).map((m) => [m.key, m]));
  const now = new Set((after.markers ?? []).map((m) => m.key));
  for (const m of after.markers ?? []) add(markerPieceSteps(was.get(m.key), m, ctx));
  for (const m of before.markers ?? []) if (!now.has(m.key)) add(markerPieceSteps(m, undefined, ctx));
}

/** What a person's hands did with the miniatures of the unit they moved: its moving, placing, getting in or out. */
const BY_HAND: ReadonlySet<OrderStep['do']> = new Set(['place', 'move', 'edge', 'turn', 'stay', 'board', 'leave']);

/**
 * The orders for what the player's own action did to the table, beside the move they made by hand: every unit of
 * both sides whose miniatures changed (the other side's figures shot off, a unit routing, markers on either side,
 * the player's own losses), save the moving of the unit that acted (`actingUnitId`), which the player's hands
 * already did; its losses and markers are still ordered.
 */
export function resultOrders(before: TableView, after: TableView, side: SideId, actingUnitId: string | undefined, ctx: TableOrderContext): TableOrder[] {
  return tableOrders(before, after, side, undefined, ctx).flatMap((order) => {
    if (order.unitId !== actingUnitId) return [order];
    const steps = order.steps.filter((step) => !BY_HAND.has(step.do));
    return steps.length === 0 ? [] : [{ ...order, steps, text: orderWords({ ...order, steps }, ctx.unit) }];
  });
}

/** The words of `tableOrders`, then of the ground's markers that changed (`groundOrders`). */
export function decisionOrders(before: TableView, after: TableView, side: SideId, actingUnitId: string | undefined, ctx: TableOrderContext): string[] {
  return [...tableOrders(before, after, side, actingUnitId, ctx).map((o) => o.text), ...groundOrders(before, after, ctx).map((o) => o.text)];
}
