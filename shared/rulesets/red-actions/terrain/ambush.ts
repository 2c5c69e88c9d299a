import type { Vec } from '../../../geometry/vec.ts';
import { featureDistance } from '../../../geometry/terrain-shapes.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { AMBUSH } from '../tables/tables-misc.ts';
import { cardFor, kindOf, onTable, pointToUnit, unitCentre } from '../troops/units.ts';
import { hasOfficerCharacteristic, hasTrait, isOfficerUnit } from '../officers/command.ts';
import { mayChargeKind } from '../charge/charge-rules.ts';
import { moveAllowance } from '../movement/movement.ts';
import { indexOf } from './visibility.ts';
import { featureName } from './terrain.ts';
import { canShootAtAll, planShot } from '../shooting/shooting.ts';
import { checkCharge } from '../charge/charge.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Ambushes": scouting, springing an ambush on a moving enemy, and ordering ambushers out. */

/** Scouting reach: 4", or 8" for partisans and units with a Clever officer. */
export function scoutRange(s: RaState, u: RaUnit): number {
  return scoutReach(hasTrait(s, u, 'partisan'), hasOfficerCharacteristic(s, u, 'clever'));
}

export const scoutReach = (partisan: boolean, clever: boolean): number => (partisan || clever ? AMBUSH.scoutRangeLong : AMBUSH.scoutRange);
export const scoutFinds = (d: number): boolean => d >= AMBUSH.discoverOn;

/** Terrain features the unit may scout this turn: within reach and not scouted by another unit this turn. */
export function scoutableFeatures(s: RaState, u: RaUnit): string[] {
  const index = indexOf(s);
  const reach = scoutRange(s, u);
  const c = unitCentre(u);
  return index.features
    .filter((f) => (f.kind === 'area' || f.kind === 'building' || f.kind === 'hill') && !s.scoutedThisTurn.includes(f.id))
    .filter((f) => u.bases.some((b) => featureDistance(f, b.x, b.y) <= reach) || featureDistance(f, c.x, c.y) <= reach)
    .map((f) => f.id);
}

/** Ambushers lying in or just behind the feature (within 2" of it). */
export function ambushersIn(s: RaState, featureId: string, side: 'red' | 'white'): RaUnit[] {
  const f = indexOf(s).featureById(featureId);
  if (!f) return [];
  return s.units.filter((u) => u.side !== side && onTable(u) && (u.concealment === 'ambush' || u.concealment === 'hiding')
    && u.bases.some((b) => featureDistance(f, b.x, b.y) <= 2));
}

/** "Roll a d6 and on a 4+ the ambush is discovered": the ambushers are placed on the table and the ambush fails. */
export function scout(ctx: Ctx, u: RaUnit, featureId: string): void {
  ctx.s.scoutedThisTurn.push(featureId);
  const d = ctx.dice.d(6);
  const found = scoutFinds(d);
  const hidden = ambushersIn(ctx.s, featureId, u.side);
  unitEvent(ctx, 'note', u, `${u.name} scouts ${featureName(ctx.s.scenario, featureId)}: ${d}${found ? (hidden.length ? ', and finds the enemy!' : ', and finds nothing') : ', and sees nothing'}`, {
    // A roll that would have found them, with nobody there, discovers nothing: the result says so.
    roll: explain('Ambushes', [d], !found ? 'not discovered' : hidden.length ? 'discovered' : 'searched: nobody there', { target: `${AMBUSH.discoverOn}+` }),
  });
  if (!found) return;
  for (const h of hidden) {
    h.concealment = 'none';
    h.ambushOn = null;
    unitEvent(ctx, 'note', h, `${h.name} is discovered: the ambush fails`);
  }
}

/** Whether the ambushers could charge (with their 2" of surprise) or volley at the mover standing at `p`. */
function canStrike(s: RaState, a: RaUnit, mover: RaUnit, p: Vec): boolean {
  const c = unitCentre(mover);
  const probe: RaUnit = { ...mover, bases: mover.bases.map((b) => ({ ...b, x: b.x + p.x - c.x, y: b.y + p.y - c.y })) };
  const out: RaUnit = { ...a, concealment: 'none' };
  const d = pointToUnit(p, a);
  if (d <= moveAllowance(s, a, { ambush: true }) && mayChargeKind(kindOf(a), kindOf(mover), true) && checkCharge(s, out, probe, true).ok) return true;
  if (!canShootAtAll(out) || d > cardFor(a).range / 2) return false;
  const shot = planShot(s, out, probe, 'aimed', null);
  return shot !== null && !shot.longRange;
}

export interface AmbushTrigger { at: Vec; ambusherIds: string[] }

/**
 * "An ambush can be sprung during another player's action, providing that action was a move that brought the
 * unit closer to the ambushing unit and within its charge distance (or short shooting range)." The first point
 * on the path where that happens, with the ambushers who may spring there.
 */
export function ambushTrigger(s: RaState, mover: RaUnit, from: Vec, to: Vec, declined: readonly string[]): AmbushTrigger | null {
  const ambushers = s.units.filter((a) => a.side !== mover.side && a.status === 'active' && a.concealment === 'ambush' && !declined.includes(a.id) && !isOfficerUnit(a));
  if (ambushers.length === 0) return null;
  const len = hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(len / 0.5));
  const startDistance = new Map(ambushers.map((a) => [a.id, pointToUnit(from, a)]));
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const p = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    const ready = ambushers.filter((a) => pointToUnit(p, a) < startDistance.get(a.id)! && canStrike(s, a, mover, p));
    if (ready.length > 0) return { at: p, ambusherIds: ready.map((a) => a.id) };
  }
  return null;
}
