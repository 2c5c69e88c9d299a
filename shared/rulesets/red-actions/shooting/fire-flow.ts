import { normalizeDegrees } from '../../../geometry/vec.ts';
import { bearingFrom, relativeAngle } from '../../../geometry/arcs.ts';
import type { ActionOf } from '../actions.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { type FireMoveRow, MOVING_AND_SHOOTING } from '../tables/tables-misc.ts';
import { cardFor, kindOf, mayEvade, mustUnit, placeUnit, unitById, unitCentre, unitFacing } from '../troops/units.ts';
import { baseArcCovers, pivotNeeded } from './fire-arcs.ts';
import { type ShotPlan, planShot } from './shooting.ts';
import { resolveShot } from './shooting-resolve.ts';
import { isCavalryKind } from '../troops/troop-card.ts';
import { mobHesitates } from '../segment/mob.ts';
import { markOutOfSequence } from '../segment/bookkeeping.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Shooting" steps 1 and 5 and the out-of-sequence choices of a unit shot at. */

export function fireMoveRow(u: RaUnit): FireMoveRow | null {
  switch (kindOf(u)) {
    case 'riflemen': case 'officer': case 'dummy': return 'rifle';
    case 'sabres': return 'sabres';
    case 'mg': case 'tachanka': case 'mortar': return 'mg';
    case 'field-gun': return 'guns';
    case 'armoured-car': return 'armoured-cars';
    case 'tank': return 'tanks';
    case 'train-engine': case 'train-artillery': case 'train-turret': case 'train-mg': case 'train-car': return null;
  }
}

/**
 * Step 1: turn to bring the target into arc, within what the moving-and-shooting table allows before firing:
 * quarter turns (and deploying from column) for rifles and sabres, a pivot of up to 45° for the rest.
 */
export function pivotToFire(s: RaState, u: RaUnit, target: RaUnit): boolean {
  const aim = unitCentre(target);
  if (u.bases.some((b) => baseArcCovers(u, b, aim))) return false;
  const row = fireMoveRow(u);
  if (!row || (u.vehicle && u.vehicle.immobilised && kindOf(u) !== 'tank')) return false;
  const rule = MOVING_AND_SHOOTING[row];
  const centre = unitCentre(u);
  const facing = unitFacing(u);
  if (rule.turnBefore === 'quarter-turns') {
    for (const turn of [90, -90, 180]) {
      const f = normalizeDegrees(facing + turn);
      if (Math.abs(relativeAngle({ x: centre.x, y: centre.y, facing: f }, aim)) <= 22) {
        placeUnit(u, centre, f, u.formation === 'column' && rule.deployFromColumn ? 'line' : undefined, s.scenario.table);
        return true;
      }
    }
    return false;
  }
  const needed = Math.min(...u.bases.map((b) => pivotNeeded(u, b, aim)));
  if (needed > rule.turnBefore + 1e-6) return false;
  const rear = cardFor(u).arc === 'rear' ? 180 : 0;
  placeUnit(u, centre, normalizeDegrees(bearingFrom(centre, aim) + rear), undefined, s.scenario.table);
  return true;
}

/** Whether the target may answer before the shot: evade (if not yet acted), or return fire at close range. */
/**
 * A unit shot at before its segment may go to ground (only troops with an evasive speed: README "Evading") and, if
 * infantry or cavalry shot at from close range, return fire ("shot at by enemy at close range"): close range is the
 * incoming shot's, and the unit must be able to bring a base to bear. Mortars do not return fire (README).
 */
export function shotAtChoices(s: RaState, shooter: RaUnit, target: RaUnit, incoming: ShotPlan | null): { canReturn: boolean; canEvade: boolean } {
  if (target.acted || target.status !== 'active' || target.concealment !== 'none') return { canReturn: false, canEvade: false };
  const kind = kindOf(target);
  const canEvade = !target.evading && mayEvade(target);
  const canReturn = (kind === 'riflemen' || kind === 'mg' || isCavalryKind(kind)) && incoming !== null && !incoming.longRange
    && planShot(s, target, shooter, 'aimed', null) !== null;
  return { canReturn, canEvade };
}

/** A shot from the unit's own segment (or an ambush): pivot, let the target choose, then fire. */
export function declareShot(ctx: Ctx, u: RaUnit, action: ActionOf<'shoot'>, ambush: boolean): void {
  const target = mustUnit(ctx.s, action.targetId);
  if (pivotToFire(ctx.s, u, target)) unitEvent(ctx, 'move', u, `${u.name} turns to face ${target.name}`);
  const observer = action.observerId ? unitById(ctx.s, action.observerId) ?? null : null;
  const choices = shotAtChoices(ctx.s, u, target, planShot(ctx.s, u, target, action.mode, observer));
  if (!ambush && (choices.canReturn || choices.canEvade) && action.mode !== 'harassing') {
    ctx.s.decision = { kind: 'shot-at', side: target.side, unitId: target.id, shooterId: u.id, ...choices, pendingShot: action };
    return;
  }
  fireNow(ctx, u, action, false, ambush);
}

export function answerShotAt(ctx: Ctx, evade: boolean, returnFire: boolean): void {
  const d = ctx.s.decision;
  if (!d || d.kind !== 'shot-at' || d.pendingShot.type !== 'shoot') return;
  ctx.s.decision = null;
  const target = mustUnit(ctx.s, d.unitId);
  if (evade && d.canEvade) {
    target.evading = true;
    unitEvent(ctx, 'reaction', target, `${target.name} goes to ground (evading for the rest of the turn)`);
  }
  const shooter = mustUnit(ctx.s, d.shooterId);
  fireNow(ctx, shooter, d.pendingShot, returnFire && d.canReturn, false);
}

/** Plans both shots before rolling either, so return fire is simultaneous; then the shooters' move. */
function fireNow(ctx: Ctx, u: RaUnit, action: ActionOf<'shoot'>, returnFire: boolean, ambush: boolean): void {
  const s = ctx.s;
  const target = mustUnit(s, action.targetId);
  const observer = action.observerId ? unitById(s, action.observerId) ?? null : null;
  const plan = planShot(s, u, target, action.mode, observer);
  const back = returnFire ? planShot(s, target, u, 'aimed', null) : null;
  if (!plan) {
    unitEvent(ctx, 'note', u, `${u.name} cannot bring any base to bear on ${target.name}`);
    return;
  }
  const tasks = resolveShot(ctx, u, target, plan, { ambush });
  if (back) {
    markOutOfSequence(target);
    unitEvent(ctx, 'reaction', target, `${target.name} returns fire`);
    tasks.push(...resolveShot(ctx, target, u, back, { ambush: false }));
  }
  // A Mob that shot and would now close on the enemy is asked for its 3+ only now: "though it may still shoot".
  if (action.then && !mobHesitates(ctx, u, { type: 'move', side: u.side, unitId: u.id, to: action.then.to, facing: action.then.facing })) {
    moveAfterFiring(ctx, u, action.then);
  }
  s.agenda.unshift(...tasks);
}

/** Step 5: the move the moving-and-shooting table allows after firing (checked when the action was taken). */
function moveAfterFiring(ctx: Ctx, u: RaUnit, then: { to: { x: number; y: number }; facing: number }): void {
  const from = unitCentre(u);
  placeUnit(u, then.to, then.facing, undefined, ctx.s.scenario.table);
  u.movedThisTurn += hypot(then.to.x - from.x, then.to.y - from.y);
  unitEvent(ctx, 'move', u, `${u.name} moves after firing`, { at: [then.to] });
}
