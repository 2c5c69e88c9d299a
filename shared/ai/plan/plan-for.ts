import type { BattlePlan, Revision } from './battle-plan.ts';
import { formPlan, type PlanSight } from './form-plan.ts';
import type { Ground } from './ground.ts';
import { revisePlan } from './revise-plan.ts';
import type { Commander } from './temperament.ts';

/** The plan for a decision: the one carried from the last decision, revised if a trigger fires; formed if there is none. */
export interface PlanNow {
  plan: BattlePlan;
  /** Formed at this decision (the first of the side's battle, or the first after a resume). */
  formed: boolean;
  revision: Revision | null;
}

export function planFor(previous: BattlePlan | undefined, sight: PlanSight, ground: Ground, commander: Commander): PlanNow {
  if (previous && previous.side === sight.side) {
    const { plan, revision } = revisePlan(previous, sight, ground);
    return { plan, formed: false, revision };
  }
  return { plan: formPlan(sight, ground, commander), formed: true, revision: null };
}
