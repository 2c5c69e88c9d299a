import { hypotAtMost } from '../geometry/hypot-compare.ts';
import type { Vec } from '../geometry/vec.ts';
import type { VictoryCondition } from '../scenario/schema.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import { taggedUnits, type EvalContext, type ObjectiveArea } from './context.ts';
import { distanceToEdge } from './measure.ts';
import { inContact, partsOf, PARTS, touchingDistance, type ClearArea } from './clear-area-parts.ts';
import { nearestFiguresApart } from './unit-pairs.ts';
import { unitDistanceToArea, type TableReading, type UnitReading } from './table-reading.ts';
import { hypot } from '../geometry/hypot.ts';
import { OUTCOME_SCORE } from '../engine/ruleset.ts';

/**
 * Objective progress, in figure-equivalents like material. Each victory condition is scored from its
 * winner's point of view; the evaluation adds it for that side and subtracts it for the other, so both
 * commanders pull the same rope from opposite ends.
 */
export const OBJECTIVE_WEIGHTS = {
  /** Per inch a unit still has to go to reach the area or edge it must reach. */
  approachPerInch: 0.35,
  /** A defending unit still inside an area its enemy must clear. */
  defenderInside: 4,
  /** Share of a defender's worth added to that. */
  defenderInsideShare: 0.6,
  /** A unit of the winning side standing inside the area. */
  attackerInside: 1,
  /**
   * Share of what a defender inside the area costs the attacker that is counted as won once attackers touch it,
   * in proportion to the share of its bases they touch (close combat will follow).
   */
  assault: 0.5,
  /** An attacking unit in base contact with a defender inside the area. */
  assaulting: 1,
  /** A unit inside an area to be held at the end. */
  holderInside: 3,
  /** A target unit still standing, and the share of its worth added. */
  targetStanding: 3,
  targetShare: 0.5,
  /** A unit that has left by the edge it had to reach. */
  exited: 8,
  /** Progress toward breaking the enemy army, at full break. */
  armyBroken: 15,
  /** Share of the pull left once a unit is within its own range of the enemy it closes on (it may shoot instead). */
  withinRange: 0.5,
  /** Distances are counted no further than this (a far unit is simply far). */
  farInches: 36,
  /**
   * Share of a decided game that the last defender inside an area its enemy must clear is worth, should it leave: the
   * area is judged at the end of the turn, and another defender may yet come in before then.
   */
  lastHolder: 0.3,
} as const;

const W = OBJECTIVE_WEIGHTS;
const CONTACT_INCHES = 1.5;

export function objectiveScore(table: TableReading, context: EvalContext, side: SideId): number {
  let score = 0;
  for (const condition of context.scenario.victory) {
    const term = conditionProgress(table, context, condition);
    score += condition.winner === side ? term : -term;
  }
  return score;
}

/** How much hurrying a side needs: a side racing the clock presses harder as the turns run out. */
export function urgencyOf(table: TableReading, context: EvalContext, side: SideId): number {
  if (!context.racesTheClock[side]) return 1;
  const limit = Math.max(1, table.view.turnLimit || context.scenario.turnLimit);
  const spent = Math.min(1, table.view.turn / limit);
  return 1 + 2 * spent * spent;
}

const far = (d: number) => Math.min(d, W.farInches);

function approach(u: UnitReading, distance: number, urgency: number): number {
  return -W.approachPerInch * u.mobility * urgency * far(distance);
}

/** Closing on enemy units: full pull until they are within the unit's range, a weaker one after. */
function closeOn(u: UnitReading, distance: number, urgency: number): number {
  if (u.range <= 0 || distance <= u.range) return W.withinRange * approach(u, distance, urgency);
  return approach(u, distance - u.range, urgency) + W.withinRange * approach(u, u.range, urgency);
}

/**
 * Progress toward one condition, from the point of view of its winner. The turn limit needs no help: it only
 * makes the other side hurry (urgencyOf).
 */
