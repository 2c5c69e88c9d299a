import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type TrrState, type TrrUnit, centreOf, kindOf, troopOf } from '../state.ts';
import { stiffenerOf, testMotivation } from './motivation.ts';
import { locationTests, unitDistanceCm } from '../observation/observation.ts';
import { retire, rout } from './morale-moves.ts';
import { HESITANT_CLOSEST_CM, moveRefusal, moveUnit, nearestLocatedEnemy, rateCm } from '../movement/movement.ts';
import { movementOf } from '../movement/movement.ts';
import { toInches } from '../scale.ts';
import { motivationOrders } from './orders.ts';
import { figuresLost } from './figures-lost.ts';
import { fireSpecialists } from '../combat/casualties.ts';
import { chekaStiffeningRoll } from '../fire/effects/specialists.ts';
import { chekaFactor } from '../options/cheka-bodyguard.ts';
import { wayFor } from '../options/weather-going.ts';

/**
 * Section 8: a unit is activated through its motivation test, and what it may do follows from the band: the step
 * carries out what the band orders (advance, retire, rout); the player chooses within what it allows.
 * Returns whether the unit goes on to act (false: its activation is over).
 */
export function activate(state: TrrState, u: TrrUnit, stiffen: boolean, dice: Dice, events: GameEvent[]): boolean {
  u.activated = true;
  // An AFV's "Retire" hit halves its fire "while retiring": until it is next activated.
  if (u.vehicle?.retiring) u.vehicle.retiring = false;
  u.stiffened = stiffen && stiffenerOf(u) !== null;
  const result = testMotivation(state, u, u.stiffened, dice, events, u.status === 'routing' ? 'rally' : 'activation');
  if (u.stiffened && stiffenerOf(u) === 'cheka' && chekaRoll(u, dice, events)) return false;
  const orders = motivationOrders(kindOf(u), u.status === 'routing' || u.status === 'halted' ? u.status : 'ready', result.total);
  switch (orders.order) {
    case 'rallies-and-halts':
      u.status = 'halted';
      u.band = 'retire';
      events.push({ kind: 'rally', side: u.side, unitId: u.id, text: `${u.name} rally and halt` });
      return false;
    case 'routs': rout(state, u, dice, events); return false;
    case 'retires': retire(state, u, dice, events); return false;
    case 'stays-halted': u.band = 'retire'; return orders.acts;
    case 'holds-and-calls': u.band = 'any'; return true;
    default: break;
  }
  if (orders.rallies) {
    u.status = 'ready';
    events.push({ kind: 'rally', side: u.side, unitId: u.id, text: `${u.name} rally and go on` });
  }
  u.band = orders.band;
  locationTests(state, u, dice, events);
  if (u.band === 'advance') advanceAtFullSpeed(state, u, dice, events);
  return true;
}

/**
 * "Every time a units morale is stiffened by the Cheka a casualty roll with the fire factor of 1 must be made
 * against the unit" (row 3 for a White or Green general's bodyguard, section 18); if the Cheka falls, "the unit will defect" (README: "Cheka defection": it leaves the game).
 * Returns whether the unit defected.
 */
function chekaRoll(u: TrrUnit, dice: Dice, events: GameEvent[]): boolean {
  const specialists = fireSpecialists(u);
  const cheka = specialists.find((s) => s.kind === 'cheka')!;
  const roll = chekaStiffeningRoll({ specialists, figuresLost: figuresLost(u), cadreStiffened: false, stiffenerId: cheka.id, factor: chekaFactor(troopOf(u).army) }, dice);
  for (const r of roll.casualties.rolls) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}, stiffened by the Cheka: ${r.explanation.result}`, roll: r.explanation });
  for (const r of roll.specialists) {
    events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}: ${r.explanation.result}`, roll: r.explanation });
    if (r.pick) events.push({ kind: 'casualty', side: u.side, unitId: u.id, text: `${u.name}: the specialist lost is the ${r.pick.result}`, roll: r.pick });
    if (r.lost) u.specialists[Number(r.lost.id)]!.lost = true;
    else if (u.figures > 0) u.figures--;
  }
  u.lostThisMove += roll.casualties.casualties;
  if (!roll.defects) return false;
  u.status = 'defected';
  events.push({ kind: 'rout', side: u.side, unitId: u.id, text: `${u.name} shoot their commissar and go over to the enemy` });
  return true;
}

/** "will advance at full speed towards the nearest located enemy": a full move toward it, stopping short of contact. */
function advanceAtFullSpeed(state: TrrState, u: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const enemy = nearestLocatedEnemy(state, u);
  if (!enemy || u.immobilised || kindOf(u) === 'train') { u.band = 'any'; return; }
  const from = centreOf(u), to = centreOf(enemy);
  const gap = hypot(to.x - from.x, to.y - from.y);
  const path = wayFor(state, movementOf(u), from, to);
  const wanted = Math.min(toInches(rateCm(u, path)), Math.max(0, gap - toInches(unitDistanceCm(u, enemy) < HESITANT_CLOSEST_CM ? gap : HESITANT_CLOSEST_CM / 2)));
  for (let k = 1; k >= 0.05; k -= 0.05) {
    const p = { x: from.x + ((to.x - from.x) / gap) * wanted * k, y: from.y + ((to.y - from.y) / gap) * wanted * k };
    if (moveRefusal(state, u, p) === null) {
      events.push({ kind: 'note', side: u.side, unitId: u.id, text: `${u.name} advance at full speed on ${enemy.name}` });
      moveUnit(state, u, p, false, dice, events);
      break;
    }
  }
  u.band = 'advance';
  u.moved = true;
}
