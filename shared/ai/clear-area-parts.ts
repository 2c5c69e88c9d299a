import type { VictoryCondition } from '../scenario/schema.ts';
import type { ObjectiveArea } from './context.ts';
import { figuresApart } from './unit-pairs.ts';
import { unitDistanceToArea, type ConditionParts, type TableReading, type UnitReading } from './table-reading.ts';

/**
 * The parts each unit adds to the progress of clearing an area (see clearProgress in objectives.ts), kept on
 * each table and carried over from the table it was derived from when no change reaches them.
 */

export type ClearArea = Extract<VictoryCondition, { type: 'clear-area' }>;

/** Parts a unit adds to a condition's progress (a defender uses the first only); the last slot holds the urgency they were worked out at. */
export const PARTS = 3;

/**
 * The parts of a condition on a table, made on first asking: copied from the origin's where no change reaches them
 * (see carriedParts), NaN where they must be worked out.
 */
export function partsOf(table: TableReading, c: ClearArea, area: ObjectiveArea, tagged: ReadonlySet<string> | null, urgency: number): number[] {
  const all = (table.objectiveParts ??= []);
  const known = partsFor(all, c);
  if (known) return known;
  const carry = partsCarry(table, c, area, tagged, urgency);
  let parts: number[];
  if (carry) {
    parts = carriedParts(table, carry, c, tagged);
  } else {
    parts = new Array<number>(table.units.length * PARTS + 1).fill(Number.NaN);
    parts[table.units.length * PARTS] = urgency;
  }
  all.push({ condition: c, parts });
  return parts;
}

function partsFor(all: readonly ConditionParts[] | null, c: VictoryCondition): number[] | null {
  if (all) for (const p of all) if (p.condition === c) return p.parts;
  return null;
}

/** What a derived table's parts of a condition may carry over from its origin's (see carriedParts). */
export interface PartsCarry {
  origin: NonNullable<TableReading['origin']>;
  from: number[];
  area: ObjectiveArea;
  /** A changed defender went into or out of the area, or moved inside it: no attacker's parts carry over. */
  defendersMoved: boolean;
  /** Changed attackers that moved, came or left, where they stood and stand on the table: defenders they touch do not carry over. */
  touchers: UnitReading[];
}

/** The changes since the origin that bear on the parts, looked at once for every unit; null when the origin has no parts to give. */
export function partsCarry(table: TableReading, c: ClearArea, area: ObjectiveArea, tagged: ReadonlySet<string> | null, urgency: number): PartsCarry | null {
  const origin = table.origin;
  if (!origin) return null;
  const from = partsFor(origin.table.objectiveParts, c);
  if (!from || from[table.units.length * PARTS] !== urgency) return null;
  let defendersMoved = false;
  const touchers: UnitReading[] = [];
  for (const slot of origin.changed) {
    const was = origin.table.units[slot]!;
    const is = table.units[slot]!;
    if (is.unit.side === c.winner) {
      if (was.place === is.place && was.onTable === is.onTable) continue;
      if (was.onTable) touchers.push(was);
      if (is.onTable) touchers.push(is);
    } else if (!defendersMoved) {
      const wasInside = holdsArea(area, tagged, was);
      defendersMoved = wasInside !== holdsArea(area, tagged, is) || (wasInside && was.place !== is.place);
    }
  }
  return { origin, from, area, defendersMoved, touchers };
}

/**
 * The origin's parts, with those no longer true made NaN: a changed unit's; a defender's inside the area that a
 * changed attacker is in contact with (where it stood or stands), each tested as engagedShare tests it (one outside
 * owes its part to its distance alone); every attacker's once a changed defender went into or out of the area, or
 * moved inside it. Copying the whole list and clearing the few that changed is the unit-by-unit carry done at once.
 */
export function carriedParts(table: TableReading, carry: PartsCarry, c: ClearArea, tagged: ReadonlySet<string> | null): number[] {
  const parts = carry.from.slice();
  const before = carry.origin.table.units;
  for (const u of table.units) {
    let keep = before[u.slot] === u && !carry.origin.changed.includes(u.slot);
    if (keep) {
      if (u.unit.side === c.winner) keep = !carry.defendersMoved;
      else if (holdsArea(carry.area, tagged, u)) for (const t of carry.touchers) if (inContact(table, t, u)) { keep = false; break; }
    }
    if (!keep) {
      const k = u.slot * PARTS;
      parts[k] = Number.NaN;
      parts[k + 1] = Number.NaN;
      parts[k + 2] = Number.NaN;
    }
  }
  return parts;
}

/** A defender counted as inside the area it must be cleared from. */
function holdsArea(area: ObjectiveArea, tagged: ReadonlySet<string> | null, d: UnitReading): boolean {
  return d.onTable && (!tagged || tagged.has(d.unit.id)) && unitDistanceToArea(d, area) === 0;
}

/** How far apart the centres of two units' bases may stand and still touch (within a little of edge to edge). */
export function touchingDistance(a: UnitReading, b: UnitReading): number {
  return (a.unit.baseSize.width + b.unit.baseSize.width) / 2 + 0.3;
}

/** Whether two units have bases touching (within a little of edge to edge). */
export function inContact(table: TableReading, a: UnitReading, b: UnitReading): boolean {
  const touching = touchingDistance(a, b);
  return figuresApart(table, a, b, touching) <= touching;
}