export function conditionProgress(table: TableReading, context: EvalContext, c: VictoryCondition): number {
  if (c.type === 'turn-limit') return 0;
  const urgency = urgencyOf(table, context, c.winner);
  if (c.type === 'clear-area') {
    const area = context.areas.get(c.areaId);
    return area ? clearProgress(table, context, c, area, urgency) : 0;
  }
  const mine = table.bySide[c.winner].filter((u) => u.onTable);
  const theirs = table.bySide[otherSide(c.winner)].filter((u) => u.onTable);
  switch (c.type) {
    case 'hold-area': {
      const area = context.areas.get(c.areaId);
      return area ? holdProgress(area, mine, theirs, urgency) : 0;
    }
    case 'destroy-units': {
      const targets = table.units.filter((u) => c.unitIds.includes(u.unit.id) && u.value > 0);
      let score = -targets.reduce((sum, t) => sum + W.targetStanding + W.targetShare * t.value, 0);
      const onTable = targets.filter((t) => t.onTable);
      if (onTable.length > 0) {
        for (const u of mine) {
          const nearest = Math.min(...onTable.map((t) => hypot(t.centre.x - u.centre.x, t.centre.y - u.centre.y)));
          score += 0.3 * closeOn(u, nearest, urgency);
        }
      }
      return score;
    }
    case 'exit-units': {
      let score = 0;
      for (const u of table.units) {
        if (!c.unitIds.includes(u.unit.id)) continue;
        if (u.unit.status === 'withdrawn') score += W.exited;
        else if (u.onTable) score += approach({ ...u, mobility: 2 }, distanceToEdge(u.centre, c.edge, context.table), urgency);
        else if (u.unit.status !== 'reserve') score -= W.exited;
      }
      return score;
    }
    case 'break-army': {
      const enemy = table.bySide[otherSide(c.winner)];
      const start = enemy.reduce((s, u) => s + u.unit.strength.start, 0);
      const now = enemy.reduce((s, u) => s + (u.value > 0 ? u.unit.strength.now : 0), 0);
      const lost = start === 0 ? 0 : 1 - now / start;
      return W.armyBroken * Math.min(1, lost / c.fraction);
    }
  }
}

/**
 * Clearing an area: every defender still inside costs the attacker; attackers close on the defenders
 * inside (to shoot or assault them out), or on the area once it is empty of them. Each unit's parts are kept on
 * the table and carried over from the table it was derived from when no change reaches them (`carriedParts`); the
 * parts are added in the same order either way, so a carried score is the score worked out afresh.
 */
function clearProgress(table: TableReading, context: EvalContext, c: ClearArea, area: ObjectiveArea, urgency: number): number {
  // Attackers are the winner's units on the table; defenders the other side's on the table that carry the tags.
  const attackers = table.bySide[c.winner];
  const others = table.bySide[otherSide(c.winner)];
  const tagged = taggedUnits(context, c.tags);
  const parts = partsOf(table, c, area, tagged, urgency);
  let score = 0;
  for (const d of others) {
    if (!d.onTable || (tagged && !tagged.has(d.unit.id))) continue;
    const k = d.slot * PARTS;
    if (Number.isNaN(parts[k]!)) {
      if (unitDistanceToArea(d, area) === 0) {
        // What keeps the attacker from winning weighs more as its time runs out.
        const cost = (W.defenderInside + W.defenderInsideShare * d.value) * urgency;
        parts[k] = -(cost * (1 - W.assault * engagedShare(table, d, attackers)));
      } else {
        parts[k] = 0.05 * far(unitDistanceToArea(d, area));
      }
    }
    score += parts[k]!;
  }
  // The defenders inside the area, found when an attacker's parts must be worked out afresh.
  let inside: UnitReading[] | null = null;
  for (const u of attackers) {
    if (!u.onTable) continue;
    const k = u.slot * PARTS;
    if (Number.isNaN(parts[k]!)) {
      inside ??= defendersInside(others, tagged, area);
      const toArea = unitDistanceToArea(u, area);
      // Figures in base contact stand about an inch apart, centre to centre: that is arrival.
      const distance = inside.length > 0 ? Math.max(0, nearestFiguresApart(table, u, inside, W.farInches + CONTACT_INCHES) - CONTACT_INCHES) : toArea;
      // Defenders in a built-up area are hard to see and hit from outside: the attacker closes right in.
      parts[k] = approach(u, distance, urgency);
      parts[k + 1] = toArea === 0 ? W.attackerInside * u.mobility : Number.NaN;
      parts[k + 2] = touchesAny(table, u, inside) ? W.assaulting * u.mobility * urgency : Number.NaN;
    }
    score += parts[k]!;
    if (!Number.isNaN(parts[k + 1]!)) score += parts[k + 1]!;
    if (!Number.isNaN(parts[k + 2]!)) score += parts[k + 2]!;
  }
  return score;
}

