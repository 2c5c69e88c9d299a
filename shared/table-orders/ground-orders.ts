// What changed on the ground between two tables, as orders for the markers a person keeps on the mat: burning
// buildings and woods, ruins, smoke and gas, beaten zones, bombardments, prisoners, abandoned weapons, and terrain
// fire has damaged.
import type { TableView } from '../engine/ruleset.ts';
import { unitMark } from '../core/distance-units.ts';
import type { Vec } from '../geometry/vec.ts';
import { squareAt } from './grid.ts';
import { placeWords, wholeUnits, type TableOrderContext } from './order-context.ts';

/** A marker on the ground: which (`key`, the same from table to table while it lies there) and what it says. */
export interface GroundMark {
  key: string;
  label: string;
  /** Where it lies, in words ("square E4 in the Church"); its size across, in the rule set's unit (0: a small marker). */
  place: string;
  across: number;
}

/** One change to the ground's markers, and its words. */
export interface GroundOrder {
  do: 'put' | 'take-off' | 'change';
  mark: GroundMark;
  text: string;
}

/** The ground's markers of a table, by key: its zones, then the terrain fire has damaged. */
export function groundMarks(view: TableView, ctx: TableOrderContext): Map<string, GroundMark> {
  const marks = new Map<string, GroundMark>();
  for (const z of view.zones) {
    const where = z.featureId ?? `${z.centre.x.toFixed(1)},${z.centre.y.toFixed(1)}`;
    const key = `zone:${z.kind}:${where}`;
    // Two zones of one kind on one spot are one marker to a person; the first says it.
    if (!marks.has(key)) marks.set(key, { key, label: z.label, place: zonePlace(z.centre, z.featureId, ctx), across: z.radius >= 1 ? wholeUnits(2 * z.radius, ctx.unit) : 0 });
  }
  for (const d of view.damagedTerrain ?? []) {
    const key = `damage:${d.featureId}`;
    marks.set(key, { key, label: d.label, place: '', across: 0 });
  }
  return marks;
}

/** Where a zone lies: on the feature it burns or smokes, by that feature's name, else by its square and landmark. */
function zonePlace(centre: Vec, featureId: string | undefined, ctx: TableOrderContext): string {
  const feature = featureId === undefined ? undefined : ctx.landmarks.featureById(featureId);
  return feature ? `square ${squareAt(centre, ctx.table)} (${feature.feature.label!})` : placeWords(centre, ctx);
}

function words(order: Omit<GroundOrder, 'text'>, ctx: TableOrderContext): string {
  const { mark } = order;
  const size = mark.across > 0 ? `, ${mark.across}${unitMark(ctx.unit)} across` : '';
  const where = mark.place === '' ? '' : ` in ${mark.place}`;
  switch (order.do) {
    case 'put': return `Ground: put a marker "${mark.label}"${where}${size}`;
    case 'take-off': return `Ground: take the marker "${mark.label}" off${mark.place === '' ? '' : ` ${mark.place}`}`;
    case 'change': return `Ground: turn the marker${where} to "${mark.label}"`;
  }
}

/**
 * The orders for the ground's markers from `before` to `after`: those gone taken off, those changed turned to what
 * they now say, those new put down, in that order (a marker moved is taken off and put down again).
 */
export function groundOrders(before: TableView, after: TableView, ctx: TableOrderContext): GroundOrder[] {
  const was = groundMarks(before, ctx);
  const now = groundMarks(after, ctx);
  const orders: Omit<GroundOrder, 'text'>[] = [];
  for (const [key, mark] of was) if (!now.has(key)) orders.push({ do: 'take-off', mark });
  for (const [key, mark] of now) {
    const old = was.get(key);
    if (old && old.label !== mark.label) orders.push({ do: 'change', mark });
  }
  for (const [key, mark] of now) if (!was.has(key)) orders.push({ do: 'put', mark });
  return orders.map((o) => ({ ...o, text: words(o, ctx) }));
}
