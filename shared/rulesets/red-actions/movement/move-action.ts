import { type Vec, headingVector, headingOf } from '../../../geometry/vec.ts';
import type { ActionOf } from '../actions.ts';
import type { Formation, RaUnit, Task } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { cardFor, placeUnit, round, unitCentre, unitFacing } from '../troops/units.ts';
import { advancesOnEnemy, basesAfter, overlapsOthers, planMove } from './movement.ts';
import { checkMoveTo } from '../segment/legality-move.ts';
import { rallyFromPinned } from '../morale/rally.ts';
import { ambushTrigger } from '../terrain/ambush.ts';
import { sightingStop } from './sighting-stop.ts';
import { afterVehicleMove } from '../vehicles/vehicles.ts';
import { nearLandmark, nightOrFog } from '../terrain/terrain.ts';
import { indexOf } from '../terrain/visibility.ts';
import { placeWords } from '../../../table-orders/place-words.ts';
import { followLeader } from '../segment/bookkeeping.ts';
import { nightFriendlyFire } from './night.ts';
import { NIGHT } from '../tables/tables-misc.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** A unit's move: the pinned test, night veering, ambushes on the way, wire, and vehicle tests. */

export function performMove(ctx: Ctx, u: RaUnit, a: ActionOf<'move'>): void {
  const s = ctx.s;
  const formation: Formation = a.formation ?? (u.formation === 'loose' ? 'line' : u.formation);
  const evading = a.evading === true || (u.evading && cardFor(u).evasive !== null);
  if (u.pinned && advancesOnEnemy(s, u, a.to) && !rallyFromPinned(ctx, u)) return;
  if (u.attachedTo) {
    // An officer riding off on his own leaves the unit he was with.
    unitEvent(ctx, 'note', u, `${u.name} leaves the unit he was with`);
    u.attachedTo = null;
    u.personalCommand = false;
  }
  const from = unitCentre(u);
  let to = a.to;
  let facing = a.facing;
  if (nightOrFog(s)) ({ to, facing } = veer(ctx, u, from, to, facing, formation, evading, a.march === true));
  moveAlong(ctx, u, from, to, facing, formation, { evading, march: a.march === true, declined: [] });
}

/**
 * Moves the unit toward `to`, stopping where an ambush may be sprung (the ambushers then choose) or at wire,
 * then places it and runs the tests that fall due at the end of a move.
 */
export function moveAlong(
  ctx: Ctx, u: RaUnit, from: Vec, to: Vec, facing: number, formation: Formation,
  o: { evading: boolean; march: boolean; declined: string[] },
): void {
  const s = ctx.s;
  const trigger = ambushTrigger(s, u, from, to, o.declined);
  if (trigger) {
    place(ctx, u, from, trigger.at, headingTo(from, trigger.at, unitFacing(u)), formation, o);
    unitEvent(ctx, 'move', u, `${u.name} is brought up short ${placeWords(indexOf(s), trigger.at)}`);
    s.decision = { kind: 'spring', side: u.side === 'red' ? 'white' : 'red', unitIds: trigger.ambusherIds, moverId: u.id, rest: { to, facing, declined: o.declined } };
    return;
  }
  const room = (at: Vec) => overlapsOthers(s, u, basesAfter(u, at, headingTo(from, at, unitFacing(u)), formation)) === null;
  const sighted = sightingStop(s, u, from, to, room);
  if (sighted) {
    place(ctx, u, from, sighted.at, headingTo(from, sighted.at, unitFacing(u)), formation, o);
    unitEvent(ctx, 'move', u, `${u.name} moves ${hypot(sighted.at.x - from.x, sighted.at.y - from.y).toFixed(1)}" and halts on sighting the enemy`, { at: [from, sighted.at] });
    return;
  }
  const plan = planMove(s, u, to, facing, formation, { evading: o.evading, march: o.march });
  const going = plan.ok ? plan.going : null;
  if (plan.ok && plan.wireStop) {
    const stop = { x: plan.wireStop.x - headingVector(headingTo(from, to, facing)).x * 0.6, y: plan.wireStop.y - headingVector(headingTo(from, to, facing)).y * 0.6 };
    place(ctx, u, from, stop, headingTo(from, to, facing), formation, o);
    u.inWire = plan.going.wire!.id;
    unitEvent(ctx, 'move', u, `${u.name} halts at the wire and must test to cross it`);
    return;
  }
  place(ctx, u, from, to, facing, formation, o);
  const dist = hypot(to.x - from.x, to.y - from.y);
  unitEvent(ctx, 'move', u, `${u.name} moves ${dist.toFixed(1)}"${o.evading ? ' evasively' : ''}${o.march ? ' on the march' : ''}`, { at: [from, to] });
  if (going) {
    const wire = going.wireLine ? { id: going.wireLine.id, at: { x: from.x + ((to.x - from.x) * going.wireLine.at) / Math.max(dist, 1e-9), y: from.y + ((to.y - from.y) * going.wireLine.at) / Math.max(dist, 1e-9) } } : null;
    afterVehicleMove(ctx, u, dist, going, wire);
  }
  nightFriendlyFire(ctx, u, from);
}

