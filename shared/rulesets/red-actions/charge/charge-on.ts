import { type Vec, headingOf, headingVector } from '../../../geometry/vec.ts';
import type { Choice } from '../../../engine/ruleset.ts';
import type { RaAction } from '../actions.ts';
import type { ChargePath, Decision, RaState, RaUnit, Task } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { cardFor, kindOf, layoutBases, onTable, round, unitById, unitCentre, unitRect } from '../troops/units.ts';
import { chargeFace, moveCharger } from './charge.ts';
import { mayChargeKind } from './charge-rules.ts';
import { legGoing, reachAlong } from '../movement/going.ts';
import { moveAllowance, moveClassOf } from '../movement/movement.ts';
import { indexOf } from '../terrain/visibility.ts';
import { followLeader } from '../segment/bookkeeping.ts';
import { loseBases, surrender } from '../morale/markers.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * "Charging": "If the target flees then the charger can choose to halt on the former position of the target, or
 * continue to the full length of his move on the original path only. Any units in the way may be charged."
 * The first unit met on the path decides: a steady enemy the charger may charge is charged (it takes its fear
 * test but may not shoot); routing enemy (the fled target among them) are caught, and fare as troops caught in a
 * pursuit: "half their stands (rounded up) destroyed and the rest taken prisoner"; the charger halts just short of
 * anything else (friends, vehicles, troops it may not charge). README "Charges".
 */

/** Less than this left of the move is not worth a choice. */
const MIN_CARRY_ON = 0.5;

export interface CarryOn {
  /** Where the charger's centre ends. */
  to: Vec;
  facing: number;
  /** Inches it moves from where it stands. */
  distance: number;
  /** The first unit in the way, if any. */
  meets: string | null;
  /** What becomes of it: charged, caught running, or the charger halts short of it. */
  result: 'charges' | 'catches' | 'halts';
}

const along = (p: Vec, origin: Vec, dir: Vec): number => (p.x - origin.x) * dir.x + (p.y - origin.y) * dir.y;
const across = (p: Vec, origin: Vec, dir: Vec): number => Math.abs((p.x - origin.x) * dir.y - (p.y - origin.y) * dir.x);

/** Where carrying on along the original path leads, or null when the charger has (almost) no move left on it. */
export function carryOnPlan(s: RaState, charger: RaUnit, path: ChargePath): CarryOn | null {
  if (charger.status !== 'active' || charger.bases.length === 0) return null;
  const len = hypot(path.toward.x - path.origin.x, path.toward.y - path.origin.y);
  if (len < 1e-6) return null;
  const dir = { x: (path.toward.x - path.origin.x) / len, y: (path.toward.y - path.origin.y) / len };
  const here = unitCentre(charger);
  const start = along(here, path.origin, dir);
  const allowance = moveAllowance(s, charger, { ambush: path.ambush });
  const far = { x: path.origin.x + dir.x * allowance, y: path.origin.y + dir.y * allowance };
  const reach = Math.min(tableReach(s, path.origin, dir, allowance), reachAlong(legGoing(s, indexOf(s), moveClassOf(s, charger), path.origin, far, false), allowance, 0));
  if (reach - start < MIN_CARRY_ON) return null;
  const facing = headingOf(dir);
  const depth = cardFor(charger).base.depth;
  const corridor = unitRect(charger).width / 2 + 0.5;
  let meets: RaUnit | null = null;
  let meetAt = Infinity;
  for (const o of s.units) {
    if (o.id === charger.id || !onTable(o) || o.attachedTo === charger.id) continue;
    const size = cardFor(o).base;
    for (const b of o.bases) {
      const a = along(b, path.origin, dir);
      if (a <= start + 0.1 || across(b, path.origin, dir) >= corridor) continue;
      const stop = a - (depth + Math.max(size.width, size.depth)) / 2 - 0.05;
      if (stop < reach && stop < meetAt) { meetAt = stop; meets = o; }
    }
  }
  const end = Math.max(start, Math.min(reach, meetAt));
  const to = { x: round(path.origin.x + dir.x * end), y: round(path.origin.y + dir.y * end) };
  const distance = round(hypot(to.x - here.x, to.y - here.y));
  if (!meets) return { to, facing, distance, meets: null, result: 'halts' };
  return { to, facing, distance, meets: meets.id, result: whatBecomesOf(charger, meets, to, facing) };
}

/** "Any units in the way may be charged": enemy of a sort the charger may charge from where it meets them. */
function whatBecomesOf(charger: RaUnit, o: RaUnit, to: Vec, facing: number): CarryOn['result'] {
  if (o.side === charger.side || o.riding) return 'halts';
  const probe: RaUnit = { ...charger, bases: layoutBases(to, facing, charger.bases.length, charger.formation === 'column' ? 'column' : 'line', cardFor(charger).base) };
  if (!mayChargeKind(kindOf(charger), kindOf(o), o.status === 'routing' || chargeFace(probe, o) === 'front')) return 'halts';
  return o.status === 'routing' ? 'catches' : 'charges';
}

