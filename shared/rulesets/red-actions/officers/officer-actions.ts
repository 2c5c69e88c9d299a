import type { ActionOf } from '../actions.ts';
import type { RaState, RaUnit } from '../state.ts';
import { type Ctx, explain, unitEvent } from '../context.ts';
import { CLEVER_PREEMPT_ON } from '../tables/tables-misc.ts';
import { kindOf, unitById, unitDistance } from '../troops/units.ts';
import { commandingOfficer, hasOfficerCharacteristic, isOfficerUnit, mayTakeCommand, seniorOf } from './command.ts';
import { canSee } from '../terrain/visibility.ts';
import { followLeader } from '../segment/bookkeeping.ts';
import { isTrainKind } from '../troops/troop-card.ts';
import { hasSegment } from '../sequence/sequence.ts';

/** Senior officers joining and leaving units, ordering ambushers out, and a Clever officer's pre-emption. */

const JOIN_RANGE = 2;

export function checkAttach(s: RaState, u: RaUnit, a: ActionOf<'attach'>): string | null {
  if (!isOfficerUnit(u) || u.status !== 'active') return 'only a senior officer can join a unit';
  const target = unitById(s, a.toUnitId);
  if (!target || target.side !== u.side || target.status !== 'active' || isOfficerUnit(target) || isTrainKind(kindOf(target))) return 'no such friendly unit to join';
  if (target.riding) return 'the unit is aboard a train';
  if (u.attachedTo === target.id && u.personalCommand === a.personalCommand) return 'already with that unit';
  if (unitDistance(u, target) > JOIN_RANGE && u.attachedTo !== target.id) return 'the officer must first ride up to the unit';
  if (a.personalCommand && !mayTakeCommand(s, u, target)) return 'the unit\'s Commissar (or another senior) will not hand over command';
  return null;
}

/** "Detach or add a senior officer to the unit" and "taking personal command". */
export function attach(ctx: Ctx, u: RaUnit, a: ActionOf<'attach'>): void {
  const target = unitById(ctx.s, a.toUnitId)!;
  u.attachedTo = target.id;
  u.personalCommand = a.personalCommand;
  followLeader(ctx.s, target);
  unitEvent(ctx, 'note', u, `${seniorOf(u)?.name ?? u.name} joins ${target.name}${a.personalCommand ? ' and takes personal command' : ''}`);
}

export function checkDetach(u: RaUnit): string | null {
  return isOfficerUnit(u) && u.attachedTo ? null : 'the officer is not with a unit';
}

export function detach(ctx: Ctx, u: RaUnit): void {
  unitEvent(ctx, 'note', u, `${seniorOf(u)?.name ?? u.name} leaves ${u.attachedTo}`);
  u.attachedTo = null;
  u.personalCommand = false;
}

export function checkOrderOut(s: RaState, u: RaUnit, a: ActionOf<'order-out'>): string | null {
  if (!isOfficerUnit(u) || u.status !== 'active') return 'only a senior officer can order ambushers out';
  const target = unitById(s, a.ambushId);
  if (!target || target.side !== u.side || target.concealment !== 'ambush') return 'no friendly ambush there';
  return unitDistance(u, target) <= JOIN_RANGE ? null : 'the officer must reach the ambushers first';
}

/** The ambushers may now move as normal; they stay hidden until they move or are seen. */
export function orderOut(ctx: Ctx, u: RaUnit, a: ActionOf<'order-out'>): void {
  const target = unitById(ctx.s, a.ambushId)!;
  target.concealment = 'hiding';
  unitEvent(ctx, 'note', target, `${target.name} is ordered out of ambush`);
}

/**
 * Units of `side` with a Clever officer that may try to pre-empt the enemy unit about to act: not yet acted,
 * able to see it, and the enemy unit not itself led by a Clever officer.
 */
export function cleverPreempters(s: RaState, side: 'red' | 'white', actor: RaUnit): RaUnit[] {
  if (commandingOfficer(s, actor)?.characteristic === 'clever' || hasOfficerCharacteristic(s, actor, 'clever')) return [];
  return s.units.filter((u) => u.side === side && u.status === 'active' && !u.acted && hasSegment(s, u)
    && hasOfficerCharacteristic(s, u, 'clever') && u.concealment !== 'ambush' && canSee(s, u, actor));
}

/** "If he rolls a 6 on a d6 his unit may move out of initiative order." */
export function tryPreempt(ctx: Ctx, u: RaUnit): boolean {
  const d = ctx.dice.d(6);
  const ok = d >= CLEVER_PREEMPT_ON;
  unitEvent(ctx, 'reaction', u, `${u.name}'s Clever officer tries to act first: ${d}${ok ? ', and does' : ''}`, {
    roll: explain('Pre-empting Enemy Actions', [d], ok ? 'pre-empts' : 'too slow', { target: `${CLEVER_PREEMPT_ON}` }),
  });
  return ok;
}
