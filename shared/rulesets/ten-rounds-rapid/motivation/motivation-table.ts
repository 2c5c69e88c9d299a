/** Ten Rounds Rapid, section 8 "Morale": motivation numbers, modifiers and the five result bands. */

export const GRADES = ['green', 'normal', 'elite'] as const;
export type Grade = (typeof GRADES)[number];

/** "Green have a motivation number of 4 / Normal other … 6 / Elite other … 9." */
export const MOTIVATION_NUMBER: Readonly<Record<Grade, number>> = { green: 4, normal: 6, elite: 9 };

/** Stiffening "raises the unit morale one level for activation purposes only". */
export function stiffenedGrade(grade: Grade): Grade {
  return grade === 'green' ? 'normal' : 'elite';
}

export const MODIFIER_IDS = [
  'advancing-or-artillery', 'retiring', 'enemy-afv', 'enemy-cavalry', 'alone', 'field-defences', 'officer-lost', 'cadre-lost',
  'figures-lost', 'figures-this-move', 'close-order', 'extended-order', 'vehicle-damaged', 'flame-or-gas', 'bombardment', 'counter-battery',
] as const;
export type ModifierId = (typeof MODIFIER_IDS)[number];

/** Each modifier as printed, with its sign (README: "Motivation modifiers" for the signs and scopes the text leaves out). */
export const MOTIVATION_MODIFIERS: Readonly<Record<ModifierId, { label: string; value: number; per?: string }>> = {
  'advancing-or-artillery': { label: 'advancing or firing artillery', value: 1 },
  'retiring': { label: 'retiring', value: -1 },
  'enemy-afv': { label: 'enemy AFV within 20 cm', value: -2 },
  'enemy-cavalry': { label: 'enemy mounted cavalry within 30 cm', value: -1 },
  'alone': { label: 'no friendly units within 20 cm', value: -1 },
  'field-defences': { label: 'in field defences', value: 1 },
  'officer-lost': { label: 'officer lost', value: -2 },
  'cadre-lost': { label: 'Officer Cadre or Cheka lost', value: -1 },
  'figures-lost': { label: 'figures lost', value: -1, per: 'figure' },
  'figures-this-move': { label: 'figures lost this move', value: -1, per: 'figure' },
  'close-order': { label: 'close order', value: 1 },
  'extended-order': { label: 'extended order', value: -2 },
  'vehicle-damaged': { label: 'AFV immobilised or weapon lost', value: -2 },
  'flame-or-gas': { label: 'under flame or gas attack', value: -2 },
  'bombardment': { label: 'subject to sustained bombardment', value: -1 },
  'counter-battery': { label: 'counter-battery fire', value: -1, per: 'point' },
};

/** Ranges the modifiers measure, in centimetres. */
export const ENEMY_AFV_CM = 20;
export const ENEMY_CAVALRY_CM = 30;
export const FRIENDS_CM = 20;
/** "Subject to Sustained/Intense Bombardment - 1* / -2*": the intense one. */
export const INTENSE_BOMBARDMENT = -2;

export const BANDS = ['advance', 'any', 'hesitant', 'retire', 'rout'] as const;
export type Band = (typeof BANDS)[number];

/**
 * "scoring over 18 will advance at full speed … 8 or more carry out any action … 4 or more may only move forward at
 * 1/2 speed … 1 or more retire … 0 or less routs".
 */
export function bandFor(total: number): Band {
  if (total > 18) return 'advance';
  if (total >= 8) return 'any';
  if (total >= 4) return 'hesitant';
  if (total >= 1) return 'retire';
  return 'rout';
}

/** A retired unit "halt[s] until they can motivate with a score of 10 or more". */
export const RALLY_SCORE = 10;

export const BAND_TEXT: Readonly<Record<Band, string>> = {
  advance: 'over 18: advances at full speed toward the nearest located enemy',
  any: '8 or more: may carry out any action',
  hesitant: '4 or more: only forward at half speed, no closer than close range',
  retire: '1 or more: retires to the nearest cleared cover within a move (else straight back) and halts; firepower halved',
  rout: '0 or less: routs toward its own table edge; no firing',
};

/**
 * What a test is taken for. The same d10 and modifiers serve them all (section 8); the text reads the score
 * differently for each: an activation by the five bands; a routing unit rallies to a halt on 10 or more; the target
 * of a charge routs on 0 or less and else fires; a charger goes home on 8 or more; an assaulted defender holds on 8
 * or more, gives ground under that and routs on 0 or less.
 */
export type MotivationPurpose = 'activation' | 'rally' | 'charged' | 'charge-home' | 'defence';

/** The test's result in words, by purpose and score (the activation's are `BAND_TEXT`, and a halted unit's its own). */
export function purposeText(purpose: Exclude<MotivationPurpose, 'activation'>, total: number): string {
  switch (purpose) {
    case 'rally': return total >= RALLY_SCORE ? `${RALLY_SCORE} or more: rallies and halts` : `under ${RALLY_SCORE}: runs on`;
    case 'charged': return total <= 0 ? '0 or less: routs before the charge strikes' : '1 or more: stands and fires at the charging troops';
    case 'charge-home': return total >= 8 ? '8 or more: charges home' : 'under 8: stops at the end of its normal move';
    case 'defence': return total >= 8 ? '8 or more: holds its ground' : total >= 1 ? '1 to 7: gives ground' : '0 or less: routs';
  }
}
