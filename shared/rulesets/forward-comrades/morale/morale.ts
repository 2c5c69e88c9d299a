import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { towardBaseline } from '../../../engine/baselines.ts';
import { type FcState, type LeaderState, type UnitState, isArmour, kindOf, standsLost, unitCentre } from '../state.ts';
import { MORALE_MODIFIERS, moralePasses, moraleTarget, type MoraleKind } from '../tables/tables-melee.ts';
import { CHARACTER_LABELS, FAILURE_LABELS, characterFails, failureFor, heroicBonus } from '../tables/tables-command.ts';
import { furthestFraction, moverOf, shiftUnit } from '../movement/movement.ts';
import { moveDice, moveInches } from '../tables/tables-move.ts';
import { round1 } from '../movement/stands.ts';
import { counted } from '../../../engine/agreement.ts';

const RULE = 'Forward Comrades: Morale';

/** The heroic leader with the unit now, if any. */
export const heroicLeaderOf = (state: FcState, unit: UnitState): LeaderState | undefined =>
  state.leaders.find((l) => l.leading === unit.id && l.status === 'active');

/** The morale modifiers that apply to the unit (README: "Morale"): "Normal morale modifiers apply" to fright too. */
export function moraleModifiers(state: FcState, unit: UnitState): Modifier[] {
  const out: Modifier[] = [];
  const lost = standsLost(unit);
  if (lost > 0) out.push({ label: `${counted(lost, 'stand')} lost`, value: lost * MORALE_MODIFIERS['stand-lost'].value });
  if (unit.fallingBack) out.push({ label: MORALE_MODIFIERS['falling-back'].label, value: MORALE_MODIFIERS['falling-back'].value });
  if (isArmour(kindOf(unit)) && unit.countedHits > 0) out.push({ label: MORALE_MODIFIERS['counted-hits'].label, value: unit.countedHits });
  const leader = heroicLeaderOf(state, unit);
  if (leader) out.push({ label: MORALE_MODIFIERS.heroic.label, value: -heroicBonus(leader.character) });
  if (unit.commissar && unit.side === 'red') out.push({ label: MORALE_MODIFIERS.commissar.label, value: MORALE_MODIFIERS.commissar.value });
  if (unit.priest && unit.side === 'white') out.push({ label: MORALE_MODIFIERS.priest.label, value: MORALE_MODIFIERS.priest.value });
  return out;
}

export interface MoraleResult { passed: boolean; die: number }

/** A morale test on a D6 (README: "Morale"): pass at or under 4 (elite 5, fright 2) after modifiers; a natural 6 fails. */
export function testMorale(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[], why: string, kind: MoraleKind = 'normal', extra: Modifier[] = []): MoraleResult {
  const die = dice.d(6);
  const modifiers = [...moraleModifiers(state, unit), ...extra];
  const total = die + modifiers.reduce((a, m) => a + m.value, 0);
  const passed = moralePasses(die, total, kind, unit.elite);
  const target = moraleTarget(kind, unit.elite);
  events.push({
    kind: 'morale', side: unit.side, unitId: unit.id, text: `${unit.name} test ${kind === 'fright' ? 'fright morale' : 'morale'} (${why}): ${passed ? 'passed' : 'failed'}`,
    roll: {
      table: kind === 'fright' ? 'fright-morale' : 'morale', column: `${unit.elite ? 'elite' : 'ordinary'} unit`, target: `${target} or less; a 6 always fails`,
      dice: [die], modifiers, total, result: passed ? 'passed' : 'failed', rule: kind === 'fright' ? 'Forward Comrades: Fright Morale' : `${RULE} (reconstructed)`,
    },
  });
  return { passed, die };
}

/** Unit vector toward the side's own baseline: "move one move to rear". */
export const rearward = (state: FcState, unit: UnitState): Vec => towardBaseline(state.scenario, unit.side);

/**
 * "Units, that fail morale, move one move to rear and mark as falling back": a move rolled on the unit's own line
 * of the movement table, straight toward its baseline. A move that would carry a stand off the table takes the
 * unit off it (lost for army morale); one blocked goes as far as it can. Tanks and others that cannot move stay.
 */
