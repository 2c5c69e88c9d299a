import type { Scenario, Unit } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { UnitView } from './ruleset.ts';
import { pointInPolygon } from '../geometry/polygon.ts';

/** Looks up scenario units by id, with their side; cached per scenario object. */
const cache = new WeakMap<Scenario, Map<string, { unit: Unit; side: SideId }>>();

export function scenarioUnit(scenario: Scenario, unitId: string): { unit: Unit; side: SideId } | undefined {
  let map = cache.get(scenario);
  if (!map) {
    map = new Map();
    for (const side of ['red', 'white'] as const) for (const unit of scenario.sides[side].units) map.set(unit.id, { unit, side });
    cache.set(scenario, map);
  }
  return map.get(unitId);
}

/** A unit that still stands on the table and counts for objectives. */
export const isOnTable = (u: UnitView): boolean => u.status === 'active' || u.status === 'hidden';

/** True when any base of the unit stands inside the scenario area `areaId`. */
export function unitInArea(scenario: Scenario, u: UnitView, areaId: string): boolean {
  const area = scenario.terrain.find((f) => f.id === areaId);
  if (!area || area.kind !== 'area') return false;
  return u.bases.some((b) => pointInPolygon(b, area.polygon));
}

export function hasAnyTag(scenario: Scenario, unitId: string, tags: readonly string[] | undefined): boolean {
  if (!tags || tags.length === 0) return true;
  const found = scenarioUnit(scenario, unitId);
  return !!found && found.unit.tags.some((t) => tags.includes(t));
}
