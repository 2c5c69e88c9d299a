import type { Vec } from '../geometry/vec.ts';
import type { BaseAction, Choice } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { centroidOf } from './measure.ts';
import { movePotential, withUnitAt } from './probes.ts';
import type { TableReading } from './table-reading.ts';

/**
 * Cheap pre-ranking, without simulating: a choice that carries a place on the table (a move's
 * destination) is scored as if its unit already stood there; others keep a neutral prior. Used to
 * decide which of many options are worth simulating.
 */
export interface RankedChoice<A extends BaseAction> {
  choice: Choice<A>;
  /** Position in the ruleset's option list (ties keep the ruleset's order). */
  index: number;
  prior: number;
  /** Options of the same unit and kind compete within a group; the shortlist keeps every group's best. */
  group: string;
}

/** The place an action carries: a destination, the centre of a list of figure positions, an aiming point. */
export function pointInAction(value: unknown, depth = 0): Vec | null {
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    const points = value.map(asPoint).filter((p): p is Vec => p !== null);
    if (points.length > 0) return centroidOf(points);
    for (const item of value) {
      const p = pointInAction(item, depth + 1);
      if (p) return p;
    }
    return null;
  }
  const own = asPoint(value);
  if (own) return own;
  for (const item of Object.values(value)) {
    const p = pointInAction(item, depth + 1);
    if (p) return p;
  }
  return null;
}

function asPoint(value: unknown): Vec | null {
  if (value === null || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  return typeof r.x === 'number' && typeof r.y === 'number' ? { x: r.x, y: r.y } : null;
}

/**
 * A choice that places its unit is scored as if the unit stood there; any other choice of a unit gets
 * what moving that unit could be worth at best (never below nothing: the unit may still stay put);
 * a choice of no unit keeps a neutral prior.
 */
export function prerank<A extends BaseAction>(choices: readonly Choice<A>[], table: TableReading, context: EvalContext, side: SideId): RankedChoice<A>[] {
  const base = evaluateReading(table, null, context, side).total;
  const potentials = new Map<string, number>();
  const potentialOf = (unitId: string) => {
    let p = potentials.get(unitId);
    if (p === undefined) { p = Math.max(0, movePotential(table, context, side, unitId, base)); potentials.set(unitId, p); }
    return p;
  };
  const ranked = choices.map((choice, index) => {
    const group = `${choice.unitId ?? ''}|${choice.action.type}`;
    const unitId = choice.unitId;
    // A choice naming an enemy unit (a target) says nothing about where our units go.
    if (!unitId || !table.bySide[side].some((u) => u.unit.id === unitId)) return { choice, index, prior: 0, group };
    const point = pointInAction(choice.action);
    const moved = point ? withUnitAt(table, context, unitId, point) : null;
    const prior = moved ? evaluateReading(moved, null, context, side).total - base : potentialOf(unitId);
    return { choice, index, prior, group };
  });
  return ranked.sort((a, b) => b.prior - a.prior || a.index - b.index);
}

/** Up to `max` choices to simulate: first the best of every group, then the best of the rest. */
export function shortlist<A extends BaseAction>(ranked: readonly RankedChoice<A>[], max: number): RankedChoice<A>[] {
  if (ranked.length <= max) return [...ranked];
  const picked: RankedChoice<A>[] = [];
  const seen = new Set<string>();
  const taken = new Set<number>();
  for (const r of ranked) {
    if (picked.length >= max) break;
    if (seen.has(r.group)) continue;
    seen.add(r.group);
    picked.push(r);
    taken.add(r.index);
  }
  for (const r of ranked) {
    if (picked.length >= max) break;
    if (!taken.has(r.index)) picked.push(r);
  }
  return picked;
}