export function fallBack(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[], why: string): void {
  unit.fallingBack = true;
  if (unit.immobile !== 'no') {
    events.push({ kind: 'rout', side: unit.side, unitId: unit.id, text: `${unit.name} cannot move and fall back where they are (${why})` });
    return;
  }
  const move = moveDice(state.system, moverOf(unit));
  const rolled = dice.roll(move.dice, 6);
  const inches = moveInches(move, rolled);
  const dir = rearward(state, unit);
  const roll = { table: 'movement', column: 'falling back', target: `${move.fixed > 0 ? `${move.fixed}" + ` : ''}${move.dice} D6`, dice: rolled, each: true as const, modifiers: [], total: inches, result: `${inches}" to the rear`, rule: `${RULE}: falling back` };
  const { width, height } = state.scenario.table;
  const leaves = unit.stands.some((s) => { const x = s.x + dir.x * inches, y = s.y + dir.y * inches; return x < 0 || y < 0 || x > width || y > height; });
  if (leaves) {
    unit.status = 'off-table';
    unit.stands = [];
    events.push({ kind: 'rout', side: unit.side, unitId: unit.id, text: `${unit.name} fall back off the table (${why})`, roll });
    for (const l of state.leaders) if (l.leading === unit.id) { l.leading = null; officerCharacterTest(state, l, dice, events, 'his unit fell back off the table'); }
    return;
  }
  const t = furthestFraction(state, unit, dir.x * inches, dir.y * inches, Infinity);
  const before = unitCentre(unit);
  shiftUnit(unit, dir.x * inches * t, dir.y * inches * t);
  const went = round1(hypot(unitCentre(unit).x - before.x, unitCentre(unit).y - before.y));
  unit.cover = false;
  events.push({ kind: 'rout', side: unit.side, unitId: unit.id, text: `${unit.name} fall back ${went}" (${why})`, roll });
}

/** A falling-back unit tests in phase 1 (README): "passes the morale test, is no longer considered falling back". */
export function rallyTest(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  const { passed } = testMorale(state, unit, dice, events, 'falling back');
  if (passed) {
    unit.fallingBack = false;
    events.push({ kind: 'rally', side: unit.side, unitId: unit.id, text: `${unit.name} rally and are no longer falling back` });
  } else {
    fallBack(state, unit, dice, events, 'failed to rally');
  }
}

/**
 * The test of character: "roll a D6. If the result is 6 (5 or 6 if coward), his character fails"; then a D6 on
 * Tachanka's table of what that means (README: "Officer failure").
 */
export function officerCharacterTest(state: FcState, leader: LeaderState, dice: Dice, events: GameEvent[], why: string): void {
  if (leader.status !== 'active' && leader.status !== 'scratched') return;
  const roll = dice.d(6);
  const fails = characterFails(roll, leader.character);
  events.push({
    kind: 'morale', side: leader.side, unitId: leader.id, text: `${leader.name}'s character is tested (${why}): ${fails ? 'it fails' : 'it holds'}`,
    roll: { table: 'officer-character', column: CHARACTER_LABELS[leader.character].subordinate, target: leader.character === 'coward' ? '5 or 6 fails' : '6 fails', dice: [roll], modifiers: [], total: roll, result: fails ? 'fails' : 'holds', rule: 'Forward Comrades: Consequences of officer\'s failure' },
  });
  if (!fails) return;
  const second = dice.d(6);
  const failure = failureFor(second);
  events.push({
    kind: 'morale', side: leader.side, unitId: leader.id, text: `${leader.name}: ${FAILURE_LABELS[failure]}`,
    roll: { table: 'officer-failure', column: 'failure of character', dice: [second], modifiers: [], total: second, result: FAILURE_LABELS[failure], rule: 'Forward Comrades: Consequences of officer\'s failure (reconstructed)' },
  });
  if (failure === 'unnerved') { leader.character = 'coward'; leader.leading = null; return; }
  leader.status = failure === 'flees' ? 'fled' : 'defected';
  leader.leading = null;
}

/** The side's commander in chief, if it has one. */
export const commanderOf = (state: FcState, side: UnitState['side']): LeaderState | undefined =>
  state.leaders.find((l) => l.side === side && l.commanderInChief);