function place(ctx: Ctx, u: RaUnit, from: Vec, to: Vec, facing: number, formation: Formation, o: { evading: boolean; march: boolean }): void {
  const moved = hypot(to.x - from.x, to.y - from.y);
  placeUnit(u, to, facing, formation, ctx.s.scenario.table);
  u.movedThisTurn = round(u.movedThisTurn + moved);
  u.evading = o.evading;
  u.marching = o.march;
  if (moved > 0.01) {
    u.dugIn = 0;
    if (u.occupying && !indexOf(ctx.s).at(to).some((f) => f.id === u.occupying)) u.occupying = null;
    if (u.concealment === 'hiding') u.concealment = 'none';
  }
  followLeader(ctx.s, u);
}

const headingTo = (a: Vec, b: Vec, fallback: number): number => (hypot(b.x - a.x, b.y - a.y) > 0.01 ? headingOf({ x: b.x - a.x, y: b.y - a.y }) : fallback);

/**
 * "Each turn not following a well-defined terrain feature units must dice a d6: on a 1 they veer 30° left and
 * on a 6 they veer 30° right", keeping the veer until they strike a feature. A veered move is cut short where
 * it would become illegal.
 */
function veer(ctx: Ctx, u: RaUnit, from: Vec, to: Vec, facing: number, formation: Formation, evading: boolean, march: boolean): { to: Vec; facing: number } {
  if (nearLandmark(indexOf(ctx.s), from)) { u.veer = 0; return { to, facing }; }
  const d = ctx.dice.d(6);
  const turn = d === NIGHT.veerLeftOn ? -NIGHT.veerDegrees : d === NIGHT.veerRightOn ? NIGHT.veerDegrees : 0;
  u.veer += turn;
  unitEvent(ctx, 'note', u, `${u.name} gropes through the dark: ${d}${turn ? `, veering ${turn > 0 ? 'right' : 'left'}` : ''}`, {
    roll: explain('Weather', [d], turn ? `veers ${turn}°` : 'keeps its way', { target: '1 left, 6 right' }),
  });
  if (u.veer === 0) return { to, facing };
  const r = (u.veer * Math.PI) / 180;
  const dx = to.x - from.x, dy = to.y - from.y;
  // Clockwise rotation (headings turn clockwise).
  const rx = dx * Math.cos(r) + dy * Math.sin(r);
  const ry = -dx * Math.sin(r) + dy * Math.cos(r);
  const f = facing + u.veer;
  for (let k = 10; k >= 0; k--) {
    const p = { x: from.x + (rx * k) / 10, y: from.y + (ry * k) / 10 };
    if (k === 0 || checkMoveTo(ctx.s, u, p, f, formation, { evading, march }) === null) return { to: p, facing: k === 0 ? unitFacing(u) : f };
  }
  return { to: from, facing: unitFacing(u) };
}

/** Tasks to continue a move the ambushers let pass. */
export function moveOn(ctx: Ctx, task: Extract<Task, { t: 'move-on' }>): void {
  const u = ctx.s.units.find((x) => x.id === task.unitId);
  if (!u || u.status !== 'active') return;
  const from = unitCentre(u);
  const formation = u.formation === 'loose' ? 'line' : u.formation;
  moveAlong(ctx, u, from, task.to, task.facing, formation, { evading: u.evading, march: u.marching, declined: task.declined });
}
