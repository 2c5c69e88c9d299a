import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { direction, nearestPair } from '../../../geometry/point-sets.ts';
import { type FcState, type UnitState, findUnit, kindOf, onTable, unitCentre } from '../state.ts';
import { CONTACT, closeIn, attackedInFlank, frightTested, mayAssault, mayWithdraw } from './melee.ts';
import { sees } from '../fire/fire.ts';
import { unitDistance, round1 } from '../movement/stands.ts';
import { crossesWire, terrainOf } from '../movement/terrain.ts';
import { fallBack, testMorale } from '../morale/morale.ts';
import { furthestFraction, moverOf, shiftCost, shiftUnit } from '../movement/movement.ts';
import { moveDice, moveInches } from '../tables/tables-move.ts';

/** How far the unit may go in its assault: its dice, and "+2 D6 if charging" for cavalry on horseback. */
export const assaultReach = (u: UnitState): number => u.allowance + (kindOf(u) === 'cavalry' && u.mounted ? u.chargeInches : 0);

/**
 * Phase 4 (README: "Sequence of play"): a unit with a leadership point that did not move in phase 3 may assault an
 * enemy it sees within its reach; suppressed ("may not move in phase 3 or in phase 4"), pinned and falling-back units may not.
 */
export function assaultBar(state: FcState, u: UnitState): string | null {
  if (!onTable(u) || !mayAssault(u)) return `${u.name} do not assault`;
  if (!u.leadership) return `${u.name} have no leadership point this turn`;
  if (u.moved) return `${u.name} moved in phase 3`;
  if (u.suppressed) return `${u.name} are suppressed: "may not move in phase 3 or in phase 4"`;
  if (u.pinned || u.fallingBack) return `${u.name} are ${u.pinned ? 'pinned' : 'falling back'}`;
  if (u.assaulted) return `${u.name} have assaulted this turn`;
  if (u.immobile !== 'no' || u.stillOnTurn === state.turn) return `${u.name} cannot move`;
  return null;
}

export function assaultTargets(state: FcState, u: UnitState): UnitState[] {
  if (assaultBar(state, u) !== null) return [];
  const reach = assaultReach(u);
  // The straight gap first: a way round rough ground never costs less (movement.ts, `shiftCost`).
  return state.units.filter((e) => e.side !== u.side && onTable(e) && unitDistance(u, e) <= reach + 1e-9 && sees(state, u, e) && pathCost(state, u, e) !== null);
}

/** The way into contact: from the nearest stands, straight at the enemy, the gap closed. */
function wayIn(u: UnitState, e: UnitState): { dx: number; dy: number } {
  const pair = nearestPair(u.stands, e.stands);
  const dir = direction(pair.from, pair.to);
  const gap = unitDistance(u, e);
  return { dx: dir.x * gap, dy: dir.y * gap };
}

/**
 * What the way into contact costs as the movement rules give it ("half in rough", ground closed to the mover, roads
 * in column), or null when it is closed or dearer than the unit's assault move (README: "Assaults").
 */
export function pathCost(state: FcState, u: UnitState, e: UnitState): number | null {
  const { dx, dy } = wayIn(u, e);
  const cost = shiftCost(state, u, dx, dy);
  if (!cost) return null;
  return cost.cost <= assaultReach(u) + (cost.column ? u.roadInches : 0) + 1e-6 ? cost.cost : null;
}

/**
 * Declares an assault. A target that may withdraw is asked first; otherwise the attacker goes in (fright morale
 * first when a tank attacks foot or guns).
 */
export function declareAssault(state: FcState, attacker: UnitState, target: UnitState, dice: Dice, events: GameEvent[]): void {
  attacker.assaulted = true;
  events.push({ kind: 'move', side: attacker.side, unitId: attacker.id, targetUnitId: target.id, text: `${attacker.name} assault ${target.name} (${round1(unitDistance(attacker, target))}" away)` });
  if (mayWithdraw(target) && target.immobile === 'no' && !state.assaults.some((a) => a.target === target.id)) {
    state.withdrawal = { attacker: attacker.id, target: target.id };
    state.phase = 'withdraw';
    return;
  }
  goIn(state, attacker, target, dice, events);
}

/** The attacker closes; fright morale against a tank; the melee waits for the end of phase 4 (all attackers on a unit fight together). */
export function goIn(state: FcState, attacker: UnitState, target: UnitState, dice: Dice, events: GameEvent[]): void {
  if (kindOf(attacker) === 'tank' && frightTested(target)) {
    const mountedCavalry = kindOf(target) === 'cavalry' && target.mounted;
    const passed = mountedCavalry ? false : testMorale(state, target, dice, events, `attacked by ${attacker.name}`, 'fright').passed;
    if (mountedCavalry) events.push({ kind: 'morale', side: target.side, unitId: target.id, text: `${target.name}, mounted cavalry, automatically fail fright morale` });
    if (!passed) { fallBack(state, target, dice, events, 'fright of the tank'); return; }
  }
  const from = attacker.stands.map((s) => ({ x: s.x, y: s.y }));
  const start = unitCentre(attacker);
  const wire = crossesWire(terrainOf(state.scenario), start, unitCentre(target));
  closeIn(state, attacker, target, assaultReach(attacker));
  if (unitDistance(attacker, target) > CONTACT) {
    events.push({ kind: 'note', side: attacker.side, unitId: attacker.id, text: `${attacker.name} cannot get through to ${target.name}: no melee` });
    return;
  }
  state.assaults.push({ attacker: attacker.id, target: target.id, from, flank: attackedInFlank(target, start), wire });
}

/** "Cavalry, Armored cars, and Armored trains may withdraw before melee by making a normal move away." */
export function withdraw(state: FcState, unit: UnitState, attacker: UnitState, dice: Dice, events: GameEvent[]): boolean {
  const move = moveDice(state.system, moverOf(unit));
  const rolled = dice.roll(move.dice, 6);
  const inches = moveInches(move, rolled);
  const dir = direction(unitCentre(attacker), unitCentre(unit));
  const t = furthestFraction(state, unit, dir.x * inches, dir.y * inches, Infinity);
  shiftUnit(unit, dir.x * inches * t, dir.y * inches * t);
  const escaped = unitDistance(unit, attacker) > CONTACT;
  events.push({
    kind: 'reaction', side: unit.side, unitId: unit.id, text: `${unit.name} withdraw ${round1(inches * t)}" before melee${escaped ? '' : ', but cannot get clear'}`,
    roll: { table: 'movement', column: 'withdrawing before melee', target: `${move.fixed > 0 ? `${move.fixed}" + ` : ''}${move.dice} D6`, dice: rolled, each: true, modifiers: [], total: inches, result: `${inches}" away`, rule: 'Forward Comrades: Melee (withdrawing)' },
  });
  return escaped;
}

/** The target's answer to an assault it may withdraw from. */
export function answerWithdrawal(state: FcState, choice: 'withdraw' | 'stand', dice: Dice, events: GameEvent[]): void {
  const w = state.withdrawal!;
  state.withdrawal = null;
  state.phase = 'assault';
  const attacker = findUnit(state, w.attacker)!, target = findUnit(state, w.target)!;
  if (choice === 'withdraw' && withdraw(state, target, attacker, dice, events)) return;
  if (choice === 'stand') events.push({ kind: 'hold', side: target.side, unitId: target.id, text: `${target.name} stand to meet the assault` });
  goIn(state, attacker, target, dice, events);
}
