import { counted } from '../../../engine/agreement.ts';
import type { PendingView } from '../../../engine/ruleset.ts';
import { isVehicle } from '../tables.ts';
import { type WwState, findUnit, kindOf } from '../state.ts';
import { expectedLoss, lossOfHits } from './hit-outcomes.ts';
import { pendingMelee } from './melee-forecast.ts';

/**
 * What is under way and not yet on the table, with the losses expected of it: hits waiting for the end of the fire
 * step, vehicles hit this turn that test for destruction at its end, and charges in contact that will be fought.
 */
export function pendingOnTable(state: WwState): PendingView[] {
  const out: PendingView[] = [];
  for (const { unitId, hits } of state.incoming) {
    const unit = findUnit(state, unitId)!;
    if (unit.status !== 'active') continue;
    out.push({ label: `${counted(hits, 'hit')} on ${unit.name} at the end of the fire step`, losses: [expectedLoss(unit, lossOfHits(unit, hits))] });
  }
  for (const unit of state.units) {
    if (unit.status !== 'active' || !unit.hitThisTurn || !isVehicle(kindOf(unit)) || state.incoming.some((i) => i.unitId === unit.id)) continue;
    out.push({ label: `${unit.name} test for destruction at the end of the turn`, losses: [expectedLoss(unit, lossOfHits(unit, 0))] });
  }
  for (const c of state.charges) {
    const losses = pendingMelee(state, c);
    if (losses.length > 0) out.push({ label: `hand to hand at the end of the turn: ${findUnit(state, c.charger)!.name} against ${findUnit(state, c.target)!.name}`, losses });
  }
  return out;
}
