import { EXTRA_ACTIONS, type RaAction } from './actions.ts';
import type { RaUnit } from './state.ts';
import { type Ctx, unitEvent } from './context.ts';
import { type UnitAction, isUnitAction } from './segment/unit-action.ts';
import { checkUnitAction } from './segment/legality.ts';
import { performUnitAction } from './segment/perform.ts';
import { mobHesitates } from './segment/mob.ts';
import { activatable, sideToAct } from './sequence/sequence.ts';
import { unitById } from './troops/units.ts';
import { replaceOfficerIfDue } from './officers/officer-casualties.ts';
import { cleverPreempters, tryPreempt } from './officers/officer-actions.ts';
import { markOutOfSequence } from './segment/bookkeeping.ts';
import { answerCharge } from './charge/charge-flow.ts';
import { answerShotAt } from './shooting/fire-flow.ts';
import { answerChargeOn } from './charge/charge-on.ts';
import { finishRetire } from './morale/retire.ts';
import { addTerror, loseBases } from './morale/markers.ts';
import { chooseOfficer, endEntry, entryMove } from './scenario/setup-phases.ts';

/** Routes an action to the decision it answers or to the acting unit's segment. Returns a refusal or null. */
export function dispatch(ctx: Ctx, a: RaAction): string | null {
  const s = ctx.s;
  if (s.phase === 'over') return 'the game is over';
  const d = s.decision;
  if (d && a.side !== d.side) return `it is ${d.side}'s decision`;
  if (!d) {
    if (s.phase !== 'turn' || !isUnitAction(a)) return 'no such decision is due';
    const u = unitById(s, a.unitId);
    if (!u || u.side !== a.side) return `no unit "${a.unitId}" of ${a.side}`;
    if (sideToAct(s) !== a.side) return `it is not ${a.side}'s segment`;
    if (!activatable(s).some((x) => x.id === u.id)) return `${u.name} has no action segment now`;
    return segmentAction(ctx, u, a, { preempt: true, outOfTurn: false, used: [] });
  }
  switch (d.kind) {
    case 'officer-token':
      if (a.type !== 'choose-officer' || a.officerUnitId !== d.officerUnitId || !d.tokens.includes(a.tokenId)) return `choose one of the tokens drawn: ${d.tokens.join(', ')}`;
      chooseOfficer(ctx, a.tokenId);
      return null;
    case 'entry':
      if (a.type === 'end-entry') { endEntry(ctx); return null; }
      if (a.type !== 'entry-move') return 'move units onto the table, or end the entry';
      return entryMove(ctx, a);
    case 'charged': {
      if (a.type !== 'charge-response' || a.unitId !== d.unitId) return 'the charged unit must answer the charge';
      const allowed = a.response === 'stand' || (a.response === 'shoot' && d.canShoot) || (a.response === 'flee' && d.canFlee) || (a.response === 'counter-charge' && d.canCounter);
      if (!allowed) return `${a.response} is not open to this unit`;
      answerCharge(ctx, a.response);
      return null;
    }
    case 'charge-on':
      if (a.type !== 'charge-on' || a.unitId !== d.unitId) return 'the charger must halt or carry the charge on';
      answerChargeOn(ctx, a.choice);
      return null;
    case 'shot-at':
      if (a.type !== 'shot-at-response' || a.unitId !== d.unitId) return 'the unit shot at must answer';
      if ((a.evade && !d.canEvade) || (a.returnFire && !d.canReturn)) return 'that answer is not open to this unit';
      answerShotAt(ctx, a.evade, a.returnFire);
      return null;
    case 'retire-choice': {
      if (a.type !== 'retire-choice' || a.unitId !== d.unitId) return 'the unit must choose how to take its retire result';
      s.decision = null;
      const u = unitById(s, d.unitId)!;
      if (a.choice === 'retire') finishRetire(ctx, u, d.from, d.cause);
      else if (d.trade === 'lose-base') { unitEvent(ctx, 'note', u, `${u.name} stands, losing a base rather than giving ground`); loseBases(ctx, u, 1, 'stood its ground', d.from); }
      else { unitEvent(ctx, 'note', u, `${u.name} stands, taking a terror marker rather than giving ground`); addTerror(ctx, u, 1, 'stood its ground', d.from); }
      return null;
    }
    case 'preempt': {
      if (a.type !== 'preempt') return 'choose whether a Clever officer tries to act first';
      if (a.unitId !== null && !d.unitIds.includes(a.unitId)) return 'that unit cannot pre-empt';
      s.decision = null;
      const clever = a.unitId ? unitById(s, a.unitId) : undefined;
      if (clever && tryPreempt(ctx, clever)) s.decision = { kind: 'out-of-turn', side: clever.side, unitId: clever.id, reason: 'preempt', then: d.suspended };
      else s.agenda.unshift({ t: 'resume', action: d.suspended });
      return null;
    }
    case 'spring': {
      if (a.type !== 'spring') return 'choose whether to spring the ambush';
      if (a.unitId === null) {
        s.decision = null;
        s.agenda.unshift({ t: 'move-on', unitId: d.moverId, to: d.rest.to, facing: d.rest.facing, declined: [...d.rest.declined, ...d.unitIds] });
        return null;
      }
      if (!d.unitIds.includes(a.unitId)) return 'that unit is not lying in ambush here';
      const u = unitById(s, a.unitId)!;
      const action: UnitAction = a.mode === 'charge'
        ? { type: 'charge', side: a.side, unitId: u.id, targetId: d.moverId }
        : { type: 'shoot', side: a.side, unitId: u.id, targetId: d.moverId, mode: 'aimed' };
      const why = checkUnitAction(s, { ...u, concealment: 'none', ambushOn: d.moverId }, action);
      if (why) return why;
      s.decision = null;
      u.concealment = 'none';
      u.ambushOn = d.moverId;
      unitEvent(ctx, 'reaction', u, `${u.name} springs its ambush!`);
      markOutOfSequence(u);
      performUnitAction(ctx, u, action, true);
      u.ambushOn = null;
      return null;
    }
    case 'out-of-turn': {
      if (!isUnitAction(a) || a.unitId !== d.unitId) return 'the unit acting out of turn must act now';
      const u = unitById(s, d.unitId)!;
      return segmentAction(ctx, u, a, { preempt: false, outOfTurn: true, used: [], then: d.then });
    }
    case 'segment': {
      if (!isUnitAction(a) || a.unitId !== d.unitId) return 'finish this unit\'s segment first';
      if (d.used.includes(a.type)) return `already tried ${a.type} this segment`;
      const u = unitById(s, d.unitId)!;
      return segmentAction(ctx, u, a, { preempt: false, outOfTurn: false, used: d.used });
    }
  }
}

