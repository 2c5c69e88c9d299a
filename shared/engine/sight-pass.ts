import type { SideId } from '../scenario/terrain-kinds.ts';
import type { SideSighting } from './ruleset.ts';

/** Where a unit is, for what its enemy may know of it. */
export type Standing =
  /** On the table: known while some unit of the enemy sees it. */
  | 'table'
  /** Destroyed, taken or gone off the table: known as lost. */
  | 'lost'
  /** Not yet on the table (waiting to be set up or to enter): not known. */
  | 'away';

/** A rule set's own answers for `sightingByLooking`. */
export interface LookingRules<U> {
  standing(u: U): Standing;
  /** Whether a unit of the side looks out for the enemy (it stands on the table). */
  looks(u: U): boolean;
  /** Whether `observer` sees `target`, by the rule set's sight rules. */
  sees(observer: U, target: U): boolean;
}

/**
 * Fog of war for a rule set with no hidden set-up (no markers): an enemy unit on the table is seen while any unit of
 * the side sees it; units lost are known; units not yet on the table are not. One pass over the pairs of units, each
 * enemy stopping at the first unit that sees it, so the cost is the rule set's sight answers (which each rule set keeps).
 */
export function sightingByLooking<U extends { id: string; side: SideId }>(units: readonly U[], side: SideId, rules: LookingRules<U>): SideSighting {
  const observers = units.filter((u) => u.side === side && rules.looks(u));
  const seen: string[] = [];
  for (const t of units) {
    if (t.side === side) continue;
    const where = rules.standing(t);
    if (where === 'lost' || (where === 'table' && observers.some((o) => rules.sees(o, t)))) seen.push(t.id);
  }
  return { seen, markers: [] };
}
