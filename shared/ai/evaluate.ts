import type { GameState } from '../engine/game.ts';
import type { BaseAction, Outcome, Ruleset, TableView } from '../engine/ruleset.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext } from './context.ts';
import { objectiveScore } from './objectives.ts';
import { apartIn, gapBetween, seenIn } from './pair-measures.ts';
import { readTable, type TableReading, type UnitReading } from './table-reading.ts';

/**
 * A heuristic score of a position for one side, in figure-equivalents (one rifleman is about 1):
 * material, objective progress and posture (cover against enemy fire in reach, fire kept ready by not
 * moving, beaten zones avoided). A decided game dominates.
 */
export const SAFETY_WEIGHTS = {
  /** Cost of standing in the open under the full threat of one strong enemy unit. */
  exposure: 1,
  /** Share of fire that cover turns away (full cover still lets some through). */
  coverShield: 0.6,
  /** A unit that has not moved and has an enemy within its range: it keeps its fire for this turn. */
  fireReady: 2.5,
  /** A small standing preference for cover, so units end moves in it when nothing else differs. */
  coverBonus: 0.3,
  /** Cost, as a share of a unit's worth (capped), of standing in a beaten zone. */
  beatenZone: 0.15,
  /** Share of our fire that the best target's cover turns away, when weighing fire kept ready. */
  targetCoverShield: 0.5,
  /** Share of an enemy's threat that still counts while it cannot see the unit. */
  unseenThreat: 0.25,
  /** Worth is capped at this when weighing threats and exposure. */
  valueCap: 10,
} as const;

export const OUTCOME_SCORE = 1000;

export interface Evaluation {
  total: number;
  material: number;
  objectives: number;
  safety: number;
  outcome: number;
}

export function evaluateState<S, A extends BaseAction>(ruleset: Ruleset<S, A>, state: GameState<S>, context: EvalContext, side: SideId): Evaluation {
  return evaluateView(ruleset.view(state.game), ruleset.outcome(state.game), context, side);
}

export function evaluateView(view: TableView, outcome: Outcome | null, context: EvalContext, side: SideId): Evaluation {
  return evaluateReading(readTable(view, context), outcome, context, side);
}

export function evaluateReading(table: TableReading, outcome: Outcome | null, context: EvalContext, side: SideId): Evaluation {
  const enemy = otherSide(side);
  const material = sumValue(table.bySide[side]) - sumValue(table.bySide[enemy]);
  const objectives = objectiveScore(table, context, side);
  const safety = safetyOf(table, context, side) - safetyOf(table, context, enemy);
  const decided = outcome === null || outcome.winner === null ? 0 : outcome.winner === side ? OUTCOME_SCORE : -OUTCOME_SCORE;
  return { total: material + objectives + safety + decided, material, objectives, safety, outcome: decided };
}

function sumValue(units: readonly UnitReading[]): number {
  let sum = 0;
  for (const u of units) sum += u.value;
  return sum;
}

/**
 * How strongly enemy units bear on a unit: about 1 for one strong unit at point-blank range, half that at the
 * edge of its range, nothing beyond (a little slack for the enemy's next move). An enemy out of sight bears
 * on it at a quarter of that (it may step into view).
 */
export function threatTo(table: TableReading, context: EvalContext, u: UnitReading, enemies: readonly UnitReading[]): number {
  let threat = 0;
  for (const e of enemies) {
    if (!e.onTable || e.value <= 0 || e.range <= 0) continue;
    const reach = e.range + 2;
    const m = table.measures.between(e.place, u.place);
    const d = apartIn(m, e, u, reach);
    if (d >= reach) continue;
    const bearing = (Math.min(e.value, SAFETY_WEIGHTS.valueCap) / SAFETY_WEIGHTS.valueCap) * (1 - (0.5 * d) / reach);
    threat += seenIn(m, context, e, u) ? bearing : SAFETY_WEIGHTS.unseenThreat * bearing;
  }
  return threat;
}

/** How open to our fire the best enemy within range and in sight stands (0: none). */
function bestTarget(table: TableReading, context: EvalContext, u: UnitReading, enemies: readonly UnitReading[]): number {
  let best = 0;
  for (const e of enemies) {
    if (!e.onTable || e.value <= 0) continue;
    const m = table.measures.between(u.place, e.place);
    if (apartIn(m, u, e, u.range) > u.range) continue;
    const open = 1 - SAFETY_WEIGHTS.targetCoverShield * e.cover;
    if (open > best && seenIn(m, context, u, e)) best = open;
  }
  return best;
}

/** Safety of a side's units: cover where the enemy can reach them, and staying out of beaten zones. */
function safetyOf(table: TableReading, context: EvalContext, side: SideId): number {
  let score = 0;
  for (const u of table.bySide[side]) score += safetyTerm(table, context, u);
  return score;
}

