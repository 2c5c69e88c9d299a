import type { Vec } from '../geometry/vec.ts';
import type { SideId, TableEdge } from '../scenario/terrain-kinds.ts';
import type { EvalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { readUnit, withUnitReplaced, type TableReading } from './table-reading.ts';
import { hypot } from '../geometry/hypot.ts';

/**
 * What moving a unit could be worth, judged without the rule set: the unit is shifted a typical move
 * toward each place it might want to go (an objective, the nearest enemy, its own baseline) and the best
 * result kept. Used for choices whose effect is still to be decided (a unit activated but not yet placed).
 */
export const TYPICAL_MOVE_INCHES = 6;

/** The table as it would read with one unit moved so that its centre stands at `to`. */
export function withUnitAt(table: TableReading, context: EvalContext, unitId: string, to: Vec): TableReading | null {
  const at = table.units.findIndex((u) => u.unit.id === unitId);
  const current = table.units[at];
  if (!current) return null;
  const dx = to.x - current.centre.x;
  const dy = to.y - current.centre.y;
  const moved = readUnit({ ...current.unit, bases: current.unit.bases.map((b) => ({ ...b, x: b.x + dx, y: b.y + dy })) }, context, current.slot, table.measures.newPlace());
  moved.range = current.range;
  moved.steady = current.steady && hypot(dx, dy) < 0.1;
  return withUnitReplaced(table, moved);
}

/** Where an action puts some of a unit's bases, by base id: an array of `{ id, x, y }` naming them. */
export type Placements = ReadonlyMap<string, Vec>;

/**
 * The table as it would read with the named bases of one unit standing where `placements` puts them (the
 * others stay): unlike a shift of the whole unit, this shows who ends in contact with whom.
 */
export function withUnitPlaced(table: TableReading, context: EvalContext, unitId: string, placements: Placements): TableReading | null {
  const at = table.units.findIndex((u) => u.unit.id === unitId);
  const current = table.units[at];
  if (!current) return null;
  let moved = false;
  const bases = current.unit.bases.map((b) => {
    const p = b.id === undefined ? undefined : placements.get(b.id);
    if (!p || (p.x === b.x && p.y === b.y)) return b;
    moved = true;
    return { ...b, x: p.x, y: p.y };
  });
  const reading = moved
    ? readUnit({ ...current.unit, bases }, context, current.slot, table.measures.newPlace())
    : readUnit({ ...current.unit, bases }, context, current.slot, current.place, current);
  reading.range = current.range;
  reading.steady = current.steady && !moved;
  return withUnitReplaced(table, reading);
}

function edgePoint(from: Vec, edge: TableEdge, table: { width: number; height: number }): Vec {
  switch (edge) {
    case 'south': return { x: from.x, y: 0 };
    case 'north': return { x: from.x, y: table.height };
    case 'west': return { x: 0, y: from.y };
    case 'east': return { x: table.width, y: from.y };
  }
}

/** Places worth trying to move a unit toward. */
function probeTargets(table: TableReading, context: EvalContext, side: SideId, unitId: string, from: Vec): Vec[] {
  const targets: Vec[] = [];
  for (const c of context.scenario.victory) {
    if (c.type === 'clear-area' || c.type === 'hold-area') {
      const area = context.areas.get(c.areaId);
      if (area) targets.push(area.centre);
    } else if (c.type === 'exit-units' && c.unitIds.includes(unitId)) {
      targets.push(edgePoint(from, c.edge, context.table));
    } else if (c.type === 'destroy-units' && c.winner === side) {
      for (const t of table.units) if (c.unitIds.includes(t.unit.id) && t.onTable) targets.push(t.centre);
    }
  }
  let nearest: Vec | null = null;
  let best = Infinity;
  for (const e of table.units) {
    if (e.unit.side === side || !e.onTable || e.value <= 0) continue;
    const d = hypot(e.centre.x - from.x, e.centre.y - from.y);
    if (d < best) { best = d; nearest = e.centre; }
  }
  if (nearest) targets.push(nearest);
  targets.push(edgePoint(from, context.scenario.sides[side].baseline, context.table));
  return targets;
}

/** The best gain (possibly negative) from moving the unit a typical distance toward one of its probe targets. */
export function movePotential(table: TableReading, context: EvalContext, side: SideId, unitId: string, base: number): number {
  const unit = table.units.find((u) => u.unit.id === unitId);
  if (!unit || !unit.onTable || unit.unit.side !== side) return 0;
  const reach = TYPICAL_MOVE_INCHES * (unit.mobility < 1 ? 0.6 : 1);
  let best = -Infinity;
  for (const target of probeTargets(table, context, side, unitId, unit.centre)) {
    const d = hypot(target.x - unit.centre.x, target.y - unit.centre.y);
    if (d < 0.5) continue;
    const k = Math.min(1, reach / d);
    const moved = withUnitAt(table, context, unitId, { x: unit.centre.x + (target.x - unit.centre.x) * k, y: unit.centre.y + (target.y - unit.centre.y) * k });
    if (moved) best = Math.max(best, evaluateReading(moved, null, context, side).total - base);
  }
  return best === -Infinity ? 0 : best;
}
