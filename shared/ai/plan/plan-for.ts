import type { BattlePlan, Revision } from './battle-plan.ts';
import { formPlan, type PlanSight } from './form-plan.ts';
import type { Ground } from './ground.ts';
import { revisePlan } from './revise-plan.ts';
import type { Commander } from './temperament.ts';

/**
 * The plan for a decision: the one carried from the last decision, revised if a trigger fires; formed if there is none
 * and the side's forces stand on the table; none while they are still being set up.
 */
export interface PlanNow {
  plan: BattlePlan | null;
  /** Formed at this decision (the first of the side's battle, or the first after a resume). */
  formed: boolean;
  revision: Revision | null;
}

export function planFor(previous: BattlePlan | undefined, sight: PlanSight, ground: Ground, commander: Commander): PlanNow {
  if (previous && previous.side === sight.side) {
    const { plan, revision } = revisePlan(previous, sight, ground);
    return { plan, formed: false, revision };
  }
  if (!setUp(sight, ground)) return { plan: null, formed: false, revision: null };
  return { plan: formPlan(sight, ground, commander), formed: true, revision: null };
}

/**
 * Whether the side's forces are on the table to plan with: every unit the scenario does not bring on later stands on
 * it (or has fought and gone), or the second turn has come whatever the set-up left off the table.
 */
function setUp(sight: PlanSight, ground: Ground): boolean {
  if (sight.table.view.turn >= 2) return true;
  const waiting = new Set(ground.context.scenario.sides[sight.side].units.filter((u) => !u.reinforcement).map((u) => u.id));
  return sight.table.bySide[sight.side].some((u) => u.onTable) && sight.table.bySide[sight.side].every((u) => !waiting.has(u.unit.id) || u.unit.status !== 'reserve');
}
