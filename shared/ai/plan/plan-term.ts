import type { EvalContext } from '../context.ts';
import { unitDistanceToArea, type TableReading, type UnitReading } from '../table-reading.ts';
import { partOf, type BattlePlan, type PartName } from './battle-plan.ts';
import { distance, lateralOf, type Ground } from './ground.ts';

/*
 * Set at twice these first; at that weight the plan outweighed what Ten Rounds Rapid's foresight knows of lorries (a
 * company unloaded only to be taken aboard again, ai-foresight.test.ts): half is enough to choose among close options.
 */
/**
 * What a position does for the plan, in figure-equivalents like the rest of the evaluation, and kept small beside it:
 * each unit's part is capped at `far` inches of its weight, so the table (material, objectives, safety) still decides
 * when it speaks clearly, and the plan when it does not.
 */
export const PLAN_WEIGHTS = {
  /**
   * Per inch a unit of the main effort stands off its route's line across the table (fading as it nears the objective);
   * in an attack, a unit of the holding part off the straight line to the objective.
   */
  route: 0.06,
  /** Per inch a unit of the main effort still has to go to its objective: pushed a little harder than the rest. */
  push: 0.04,
  /** Per inch a defender's holding unit stands beyond 4" of its place (outside the objective, where it holds that). */
  hold: 0.1,
  /** Per inch an uncommitted reserve unit stands beyond 4" of where it waits, or (in an attack) inside `behind` of the main effort's lead. */
  reserve: 0.15,
  /** How far behind the main effort's leading unit an attack's reserve follows. */
  behind: 6,
  /** Distances counted no further than this. */
  far: 18,
  /** The route's pull across fades inside this distance of the objective, so the main effort closes in on it. */
  fade: 12,
} as const;

const W = PLAN_WEIGHTS;
const SLACK = 4;


/** The context for one decision of `plan`'s side: the same, with the plan's term added to that side's evaluation. */
export function withPlan(context: EvalContext, plan: BattlePlan, ground: Ground): EvalContext {
  const parts = new Map<string, PartName>();
  return { ...context, plan: { side: plan.side, term: (table: TableReading) => planTerm(plan, ground, table, parts) } };
}

/** The plan's term of a table: minus each unit's distance from where its part wants it, weighted and capped. */
export function planTerm(plan: BattlePlan, ground: Ground, table: TableReading, parts = new Map<string, PartName>()): number {
  const area = plan.objective.areaId ? ground.context.areas.get(plan.objective.areaId) : undefined;
  const toObjective = (u: UnitReading) => (area ? unitDistanceToArea(u, area) : distance(u.centre, plan.objective.point));
  const attacking = plan.posture === 'attack' || plan.posture === 'raid';
  const routeLine = lateralOf(ground, plan.route.via);
  const objectiveLine = lateralOf(ground, plan.objective.point);
  let cost = 0;
  let lead: number | undefined;
  for (const u of table.bySide[plan.side]) {
    if (!u.onTable || u.value <= 0) continue;
    let part = parts.get(u.unit.id);
    if (part === undefined) {
      part = partOf(plan, u.unit.id);
      parts.set(u.unit.id, part);
    }
    let c: number;
    if (part === 'main' || (attacking && part === 'holding')) {
      // The main effort keeps to its way; in an attack the holding part presses straight on, keeping the enemy busy in front.
      const d = toObjective(u);
      const line = part === 'main' ? routeLine : objectiveLine;
      const off = attacking ? Math.abs(lateralOf(ground, u.centre) - line) * Math.min(1, d / W.fade) : 0;
      c = W.route * Math.min(off, W.far) + (part === 'main' ? W.push * Math.min(d, W.far) : 0);
    } else if (part === 'holding') {
      // A defender with no ground to keep (it wins by lasting out) holds where each unit stands: no pull anywhere.
      const d = !area ? 0 : plan.holdAt.areaId === area.id ? unitDistanceToArea(u, area) : Math.max(0, distance(u.centre, plan.holdAt.point) - SLACK);
      c = W.hold * Math.min(d, W.far);
    } else if (attacking) {
      // An attack's reserve follows the main effort, never ahead of its leading unit by 6" or more.
      lead ??= leadOf(plan, table, toObjective);
      c = W.reserve * Math.min(Math.max(0, lead + W.behind - toObjective(u)), W.far);
    } else {
      c = W.reserve * Math.min(Math.max(0, distance(u.centre, plan.reserveAt.point) - SLACK), W.far);
    }
    cost += c * u.mobility;
  }
  return -cost;
}

/** How near the main effort's leading unit stands to the objective (the far limit when the main effort has none on the table). */
function leadOf(plan: BattlePlan, table: TableReading, toObjective: (u: UnitReading) => number): number {
  let lead = W.far * 2;
  for (const u of table.bySide[plan.side]) {
    if (u.onTable && u.value > 0 && partOf(plan, u.unit.id) === 'main') lead = Math.min(lead, toObjective(u));
  }
  return lead;
}
