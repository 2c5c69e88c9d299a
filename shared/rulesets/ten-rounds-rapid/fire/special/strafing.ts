import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier } from '../../../../engine/events.ts';
import { basicFactor } from '../direct/factors.ts';
import { planFactor, type FactorPlan } from '../direct/factor-plan.ts';
import { softTargetShifts } from '../direct/shifts.ts';
import { rollModifiedCasualties, type Casualties } from '../casualty-table.ts';
import type { SoftTarget } from '../types.ts';

/**
 * "Strafing … counts as small arms fire … counting the number of barrels the aircraft carries, as a tripod mount.
 * Calibre is ignored." The aircraft sprays an area from overhead: cover and formation shift, range does not (README
 * "Decisions"). Damage markers subtract from each casualty roll ("from the targets die roll for … fire effect").
 */

export const STRAFING_RULE = '17. Aircraft Operations: Strafing';
export const MAX_BARRELS = 4;

export function planStrafing(barrels: number, target: SoftTarget, halved: readonly string[]): FactorPlan {
  const basic = basicFactor({ kind: 'support', mount: 'tripod', weapons: Math.min(MAX_BARRELS, barrels), weapon: 'mg', grenades: false }, 'medium', target.grade);
  return planFactor(basic, halved, softTargetShifts(target, { band: null, cover: true, formation: true, vehicleMoving: false, shrapnel: false }));
}

export function resolveStrafing(barrels: number, target: SoftTarget, markerModifier: number, dice: Dice): { plan: FactorPlan; casualties: Casualties } {
  const plan = planStrafing(barrels, target, []);
  const marker: Modifier | null = markerModifier === 0 ? null : { label: 'damage markers', value: markerModifier };
  return { plan, casualties: rollModifiedCasualties(plan.finalFactor, marker, dice, STRAFING_RULE) };
}
