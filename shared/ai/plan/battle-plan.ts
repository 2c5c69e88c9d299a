import type { Vec } from '../../geometry/vec.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { Commander } from './temperament.ts';

/**
 * A side's battle plan: what the AI commander means to do with his whole force, formed at the start from the victory
 * conditions, the forces' strengths and the ground (form-plan.ts) and revised only when one of its triggers fires
 * (revise-plan.ts). It is plain data, carried from one decision to the next by the caller.
 */
export type Posture = 'attack' | 'hold' | 'delay' | 'raid';

/** The parts of a plan a unit may belong to. */
export type PartName = 'main' | 'holding' | 'reserve';

/** A place on the table the plan aims at, with its name in words ("Kamenka", "the birch wood"). */
export interface PlanPlace {
  point: Vec;
  name: string;
  /** The objective area it stands for, when it is one (an area to take or to hold). */
  areaId?: string;
}

/** Which way the main effort goes, as its commander faces the enemy. */
export type Flank = 'left' | 'centre' | 'right';

export interface PlanRoute {
  flank: Flank;
  /** The point it passes on the way, off to that flank (the objective itself for the centre). */
  via: Vec;
  /** The ground it passes, in words ("by the birch wood"). */
  by: string;
}

/** What fires a revision, once each. */
export type TriggerName = 'breakthrough' | 'objective threatened' | 'heavy losses' | 'objective lost' | 'time running out';

export interface Revision {
  turn: number;
  trigger: TriggerName;
  /** What the trigger saw, in words ("an enemy unit within 6\" of Kamenka"). */
  seen: string;
}

export interface BattlePlan {
  side: SideId;
  commander: Commander;
  posture: Posture;
  /** Where the main effort is going (attack, raid) or what it holds (hold, delay). */
  objective: PlanPlace;
  route: PlanRoute;
  /** Unit ids by part. Units the plan does not name (those arriving later) join the main effort. */
  main: string[];
  holding: string[];
  reserve: string[];
  /** Where the holding part stands: the objective held, or the line it keeps the enemy busy from. */
  holdAt: PlanPlace;
  /** Where the reserve waits until committed: a defender's behind the objective; an attack's starts here and follows its main effort. */
  reserveAt: PlanPlace;
  reserveCommitted: boolean;
  /** When the reserve goes in. */
  commitOn: Extract<TriggerName, 'breakthrough' | 'objective threatened'>;
  /** The plan is given up when this share of the force is lost, or this many turns are left short of the objective. */
  giveUp: { lossShare: number; turnsLeft: number };
  /** Strength (figures or bases, as the rule set counts) of the side's units when the plan was formed. */
  startStrength: number;
  /** Every revision so far, oldest first: each trigger fires once. */
  revisions: Revision[];
}

/** The part a unit plays in the plan: a unit it does not name joins the main effort. */
export function partOf(plan: BattlePlan, unitId: string): PartName {
  if (plan.holding.includes(unitId)) return 'holding';
  if (plan.reserve.includes(unitId)) return plan.reserveCommitted ? 'main' : 'reserve';
  return 'main';
}

export const fired = (plan: BattlePlan, trigger: TriggerName): boolean => plan.revisions.some((r) => r.trigger === trigger);
