import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { type FcState, type LeaderState, type Stand, type UnitState, kindOf, ownStands } from '../state.ts';
import { ATTACHED_HIT_ON, saved, SAVED_UP_TO } from '../tables/tables-fire.ts';
import { FATE_LABELS, OFFICER_HIT_ON, SPECIAL_FIGURES, SPECIAL_FIGURE_KILLED_ON, fateFor } from '../tables/tables-command.ts';
import { ATTACHMENTS } from '../troops.ts';
import { possessive } from '../../../engine/possessive.ts';
import { counted } from '../../../engine/agreement.ts';

const RULE = 'Forward Comrades';

/** "Saving throws for artillerists and Machine gunner targets": gun crews and MG teams. */
export const savesFor = (u: UnitState): boolean => kindOf(u) === 'gun' || kindOf(u) === 'mg';

/** Rolls a saving throw for each of `count` casualties: "Saved on D6 roll of 1,2,3, Killed on D6 roll of 4,5,6". */
export function savingThrows(unit: UnitState, count: number, dice: Dice, events: GameEvent[], who: string): number {
  if (count <= 0) return 0;
  const rolled = dice.roll(count, 6);
  const killed = rolled.filter((d) => !saved(d)).length;
  events.push({
    kind: 'save', side: unit.side, unitId: unit.id, text: `${who}: saving throws, ${count - killed} saved, ${counted(killed, 'killed', 'killed')}`,
    roll: { table: 'saving-throw', column: who, target: `${SAVED_UP_TO} or less saves`, dice: rolled, each: true, modifiers: [], total: count - killed, result: `${count - killed} saved`, rule: `${RULE}: Saving throws` },
  });
  return killed;
}

/** Takes `n` figures off the unit's own stands, the weakest stand first so that stands are lost as men fall; returns stands lost. */
function removeFigures(unit: UnitState, n: number): number {
  let lost = 0;
  for (let i = 0; i < n; i++) {
    const own = unit.stands.filter((s) => s.weapon === null);
    if (own.length === 0) break;
    const weakest = own.reduce((a, b) => (b.figures < a.figures ? b : a));
    if (takeFigure(unit, weakest)) lost++;
  }
  return lost;
}

/**
 * One figure off a stand; true when that was its last and the stand is gone. A new list with a new stand: the
 * old ones may be shared with earlier states (state.ts, `Stand`).
 */
function takeFigure(unit: UnitState, stand: Stand): boolean {
  const gone = stand.figures <= 1;
  unit.stands = gone ? unit.stands.filter((s) => s !== stand) : unit.stands.map((s) => (s === stand ? { ...s, figures: s.figures - 1 } : s));
  return gone;
}

export interface Taken { casualties: number; standsLost: number }

/**
 * Casualties on a unit (figures): saving throws first for gunners and machine-gunners, then the figures fall;
 * then the risks of taking casualties: attached weapons (from fire), the commissar or priest, the heroic officer.
 */
export function inflict(state: FcState, unit: UnitState, casualties: number, cause: 'fire' | 'melee' | 'bombardment', dice: Dice, events: GameEvent[]): Taken {
  if (casualties <= 0 || unit.status !== 'active') return { casualties: 0, standsLost: 0 };
  const killed = savesFor(unit) ? savingThrows(unit, casualties, dice, events, unit.name) : casualties;
  const standsLost = removeFigures(unit, killed);
  if (killed > 0) events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} lose ${counted(killed, 'man', 'men')}${standsLost > 0 ? ` and ${counted(standsLost, 'stand', 'stands')}` : ''} (${ownStands(unit).reduce((a, s) => a + s.figures, 0)} left)` });
  if (killed > 0 && cause === 'fire') attachedRisk(unit, dice, events);
  if (killed > 0) specialFigureRisks(state, unit, dice, events);
  if (ownStands(unit).length === 0) {
    unit.status = 'destroyed';
    unit.stands = [];
    events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name} are destroyed` });
    for (const l of state.leaders) if (l.leading === unit.id) l.leading = null;
  }
  return { casualties: killed, standsLost };
}

