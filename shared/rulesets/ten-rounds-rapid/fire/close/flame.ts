import type { Dice } from '../../../../engine/dice.ts';
import type { RollExplanation } from '../../../../engine/events.ts';
import { ok, refuse, type Result } from '../../../../core/result.ts';
import { rollCasualties, type Casualties } from '../casualty-table.ts';
import { planFactor } from '../direct/factor-plan.ts';
import type { DirectFirePlan } from '../direct/direct-fire.ts';
import { bandFor } from '../direct/ranges.ts';
import { softTargetShifts } from '../direct/shifts.ts';
import { RANGE_BAND_NAMES, type SoftTarget } from '../types.ts';

/** "Flame-throwers": every figure and model within 4 cm attacked at 16, range shifts used, cover ignored. */

export const FLAME_RULE = '12 Flame-throwers';
export const FLAME_FACTOR = 16;
export const FLAME_RANGE_CM = 4;
/** The five brackets inside the 4 cm reach, point blank in contact, as the text scales hand grenades (README "Decisions"). */
export const FLAME_BANDS_CM = [0, 1, 2, 3, 4] as const;

export function planFlame(rangeCm: number, target: SoftTarget, halved: readonly string[]): Result<DirectFirePlan> {
  const band = bandFor(FLAME_BANDS_CM, rangeCm);
  if (!band) return refuse(`${rangeCm} cm is beyond a flame-thrower's ${FLAME_RANGE_CM} cm`, FLAME_RULE);
  const shifts = softTargetShifts(target, { band, cover: false, formation: true, vehicleMoving: false, shrapnel: false });
  const plan = planFactor({ base: FLAME_FACTOR, baseLabel: 'flame-thrower', modifiers: [], value: FLAME_FACTOR }, halved, shifts);
  return ok({ ...plan, rangeCm, band, bandNote: 'cover ignored', text: `${rangeCm} cm, ${RANGE_BAND_NAMES[band]} range (cover ignored): ${plan.text}` });
}

export function resolveFlame(rangeCm: number, target: SoftTarget, halved: readonly string[], dice: Dice): Result<{ plan: DirectFirePlan; casualties: Casualties }> {
  const plan = planFlame(rangeCm, target, halved);
  return plan.ok ? ok({ plan: plan.value, casualties: rollCasualties(plan.value.finalFactor, dice, FLAME_RULE) }) : plan;
}

export const FLAME_FIRE_RULE = '15 Demolitions: flame-throwers set fire to buildings and woods';

/** "Flame-throwers will set fire to buildings and woods on an odd roll when attacking them": a d10 of its own. */
export function flameSetsFire(dice: Dice): { burns: boolean; explanation: RollExplanation } {
  const roll = dice.d(10);
  const burns = roll % 2 === 1;
  return { burns, explanation: { table: 'burning', column: 'sets fire', target: 'odd', dice: [roll], modifiers: [], total: roll, result: burns ? 'it burns' : 'it does not catch', rule: FLAME_FIRE_RULE } };
}

/** "The fire will spread downwind at a rate of 6 cm per move, minus the roll of 1 D10" — never less than 0 cm. */
export function fireSpread(dice: Dice): { cm: number; explanation: RollExplanation } {
  const roll = dice.d(10);
  const cm = Math.max(0, 6 - roll);
  return { cm, explanation: { table: 'burning', column: 'fire spreads', dice: [roll], modifiers: [], total: roll, result: `spreads ${cm} cm downwind (6 cm - ${roll}${6 - roll < 0 ? ', not less than 0' : ''})`, rule: FLAME_FIRE_RULE } };
}
