import { normalizeDegrees } from '../../geometry/vec.ts';
import { bearingFrom, relativeAngle } from '../../geometry/arcs.ts';
import type { ActionOf } from './actions.ts';
import type { RaState, RaUnit } from './state.ts';
import { type Ctx, unitEvent } from './context.ts';
import { type FireMoveRow, MOVING_AND_SHOOTING } from './tables-misc.ts';
import { cardFor, kindOf, mustUnit, placeUnit, unitById, unitCentre, unitFacing } from './units.ts';
import { baseArcCovers, pivotNeeded } from './fire-arcs.ts';
import { planShot } from './shooting.ts';
import { resolveShot } from './shooting-resolve.ts';
import { isCavalryKind, isTrainKind } from './troop-card.ts';
import { markOutOfSequence } from './unit-actions.ts';
import { hypot } from '../../geometry/hypot.ts';

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
export function shotAtChoices(s: RaState, shooter: RaUnit, target: RaUnit): { canReturn: boolean; canEvade: boolean } {
  if (target.acted || target.status !== 'active' || target.concealment !== 'none') return { canReturn: false, canEvade: false };
  const kind = kindOf(target);
  const canEvade = !target.evading && !isTrainKind(kind) && kind !== 'tank' && kind !== 'armoured-car';
  let canReturn = false;
  if (kind === 'riflemen' || kind === 'mg' || kind === 'mortar' || isCavalryKind(kind)) {
    const back = planShot(s, target, shooter, 'aimed', null);
    canReturn = back !== null && !back.longRange;
  }
  return { canReturn, canEvade };
}

/** A shot from the unit's own segment (or an ambush): pivot, let the target choose, then fire. */
export function declareShot(ctx: Ctx, u: RaUnit, action: ActionOf<'shoot'>, ambush: boolean): void {
  const target = mustUnit(ctx.s, action.targetId);
  if (pivotToFire(ctx.s, u, target)) unitEvent(ctx, 'move', u, `${u.name} turns to face ${target.name}`);
  const choices = shotAtChoices(ctx.s, u, target);
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
  if (action.then) moveAfterFiring(ctx, u, action.then);
  const tasks = resolveShot(ctx, u, target, plan, { ambush });
  if (back) {
    markOutOfSequence(target);
    unitEvent(ctx, 'reaction', target, `${target.name} returns fire`);
    tasks.push(...resolveShot(ctx, target, u, back, { ambush: false }));
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
