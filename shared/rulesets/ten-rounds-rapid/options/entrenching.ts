import type { Dice } from '../../../engine/dice.ts';
import type { GameEvent, RollExplanation } from '../../../engine/events.ts';
import { type TrrState, type TrrUnit, centreOf } from '../state.ts';
import { ENTRENCH_RULE, TRENCH_CM, levelFor, worksOf } from './works.ts';
import { MOVEMENT_TABLE, moveAfterPenalties } from '../movement/movement-table.ts';
import { mayMove, movementOf } from '../movement/movement.ts';
import { cmText } from '../scale.ts';

/**
 * Section 18 "Entrenching": "a form of movement, although the units attempting it don't move … any element who move
 * at foot rate, taking penalties as if in impassable terrain. The unit must "move" a total of 80 cm to prepare a basic
 * trench, weapons pit or vehicle run-in. Providing overhead cover requires an extra 40 cm movement, and camouflaging
 * takes a further 40 cm."
 */

/** Why the unit may not dig now, or null. */
export function entrenchRefusal(state: TrrState, u: TrrUnit): string | null {
  if (!state.options.entrenching) return 'entrenching is not in play (scenario option "entrenching")';
  if (movementOf(u) !== 'infantry') return `${u.name} do not move at foot rate: only foot may entrench`;
  if (!mayMove(u) || u.fired) return `${u.name} may not move now, so may not dig`;
  if (worksOf(u) === 'camouflaged') return `${u.name} have finished their works`;
  return null;
}

export interface Dig { rate: number; penalties: number[]; dug: number; explanation: RollExplanation }

/** A move spent digging: the foot rate (halved when hesitant) less the impassable column's d10s. */
export function digRoll(hesitant: boolean, spentCm: number, dice: Dice): Dig {
  const row = MOVEMENT_TABLE.infantry;
  const full = row.crossCountry ?? 0;
  const rate = Math.max(0, (hesitant ? full / 2 : full) - spentCm);
  const penalties = dice.roll(row.penalties.impassable ?? 0, 10);
  const dug = moveAfterPenalties(rate, penalties);
  return { rate, penalties, dug, explanation: { table: 'entrenching', column: `foot rate ${rate} cm, impassable penalties`, dice: penalties, modifiers: [], total: dug, result: `${cmText(dug)} dug`, rule: ENTRENCH_RULE } };
}

const LEVEL_WORDS = { none: 'nothing yet', digging: 'not yet a trench', trench: 'dug in', overhead: 'dug in with overhead cover', camouflaged: 'dug in, covered and camouflaged' } as const;

/** The unit digs where it stands; the works go on from what it dug here before. */
export function entrench(u: TrrUnit, dice: Dice, events: GameEvent[]): void {
  const dig = digRoll(u.band === 'hesitant', u.spentCm, dice);
  const c = centreOf(u);
  const before = worksOf(u) === 'none' ? 0 : u.works!.cm;
  const cm = before + dig.dug;
  u.works = { x: c.x, y: c.y, cm };
  u.moved = true;
  const level = levelFor(cm);
  const next = level === 'digging' || level === 'none' ? `${cmText(TRENCH_CM - cm)} more to a trench` : LEVEL_WORDS[level];
  events.push({ kind: 'move', side: u.side, unitId: u.id, at: [c], text: `${u.name} dig in: ${cmText(cm)} of works (${next})`, roll: dig.explanation });
}
