import type { GameEvent } from '../engine/events.ts';
import { tableOf, type TableReading } from './table-reading.ts';

/**
 * Some rule sets resolve fire simultaneously: a figure hit now leaves the table only when the whole
 * category of fire is over, so the table does not show the hit yet. The events do: a roll whose result
 * reads as a casualty. Such losses, not yet shown, are taken off the unit's worth, so a fire order can be
 * compared with holding fire as soon as it is given.
 */
const CASUALTY = /casualt|killed|destroyed|eliminated/i;

export function announcedLosses(events: readonly GameEvent[]): Map<string, number> {
  const losses = new Map<string, number>();
  for (const e of events) {
    if (!e.roll || !CASUALTY.test(e.roll.result)) continue;
    const unitId = e.targetUnitId ?? e.unitId;
    if (unitId) losses.set(unitId, (losses.get(unitId) ?? 0) + 1);
  }
  return losses;
}

/** The reading `after`, with losses announced since `root` but not yet shown taken off each unit. */
export function withAnnouncedLosses(root: TableReading, after: TableReading, events: readonly GameEvent[]): TableReading {
  const losses = announcedLosses(events);
  if (losses.size === 0) return after;
  const changed: number[] = [];
  const units = after.units.map((u) => {
    const announced = losses.get(u.unit.id);
    if (!announced || u.value <= 0 || u.unit.strength.now <= 0) return u;
    const before = root.units.find((r) => r.unit.id === u.unit.id);
    const shown = before ? Math.max(0, before.unit.strength.now - u.unit.strength.now) : 0;
    const pending = Math.min(u.unit.strength.now, Math.max(0, announced - shown));
    if (pending === 0) return u;
    const strength = { ...u.unit.strength, now: u.unit.strength.now - pending };
    changed.push(u.slot);
    return { ...u, unit: { ...u.unit, strength }, value: u.value * (1 - pending / u.unit.strength.now) };
  });
  // Nobody moved: the distances measured on `after` still hold (a reading spread from another keeps its place).
  return tableOf(after.view, units, after.measures, { table: after, changed });
}
