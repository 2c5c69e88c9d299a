import { planFactor, type FactorPlan } from './factor-plan.ts';
import { softTargetShifts } from './shifts.ts';
import type { SoftTarget } from '../types.ts';

/**
 * "Vehicles running over Infantry count as if firing a Quad MG/HMG, and only take cover modifiers"; "AFV:s without
 * weapons can still overrun with a factor of 2".
 */
export const OVERRUN_RULE = '12 Fire modifiers: vehicles running over infantry';

export function planOverrun(target: SoftTarget, armed: boolean, halved: readonly string[]): FactorPlan {
  const base = armed ? 10 : 2;
  const shifts = softTargetShifts(target, { band: null, cover: true, formation: false, vehicleMoving: false, shrapnel: false });
  return planFactor({ base, baseLabel: armed ? 'overrun, as a quad MG/HMG' : 'overrun without weapons', modifiers: [], value: base }, halved, shifts);
}
