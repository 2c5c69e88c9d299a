import type { Vec } from '../geometry/vec.ts';
import type { BaseAction, Choice, Forecast } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { worthOfLosses } from './expected-losses.ts';
import { movePotential, withUnitAt, withUnitPlaced, type Placements } from './probes.ts';
import type { TableReading } from './table-reading.ts';

/**
 * Cheap pre-ranking, without simulating: a choice that carries a place on the table (a move's
 * destination) is scored as if its unit already stood there, one that carries a forecast by what it expects;
 * others keep a neutral prior. Used to
 * decide which of many options are worth simulating.
 */
export interface RankedChoice<A extends BaseAction> {
  choice: Choice<A>;
  /** Position in the ruleset's option list (ties keep the ruleset's order). */
  index: number;
  prior: number;
  /** The table as the pre-ranking read it with the unit placed, when the choice placed it: a reading of the table after the choice can start from it. */
  placed?: TableReading;
}

/** The place an action carries: a destination, the centre of a list of figure positions, an aiming point. */
export function pointInAction(value: unknown, depth = 0): Vec | null {
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    // The centre of the points in the list, summed in order as centroidOf sums them.
    let n = 0;
    let x = 0;
    let y = 0;
    for (const item of value) {
      if (!isPoint(item)) continue;
      n++;
      x += item.x;
      y += item.y;
    }
    if (n > 0) return { x: x / n, y: y / n };
    for (const item of value) {
      const p = pointInAction(item, depth + 1);
      if (p) return p;
    }
    return null;
  }
  const own = asPoint(value);
  if (own) return own;
  // `for…in` walks a plain object's keys in the order Object.values lists them, without making the list.
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    const p = pointInAction(fields[key], depth + 1);
    if (p) return p;
  }
  return null;
}

/**
 * The bases an action places, by id, when it names them (`[{ id, x, y }, …]` with at least one id among
 * `baseIds`); null otherwise.
 */
export function placementsInAction(value: unknown, baseIds: ReadonlySet<string>, depth = 0): Placements | null {
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    let found: Map<string, Vec> | null = null;
    for (const item of value) {
      // The item itself stands for its point (only its x and y are read), rather than a copy of them.
      if (!isPoint(item)) continue;
      const id = (item as { id?: unknown }).id;
      if (typeof id === 'string' && baseIds.has(id)) (found ??= new Map()).set(id, item);
    }
    return found;
  }
  const fields = value as Record<string, unknown>;
  for (const key in fields) {
    const p = placementsInAction(fields[key], baseIds, depth + 1);
    if (p) return p;
  }
  return null;
}

function asPoint(value: unknown): Vec | null {
  return isPoint(value) ? { x: value.x, y: value.y } : null;
}