/** One unit's part of its side's safety, remembered on the table and carried over from its origin where it still holds. */
function safetyTerm(table: TableReading, context: EvalContext, u: UnitReading): number {
  const known = table.safety[u.slot]!;
  if (!Number.isNaN(known)) return known;
  const carried = carriedSafety(table, u);
  const term = carried ?? unitSafety(table, context, u);
  table.safety[u.slot] = term;
  return term;
}

/** What a table's safety terms may carry over from its origin: the changed units that weigh differently on others now. */
export interface SafetyCarry {
  origin: NonNullable<TableReading['origin']>;
  /** Each such unit as it was and as it is, one after the other. */
  movers: UnitReading[];
}

/** The table's SafetyCarry, worked out once; null when nothing carries over (no origin, or the beaten zones changed). */
function safetyCarryOf(table: TableReading): SafetyCarry | null {
  if (table.safetyCarry !== undefined) return table.safetyCarry;
  const origin = table.origin;
  let carry: SafetyCarry | null = null;
  if (origin && sameZones(origin.table.view.zones, table.view.zones)) {
    const movers: UnitReading[] = [];
    for (const slot of origin.changed) {
      const was = origin.table.units[slot]!;
      const is = table.units[slot]!;
      if (!alikeToOthers(was, is)) movers.push(was, is);
    }
    carry = { origin, movers };
  }
  table.safetyCarry = carry;
  return carry;
}

/**
 * A unit's safety term as its origin table worked it out, when nothing it depends on has changed since: the
 * unit itself, the beaten zones, and every changed enemy either weighs on it as before or (where it stood and
 * where it stands) is beyond both its reach of the unit and the unit's reach of it. Null when the term must be
 * worked out afresh.
 */
function carriedSafety(table: TableReading, u: UnitReading): number | null {
  const carry = safetyCarryOf(table);
  if (!carry || carry.origin.table.units[u.slot] !== u || carry.origin.changed.includes(u.slot)) return null;
  const movers = carry.movers;
  for (let i = 0; i < movers.length; i += 2) {
    const was = movers[i]!;
    const is = movers[i + 1]!;
    if (is.unit.side === u.unit.side) continue;
    // Gaps are quick to compare; a mover near enough by them is measured as the term itself would measure it.
    if ((withinReach(u, was) && bearsOn(table, u, was)) || (withinReach(u, is) && bearsOn(table, u, is))) return null;
  }
  const known = carry.origin.table.safety[u.slot]!;
  return Number.isNaN(known) ? carriedSafety(carry.origin.table, u) : known;
}

/** Whether `c` may bear on `u` or `u` on it: the gap between them is within either's reach. */
function withinReach(u: UnitReading, c: UnitReading): boolean {
  const gap = gapBetween(u, c);
  return gap < c.range + 2 || gap <= u.range;
}

/**
 * Whether enemy `c` counts in `u`'s term at all: as a threat to it (threatTo) or as a target for its fire kept
 * ready (bestTarget), tested exactly as those test it. One that counts in neither adds nothing to the term, and
 * leaves every other enemy's part as it was.
 */
function bearsOn(table: TableReading, u: UnitReading, c: UnitReading): boolean {
  if (!c.onTable || c.value <= 0) return false;
  const m = table.measures.between(c.place, u.place);
  // The very tests threatTo and bestTarget skip an enemy by, negated (a distance that is NaN counts, as there).
  if (c.range > 0 && !(apartIn(m, c, u, c.range + 2) >= c.range + 2)) return true;
  return u.steady && u.range > 0 && !(apartIn(m, u, c, u.range) > u.range);
}

/** Two readings of a unit that weigh alike on other units' safety: same place, worth, reach and cover (they may differ in steadiness). */
function alikeToOthers(a: UnitReading, b: UnitReading): boolean {
  return a.place === b.place && a.value === b.value && a.range === b.range && a.onTable === b.onTable && a.cover === b.cover;
}

function sameZones(a: TableView['zones'], b: TableView['zones']): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((z, i) => z.centre.x === b[i]!.centre.x && z.centre.y === b[i]!.centre.y && z.radius === b[i]!.radius);
}

function unitSafety(table: TableReading, context: EvalContext, u: UnitReading): number {
  if (!u.onTable || u.value <= 0) return 0;
  const W = SAFETY_WEIGHTS;
  const enemies = table.bySide[otherSide(u.unit.side)];
  const worth = Math.min(u.value, W.valueCap) / W.valueCap;
  let score = -W.exposure * threatTo(table, context, u, enemies) * (1 - W.coverShield * u.cover) * worth;
  score += W.coverBonus * u.cover * worth;
  if (u.steady && u.range > 0) score += W.fireReady * worth * bestTarget(table, context, u, enemies);
  for (const z of table.view.zones) {
    if (Math.hypot(z.centre.x - u.centre.x, z.centre.y - u.centre.y) <= z.radius) score -= W.beatenZone * Math.min(u.value, W.valueCap);
  }
  return score;
}
