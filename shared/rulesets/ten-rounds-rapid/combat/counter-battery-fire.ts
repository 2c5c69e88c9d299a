import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { counterBatteryDuel, locateBattery } from '../fire/indirect/counter-battery.ts';
import { requestFire } from '../fire/indirect/request.ts';
import { type TrrState, type TrrUnit, fighting, kindOf, troopOf } from '../state.ts';
import { isBlue } from '../troop-kinds.ts';
import { hasCounterBattery } from '../options/indirect-options.ts';
import { fireBetween } from './fire-between.ts';
import { hasSpotter } from '../options/spotter-option.ts';

/**
 * Section 14 "Counter Battery Fire" against the batteries OP teams call from off the table (README "Counter-battery
 * fire"): an OP team of a side given counter-battery guns (option `counterBattery`) requests it as at a moving target,
 * the target battery is located on a 10 (+ 1 for each turn it has fired), and the abstract roll-off takes the
 * firer's margin off the target's next activation roll: its OP team's motivation test.
 */

/** Whether the enemy battery has fired this move or the last: a battery that has ceased fire frees the guns. */
const stillFiring = (state: TrrState, opId: string): boolean => (state.artillery.fired[opId] ?? []).some((m) => m >= state.turn - 1);

export function counterBatteryRefusal(state: TrrState, u: TrrUnit, target: TrrUnit | undefined): string | null {
  if (!hasCounterBattery(state.scenario, u.side)) return `${state.scenario.sides[u.side].name} have no guns allocated to counter-battery fire`;
  if (kindOf(u) !== 'observer' || !troopOf(u).battery) return `${u.name} are no OP team: only an observer requests counter-battery fire`;
  if (state.artillery.calling !== u.id) return `${u.name} request fire as they are activated, once a move`;
  if (!target || target.side === u.side || kindOf(target) !== 'observer' || !fighting(target)) return 'counter-battery fire engages an enemy battery that an OP team on the table is calling';
  if (!(state.artillery.fired[target.id]?.length)) return `${target.name}' battery has not fired: there is nothing to locate`;
  const engaged = state.artillery.engaged[u.side];
  const held = engaged ? state.units.find((x) => x.id === engaged) : undefined;
  if (held && held.id !== target.id && fighting(held) && stillFiring(state, held.id)) {
    return `"Counter battery fire must stay on the same target until it's target ceases fire": it is on ${held.name}' battery`;
  }
  return null;
}

export function counterBattery(state: TrrState, u: TrrUnit, target: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const link = troopOf(u).battery!.link;
  // "First the counter battery has to be requested. Assume it is attempting to engage a moving target."
  const request = requestFire({ means: link, observerMoved: u.moved, wirelessAllowed: isBlue(troopOf(u).army), targetMovingOver6cm: true, fireBetween: fireBetween(state, u) }, dice);
  if (!request.ok) {
    events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, text: `${u.name} cannot request counter-battery fire: ${request.error.reason}` });
    return;
  }
  events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, targetUnitId: target.id, text: `${u.name} request counter-battery fire on ${target.name}' battery: ${request.value.granted ? 'the request goes through' : 'no answer'}`, roll: request.value.explanation });
  if (!request.value.granted) return;
  // Once located, the guns stay on it (README): no second location roll while they are engaged on the same battery.
  if (state.artillery.engaged[u.side] !== target.id) {
    const locate = locateBattery({ airObserver: hasSpotter(state.scenario, u.side), turnsFiredFromHere: state.artillery.fired[target.id]!.length }, dice);
    events.push({ kind: 'artillery-request', side: u.side, unitId: u.id, targetUnitId: target.id, text: `Counter-battery: ${target.name}' battery ${locate.located ? 'is located' : 'is not located'}`, roll: locate.explanation });
    if (!locate.located) return;
    state.artillery.engaged[u.side] = target.id;
  }
  // An off-table battery is neither dug in nor self-propelled here.
  const duel = counterBatteryDuel(false, dice);
  events.push({ kind: 'artillery-strike', side: u.side, unitId: u.id, targetUnitId: target.id, text: `Counter-battery fire on ${target.name}' battery, the firer's d10`, roll: duel.firer });
  events.push({ kind: 'artillery-strike', side: target.side, unitId: target.id, text: `${target.name}' battery answers: ${duel.penalty > 0 ? `- ${duel.penalty} on ${target.name}' next motivation test` : 'no effect'}`, roll: duel.target });
  if (duel.penalty > 0) state.artillery.penalty[target.id] = (state.artillery.penalty[target.id] ?? 0) + duel.penalty;
}