function isPoint(value: unknown): value is Vec {
  if (value === null || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return typeof r.x === 'number' && typeof r.y === 'number';
}

/**
 * A choice that places its unit is scored as if the unit stood there, and one with a forecast by its forecast (the
 * unit where it puts it, and the losses it expects); any other choice of a unit gets
 * what moving that unit could be worth at best (never below nothing: the unit may still stay put);
 * a choice of no unit keeps a neutral prior.
 */
export function prerank<A extends BaseAction>(
  choices: readonly Choice<A>[], table: TableReading, context: EvalContext, side: SideId, options: { potentials?: boolean } = {},
): RankedChoice<A>[] {
  const withPotentials = options.potentials ?? true;
  const base = evaluateReading(table, null, context, side).total;
  // What moving each unit could be worth, worked out once per unit.
  const potentials = new Map<string, number>();
  // A forecast says where its choice puts the unit, if anywhere: the action's own numbers (an aiming point) do not.
  const points = choices.map((c) => (c.unitId && !c.forecast ? pointInAction(c.action) : null));
  // Where some choices of a unit say where it goes or what they will do, the others leave it where it is.
  const placed = new Set<string>();
  for (let i = 0; i < choices.length; i++) if (choices[i]!.unitId && (points[i] || choices[i]!.forecast)) placed.add(choices[i]!.unitId!);
  const own = new Set<string>();
  for (const u of table.bySide[side]) own.add(u.unit.id);
  const baseIds = new Map<string, ReadonlySet<string>>();
  // Choices that shift a unit whole to the same point (a move, and the same move ready to fire) read the same table.
  const shifted = new Map<string, Placed>();
  const ranked = choices.map((choice, index) => {
    const unitId = choice.unitId;
    // A choice naming an enemy unit (a target) says nothing about where our units go.
    if (!unitId || !own.has(unitId)) return { choice, index, prior: 0 };
    if (choice.forecast) return forecastRanked(table, context, side, base, choice, index, unitId, choice.forecast);
    const point = points[index];
    const placedHere = point ? placedOrShifted(table, context, unitId, choice.action, point, baseIds, shifted, base, side) : null;
    if (placedHere) return { choice, index, prior: placedHere.prior, placed: placedHere.moved };
    if (placed.has(unitId)) return { choice, index, prior: 0 };
    let potential = potentials.get(unitId);
    if (potential === undefined) {
      potential = withPotentials ? Math.max(0, movePotential(table, context, side, unitId, base)) : 0;
      potentials.set(unitId, potential);
    }
    return { choice, index, prior: potential };
  });
  return ranked.sort((a, b) => b.prior - a.prior || a.index - b.index);
}

/** A choice with a forecast: its unit placed where the forecast puts it, and the losses it expects and what else it is worth added. */
function forecastRanked<A extends BaseAction>(
  table: TableReading, context: EvalContext, side: SideId, base: number, choice: Choice<A>, index: number, unitId: string, forecast: Forecast,
): RankedChoice<A> {
  const moved = forecast.at ? withUnitAt(table, context, unitId, forecast.at) : null;
  const placedGain = moved ? evaluateReading(moved, null, context, side).total - base : 0;
  const prior = placedGain + worthOfLosses(moved ?? table, forecast.losses, side, context) + (forecast.worth ?? 0);
  return moved ? { choice, index, prior, placed: moved } : { choice, index, prior };
}

/**
 * The table with the unit where the action puts it (base by base where the action names them, else shifted whole) and
 * its prior. `baseIds` remembers each unit's base ids, and `shifted` each whole-unit shift, for the choices of one table.
 */
function placedOrShifted(
  table: TableReading, context: EvalContext, unitId: string, action: unknown, point: Vec, baseIds: Map<string, ReadonlySet<string>>,
  shifted: Map<string, Placed>, base: number, side: SideId,
): Placed | null {
  let ids = baseIds.get(unitId);
  if (!ids) {
    const unit = table.units.find((u) => u.unit.id === unitId);
    const found = new Set<string>();
    for (const b of unit?.unit.bases ?? []) if (b.id !== undefined) found.add(b.id);
    ids = found;
    baseIds.set(unitId, ids);
  }
  const placements = ids.size > 0 ? placementsInAction(action, ids) : null;
  const key = placements ? null : `${unitId}|${point.x}|${point.y}`;
  const known = key === null ? undefined : shifted.get(key);
  if (known) return known;
  const moved = placements ? withUnitPlaced(table, context, unitId, placements) : withUnitAt(table, context, unitId, point);
  if (!moved) return null;
  const placed = { moved, prior: evaluateReading(moved, null, context, side).total - base };
  if (key !== null) shifted.set(key, placed);
  return placed;
}

/** A table read with one unit placed, and what the pre-ranking gives it. */
interface Placed { moved: TableReading; prior: number }

/**
 * Up to `max` choices to simulate, a unit at a time: the units (or, for choices of no unit, kinds of
 * choice) whose best option ranks highest come first, each with its options best first. Keeping a
 * unit's options together lets the search compare them (hold, or move one way or another).
 */
export function shortlist<A extends BaseAction>(ranked: readonly RankedChoice<A>[], max: number): RankedChoice<A>[] {
  if (ranked.length <= max) return [...ranked];
  const groups = new Map<string, RankedChoice<A>[]>();
  for (const r of ranked) {
    const key = r.choice.unitId ?? `|${r.choice.action.type}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const picked: RankedChoice<A>[] = [];
  for (const group of groups.values()) {
    for (const r of group) {
      if (picked.length >= max) return picked;
      picked.push(r);
    }
  }
  return picked;
}