/** "Machine guns attached … may be hit if the unit takes hits due to fire. Roll a D10 and if the result is 0, the MG stand takes 1 hit." */
function attachedRisk(unit: UnitState, dice: Dice, events: GameEvent[]): void {
  for (const stand of unit.stands.filter((s) => s.weapon !== null)) {
    const roll = dice.d(10);
    const hit = roll >= ATTACHED_HIT_ON;
    const name = ATTACHMENTS[stand.weapon!].name;
    events.push({
      kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name}'s ${name.toLowerCase()}: ${hit ? 'hit' : 'not hit'}`,
      roll: { table: 'attached-weapon-hit', column: name, target: '"0" (the ten face) hits', dice: [roll], modifiers: [], total: roll, result: hit ? 'takes 1 hit' : 'no hit', rule: `${RULE}: Machine guns attached` },
    });
    if (!hit) continue;
    const lost = savingThrows(unit, 1, dice, events, `${unit.name}'s ${name.toLowerCase()} crew`);
    if (lost > 0) {
      if (takeFigure(unit, stand)) {
        events.push({ kind: 'casualty', side: unit.side, unitId: unit.id, text: `${unit.name}'s ${name.toLowerCase()} is lost` });
      }
    }
  }
}

/** Commissar and priest die on a D10 "0"; a heroic officer is hit on a D10 "0" (README) and rolls his fate. */
function specialFigureRisks(state: FcState, unit: UnitState, dice: Dice, events: GameEvent[]): void {
  for (const figure of ['commissar', 'priest'] as const) {
    if (!unit[figure]) continue;
    const { name, table, rule } = SPECIAL_FIGURES[figure];
    const roll = dice.d(10);
    const dead = roll >= SPECIAL_FIGURE_KILLED_ON;
    events.push({
      kind: 'casualty', side: unit.side, unitId: unit.id, text: `${possessive(unit.name)} ${name}: ${dead ? 'killed and removed from the game' : 'unhurt'}`,
      roll: { table, column: name, target: '"0" (the ten face) kills', dice: [roll], modifiers: [], total: roll, result: dead ? 'killed' : 'unhurt', rule: `${RULE}: ${rule}` },
    });
    if (dead) unit[figure] = false;
  }
  const leader = state.leaders.find((l) => l.leading === unit.id && l.status === 'active');
  if (leader) officerRisk(state, leader, dice, events);
}

export function officerRisk(state: FcState, leader: LeaderState, dice: Dice, events: GameEvent[]): void {
  const roll = dice.d(10);
  const hit = roll >= OFFICER_HIT_ON;
  events.push({
    kind: 'casualty', side: leader.side, unitId: leader.id, text: `${leader.name}, leading heroically: ${hit ? 'hit!' : 'unhurt'}`,
    roll: { table: 'officer-hit', column: 'leading heroically', target: '"0" (the ten face) hits', dice: [roll], modifiers: [], total: roll, result: hit ? 'hit' : 'unhurt', rule: `${RULE}: Heroic leading` },
  });
  if (hit) officerFate(state, leader, 'heroic', dice, events);
}

/** Why an officer rolls his fate: the column and the rule that called the roll (README: "Heroic leading", "Officers under fire"). */
const FATE_CAUSES = {
  heroic: { column: 'hit while leading heroically', rule: 'Heroic leading' },
  alone: { column: 'hit by fire, alone', rule: 'Officers under fire' },
} as const;

/** "If hit, roll another D10 to determine his fate": a scratch (back next turn), a serious wound, or death. */
export function officerFate(state: FcState, leader: LeaderState, cause: keyof typeof FATE_CAUSES, dice: Dice, events: GameEvent[]): void {
  const { column, rule } = FATE_CAUSES[cause];
  const fateRoll = dice.d(10);
  const fate = fateFor(fateRoll);
  events.push({
    kind: 'casualty', side: leader.side, unitId: leader.id, text: `${leader.name} is ${FATE_LABELS[fate]}`,
    roll: { table: 'officer-fate', column, dice: [fateRoll], modifiers: [], total: fateRoll, result: FATE_LABELS[fate], rule: `${RULE}: ${rule}` },
  });
  if (fate === 'scratch') { leader.status = 'scratched'; leader.backOnTurn = state.turn + 1; return; }
  leader.status = fate === 'dead' ? 'dead' : 'wounded';
  leader.leading = null;
}
