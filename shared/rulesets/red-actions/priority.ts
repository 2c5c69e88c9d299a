import type { RaState, RaUnit } from './state.ts';
import { cardFor, kindOf, unitDistance } from './units.ts';
import { mayChargeKind } from './charge-rules.ts';
import { canShootAtAll, effectiveRange } from './shooting.ts';
import { unitCover } from './cover.ts';
import { isOfficerUnit, seniorInReach } from './command.ts';
import { moveAllowance } from './movement.ts';
import { SENIOR_OFFICER_REACH } from './tables-misc.ts';

/**
 * "Firing Priorities": threats first (units able to fire on the firers or charge them), then close range before
 * long, then targets in the open before those in cover. A senior officer present may override them.
 */

export function threatens(s: RaState, enemy: RaUnit, u: RaUnit): boolean {
  const d = unitDistance(enemy, u);
  if (canShootAtAll(enemy) && d <= effectiveRange(s, enemy, 'aimed')) return true;
  return mayChargeKind(kindOf(enemy), kindOf(u), false) && d <= moveAllowance(s, enemy);
}

export function priorityKey(s: RaState, u: RaUnit, target: RaUnit): number {
  const threat = threatens(s, target, u) ? 0 : 4;
  const long = unitDistance(u, target) > cardFor(u).range / 2 ? 2 : 0;
  const cover = unitCover(s, target).columns < 0 ? 1 : 0;
  return threat + long + cover;
}

/** A senior officer with the unit, or within 4" of it, may direct its fire as he likes. */
export function prioritiesOverridden(s: RaState, u: RaUnit): boolean {
  return s.units.some((o) => isOfficerUnit(o) && o.side === u.side && o.status === 'active'
    && (o.attachedTo === u.id || (seniorInReach(s, o, u) && unitDistance(o, u) <= SENIOR_OFFICER_REACH.unseen)));
}

/** The targets the unit may choose among for aimed fire. */
export function priorityTargets(s: RaState, u: RaUnit, candidates: readonly RaUnit[]): RaUnit[] {
  if (candidates.length <= 1 || prioritiesOverridden(s, u)) return [...candidates];
  const keys = candidates.map((t) => priorityKey(s, u, t));
  const best = Math.min(...keys);
  return candidates.filter((_, i) => keys[i] === best);
}