/**
 * What `u` holds for its side by standing where it stands, should it leave the table: for each area its enemy must
 * clear that it stands in, what a defender inside costs the attacker (as `clearProgress` counts it), and a share of
 * the game when it is the last there (officers alone included, where the view counts them as units). Expected losses
 * count it with the unit's worth, so fire at the last holder of a town weighs what it is, not only the men it kills.
 */
export function holdingStake(table: TableReading, context: EvalContext, u: UnitReading): number {
  if (!u.onTable) return 0;
  let stake = 0;
  for (const c of context.scenario.victory) {
    if (c.type !== 'clear-area' || c.winner === u.unit.side) continue;
    const area = context.areas.get(c.areaId);
    const tagged = taggedUnits(context, c.tags);
    if (!area || (tagged && !tagged.has(u.unit.id)) || unitDistanceToArea(u, area) > 0) continue;
    stake += (W.defenderInside + W.defenderInsideShare * u.value) * urgencyOf(table, context, c.winner);
    if (defendersInside(table.bySide[u.unit.side], tagged, area).length === 1) stake += W.lastHolder * OUTCOME_SCORE;
  }
  return stake;
}

/** The defenders on the table, carrying the tags, that stand inside the area. */
function defendersInside(others: readonly UnitReading[], tagged: ReadonlySet<string> | null, area: ObjectiveArea): UnitReading[] {
  const inside: UnitReading[] = [];
  for (const d of others) if (d.onTable && (!tagged || tagged.has(d.unit.id)) && unitDistanceToArea(d, area) === 0) inside.push(d);
  return inside;
}

function holdProgress(area: ObjectiveArea, holders: UnitReading[], rivals: UnitReading[], urgency: number): number {
  let score = 0;
  for (const u of holders) {
    const distance = unitDistanceToArea(u, area);
    score += distance === 0 ? W.holderInside : approach(u, distance, urgency);
  }
  for (const r of rivals) {
    const distance = unitDistanceToArea(r, area);
    // A rival inside at the end spoils the hold, so the rival is drawn in as well.
    score += distance === 0 ? -W.holderInside : -0.5 * approach(r, distance, 1);
  }
  return score;
}

/** The share of a unit's bases that some enemy base on the table touches (within a little of edge to edge). */
function engagedShare(table: TableReading, d: UnitReading, enemies: readonly UnitReading[]): number {
  const bases = d.unit.bases;
  if (bases.length === 0) return 0;
  let touching: UnitReading[] | null = null;
  for (const e of enemies) if (e.onTable && inContact(table, e, d)) (touching ??= []).push(e);
  if (!touching) return 0;
  let touched = 0;
  for (const b of bases) {
    for (const e of touching) {
      if (touchesBase(e, d, b)) {
        touched++;
        break;
      }
    }
  }
  return touched / bases.length;
}

function touchesBase(e: UnitReading, d: UnitReading, b: Vec): boolean {
  const reach = touchingDistance(e, d);
  for (const q of e.unit.bases) {
    if (Math.abs(q.x - b.x) <= reach && Math.abs(q.y - b.y) <= reach && hypotAtMost(q.x - b.x, q.y - b.y, reach)) return true;
  }
  return false;
}

function touchesAny(table: TableReading, u: UnitReading, others: readonly UnitReading[]): boolean {
  for (const o of others) if (inContact(table, u, o)) return true;
  return false;
}
