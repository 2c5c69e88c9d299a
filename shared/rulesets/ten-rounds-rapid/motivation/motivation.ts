import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, Modifier } from '../../../engine/events.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import {
  type Band, type Grade, ENEMY_AFV_CM, ENEMY_CAVALRY_CM, FRIENDS_CM, MOTIVATION_MODIFIERS, MOTIVATION_NUMBER, BAND_TEXT, RALLY_SCORE,
  type ModifierId, type MotivationPurpose, purposeText, stiffenedGrade,
} from './motivation-table.ts';
import { type TrrState, type TrrUnit, kindOf, onTable, troopOf } from '../state.ts';
import { isArmoured, SPECIALIST_LABELS, type SpecialistKind } from '../troop-kinds.ts';
import { locatedBy, unitDistanceCm } from '../observation/observation.ts';
import { coverAt } from '../movement/terrain.ts';
import { dugIn } from '../options/works.ts';
import { indirectModifiers } from '../combat/calls.ts';
import { figuresLost } from './figures-lost.ts';
import { isArtillery, scoreBand } from './orders.ts';

const RULE = 'Ten Rounds Rapid: 8 Morale';

/** A modifier by its name in the game's words; one counted per figure always says how many ("1 figure lost", "3 figures lost this move"). */
export const motivationModifier = (id: ModifierId, times = 1): Modifier => {
  const m = MOTIVATION_MODIFIERS[id];
  const counted = m.per === 'figure' || times !== 1;
  const words = m.per === 'figure' && times === 1 ? m.label.replace(/^figures/, 'figure') : m.label;
  return { label: counted ? `${times} ${words}` : words, value: m.value * times };
};

/** Every modifier that applies to the unit's motivation test now (section 8, README: "Motivation modifiers"). */
export function motivationModifiers(state: TrrState, u: TrrUnit): Modifier[] {
  const out: Modifier[] = [];
  const kind = kindOf(u);
  if (u.advanced || isArtillery(kind)) out.push(motivationModifier('advancing-or-artillery'));
  if (u.status === 'halted') out.push(motivationModifier('retiring'));
  let afv = false, cavalry = false, friends = false;
  for (const o of state.units) {
    if (o === u || !onTable(o) || o.status === 'routing') continue;
    const cm = unitDistanceCm(u, o);
    if (o.side === u.side) { if (cm <= FRIENDS_CM) friends = true; continue; }
    const okind = kindOf(o);
    if (!afv && isArmoured(okind) && cm <= ENEMY_AFV_CM && locatedBy(state, u.side, o)) afv = true;
    if (!cavalry && okind === 'cavalry' && o.mounted && cm <= ENEMY_CAVALRY_CM && locatedBy(state, u.side, o)) cavalry = true;
  }
  if (afv) out.push(motivationModifier('enemy-afv'));
  if (cavalry) out.push(motivationModifier('enemy-cavalry'));
  if (!friends) out.push(motivationModifier('alone'));
  const index = terrainIndexFor(state.scenario);
  if (dugIn(u) || u.pieces.filter((p) => coverAt(index, p).defences).length * 2 > u.pieces.length) out.push(motivationModifier('field-defences'));
  if (u.specialists.some((s) => s.kind === 'officer' && s.lost)) out.push(motivationModifier('officer-lost'));
  if (u.specialists.some((s) => (s.kind === 'officer-cadre' || s.kind === 'cheka') && s.lost)) out.push(motivationModifier('cadre-lost'));
  const lost = figuresLost(u);
  if (lost > 0) out.push(motivationModifier('figures-lost', lost));
  if (u.lostThisMove > 0) out.push(motivationModifier('figures-this-move', u.lostThisMove));
  // A company's chosen order; MGs, tachankas and gun crews "are in extended order" for fire only (README).
  if (kind === 'rifles' || (kind === 'cavalry' && !u.mounted)) {
    if (u.formation === 'close') out.push(motivationModifier('close-order'));
    if (u.formation === 'extended') out.push(motivationModifier('extended-order'));
  }
  if (isArmoured(kind) && (u.immobilised || u.weaponsLost > 0)) out.push(motivationModifier('vehicle-damaged'));
  if (u.flamedOnMove === state.turn) out.push(motivationModifier('flame-or-gas'));
  for (const m of u.lasting) out.push(m);
  out.push(...indirectModifiers(state, u));
  return out;
}

/** The stiffener the unit could use: Officer Cadre (Whites) or Cheka (Reds), alive, with a Green or Normal unit. */
export function stiffenerOf(u: TrrUnit): SpecialistKind | null {
  if (troopOf(u).grade === 'elite') return null;
  for (const s of u.specialists) if (!s.lost && (s.kind === 'officer-cadre' || s.kind === 'cheka')) return s.kind;
  return null;
}

/** The unit's motivation number as the first term of its test: raised one level when a stiffener is used. */
export function motivationNumber(base: Grade, stiffener: SpecialistKind | null): { grade: Grade; number: Modifier } {
  const grade = stiffener ? stiffenedGrade(base) : base;
  return { grade, number: { label: `${grade} motivation number${stiffener ? `, stiffened by ${SPECIALIST_LABELS[stiffener]}` : ''}`, value: MOTIVATION_NUMBER[grade] } };
}

export interface MotivationResult { total: number; band: Band; grade: Grade; roll: number }

/**
 * Rolls the unit's motivation test: a d10 plus its number plus every modifier, read as `purpose` asks (an activation
 * by the five bands; a rally, a charge's target, a charge home or an assault's defender by their own scores).
 */
export function testMotivation(state: TrrState, u: TrrUnit, stiffen: boolean, dice: Dice, events: GameEvent[], purpose: MotivationPurpose = 'activation'): MotivationResult {
  const { grade, number } = motivationNumber(troopOf(u).grade, stiffen ? stiffenerOf(u) : null);
  const modifiers: Modifier[] = [number, ...motivationModifiers(state, u)];
  const roll = dice.d(10);
  const total = roll + modifiers.reduce((a, m) => a + m.value, 0);
  // A halted unit stays halted until an activation scores 10 or more; below that it may only hold and fire halved.
  const { band, stillHalted } = scoreBand(purpose === 'activation' && u.status === 'halted' ? 'halted' : 'ready', total);
  const result = purpose !== 'activation' ? purposeText(purpose, total) : stillHalted ? `${total}: under ${RALLY_SCORE}, stays halted (firepower halved)` : BAND_TEXT[band];
  const words = purpose === 'activation' ? bandWords(band, stillHalted) : result.replace(/^[^:]*: /, '');
  events.push({
    kind: 'morale', side: u.side, unitId: u.id, text: `${u.name} test motivation: ${total}, ${words}`,
    roll: { table: 'motivation', column: `${grade} (${MOTIVATION_NUMBER[grade]})`, target: TARGETS[purpose], dice: [roll], modifiers, total, result, rule: RULE },
  });
  return { total, band, grade, roll };
}

const TARGETS: Readonly<Record<MotivationPurpose, string>> = {
  activation: '8+ for any action', rally: `${RALLY_SCORE}+ to rally`, charged: '1+ to stand', 'charge-home': '8+ to charge home', defence: '8+ to hold',
};

function bandWords(band: Band, halted: boolean): string {
  if (halted) return 'stays halted';
  switch (band) {
    case 'advance': return 'must advance at full speed';
    case 'any': return 'may act freely';
    case 'hesitant': return 'hesitates: half speed, no closer than close range';
    case 'retire': return 'retires';
    case 'rout': return 'routs';
  }
}
