import { hypotShorter } from '../geometry/hypot-compare.ts';
import type { Vec } from '../geometry/vec.ts';
import type { TableView, TroopClass, UnitView } from '../engine/ruleset.ts';
import type { VictoryCondition } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext, ObjectiveArea, UnitCard } from './context.ts';
import { meanCover } from './cover.ts';
import { currentValueOf, fullValueOf } from './material.ts';
import { centroidOf, distanceToArea } from './measure.ts';
import { PairMeasures } from './pair-measures.ts';
import { hypot } from '../geometry/hypot.ts';

/** One unit as the evaluation sees it: where it stands, what it is worth, how well it is covered. */
export interface UnitReading {
  unit: UnitView;
  centre: Vec;
  /** How far its farthest figure stands from the centre (gaps between units are measured edge to edge). */
  spread: number;
  /** On the table and able to take part (active or hidden). */
  onTable: boolean;
  value: number;
  fullValue: number;
  cover: number;
  /** How eagerly this kind of troops should close on an objective (guns and leaders hang back). */
  mobility: number;
  /** How far its fire reaches, inches (0: it does not shoot). */
  range: number;
  /** It has not moved this turn, so (in most rule sets) it may fire at full effect. */
  steady: boolean;
  /** Its place in the table's list of units. */
  slot: number;
  /** Where its bases stand, as the table's pair measures know it (see pair-measures.ts). */
  place: number;
  /** Distances to areas already measured, by the area's index (made when first needed). */
  toArea: number[] | null;
}

export interface TableReading {
  view: TableView;
  units: UnitReading[];
  bySide: Readonly<Record<SideId, UnitReading[]>>;
  /** Distances and sight lines between units, shared with the tables this one was read from or gave rise to. */
  measures: PairMeasures;
  /** Each unit's safety term (see evaluate.ts), by slot (NaN until worked out). */
  safety: number[];
  /** What those terms may carry over from `origin` (see evaluate.ts), once worked out. */
  safetyCarry: SafetyCarry | null | undefined;
  /** The units each unit in its slot here bears on or is borne on by, as tables derived by moving it ask (see evaluate.ts). */
  borneOn: (Uint8Array | undefined)[] | null;
  /** Each unit's parts of an objective's progress, by condition (see objectives.ts), once worked out. */
  objectiveParts: ConditionParts[] | null;
  /** The table this one was derived from, and the slots whose readings differ from it: terms of the rest may carry over. */
  origin: { table: TableReading; changed: readonly number[] } | null;
}

/**
 * What a table's safety terms (see evaluate.ts) may carry over from its origin: the slots whose terms must be worked
 * out afresh.
 */
export interface SafetyCarry {
  origin: NonNullable<TableReading['origin']>;
  /**
   * 1 for a changed unit, and for each unit a changed enemy that weighs differently on others now bears on, where it
   * stood or where it stands (withinReach and bearsOn, as a unit's term would find it).
   */
  afresh: Uint8Array;
}

/** The parts units add to one condition's progress (see objectives.ts). */
export interface ConditionParts {
  condition: VictoryCondition;
  parts: number[];
}

/** A table from its units, measured in `measures`; `origin` is the table it was derived from with the slots changed since. */
export function tableOf(view: TableView, units: UnitReading[], measures: PairMeasures, origin: TableReading['origin'] = null): TableReading {
  const red: UnitReading[] = [];
  const white: UnitReading[] = [];
  for (const u of units) {
    if (u.unit.side === 'red') red.push(u);
    else if (u.unit.side === 'white') white.push(u);
  }
  return {
    view,
    units,
    bySide: { red, white },
    measures,
    safety: new Array<number>(units.length).fill(Number.NaN),
    safetyCarry: undefined,
    borneOn: null,
    objectiveParts: null,
    origin,
  };
}

/** The same table with one unit replaced (moved). */
export function withUnitReplaced(table: TableReading, replacement: UnitReading): TableReading {
  const slot = replacement.slot;
  return tableOf(table.view, table.units.map((u) => (u.slot === slot ? replacement : u)), table.measures, { table, changed: [slot] });
}

const SUPPORT: ReadonlySet<TroopClass> = new Set<TroopClass>(['mg', 'field-gun', 'train-engine', 'train-artillery', 'train-mg', 'train-car']);
const LEADERS: ReadonlySet<TroopClass> = new Set<TroopClass>(['commander', 'commissar', 'observer', 'officer']);

export function mobilityOf(troopClass: TroopClass): number {
  if (SUPPORT.has(troopClass)) return 0.3;
  // Leaders rally and command; they should not lead the assault.
  if (LEADERS.has(troopClass)) return 0.2;
  return 1;
}

function cardOf(unit: UnitView, context: EvalContext): UnitCard {
  let card = context.cards.get(unit.id);
  if (!card || card.start !== unit.strength.start || card.troopType !== unit.troopType) {
    const roster = context.troopTypes.get(unit.troopType)?.stats ?? {};
    card = { fullValue: fullValueOf(unit), range: rangeOf(unit.stats) ?? rangeOf(roster), troopType: unit.troopType, start: unit.strength.start };
    context.cards.set(unit.id, card);
  }
  return card;
}

/**
 * A unit's reading in slot `slot`, its bases standing at `place`. `samePlace` is a reading whose bases stand
 * exactly where these do: what depends on nothing but where they stand (centre, spread, cover, distances to
 * areas) is taken from it rather than worked out again.
 */