/** Actions a Clever officer may try to forestall: those that move, fire or charge. */
const PREEMPTABLE = new Set<string>(['move', 'shoot', 'shoot-building', 'charge', 'train', 'enter', 'limber', 'unlimber', 'dismount', 'mount', 'embark', 'disembark']);

interface SegmentMode { preempt: boolean; outOfTurn: boolean; used: string[]; then?: RaAction | null }

/** One action of a unit in its segment (or out of turn): the checks, a Clever enemy's chance, a Mob's hesitation. */
export function segmentAction(ctx: Ctx, u: RaUnit, a: UnitAction, mode: SegmentMode): string | null {
  const s = ctx.s;
  const why = checkUnitAction(s, u, a);
  if (why) return why;
  s.decision = null;
  const extra = EXTRA_ACTIONS.includes(a.type);
  if (mode.preempt && PREEMPTABLE.has(a.type)) {
    const clever = cleverPreempters(s, u.side === 'red' ? 'white' : 'red', u);
    if (clever.length > 0) {
      s.decision = { kind: 'preempt', side: clever[0]!.side, unitIds: clever.map((c) => c.id), suspended: a };
      return null;
    }
  }
  if (mode.outOfTurn && mode.then) s.agenda.push({ t: 'resume', action: mode.then });
  if (a.type !== 'end-segment') replaceOfficerIfDue(ctx, u);
  if (mobHesitates(ctx, u, a)) {
    if (extra) { s.decision = { kind: 'segment', side: u.side, unitId: u.id, used: [...mode.used, a.type] }; return null; }
    finishSegment(ctx, u, mode);
    return null;
  }
  performUnitAction(ctx, u, a, false);
  const stillOpen = segmentOpen(ctx, u.id);
  if (extra && !stillOpen && u.status === 'active' && !u.acted) {
    s.decision = { kind: 'segment', side: u.side, unitId: u.id, used: [...mode.used, a.type] };
    return null;
  }
  if (!stillOpen) finishSegment(ctx, u, mode);
  return null;
}

/** Whether the unit's segment was left open (a failed charge test lets it do something else). */
function segmentOpen(ctx: Ctx, unitId: string): boolean {
  const d = ctx.s.decision;
  return d !== null && d.kind === 'segment' && d.unitId === unitId;
}

function finishSegment(ctx: Ctx, u: RaUnit, mode: SegmentMode): void {
  if (mode.outOfTurn) markOutOfSequence(u);
  else { u.acted = true; ctx.s.segmentUsed = true; }
  u.ambushOn = null;
}

/** A suspended action comes back after a pre-emption: carried out if still legal, else the unit chooses again. */
export function resumeSuspended(ctx: Ctx, a: RaAction): void {
  const s = ctx.s;
  if (!isUnitAction(a)) return;
  const u = unitById(s, a.unitId);
  if (!u || u.acted || (u.status !== 'active' && u.status !== 'routing' && u.status !== 'reserve')) { s.segmentUsed = true; return; }
  const why = segmentAction(ctx, u, a, { preempt: false, outOfTurn: false, used: [] });
  if (why) s.decision = { kind: 'segment', side: u.side, unitId: u.id, used: [] };
}
