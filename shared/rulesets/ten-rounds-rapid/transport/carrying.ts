import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { headingVector, type Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type TrrState, type TrrUnit, centreOf, fighting, findUnit, onTable, shiftUnit } from '../state.ts';
import { LIMBER_PENALTIES, MOVEMENT_TABLE, leftAfterPenalties, moveAfterPenalties } from '../movement/movement-table.ts';
import { mayMove, movementOf, rateCm } from '../movement/movement.ts';
import { pathPenalties } from '../movement/terrain.ts';
import { wayFor } from '../options/weather-going.ts';
import { unitDistanceCm } from '../observation/observation.ts';
import { sameSector } from '../sectors.ts';
import { cmText, toCm, toInches } from '../scale.ts';
import { takeCasualties } from '../combat/casualties.ts';
import { ruleName } from '../rule-names.ts';
import { WHO_RIDES, isTowed, mayRide, strengthOf } from './passengers.ts';
import { transportEliminated } from './soft-transport.ts';
import { SOFT_TRANSPORT_RULE } from '../fire/effects/damage.ts';

/**
 * Section 11: "Infantry take 1 penalty from their move to mount or dismount vehicles" and "Vehicles and horse
 * transport take 2 Penalties to … unload passengers". Getting in is the passengers' move; unloading is the transport's
 * act, before it moves (README: "Soft transport").
 */
export const MOVEMENT_RULE = ruleName('11 Movement');
const SOFT_RULE = ruleName(SOFT_TRANSPORT_RULE);
export const MOUNT_PENALTIES = 1;
export const UNLOAD_PENALTIES = 2;

export const passengerOf = (state: TrrState, t: TrrUnit): TrrUnit | undefined => (t.carry?.passenger ? findUnit(state, t.carry.passenger) : undefined);

/** Why the unit may not get aboard the transport now, or null. */
export function embarkRefusal(state: TrrState, u: TrrUnit, t: TrrUnit | undefined): string | null {
  if (!t?.carry || t.side !== u.side) return `${t?.name ?? 'that'} is not a soft transport of ${u.name}'s side`;
  if (!mayRide(u)) return WHO_RIDES;
  if (u.band !== 'any') return `${u.name} need 8 or more (any action) to get aboard`;
  if (!mayMove(u) || u.fired) return `${u.name} have moved or fired this activation`;
  if (!fighting(t)) return `${t.name} take no passengers now`;
  if (t.carry.passenger !== null) return `${t.name} already carry ${passengerOf(state, t)?.name ?? 'a unit'}`;
  if (!sameSector(u, t)) return `${t.name} are in another sector`;
  const path = wayFor(state, movementOf(u), centreOf(u), centreOf(t));
  if (path.closed) return path.closed;
  const gap = unitDistanceCm(u, t), rate = rateCm(u, path);
  return gap > rate ? `${t.name} stand ${cmText(gap)} away, beyond ${u.name}'s move of ${cmText(rate)}` : null;
}

/**
 * The unit goes to the transport and gets in: the way's penalties and one for mounting come off its move. If what is
 * left reaches the transport it is aboard; otherwise it goes that far toward it and stays on foot. A battery goes by
 * its own team (limbered) or by hand, and is hooked up to be towed: the two limbering penalties instead of mounting's
 * one (README "Towing guns"). Returns whether it got aboard.
 */