export function readUnit(unit: UnitView, context: EvalContext, slot: number, place: number, samePlace?: UnitReading): UnitReading {
  const card = cardOf(unit, context);
  const onTable = unit.status === 'active' || unit.status === 'hidden';
  const centre = samePlace ? samePlace.centre : centroidOf(unit.bases);
  return {
    unit,
    centre,
    spread: samePlace ? samePlace.spread : spreadOf(unit.bases, centre),
    onTable,
    value: currentValueOf(unit, card.fullValue),
    fullValue: card.fullValue,
    cover: !onTable ? 0 : samePlace?.onTable ? samePlace.cover : meanCover(context.cover, unit.bases),
    mobility: mobilityOf(unit.troopClass),
    range: card.range ?? DEFAULT_RANGE,
    steady: !unit.markers.some((m) => m.kind === 'moved' && m.count > 0),
    slot,
    place,
    toArea: samePlace ? (samePlace.toArea ??= []) : null,
  };
}

/**
 * How far the farthest of the points stands from the centre: the largest `Math.hypot` among them, found by
 * comparing squares where they decide exactly (hypotShorter) and asking `Math.hypot` once.
 */
export function spreadOf(points: readonly Vec[], centre: Vec): number {
  // A centre that is not finite (a point that is not) keeps the long way, with its NaN.
  if (!Number.isFinite(centre.x) || !Number.isFinite(centre.y)) return spreadTheLongWay(points, centre);
  let far: Vec | null = null;
  for (const b of points) {
    if (!far || hypotShorter(far.x - centre.x, far.y - centre.y, b.x - centre.x, b.y - centre.y)) far = b;
  }
  return far ? Math.max(0, hypot(far.x - centre.x, far.y - centre.y)) : 0;
}

/** The largest distance of the points from the centre, one `Math.hypot` each. */
export function spreadTheLongWay(points: readonly Vec[], centre: Vec): number {
  let spread = 0;
  for (const b of points) spread = Math.max(spread, hypot(b.x - centre.x, b.y - centre.y));
  return spread;
}

const DEFAULT_RANGE = 24;
const MAX_RANGE = 48;

/** The longest range among a card's numbers ("Range": 12, or "12\""), or null; fire beyond 48" is too thin to fear. */
export function rangeOf(stats: Readonly<Record<string, string | number>>): number | null {
  let best = 0;
  for (const [key, value] of Object.entries(stats)) {
    if (!/range/i.test(key)) continue;
    const n = typeof value === 'number' ? value : Number.parseFloat(value);
    if (Number.isFinite(n) && n > best) best = n;
  }
  return best > 0 ? Math.min(best, MAX_RANGE) : null;
}

/**
 * The table as the evaluation reads it. With `earlier` (a table this one was played on from), the readings of
 * units that have not changed since are kept, with the distances and sight lines measured between them: a
 * simulated step moves one unit or two, and everything else reads the same.
 */
export function readTable(view: TableView, context: EvalContext, earlier?: TableReading): TableReading {
  const reuse = earlier && earlier.units.length === view.units.length ? earlier : null;
  const measures = reuse?.measures ?? new PairMeasures();
  const changed: number[] = [];
  const units = view.units.map((u, slot) => {
    const old = reuse?.units[slot];
    if (old && sameUnit(old.unit, u)) return old;
    changed.push(slot);
    // A unit whose bases all stand where they stood keeps its place, and with it its distances and sight lines,
    // even when it reads differently (a marker taken, a figure's worth changed).
    return old && samePlace(old.unit, u) ? readUnit(u, context, slot, old.place, old) : readUnit(u, context, slot, measures.newPlace());
  });
  // When the rule set gives ranges, a unit without one does not shoot (a commissar, an observer).
  if (units.some((u) => context.cards.get(u.unit.id)?.range !== null)) {
    for (const i of changed) if (context.cards.get(units[i]!.unit.id)?.range === null) units[i]!.range = 0;
  }
  return tableOf(view, units, measures, reuse ? { table: reuse, changed } : null);
}

/** Whether a unit reads the same to the evaluation: same place for every base, status, strength and markers. */
function sameUnit(a: UnitView, b: UnitView): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.status !== b.status || a.troopType !== b.troopType || a.strength.now !== b.strength.now || a.strength.start !== b.strength.start) return false;
  if (!samePlace(a, b)) return false;
  for (let i = 0; i < a.bases.length; i++) if (a.bases[i]!.figures !== b.bases[i]!.figures) return false;
  if (a.markers.length !== b.markers.length) return false;
  for (let i = 0; i < a.markers.length; i++) {
    if (a.markers[i]!.kind !== b.markers[i]!.kind || a.markers[i]!.count !== b.markers[i]!.count) return false;
  }
  return true;
}

/** Whether every base of a unit stands where it stood: the distances and sight lines measured to it still hold. */
function samePlace(a: UnitView, b: UnitView): boolean {
  if (a.id !== b.id || a.bases.length !== b.bases.length) return false;
  for (let i = 0; i < a.bases.length; i++) {
    const p = a.bases[i]!, q = b.bases[i]!;
    if (p.x !== q.x || p.y !== q.y) return false;
  }
  return true;
}

/** Nearest approach of any of the unit's bases to an area (0 when a base is inside). */
export function unitDistanceToArea(u: UnitReading, area: ObjectiveArea): number {
  const known = u.toArea?.[area.index];
  if (known !== undefined) return known;
  let best = Infinity;
  for (const b of u.unit.bases) {
    const d = distanceToArea(b, area);
    if (d < best) best = d;
    if (best === 0) break;
  }
  (u.toArea ??= [])[area.index] = best;
  return best;
}
