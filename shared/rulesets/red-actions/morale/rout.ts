import { type Vec, headingOf } from '../../../geometry/vec.ts';
import type { RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { cardFor, kindOf, onTable, placeUnit, unitCentre, unitFacing } from '../troops/units.ts';
import { destroyUnit, surrender } from './markers.ts';
import { awayFrom } from '../troops/positions.ts';
import { legGoing } from '../movement/going.ts';
import { moveAllowance, moveClassOf } from '../movement/movement.ts';
import { indexOf } from '../terrain/visibility.ts';
import { ROUTERS_PASSING_RANGE } from '../tables/tables-misc.ts';
import { isTrainKind, isVehicleKind } from '../troops/troop-card.ts';
import { followLeader, markOutOfSequence } from '../segment/bookkeeping.ts';
import { throwOut } from '../vehicles/riding.ts';
import { routOffTable } from './off-table-rally.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Routing": the immediate rout move, surrender, destruction, and friends run through. */

const STEP = 0.5;

/** A unit starts to rout: it makes an immediate rout move straight away from the enemy that caused it. */
export function startRout(ctx: Ctx, u: RaUnit, from: Vec, cause: string): void {
  if (!onTable(u) || u.status === 'routing') return;
  markOutOfSequence(u);
  if (isTrainKind(kindOf(u))) {
    fleeTrain(ctx, u, cause);
    return;
  }
  if (kindOf(u) === 'field-gun' && !u.limbered) {
    destroyUnit(ctx, u, `the crew flee and abandon their unlimbered guns (${cause})`);
    return;
  }
  // Riders jump down on the side away from the enemy, then run.
  if (u.riding) throwOut(ctx, u, from, ', routing');
  u.status = 'routing';
  u.rallyAttempts = 0;
  u.routFrom = { x: from.x, y: from.y };
  const c = unitCentre(u);
  u.routStart = { x: c.x, y: c.y };
  u.evading = false;
  u.occupying = null;
  u.dugIn = 0;
  u.inWire = null;
  u.concealment = 'none';
  unitEvent(ctx, 'rout', u, `${u.name} routs (${cause})`);
  routMove(ctx, u);
}

/** A failed fear test on a train means it must try to leave the table (README "Trains"). */
function fleeTrain(ctx: Ctx, u: RaUnit, cause: string): void {
  const train = ctx.s.trains.find((t) => t.id === u.trainId);
  if (!train || train.fleeing) return;
  train.fleeing = true;
  unitEvent(ctx, 'rout', u, `the train's crew lose heart and will try to leave the table (${cause})`);
}

/**
 * One rout move: a full move straight back from `routFrom`. An enemy in the way means surrender; impassable
 * ground means destruction; the table edge means the unit is gone (with one chance to rally off the table if no
 * pursuers see it go); friends are run through.
 */
export function routMove(ctx: Ctx, u: RaUnit): void {
  const s = ctx.s;
  const from = u.routFrom ?? unitCentre(u);
  const dir = awayFrom(s, u, from);
  const distance = moveAllowance(s, u);
  const index = indexOf(s);
  const mc = moveClassOf(s, u);
  const start = unitCentre(u);
  const crossed = new Set<string>();
  let done = 0;
  let blockedByFormed = false;
  while (done < distance) {
    const next = Math.min(distance, done + STEP);
    const a = { x: start.x + dir.x * done, y: start.y + dir.y * done };
    const p = { x: start.x + dir.x * next, y: start.y + dir.y * next };
    if (!insideTable(ctx, p)) {
      routOffTable(ctx, u, edgePoint(ctx, a, dir), dir);
      return;
    }
    const enemy = s.units.find((e) => e.side !== u.side && onTable(e) && !isVehicleKind(kindOf(e)) && e.bases.some((b) => hypot(b.x - p.x, b.y - p.y) < 1));
    if (enemy) { surrender(ctx, u, `routing into ${enemy.name}`); return; }
    if (legGoing(s, index, mc, a, p, false).impassable) { destroyUnit(ctx, u, 'routing into impassable ground'); return; }
    for (const f of s.units) {
      if (f.side !== u.side || f.id === u.id || !onTable(f) || f.attachedTo === u.id || crossed.has(f.id)) continue;
      if (!f.bases.some((b) => hypot(b.x - p.x, b.y - p.y) < 1)) continue;
      if (f.formation === 'formed') { blockedByFormed = true; break; }
      crossed.add(f.id);
    }
    if (blockedByFormed) break;
    done = next;
  }
  const end = { x: start.x + dir.x * done, y: start.y + dir.y * done };
  const facing = done > 0 ? headingOf(dir) : unitFacing(u);
  placeUnit(u, end, facing, undefined, s.scenario.table);
  followLeader(s, u);
  unitEvent(ctx, 'move', u, `${u.name} runs ${done.toFixed(1)}"${blockedByFormed ? ' and is stopped by formed cavalry' : ''}`, { at: [end] });
  routersPassing(ctx, u, start, end, crossed);
  for (const id of [...crossed].reverse()) {
    ctx.s.agenda.unshift({ t: 'test', unitId: id, test: 'fear', trigger: 'interpenetrated' });
  }
}

/** Where the rout path from `a` along `dir` meets the table edge. */
function edgePoint(ctx: Ctx, a: Vec, dir: Vec): Vec {
  const { width, height } = ctx.s.scenario.table;
  let t = Infinity;
  if (dir.x > 1e-9) t = Math.min(t, (width - a.x) / dir.x);
  if (dir.x < -1e-9) t = Math.min(t, -a.x / dir.x);
  if (dir.y > 1e-9) t = Math.min(t, (height - a.y) / dir.y);
  if (dir.y < -1e-9) t = Math.min(t, -a.y / dir.y);
  const k = Number.isFinite(t) ? Math.max(0, t) : 0;
  return { x: Math.min(width, Math.max(0, a.x + dir.x * k)), y: Math.min(height, Math.max(0, a.y + dir.y * k)) };
}

function insideTable(ctx: Ctx, p: Vec): boolean {
  const { width, height } = ctx.s.scenario.table;
  return p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height;
}

/** Class for "a routing unit of equal or better class": points a base on the card (README "Morale"). */
export const unitClass = (u: RaUnit): number => cardFor(u).points;

/** Friends within 8" of the rout path whose class is no better than the router's take a serious test. */
function routersPassing(ctx: Ctx, router: RaUnit, a: Vec, b: Vec, crossed: Set<string>): void {
  const tests: string[] = [];
  for (const f of ctx.s.units) {
    if (f.side !== router.side || f.id === router.id || f.status !== 'active' || crossed.has(f.id)) continue;
    if (isVehicleKind(kindOf(f)) || kindOf(f) === 'officer' || unitClass(router) < unitClass(f)) continue;
    if (f.bases.some((p) => segmentDistance(p, a, b) <= ROUTERS_PASSING_RANGE)) tests.push(f.id);
  }
  for (const id of tests.reverse()) ctx.s.agenda.unshift({ t: 'test', unitId: id, test: 'serious', trigger: 'routers-passing' });
}

function segmentDistance(p: Vec, a: Vec, b: Vec): number {
  const dx = b.x - a.x, dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
}
