import { unitDistanceToArea, type UnitReading } from '../table-reading.ts';
import type { BattlePlan, Revision, TriggerName } from './battle-plan.ts';
import { fired, partOf } from './battle-plan.ts';
import { bestRoute, knownEnemies, ownUnits, strengthOf, type PlanSight } from './form-plan.ts';
import { centreOfUnits, distance, type Ground } from './ground.ts';
import { TEMPERAMENT_NUMBERS } from './temperament.ts';

/** An enemy unit this near the objective a side defends threatens it. */
export const THREAT_INCHES = 8;
/** A unit of the main effort this near its objective has broken in. */
export const BREAK_IN_INCHES = 4;

/**
 * The plan as it stands after the table now: unchanged unless one of its triggers fires, each at most once in a battle
 * (so a plan never swings back and forth), the first that fires revising it:
 * - the objective lost (a defender: the enemy in the area held, none of its own): counter-attack with everything;
 * - the objective threatened (a defender: an enemy unit within 8"): the reserve goes in, a delaying force falls back on it;
 * - a breakthrough (an attacker: a unit of the main effort within 4" of the objective): the reserve goes in;
 * - heavy losses (the share the temperament bears): an attack that must win by ground shifts to the way least held,
 *   everything in; one that need not goes over to holding; a defender falls back on the objective;
 * - time running out (an attacker that loses on time, its last turns, the objective not reached): everything in, straight at it.
 */
export function revisePlan(plan: BattlePlan, sight: PlanSight, ground: Ground): { plan: BattlePlan; revision: Revision | null } {
  for (const check of CHECKS) {
    if (fired(plan, check.trigger)) continue;
    const seen = check.seen(plan, sight, ground);
    if (seen === null) continue;
    const revision: Revision = { turn: sight.table.view.turn, trigger: check.trigger, seen };
    const revised = check.revise(plan, sight, ground);
    return { plan: { ...revised, revisions: [...plan.revisions, revision] }, revision };
  }
  return { plan, revision: null };
}

interface Check {
  trigger: TriggerName;
  /** What the trigger sees on the table, in words, or null when it does not fire. */
  seen: (plan: BattlePlan, sight: PlanSight, ground: Ground) => string | null;
  revise: (plan: BattlePlan, sight: PlanSight, ground: Ground) => BattlePlan;
}

const defending = (plan: BattlePlan) => plan.posture === 'hold' || plan.posture === 'delay';
const areaOf = (plan: BattlePlan, ground: Ground) => (plan.objective.areaId ? ground.context.areas.get(plan.objective.areaId) : undefined);

/** How near a unit stands to the objective: to the area's edge (0 inside), else to its point. */
function nearness(plan: BattlePlan, ground: Ground, u: UnitReading): number {
  const area = areaOf(plan, ground);
  return area ? unitDistanceToArea(u, area) : distance(u.centre, plan.objective.point);
}

/** Everyone of the side now in the main effort, the reserve spent. */
function allIn(plan: BattlePlan, sight: PlanSight): BattlePlan {
  return { ...plan, main: ownUnits(sight).map((u) => u.unit.id), holding: [], reserve: [], reserveCommitted: true };
}

const CHECKS: readonly Check[] = [
  {
    trigger: 'objective lost',
    seen: (plan, sight, ground) => {
      const area = areaOf(plan, ground);
      if (!defending(plan) || !area) return null;
      const inside = knownEnemies(sight).filter((u) => unitDistanceToArea(u, area) === 0);
      if (inside.length === 0 || ownUnits(sight).some((u) => unitDistanceToArea(u, area) === 0)) return null;
      return `${inside[0]!.unit.name} ${inside.length > 1 ? 'and others are' : 'is'} in ${area.label} and none of ours`;
    },
    revise: (plan, sight, ground) => ({ ...allIn(plan, sight), posture: 'attack', route: { flank: 'centre', via: plan.objective.point, by: ground.place(plan.objective.point) } }),
  },
  {
    trigger: 'objective threatened',
    seen: (plan, sight, ground) => {
      if (!defending(plan) || (plan.reserveCommitted && plan.posture === 'hold')) return null;
      const near = knownEnemies(sight).filter((u) => nearness(plan, ground, u) <= THREAT_INCHES);
      return near.length === 0 ? null : `${near[0]!.unit.name} within ${ground.span(THREAT_INCHES)} of ${plan.objective.name}`;
    },
    revise: (plan) => ({ ...plan, posture: 'hold', reserveCommitted: true, holdAt: { ...plan.objective, name: `in ${plan.objective.name}` } }),
  },
  {
    trigger: 'breakthrough',
    seen: (plan, sight, ground) => {
      if (defending(plan) || plan.reserveCommitted) return null;
      const inFront = ownUnits(sight).find((u) => partOf(plan, u.unit.id) === 'main' && nearness(plan, ground, u) <= BREAK_IN_INCHES);
      return inFront ? `${inFront.unit.name} within ${ground.span(BREAK_IN_INCHES)} of ${plan.objective.name}` : null;
    },
    revise: (plan) => ({ ...plan, reserveCommitted: true }),
  },
  {
    trigger: 'heavy losses',
    seen: (plan, sight) => {
      const now = strengthOf(ownUnits(sight));
      if (plan.startStrength <= 0 || now > (1 - plan.giveUp.lossShare) * plan.startStrength) return null;
      return `${Math.round((1 - now / plan.startStrength) * 100)}% of the force lost`;
    },
    revise: (plan, sight, ground) => {
      // A defender draws everyone left onto the objective.
      if (defending(plan)) {
        return {
          ...plan, posture: 'hold', main: [], holding: ownUnits(sight).map((u) => u.unit.id), reserve: [], reserveCommitted: true,
          holdAt: { ...plan.objective, name: `${plan.objective.areaId ? 'in' : 'at'} ${plan.objective.name}` },
        };
      }
      if (ground.context.racesTheClock[plan.side]) {
        const own = ownUnits(sight);
        const from = centreOfUnits(own) ?? plan.objective.point;
        const numbers = TEMPERAMENT_NUMBERS[plan.commander.temperament];
        // The way the enemy holds least now, whatever it costs in length.
        const route = bestRoute(ground, from, plan.objective.point, knownEnemies(sight), numbers.flankSense * 2, numbers.coverSense);
        return { ...allIn(plan, sight), route };
      }
      const here = centreOfUnits(ownUnits(sight)) ?? plan.objective.point;
      return { ...plan, posture: 'hold', main: [], holding: ownUnits(sight).map((u) => u.unit.id), reserve: [], reserveCommitted: true, holdAt: { point: here, name: ground.place(here) } };
    },
  },
  {
    trigger: 'time running out',
    seen: (plan, sight, ground) => {
      if (defending(plan) || !ground.context.racesTheClock[plan.side]) return null;
      const view = sight.table.view;
      const left = Math.max(0, (view.turnLimit || ground.context.scenario.turnLimit) - view.turn);
      if (left > plan.giveUp.turnsLeft) return null;
      if (ownUnits(sight).some((u) => nearness(plan, ground, u) === 0)) return null;
      return `${left === 1 ? 'one turn' : `${left} turns`} left and ${plan.objective.name} not reached`;
    },
    revise: (plan, sight, ground) => ({ ...allIn(plan, sight), route: { flank: 'centre', via: plan.objective.point, by: ground.place(plan.objective.point) } }),
  },
];
