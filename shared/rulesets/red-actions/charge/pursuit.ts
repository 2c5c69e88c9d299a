import { attackSector } from '../../../geometry/arcs.ts';
import type { RaUnit, Task } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { cardFor, kindOf, unitById, unitCentre, unitRect } from '../troops/units.ts';
import { moveAllowance } from '../movement/movement.ts';
import { moveCharger } from './charge.ts';
import { loseBases, surrender } from '../morale/markers.ts';
import { followLeader, markOutOfSequence } from '../segment/bookkeeping.ts';
import { APPROACH_LIMIT } from '../tables/tables-terrain.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * "Pursuit": sabres that rout an enemy in combat follow it. They catch slower routers, and cavalry as fast
 * as themselves on a 4+; caught troops lose half their stands (rounded up) and the rest are taken prisoner.
 * They halt within 2" of enemy facing them and able to fight.
 */
/**
 * Whether pursuers with `reach` inches of move catch routers with `theirs`: slower ones always, cavalry as fast on a
 * 4+ of `d` (null when that roll is still to come), anything else never.
 */
export function pursuitCatches(reach: number, theirs: number, cavalry: boolean, d: number | null): boolean | null {
  if (theirs < reach) return true;
  if (theirs > reach || !cavalry) return false;
  return d === null ? null : d >= PURSUIT_CATCHES_ON;
}

/** "Lose half their stands (rounded up)"; the rest are taken prisoner. */
export const basesCutDown = (bases: number): number => Math.ceil(bases / 2);

const PURSUIT_CATCHES_ON = 4;

export function pursue(ctx: Ctx, task: Extract<Task, { t: 'pursue' }>): void {
  const s = ctx.s;
  const pursuer = unitById(s, task.unitId);
  const router = unitById(s, task.targetId);
  if (!pursuer || !router || pursuer.status !== 'active' || router.status !== 'routing' || kindOf(pursuer) !== 'sabres') return;
  markOutOfSequence(pursuer);
  const from = unitCentre(pursuer);
  const to = unitCentre(router);
  const reach = moveAllowance(s, pursuer);
  const len = hypot(to.x - from.x, to.y - from.y);
  const halt = haltingPoint(ctx, pursuer, from, to, len);
  if (halt !== null) {
    moveCharger(ctx.s, pursuer, halt, to, hypot(halt.x - from.x, halt.y - from.y));
    followLeader(s, pursuer);
    unitEvent(ctx, 'move', pursuer, `${pursuer.name} pursues but halts before enemy facing it`);
    return;
  }
  const theirs = moveAllowance(s, router);
  const cavalry = kindOf(router) === 'sabres' || kindOf(router) === 'tachanka';
  const verdict = pursuitCatches(reach, theirs, cavalry, null);
  let caught = verdict === true;
  if (verdict === null) {
    const d = ctx.dice.d(6);
    caught = pursuitCatches(reach, theirs, cavalry, d) === true;
    unitEvent(ctx, 'note', pursuer, `${pursuer.name} pursues cavalry as fast as itself: ${d}${caught ? ', caught' : ', they get away'}`, {
      roll: explain('Pursuit', [d], caught ? 'caught' : 'escaped', { target: `${PURSUIT_CATCHES_ON}+` }),
    });
  }
  if (!caught) {
    const stop = Math.max(0, Math.min(reach, len - cardFor(router).base.depth - 1));
    const p = { x: from.x + ((to.x - from.x) / Math.max(len, 1e-6)) * stop, y: from.y + ((to.y - from.y) / Math.max(len, 1e-6)) * stop };
    moveCharger(ctx.s, pursuer, p, to, stop);
    followLeader(s, pursuer);
    unitEvent(ctx, 'move', pursuer, `${pursuer.name} pursues ${stop.toFixed(1)}" but cannot catch ${router.name}`);
    return;
  }
  moveCharger(ctx.s, pursuer, to, { x: to.x + (to.x - from.x), y: to.y + (to.y - from.y) }, len);
  followLeader(s, pursuer);
  const half = basesCutDown(router.bases.length);
  unitEvent(ctx, 'combat', pursuer, `${pursuer.name} rides down ${router.name}`);
  loseBases(ctx, router, half, 'cut down in the pursuit', from);
  if (router.bases.length > 0) surrender(ctx, router, 'caught in the pursuit');
}

/** The first point on the way where an enemy facing the pursuers, and able to fight, is within 2". */
function haltingPoint(ctx: Ctx, pursuer: RaUnit, from: { x: number; y: number }, to: { x: number; y: number }, len: number): { x: number; y: number } | null {
  const steps = Math.ceil(len / 0.5);
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const p = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    for (const e of ctx.s.units) {
      if (e.side === pursuer.side || e.status !== 'active' || e.concealment !== 'none' || cardFor(e).fighting <= 0) continue;
      if (!e.bases.some((b) => hypot(b.x - p.x, b.y - p.y) <= APPROACH_LIMIT + 1)) continue;
      if (attackSector(unitRect(e), p) === 'front') {
        const back = Math.max(0, i - 1) / steps;
        return { x: from.x + (to.x - from.x) * back, y: from.y + (to.y - from.y) * back };
      }
    }
  }
  return null;
}
