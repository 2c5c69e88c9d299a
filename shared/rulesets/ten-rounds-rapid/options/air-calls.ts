import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import type { Choice } from '../../../engine/ruleset.ts';
import type { TrrAction } from '../actions.ts';
import type { TrrState, TrrUnit } from '../state.ts';
import { requestFire } from '../fire/indirect/request.ts';
import { byWay, callRefusal, fireRequestOf } from '../combat/observed-fire.ts';
import { airSupportOf } from './aircraft-options.ts';
import { ATTACK_WORDS, TYPE_WORDS, attacksOf } from './air-phase.ts';
import { flySortie } from './air-attacks.ts';
import type { AirAttackKind } from './air-state.ts';

/**
 * Air attacks called by an observer (README "Aircraft"): "Air attacks may be requested or programmed, using the rules
 * for indirect fire." An OP team, as it is activated, may request one of its side's flights instead of its battery,
 * onto an enemy it sees, by its own telephone or wireless: 4 or more on a d10, 8 or more at a target that has moved
 * more than 6 cm, − 3 by telephone with artillery fire between the team and its base line. Granted, the flight is
 * spent and attacks at once, alone over the table; refused, it stays at the airfield.
 */

export type CallAirAction = Extract<TrrAction, { type: 'call-air' }>;

/** Why the team may not call this attack onto the target now, or null. */
export function airCallRefusal(state: TrrState, u: TrrUnit, target: TrrUnit | undefined, attack: AirAttackKind): string | null {
  const air = airSupportOf(state.scenario, u.side);
  if (!air) return `${state.scenario.sides[u.side].name} have no aircraft`;
  if (state.air.flightsLeft[u.side] <= 0) return `${state.scenario.sides[u.side].name} have no flights left`;
  if (!attacksOf(air.type).includes(attack)) return `${TYPE_WORDS[air.type]} do not ${ATTACK_WORDS[attack]}`;
  return callRefusal(state, u, target);
}

/** Each attack the team may call onto each target it may call its battery onto. */
export function airCallChoices(state: TrrState, u: TrrUnit, targets: readonly TrrUnit[]): Choice<TrrAction>[] {
  const air = airSupportOf(state.scenario, u.side);
  if (!air || state.air.flightsLeft[u.side] <= 0) return [];
  return targets.flatMap((t) => attacksOf(air.type).map((attack): Choice<TrrAction> => ({
    action: { type: 'call-air', side: u.side, unitId: u.id, targetId: t.id, attack },
    label: `${u.name}: call the ${TYPE_WORDS[air.type]} to ${ATTACK_WORDS[attack]} ${t.name}`, unitId: u.id,
  })));
}

export function callAir(state: TrrState, u: TrrUnit, target: TrrUnit, attack: AirAttackKind, dice: Dice, events: GameEvent[]): void {
  const air = airSupportOf(state.scenario, u.side)!;
  const how = fireRequestOf(state, u, target);
  const request = requestFire(how, dice);
  if (!request.ok) return;
  const granted = request.value.granted;
  const roll = { ...request.value.explanation, result: granted ? 'the aircraft attack' : 'request failed' };
  events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, targetUnitId: target.id, text: `${u.name} call the ${TYPE_WORDS[air.type]} onto ${target.name}${byWay(state, u, how)}: ${granted ? 'a flight comes' : 'no answer'}`, roll });
  if (!granted) return;
  state.air.flightsLeft[u.side] -= 1;
  flySortie(state, air, { side: u.side, targetId: target.id, attack }, target, dice, events);
}
