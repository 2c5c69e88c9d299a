import type { GameEvent } from '../engine/events.ts';
import type { BaseAction, Choice } from '../engine/ruleset.ts';
import { otherSide, type SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext, ObjectiveArea } from './context.ts';
import { coverAt } from './cover.ts';
import { distanceToEdge } from './measure.ts';
import { unitDistanceToArea, type TableReading, type UnitReading } from './table-reading.ts';
import { hypot } from '../geometry/hypot.ts';
import type { TerrainIndex } from '../geometry/terrain-index.ts';
import type { Vec } from '../geometry/vec.ts';

/** What the commander saw when it chose, for the one-line reason in the battle report. */
export interface DecisionFacts<A extends BaseAction> {
  context: EvalContext;
  side: SideId;
  choice: Choice<A>;
  before: TableReading;
  /** The table after the choice in one of the AI's own dice samples (absent when it was not simulated). */
  after?: TableReading;
  events?: readonly GameEvent[];
  /** Mean strength lost by each side over the samples (figures or bases, as the rule set counts). */
  enemyLoss?: number;
  ownLoss?: number;
  /** The rule set's way of printing a distance (centimetres for some); whole inches when absent. */
  distanceText?: (inches: number) => string;
  /** The rule set's own cover (`Ruleset.inCover`); without it the reason says nothing of cover. */
  inCover?: (index: TerrainIndex, at: Vec) => boolean;
}

/** Whole inches; a unit closer than half an inch is "under 1"" away, never "0"" from what it has not reached. */
const inches = (d: number) => (d > 0 && d < 0.5 ? 'under 1"' : `${Math.round(d)}"`);

/** "Sailors (1) move to 22, 18, 6" from the village, in cover (orchard)". */
export function describeDecision<A extends BaseAction>(facts: DecisionFacts<A>): string {
  const distance = facts.distanceText ?? inches;
  const parts: string[] = [];
  const target = targetOf(facts);
  const label = facts.choice.label.replace(/[.\s]+$/, '');
  // A label that names its target already ("fire at the Latvians") is not told it again.
  if (target && !label.includes(target)) parts.push(`at ${target}`);
  // A shot judged by its forecast alone names its target in its label: it is worded as one that hit it.
  const aimed = target !== null || facts.choice.forecast?.whole === true;
  if (aimed && facts.enemyLoss !== undefined && facts.enemyLoss >= 0.05) parts.push(`expecting ${facts.enemyLoss.toFixed(1)} enemy losses`);
  const unitId = facts.choice.unitId;
  const now = unitId ? (facts.after ?? facts.before).units.find((u) => u.unit.id === unitId) : undefined;
  if (now && now.onTable && !aimed) {
    const objective = objectivePlace(facts, now, distance);
    // A label that names the place already ("ending in Birch wood") is not told how far it is from it.
    const place = objective && !label.includes(objective.name) ? objective.text : null;
    if (place) parts.push(place);
    if (facts.inCover) parts.push(coverWords(facts, now));
    const enemy = nearestEnemy(facts, now);
    if (!objective && enemy) parts.push(`${distance(enemy.distance)} from ${enemy.unit.unit.name}`);
  }
  if (facts.ownLoss !== undefined && facts.ownLoss >= 0.5) parts.push(`risking ${facts.ownLoss.toFixed(1)} own losses`);
  return parts.length === 0 ? label : `${label}, ${parts.join(', ')}`;
}

/** "in cover (the orchard)" where a base stands in cover as the rule set counts it, named by what shelters it. */
function coverWords<A extends BaseAction>(facts: DecisionFacts<A>, u: UnitReading): string {
  const { cover } = facts.context;
  const sheltered = u.unit.bases.find((b) => facts.inCover!(cover.index, b));
  if (!sheltered) return 'in the open';
  const name = coverAt(cover, sheltered)?.label;
  return name ? `in cover (${name})` : 'in cover';
}

/** The enemy unit the chosen unit itself shot at or charged, if any. */
function targetOf<A extends BaseAction>(facts: DecisionFacts<A>): string | null {
  const enemy = otherSide(facts.side);
  for (const e of facts.events ?? []) {
    if (!e.targetUnitId || (facts.choice.unitId !== undefined && e.unitId !== facts.choice.unitId)) continue;
    const target = facts.before.units.find((u) => u.unit.id === e.targetUnitId && u.unit.side === enemy);
    if (target) return target.unit.name;
  }
  return null;
}

/** Where the unit stands against the objective nearest to it: an area to take or hold, or an edge to reach. */
function objectivePlace<A extends BaseAction>(facts: DecisionFacts<A>, u: UnitReading, inches: (d: number) => string): { text: string; name: string } | null {
  let best: { distance: number; name: string; text: (d: number) => string } | null = null;
  for (const c of facts.context.scenario.victory) {
    if (c.type === 'clear-area' || c.type === 'hold-area') {
      const area: ObjectiveArea | undefined = facts.context.areas.get(c.areaId);
      if (!area) continue;
      const distance = unitDistanceToArea(u, area);
      if (!best || distance < best.distance) best = { distance, name: area.label, text: (d) => (d === 0 ? `in ${area.label}` : `${inches(d)} from ${area.label}`) };
    } else if (c.type === 'exit-units' && c.unitIds.includes(u.unit.id)) {
      const distance = distanceToEdge(u.centre, c.edge, facts.context.table);
      if (!best || distance < best.distance) best = { distance, name: `${c.edge} edge`, text: (d) => `${inches(d)} from the ${c.edge} edge` };
    }
  }
  return best ? { text: best.text(best.distance), name: best.name } : null;
}

function nearestEnemy<A extends BaseAction>(facts: DecisionFacts<A>, u: UnitReading): { unit: UnitReading; distance: number } | null {
  const table = facts.after ?? facts.before;
  let best: { unit: UnitReading; distance: number } | null = null;
  for (const e of table.bySide[otherSide(facts.side)]) {
    if (!e.onTable) continue;
    const distance = hypot(e.centre.x - u.centre.x, e.centre.y - u.centre.y);
    if (!best || distance < best.distance) best = { unit: e, distance };
  }
  return best;
}

/** Strength lost by a side between two readings; a unit that stops fighting loses what it had left. */
export function strengthLostBetween(before: TableReading, after: TableReading, side: SideId): number {
  let lost = 0;
  for (const b of before.bySide[side]) {
    if (b.value <= 0) continue;
    const a = after.units.find((u) => u.unit.id === b.unit.id);
    lost += !a || a.value <= 0 ? b.unit.strength.now : Math.max(0, b.unit.strength.now - a.unit.strength.now);
  }
  return lost;
}
