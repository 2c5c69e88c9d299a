import type { Dice } from '../../../../engine/dice.ts';
import type { Casualties } from '../casualty-table.ts';
import { rollCasualties } from '../casualty-table.ts';
import { planFactor, type FactorPlan } from '../direct/factor-plan.ts';
import { softTargetShifts } from '../direct/shifts.ts';
import type { Specialist } from '../effects/specialists.ts';
import type { SoftTarget } from '../types.ts';

/** "Snipers" (optional): factor 4, no range shifts but cover ones, one figure at most, officers first. */

export const SNIPER_RULE = '18. Optional Rules: Snipers';
export const SNIPER_FACTOR = 4;

export function planSniper(target: SoftTarget): FactorPlan {
  return planFactor({ base: SNIPER_FACTOR, baseLabel: 'sniper', modifiers: [], value: SNIPER_FACTOR }, [], softTargetShifts(target, { band: null, cover: true, formation: false, vehicleMoving: false, shrapnel: false }));
}

/**
 * "He may only hit one figure, and if a hit is scored he will remove firstly an officer figure, then a specialist
 * figure of players choice": the firer's choice is `preferred` (else the first specialist); with none, a rifle figure.
 */
export function resolveSniper(target: SoftTarget, specialists: readonly Specialist[], preferred: string | null, dice: Dice): { plan: FactorPlan; casualties: Casualties; hit: boolean; removes: Specialist | null } {
  const plan = planSniper(target);
  const casualties = rollCasualties(plan.finalFactor, dice, SNIPER_RULE);
  const hit = casualties.casualties > 0;
  const officer = specialists.find((s) => s.kind === 'officer');
  const removes = !hit ? null : officer ?? specialists.find((s) => s.id === preferred) ?? specialists[0] ?? null;
  return { plan, casualties, hit, removes };
}
