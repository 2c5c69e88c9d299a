import type { Dice } from '../../../../engine/dice.ts';
import type { Modifier, RollExplanation } from '../../../../engine/events.ts';
import { casualtiesFor, casualtyRows } from '../casualty-table.ts';
import { planFactor, type FactorPlan } from '../direct/factor-plan.ts';
import { softTargetShifts } from '../direct/shifts.ts';
import type { SoftTarget } from '../types.ts';

/** "7. Preliminary Bombardment": basic factor 4, more with gas or intensity, reduced by cover; a d10 per unit under it. */

export const BOMBARDMENT_RULE = '7 Preliminary Bombardment';
export const BOMBARDMENT_BASE = 4;
export const MAX_EXTRA_DAYS = 3;

export interface BombardmentInput {
  /** "If Using Gas +1 (Blue Armies only)". */
  gas: boolean;
  /** "If Intense Bombardment +2 (Blue Armies only)". */
  intense: boolean;
  /** Days of a slow bombardment after the first: + 1 each on the roll, "up to + 3". */
  extraDays: number;
  /** Shrapnel's extra shift in cover ("Note in particular the reductions for shrapnel ammunition"). */
  shrapnel: boolean;
}

export function planBombardment(b: BombardmentInput, target: SoftTarget): FactorPlan {
  const modifiers: Modifier[] = [];
  if (b.gas) modifiers.push({ label: 'gas', value: 1 });
  if (b.intense) modifiers.push({ label: 'intense bombardment', value: 2 });
  const basic = { base: BOMBARDMENT_BASE, baseLabel: 'preliminary bombardment', modifiers, value: BOMBARDMENT_BASE + modifiers.reduce((a, m) => a + m.value, 0) };
  return planFactor(basic, [], softTargetShifts(target, { band: null, cover: true, formation: false, vehicleMoving: false, shrapnel: b.shrapnel }));
}

/** The roll for one HQ, company, squadron, battery or vehicle under the bombardment; a modified roll above 10 reads 10. */
export function rollBombardment(b: BombardmentInput, target: SoftTarget, dice: Dice): { plan: FactorPlan; casualties: number; rolls: RollExplanation[] } {
  const plan = planBombardment(b, target);
  const days = Math.max(0, Math.min(MAX_EXTRA_DAYS, b.extraDays));
  const modifiers: Modifier[] = days > 0 ? [{ label: `${days} more day${days === 1 ? '' : 's'} of bombardment`, value: days }] : [];
  const rolls = casualtyRows(plan.finalFactor).map((row) => {
    const roll = dice.d(10);
    const total = roll + days;
    const n = casualtiesFor(row, Math.min(total, 10));
    return { n, explanation: { table: 'casualties', column: `fire factor ${row}`, dice: [roll], modifiers, total, result: `${n} casualt${n === 1 ? 'y' : 'ies'}`, rule: BOMBARDMENT_RULE } };
  });
  return { plan, casualties: rolls.reduce((a, r) => a + r.n, 0), rolls: rolls.map((r) => r.explanation) };
}