export function embark(state: TrrState, u: TrrUnit, t: TrrUnit, dice: Dice, events: GameEvent[]): boolean {
  const from = centreOf(u), to = centreOf(t);
  const type = movementOf(u), towed = isTowed(u);
  const path = wayFor(state, type, from, to);
  const masked = state.artillery.masked.includes(u.id) ? 1 : 0;
  const count = pathPenalties(path, type) + (towed ? LIMBER_PENALTIES : MOUNT_PENALTIES) + masked;
  const rate = rateCm(u, path);
  const penaltyDice = dice.roll(count, 10);
  const reach = moveAfterPenalties(rate, penaltyDice);
  const gap = unitDistanceCm(u, t);
  const why = [...(path.going !== 'clear' ? [`${path.going} going`] : []), ...path.obstacles.map((o) => o.label), towed ? 'limbering to the transport' : 'mounting', ...(masked ? ['gas masks'] : [])];
  const aboard = gap <= reach;
  u.moved = true;
  const roll = { table: 'movement', column: `${MOVEMENT_TABLE[type].label}, ${path.onRoad ? 'road' : 'cross country'} ${rate} cm`, dice: penaltyDice, modifiers: [], total: penaltyDice.reduce((a, b) => a + b, 0), result: `${count} penalt${count === 1 ? 'y' : 'ies'} (${why.join(', ')}): ${leftAfterPenalties(rate, penaltyDice)}, ${cmText(gap)} to go`, rule: MOVEMENT_RULE };
  if (aboard) {
    board(state, u, t);
    events.push({ kind: 'move', side: u.side, unitId: u.id, at: [to], text: towed ? `${u.name} are hooked up to ${t.name} to be towed` : `${u.name} get aboard ${t.name}`, roll });
    return true;
  }
  const dist = toCm(hypot(to.x - from.x, to.y - from.y));
  const k = dist === 0 ? 0 : Math.min(1, reach / dist);
  shiftUnit(u, (to.x - from.x) * k, (to.y - from.y) * k);
  events.push({ kind: 'move', side: u.side, unitId: u.id, at: [centreOf(u)], text: `${u.name} fall short of ${t.name} and stay ${towed ? 'unhooked' : 'on foot'}`, roll });
  return false;
}

/** Puts the unit aboard: it rides where the transport goes, and the transport keeps its strength to judge losses by. */
export function board(state: TrrState, u: TrrUnit, t: TrrUnit): void {
  u.status = 'aboard';
  u.aboard = t.id;
  // A towed gun travels limbered behind its transport.
  if (isTowed(u)) u.limbered = true;
  t.carry = { ...t.carry!, passenger: u.id, pending: 0, aboard: strengthOf(u) };
  rideWith(u, t);
  state.located.red = state.located.red.filter((id) => id !== u.id);
  state.located.white = state.located.white.filter((id) => id !== u.id);
}

/** Why the transport may not unload now, or null: it unloads in its activation, before it moves. */
export function unloadRefusal(state: TrrState, t: TrrUnit): string | null {
  if (!t.carry?.passenger) return `${t.name} carry nobody`;
  if (!mayMove(t) || t.fired) return `${t.name} unload as they are activated, before they move`;
  return null;
}

/**
 * "Vehicles and horse transport take 2 Penalties to limber/unlimber towed weapons, or unload passengers": two d10 cm
 * off the transport's move. The passengers are set down beside it and, if not yet activated this move, take their one
 * dismounting penalty off the move they have still to make; a towed battery is set down unlimbered, ready to fire.
 */
export function unload(state: TrrState, t: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const p = passengerOf(state, t)!;
  const column = MOVEMENT_TABLE[movementOf(t)];
  const tDice = dice.roll(UNLOAD_PENALTIES, 10);
  const tLost = tDice.reduce((a, b) => a + b, 0);
  t.spentCm += tLost;
  events.push({
    kind: 'move', side: t.side, unitId: t.id, at: [centreOf(t)], text: `${t.name} ${isTowed(p) ? 'unlimber' : 'unload'} ${p.name}`,
    roll: { table: 'movement', column: column.label, dice: tDice, modifiers: [], total: tLost, result: `${UNLOAD_PENALTIES} penalties (${isTowed(p) ? 'unlimbering a towed gun' : 'unloading passengers'}): ${tLost} cm off the move`, rule: MOVEMENT_RULE },
  });
  setDown(state, p, t, events);
  // A gun's unlimbering is the transport's two penalties ("to limber/unlimber towed weapons"); foot get down by their own.
  if (!p.activated && !isTowed(p)) {
    const pDice = dice.roll(MOUNT_PENALTIES, 10);
    p.spentCm += pDice[0]!;
    events.push({
      kind: 'move', side: p.side, unitId: p.id, at: [centreOf(p)], text: `${p.name} get down`,
      roll: { table: 'movement', column: MOVEMENT_TABLE.infantry.label, dice: pDice, modifiers: [], total: pDice[0]!, result: `${MOUNT_PENALTIES} penalty (dismounting): ${pDice[0]} cm off their move this move`, rule: MOVEMENT_RULE },
    });
  }
}

