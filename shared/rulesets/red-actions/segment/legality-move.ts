import type { Vec } from '../../../geometry/vec.ts';
import type { ActionOf, FireMode } from '../actions.ts';
import type { Formation, RaState, RaUnit } from '../state.ts';
import { cardFor, kindOf, unitById, unitCentre, unitDistance } from '../troops/units.ts';
import {
  type MoveOptions, advancesOnEnemy, basesAfter, breaksApproachRule, formedCavalryInTheWay, knownName, marchForbidden, onTableRects, overlapsOthers, pathBlockedByEnemy,
  planMove,
} from '../movement/movement.ts';
import { columnGroundRefusal } from '../movement/column-ground.ts';
import { hasTrait } from '../officers/command.ts';
import { canShootAtAll, effectiveRange, firingBases, targetable } from '../shooting/shooting.ts';
import { fireMoveRow, pivotToFire } from '../shooting/fire-flow.ts';
import { MOVING_AND_SHOOTING, NIGHT, PROLONG_DISTANCE } from '../tables/tables-misc.ts';
import { priorityTargets } from '../shooting/priority.ts';
import { checkCharge } from '../charge/charge.ts';
import { nightOrFog } from '../terrain/terrain.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { trainOf } from '../vehicles/trains.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** Whether a move, a shot or a charge is allowed; a refusal says why. */

/** Why the unit cannot move at all this segment, or null. */
export function immobileReason(u: RaUnit): string | null {
  const kind = kindOf(u);
  if (isTrainKind(kind)) return 'trains move only along their rails, by the engine';
  if (u.riding) return 'the unit rides in the train (disembark first)';
  if (kind === 'field-gun' && !u.limbered) return 'unlimbered guns cannot move (limber first)';
  if (u.vehicle?.immobilised) return 'the vehicle is immobilised';
  if (u.vehicle?.broken) return 'the vehicle has broken down (repair first)';
  if (u.vehicle && u.vehicle.stuck !== 'none') return 'the vehicle is stuck';
  if (u.inWire) return 'the unit is caught in the wire (try to cross it)';
  if (u.concealment === 'ambush') return 'ambushers move only to charge or shoot until a senior officer orders them out';
  return null;
}

/** How far a unit out of formation may shift its centre while forming up where it stands (README "Turning"). */
export const formUpReach = (u: RaUnit): number => cardFor(u).base.width * u.bases.length / 2 + 0.5;

/** Every check a voluntary move must pass except the Mob's hesitation and the pinned test, which are rolled. */
export function checkMoveTo(s: RaState, u: RaUnit, to: Vec, facing: number, formation: Formation, o: MoveOptions): string | null {
  const immobile = immobileReason(u);
  if (immobile) return immobile;
  if (u.formation === 'loose' && hypot(to.x - unitCentre(u).x, to.y - unitCentre(u).y) > formUpReach(u)) {
    return 'a unit out of formation spends its whole move forming up where it stands';
  }
  if (formation === 'formed' && !hasTrait(s, u, 'may-form')) return 'only cavalry may be formed';
  if (o.evading && cardFor(u).evasive === null) return 'this troop type has no evasive move';
  if (o.march) {
    if (formation !== 'column') return 'marching troops must be in column';
    const why = marchForbidden(s, u);
    if (why) return `may not march: ${why}`;
  }
  if (u.noAdvanceUntil > s.turn && advancesOnEnemy(s, u, to)) return 'still shaken from its rout: it may not advance toward the enemy yet';
  const plan = planMove(s, u, to, facing, formation, o);
  if (!plan.ok) return plan.reason;
  if (nightOrFog(s) && formation !== 'column' && plan.cost > plan.allowance * NIGHT.columnAboveSpeed + 1e-6) return 'at night or in fog, units moving over half speed must be in column';
  const rects = basesAfter(u, to, facing, formation);
  if (!onTableRects(s, rects)) return 'the move would leave the table';
  const from = unitCentre(u);
  const columnGround = columnGroundRefusal(s, u, from, to, rects, formation);
  if (columnGround) return columnGround;
  const enemy = pathBlockedByEnemy(s, u, from, to);
  if (enemy) return `${knownName(enemy)} is in the way`;
  const formed = formedCavalryInTheWay(s, u, from, to);
  if (formed) return `formed cavalry cannot pass through or be passed through (${formed.name})`;
  const approach = breaksApproachRule(s, u, rects);
  if (approach) return approach;
  const other = overlapsOthers(s, u, rects);
  if (other) return `would end on top of ${other.name}`;
  return null;
}