/** How far along the path the charger's centre may go and stay on the table. */
function tableReach(s: RaState, origin: Vec, dir: Vec, max: number): number {
  const { width, height } = s.scenario.table;
  let d = max;
  if (dir.x > 1e-9) d = Math.min(d, (width - 0.6 - origin.x) / dir.x);
  if (dir.x < -1e-9) d = Math.min(d, (0.6 - origin.x) / dir.x);
  if (dir.y > 1e-9) d = Math.min(d, (height - 0.6 - origin.y) / dir.y);
  if (dir.y < -1e-9) d = Math.min(d, (0.6 - origin.y) / dir.y);
  return Math.max(0, d);
}

/** The charger's choice once it stands on the ground its target left. */
export function answerChargeOn(ctx: Ctx, choice: 'halt' | 'continue'): void {
  const d = ctx.s.decision;
  if (!d || d.kind !== 'charge-on') return;
  ctx.s.decision = null;
  const charger = unitById(ctx.s, d.unitId);
  if (!charger) return;
  if (choice === 'halt') {
    unitEvent(ctx, 'move', charger, `${charger.name} halts on the ground its target left`);
    return;
  }
  carryOn(ctx, charger, d.path);
}

/** Carries the charge on along its path: to the end of the move, short of a unit in the way, or into it. */
export function carryOn(ctx: Ctx, charger: RaUnit, path: ChargePath): void {
  const plan = carryOnPlan(ctx.s, charger, path);
  if (!plan) {
    unitEvent(ctx, 'move', charger, `${charger.name} has no move left to carry on with`);
    return;
  }
  const f = headingVector(plan.facing);
  const ahead = { x: plan.to.x + f.x, y: plan.to.y + f.y };
  moveCharger(ctx.s, charger, plan.to, ahead, plan.distance);
  followLeader(ctx.s, charger);
  const met = plan.meets ? unitById(ctx.s, plan.meets) : undefined;
  if (!met) {
    unitEvent(ctx, 'move', charger, `${charger.name} carries the charge on ${plan.distance.toFixed(1)}" along its path`, { at: [plan.to] });
    return;
  }
  if (plan.result === 'halts') {
    unitEvent(ctx, 'move', charger, `${charger.name} carries on ${plan.distance.toFixed(1)}" and halts short of ${met.name}`, { at: [plan.to] });
    return;
  }
  if (plan.result === 'catches') {
    unitEvent(ctx, 'combat', charger, `${charger.name} carries on ${plan.distance.toFixed(1)}" and catches ${met.name} as they run`, { targetUnitId: met.id, at: [plan.to] });
    loseBases(ctx, met, Math.ceil(met.bases.length / 2), 'caught by the charge', plan.to);
    if (met.bases.length > 0) surrender(ctx, met, 'caught by the charge');
    return;
  }
  if (met.concealment !== 'none') met.concealment = 'none';
  unitEvent(ctx, 'move', charger, `${charger.name} carries on ${plan.distance.toFixed(1)}" and charges ${met.name}, which stands in its way`, { targetUnitId: met.id, at: [plan.to] });
  const tasks: Task[] = [
    { t: 'test', unitId: met.id, test: 'fear', trigger: 'charged' },
    { t: 'charge-react', chargerId: charger.id, targetId: met.id, ambush: false, targetAt: unitCentre(met), path, inTheWay: true },
  ];
  ctx.s.agenda.unshift(...tasks);
}

/** The charger's two answers, the second saying where carrying on leads. */
export function carryOnChoices(s: RaState, d: Extract<Decision, { kind: 'charge-on' }>): Choice<RaAction>[] {
  const charger = unitById(s, d.unitId);
  const name = charger?.name ?? d.unitId;
  const base = { type: 'charge-on' as const, side: d.side, unitId: d.unitId };
  const out: Choice<RaAction>[] = [{ action: { ...base, choice: 'halt' }, label: `${name} halts on the ground its target left`, unitId: d.unitId }];
  const plan = charger ? carryOnPlan(s, charger, d.path) : null;
  if (!plan) return out;
  const met = plan.meets ? unitById(s, plan.meets)?.name ?? plan.meets : null;
  const where = !met ? `${plan.distance.toFixed(1)}" on` : plan.result === 'charges' ? `on into ${met}` : plan.result === 'catches' ? `on and catches ${met} as they run` : `on, halting short of ${met}`;
  out.push({ action: { ...base, choice: 'continue' }, label: `${name} carries the charge ${where}`, unitId: d.unitId });
  return out;
}