/** Sets the passengers down on foot beside the transport (its right, then its left if the table ends), facing its way. */
function setDown(state: TrrState, p: TrrUnit, t: TrrUnit, events: GameEvent[]): void {
  t.carry = { ...t.carry!, passenger: null, pending: 0, aboard: 0 };
  p.status = 'ready';
  p.aboard = null;
  const towed = isTowed(p);
  if (towed) p.limbered = false;
  const facing = t.pieces[0]!.facing;
  const c = centreOf(t), side = headingVector(facing + 90);
  const place = (sign: number): Vec => ({ x: c.x + side.x * BESIDE * sign, y: c.y + side.y * BESIDE * sign });
  const fits = (at: Vec) => p.pieces.every((q) => inTable(state, q.x - centreOf(p).x + at.x, q.y - centreOf(p).y + at.y));
  const at = fits(place(1)) ? place(1) : fits(place(-1)) ? place(-1) : c;
  const now = centreOf(p);
  p.pieces = p.pieces.map((q) => ({ ...q, x: clamp(q.x - now.x + at.x, state.scenario.table.width), y: clamp(q.y - now.y + at.y, state.scenario.table.height), facing }));
  events.push({ kind: 'move', side: p.side, unitId: p.id, at: [centreOf(p)], text: `${p.name} are set down ${towed ? 'unlimbered' : 'on foot'} beside ${t.name}` });
}

/** Inches from the transport's centre to its passengers' centre when set down: half the cart, a base and a gap. */
const BESIDE = toInches(4);
const inTable = (state: TrrState, x: number, y: number): boolean => x >= 0 && y >= 0 && x <= state.scenario.table.width && y <= state.scenario.table.height;
const clamp = (v: number, max: number): number => Math.min(max, Math.max(0, v));

/** The passengers' pieces ride on the transport: their centre on its centre. */
export function rideWith(p: TrrUnit, t: TrrUnit): void {
  const a = centreOf(p), b = centreOf(t);
  if (a.x !== b.x || a.y !== b.y) shiftUnit(p, b.x - a.x, b.y - a.y);
}

/**
 * Runs as each step settles: passengers ride where their transport went and take the casualties fired at it
 * ("Passengers take hits as normal, in addition to any on their transport"); a transport that has lost half its
 * passengers is eliminated and sets the rest down; a transport routed off the table or surrendered takes them with it.
 */
export function settlePassengers(state: TrrState, dice: Dice, events: GameEvent[]): void {
  for (const t of state.units) {
    if (!t.carry) continue;
    const p = passengerOf(state, t);
    if (p) {
      rideWith(p, t);
      if (t.carry.pending > 0) {
        const pending = t.carry.pending;
        t.carry.pending = 0;
        events.push({ kind: 'casualty', side: p.side, unitId: p.id, text: `${p.name}, aboard ${t.name}, take its ${pending} casualt${pending === 1 ? 'y' : 'ies'} as well (${SOFT_RULE})` });
        takeCasualties(p, pending, dice, events);
        t.carry.aboard = p.status === 'aboard' ? strengthOf(p) : 0;
      }
    }
    if (t.status === 'destroyed') { if (p) release(state, t, p, events); continue; }
    if (!onTable(t)) { if (p) shareFate(t, p, events); continue; }
    if (transportEliminated(t.carry)) {
      t.status = 'destroyed';
      events.push({ kind: 'casualty', side: t.side, unitId: t.id, text: `${t.name} are eliminated: ${t.carry.casualties} casualties against it, at least ${Math.ceil(t.carry.load! / 2)} (half its load of ${t.carry.load}, rounded up) (${SOFT_RULE})` });
      if (p) release(state, t, p, events);
    }
  }
}

/** A wrecked transport's surviving passengers get down beside it; wiped out, they are simply gone. */
function release(state: TrrState, t: TrrUnit, p: TrrUnit, events: GameEvent[]): void {
  if (p.status === 'aboard') { setDown(state, p, t, events); return; }
  t.carry = { ...t.carry!, passenger: null, aboard: 0 };
  p.aboard = null;
}

/** A transport that routed off the table or surrendered carries its passengers out of the game with it. */
function shareFate(t: TrrUnit, p: TrrUnit, events: GameEvent[]): void {
  t.carry = { ...t.carry!, passenger: null, aboard: 0 };
  if (p.status !== 'aboard') return;
  p.status = t.status;
  p.aboard = null;
  events.push({ kind: 'casualty', side: p.side, unitId: p.id, text: `${p.name} go with ${t.name}: ${t.status === 'gone' ? 'off the table' : 'surrendered'}` });
}
