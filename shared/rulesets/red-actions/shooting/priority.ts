import type { RaState, RaUnit } from '../state.ts';
import { cardFor, kindOf, unitDistance } from '../troops/units.ts';
import { mayChargeKind } from '../charge/charge-rules.ts';
import { canShootAtAll, effectiveRange, isArtillery, isMachineGun } from './shooting.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { unitCover } from '../terrain/cover.ts';
import { isOfficerUnit, seniorInReach } from '../officers/command.ts';
import { moveAllowance } from '../movement/movement.ts';
import { SENIOR_OFFICER_REACH } from '../tables/tables-misc.ts';

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

/**
 * Whether the firers' weapons can hurt the target at all: tanks and trains take only direct hits (guns), and
 * armoured cars those or MG fire at close range. Firers "frame arguments … in terms of what the firers would
 * know", and riflemen know their bullets bounce off armour, so such a target does not claim their fire.
 */
export function canHarm(u: RaUnit, target: RaUnit): boolean {
  const kind = kindOf(target);
  if (isArtillery(u)) return true;
  if (kind === 'tank' || isTrainKind(kind)) return false;
  if (kind === 'armoured-car') return isMachineGun(u) && unitDistance(u, target) <= cardFor(u).range / 2;
  return true;
}

/** The targets the unit may choose among for aimed fire: the priorities rank only targets it can hurt. */
export function priorityTargets(s: RaState, u: RaUnit, candidates: readonly RaUnit[]): RaUnit[] {
  if (candidates.length <= 1 || prioritiesOverridden(s, u)) return [...candidates];
  const harmed = candidates.filter((t) => canHarm(u, t));
  const ranked = harmed.length > 0 ? harmed : candidates;
  const keys = ranked.map((t) => priorityKey(s, u, t));
  const best = Math.min(...keys);
  return ranked.filter((_, i) => keys[i] === best);
}