export function checkMoveAction(s: RaState, u: RaUnit, a: ActionOf<'move'>): string | null {
  if (u.status !== 'active') return 'only a steady unit may move';
  const formation: Formation = a.formation ?? (u.formation === 'loose' ? 'line' : u.formation);
  const evading = a.evading === true || (u.evading && !u.acted && cardFor(u).evasive !== null);
  return checkMoveTo(s, u, a.to, a.facing, formation, { evading, march: a.march === true });
}

/** Targets the unit may pick for this mode, after turning to face them if the table allows. */
export function legalTargets(s: RaState, u: RaUnit, mode: FireMode, observer: RaUnit | null): RaUnit[] {
  if (!canShootAtAll(u)) return [];
  const reach = effectiveRange(s, u, mode) + 1;
  const from = observer ?? u;
  const candidates = s.units.filter((t) => t.side !== u.side && t.bases.length > 0 && unitDistance(from, t) <= reach
    && targetable(s, u, t, mode, observer) && canHit(s, u, t, mode, observer));
  return mode === 'aimed' ? priorityTargets(s, u, candidates) : candidates;
}

/** Whether the shot can be planned once the unit has made its allowed turn toward the target. */
export function canHit(s: RaState, u: RaUnit, t: RaUnit, mode: FireMode, observer: RaUnit | null): boolean {
  // A shot can be planned exactly when some base can fire (planShot's own test), so only that is counted here.
  if (firingBases(s, u, t, mode, observer).count > 0) return true;
  const copy: RaUnit = { ...u, bases: u.bases.map((b) => ({ ...b })) };
  if (!pivotToFire(s, copy, t)) return false;
  return firingBases(s, copy, t, mode, observer).count > 0;
}

/** The checks of a shot that do not depend on the target's position. */
export function checkShotBasics(s: RaState, u: RaUnit, a: ActionOf<'shoot'>): string | null {
  if (!canShootAtAll(u)) return u.status !== 'active' ? 'only a steady unit may shoot' : 'this unit cannot shoot (no weapons, or guns limbered)';
  const gunsOnly = a.mode === 'indirect' || a.mode === 'gas';
  if (gunsOnly && cardFor(u).gun === null) return `${a.mode} fire is for guns and mortars`;
  if (a.mode === 'gas' && !hasTrait(s, u, 'gas')) return 'this battery has no gas shells';
  const observer = a.observerId ? unitById(s, a.observerId) ?? null : null;
  if (a.mode === 'indirect' && !observer) return 'observed indirect fire needs an observer';
  const train = trainOf(s, u);
  if (train && (kindOf(u) === 'train-artillery' || kindOf(u) === 'train-turret') && (train.speed > 0 || train.movedThisTurn > 0)) {
    return 'artillery cars fire only when the train is stopped';
  }
  return null;
}

export function checkShootAction(s: RaState, u: RaUnit, a: ActionOf<'shoot'>): string | null {
  const basics = checkShotBasics(s, u, a);
  if (basics) return basics;
  const target = unitById(s, a.targetId);
  if (!target) return `no unit "${a.targetId}"`;
  const observer = a.observerId ? unitById(s, a.observerId) ?? null : null;
  if (!legalTargets(s, u, a.mode, observer).some((t) => t.id === target.id)) {
    return targetable(s, u, target, a.mode, observer) && canHit(s, u, target, a.mode, observer)
      ? 'firing priorities: a closer or more threatening target must be engaged first'
      : `${target.name} cannot be engaged (${a.mode}): out of sight, arc or range`;
  }
  if (a.then) {
    const row = fireMoveRow(u);
    const rule = row ? MOVING_AND_SHOOTING[row] : null;
    if (!rule || rule.moveAfter === 0) return 'this troop type cannot move after firing';
    const from = unitCentre(u);
    if (rule.moveAfter === 'prolong') {
      if (hypot(a.then.to.x - from.x, a.then.to.y - from.y) > PROLONG_DISTANCE + 1e-6) return 'guns may only prolong 1" after firing';
    }
    const fraction = rule.moveAfter === 'prolong' ? PROLONG_DISTANCE / Math.max(1, cardFor(u).move) : rule.moveAfter;
    const why = checkMoveTo(s, u, a.then.to, a.then.facing, u.formation === 'loose' ? 'line' : u.formation, { fraction, evading: u.evading && cardFor(u).evasive !== null && !u.acted });
    if (why && !(rule.moveAfter === 'prolong' && why.startsWith('unlimbered'))) return `after firing: ${why}`;
  }
  return null;
}

export function checkChargeAction(s: RaState, u: RaUnit, a: ActionOf<'charge'>): string | null {
  const target = unitById(s, a.targetId);
  if (!target) return `no unit "${a.targetId}"`;
  const ambush = u.concealment === 'ambush' || u.ambushOn === target.id;
  const check = checkCharge(s, u, target, ambush);
  return check.ok ? null : check.reason ?? 'the charge is not possible';
}
