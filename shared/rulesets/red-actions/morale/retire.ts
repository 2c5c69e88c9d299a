import type { Vec } from '../../../geometry/vec.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, unitEvent } from '../context.ts';
import { RETIRE_DISTANCE } from '../tables/tables-terrain.ts';
import { cardFor, kindOf, mayEvade, onTable, round, shiftBases, unitCentre } from '../troops/units.ts';
import { hasTrait, isMob } from '../officers/command.ts';
import { inHardCover } from '../terrain/cover.ts';
import { addTerror } from './markers.ts';
import { awayFrom } from '../troops/positions.ts';
import { legGoing } from '../movement/going.ts';
import { moveClassOf } from '../movement/movement.ts';
import { indexOf } from '../terrain/visibility.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { followLeader, markOutOfSequence } from '../segment/bookkeeping.ts';
import { throwOut } from '../vehicles/riding.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** "Retire Results" with every exception. */

export function retireDistance(s: RaState, u: RaUnit): number {
  const kind = kindOf(u);
  if (kind === 'riflemen' || kind === 'mg' || kind === 'mortar' || kind === 'dummy') return RETIRE_DISTANCE.infantry;
  if (kind === 'officer') return hasTrait(s, u, 'mounted') ? RETIRE_DISTANCE.cavalryOrLimbered : RETIRE_DISTANCE.infantry;
  return RETIRE_DISTANCE.cavalryOrLimbered;
}

/** Unlimbered artillery, other than mortars, ignores all retire results; trains stay on their rails. */
export function ignoresRetire(u: RaUnit): boolean {
  const kind = kindOf(u);
  return (kind === 'field-gun' && !u.limbered) || isTrainKind(kind);
}

export type RetireStart = 'done' | 'choice';

/**
 * Starts a retire result: the exceptions in order, then a Storm or Specialist unit's choice, then the move.
 * Returns 'choice' when the owner must decide whether to trade a base or a marker for it.
 */
export function applyRetire(ctx: Ctx, u: RaUnit, from: Vec, cause: string, fromShooting: boolean): RetireStart {
  if (!onTable(u) || u.status === 'routing') return 'done';
  if (ignoresRetire(u)) {
    unitEvent(ctx, 'note', u, `${u.name} ignores the retire result (unlimbered guns stand)`);
    return 'done';
  }
  if (!u.hardCoverRetireUsed && !isMob(ctx.s, u) && inHardCover(ctx.s, u)) {
    u.hardCoverRetireUsed = true;
    unitEvent(ctx, 'note', u, `${u.name} ignores its first retire result this turn: it is in hard cover`);
    return 'done';
  }
  const trade = hasTrait(ctx.s, u, 'storm') ? 'lose-base' : hasTrait(ctx.s, u, 'specialist') ? 'add-terror' : null;
  if (trade) {
    ctx.s.decision = { kind: 'retire-choice', side: u.side, unitId: u.id, from, cause, trade, fromShooting };
    return 'choice';
  }
  finishRetire(ctx, u, from, cause);
  return 'done';
}

/** The retire itself, after any choice: the optional rule, then the move back. */
export function finishRetire(ctx: Ctx, u: RaUnit, from: Vec, cause: string): void {
  if (ctx.s.options.retireAgainTerror && u.retiredThisTurn > 0) {
    addTerror(ctx, u, 1, 'already retired this turn', from);
    return;
  }
  retireMove(ctx, u, from, cause);
}

/**
 * Moves the unit straight back from the threat, keeping its facing and evading. It halts at impassable ground,
 * the table edge and the enemy, pushes friends behind it back, and never exceeds its retire allowance a turn.
 */
export function retireMove(ctx: Ctx, u: RaUnit, from: Vec, cause: string): void {
  const allowance = retireDistance(ctx.s, u) - u.retiredThisTurn;
  markOutOfSequence(u);
  u.evading = mayEvade(u);
  if (allowance <= 0) {
    unitEvent(ctx, 'move', u, `${u.name} has already retired its full distance this turn`);
    return;
  }
  if (u.riding) {
    // Troops in a wagon cannot fall back along the train: they get down on the far side instead.
    throwOut(ctx, u, from, ` on the far side, retiring (${cause})`);
    u.retiredThisTurn = round(u.retiredThisTurn + allowance);
    return;
  }
  const dir = awayFrom(ctx.s, u, from);
  const moved = clearDistance(ctx.s, u, dir, allowance);
  shiftBases(u, dir.x * moved, dir.y * moved);
  u.retiredThisTurn = round(u.retiredThisTurn + moved);
  if (moved > 0) { u.occupying = null; u.dugIn = 0; u.inWire = null; }
  pushBackFriends(ctx.s, u, dir);
  followLeader(ctx.s, u);
  unitEvent(ctx, 'move', u, `${u.name} retires ${moved.toFixed(1)}" (${cause})`, { at: [unitCentre(u)] });
}

const STEP = 0.25;

/** How far the unit can go along `dir` before ground, table edge or enemy stops it. */
function clearDistance(s: RaState, u: RaUnit, dir: Vec, max: number): number {
  const index = indexOf(s);
  const mc = moveClassOf(s, u);
  const { width, height } = s.scenario.table;
  let done = 0;
  while (done + 1e-9 < max) {
    const step = Math.min(STEP, max - done);
    const next = done + step;
    const ok = u.bases.every((b) => {
      const a = { x: b.x + dir.x * done, y: b.y + dir.y * done };
      const p = { x: b.x + dir.x * next, y: b.y + dir.y * next };
      if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) return false;
      return legGoing(s, index, mc, a, p, false).impassable === null;
    });
    if (!ok || enemyAt(s, u, dir, next)) break;
    done = next;
  }
  return round(done);
}

function enemyAt(s: RaState, u: RaUnit, dir: Vec, d: number): boolean {
  return s.units.some((e) => e.side !== u.side && onTable(e) && e.bases.some((eb) =>
    u.bases.some((b) => hypot(b.x + dir.x * d - eb.x, b.y + dir.y * d - eb.y) < 0.9)));
}

/** "Troops will push back friendly units behind them." */
function pushBackFriends(s: RaState, u: RaUnit, dir: Vec): void {
  const depth = cardFor(u).base.depth;
  for (const f of s.units) {
    if (f.side !== u.side || f.id === u.id || !onTable(f) || f.attachedTo === u.id || isTrainKind(kindOf(f))) continue;
    const tooClose = f.bases.some((fb) => u.bases.some((b) => hypot(fb.x - b.x, fb.y - b.y) < depth * 0.9));
    if (!tooClose) continue;
    const push = clearDistance(s, f, dir, depth);
    shiftBases(f, dir.x * push, dir.y * push);
  }
}
