import type { Vec } from '../geometry/vec.ts';
import type { TableView, TroopClass, UnitView } from '../engine/ruleset.ts';
import type { VictoryCondition } from '../scenario/schema.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';
import type { EvalContext, ObjectiveArea, UnitCard } from './context.ts';
import { meanCover } from './cover.ts';
import { currentValueOf, fullValueOf } from './material.ts';
import { centroidOf, distanceToArea } from './measure.ts';
import { PairMeasures, type PairMeasure } from './pair-measures.ts';

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
  /** Distances to areas already measured, by area id (made when first needed). */
  toArea: Map<string, number> | null;
}

export interface TableReading {
  view: TableView;
  units: UnitReading[];
  bySide: Readonly<Record<SideId, UnitReading[]>>;
  /** Distances and sight lines between units, shared with the tables this one was read from or gave rise to. */
  measures: PairMeasures;
  /** Each unit's safety term (see evaluate.ts), by slot (NaN until worked out). */
  safety: Float64Array;
  /** Each unit's parts of an objective's progress, by condition (see objectives.ts), once worked out. */
  objectiveParts: Map<VictoryCondition, Float64Array> | null;
  /** The table this one was derived from, and the slots whose readings differ from it: terms of the rest may carry over. */
  origin: { table: TableReading; changed: readonly number[] } | null;
}

/** A table from its units, measured in `measures`; `origin` is the table it was derived from with the slots changed since. */
export function tableOf(view: TableView, units: UnitReading[], measures: PairMeasures, origin: TableReading['origin'] = null): TableReading {
  return {
    view,
    units,
    bySide: { red: units.filter((u) => u.unit.side === 'red'), white: units.filter((u) => u.unit.side === 'white') },
    measures,
    safety: new Float64Array(units.length).fill(Number.NaN),
    objectiveParts: null,
    origin,
  };
}

/** The same table with one unit replaced (moved). */
export function withUnitReplaced(table: TableReading, replacement: UnitReading): TableReading {
  const slot = replacement.slot;
  return tableOf(table.view, table.units.map((u) => (u.slot === slot ? replacement : u)), table.measures, { table, changed: [slot] });
}

/**
 * The distance between the nearest figures of `u` and of whichever of `others` stands nearest it (Infinity when
 * none is within `within`). Units are measured nearest gap first, and none whose gap is already beyond the best
 * found is measured at all.
 */
export function nearestFiguresApart(table: TableReading, u: UnitReading, others: readonly UnitReading[], within: number): number {
  // Every unit whose gap is within reach counts, but a gap beyond the best distance found cannot beat it: the
  // distances already measured are taken first, so that most others are passed over on their gap alone.
  let best = Infinity;
  for (const o of others) {
    const known = table.measures.between(u.place, o.place).apart;
    if (!Number.isNaN(known) && known < best && gapBetween(u, o) <= within) best = known;
  }
  for (const o of others) {
    if (!Number.isNaN(table.measures.between(u.place, o.place).apart)) continue;
    const gap = gapBetween(u, o);
    if (gap > within || gap > best) continue;
    best = Math.min(best, figuresApart(table, u, o, within));
  }
  return best;
}

/** Distance between the nearest figures of two units, or Infinity when they are surely further apart than `within`. */
export function figuresApart(table: TableReading, a: UnitReading, b: UnitReading, within: number): number {
  const m = table.measures.between(a.place, b.place);
  if (!Number.isNaN(m.apart)) return m.apart;
  if (gapBetween(a, b) > within) return Infinity;
  const [p, q] = nearestOf(m, a, b);
  m.apart = Math.hypot(p.x - q.x, p.y - q.y);
  return m.apart;
}

/**
 * Whether two units can see each other, judged between their nearest figures under the rule set's sight
 * rules (true when the rule set gives none).
 */
export function inSight(table: TableReading, context: EvalContext, a: UnitReading, b: UnitReading): boolean {
  if (!context.sees) return true;
  const m = table.measures.between(a.place, b.place);
  if (m.seen < 0) {
    const [p, q] = nearestOf(m, a, b);
    m.seen = context.sees(p, q) ? 1 : 0;
  }
  return m.seen === 1;
}

/** The two nearest figures of two units, remembered (the first of the pair is `a`'s). */
function nearestOf(m: PairMeasure, a: UnitReading, b: UnitReading): [Vec, Vec] {
  const aFirst = a.place <= b.place;
  m.nearest ??= aFirst ? nearestPair(a, b) : nearestPair(b, a);
  m.reversed ??= [m.nearest[1], m.nearest[0]];
  return aFirst ? m.nearest : m.reversed;
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

export function readUnit(unit: UnitView, context: EvalContext, slot: number, place: number): UnitReading {
  const card = cardOf(unit, context);
  const onTable = unit.status === 'active' || unit.status === 'hidden';
  const centre = centroidOf(unit.bases);
  let spread = 0;
  for (const b of unit.bases) spread = Math.max(spread, Math.hypot(b.x - centre.x, b.y - centre.y));
  return {
    unit,
    centre,
    spread,
    onTable,
    value: currentValueOf(unit, card.fullValue),
    fullValue: card.fullValue,
    cover: onTable ? meanCover(context.cover, unit.bases) : 0,
    mobility: mobilityOf(unit.troopClass),
    range: card.range ?? DEFAULT_RANGE,
    steady: !unit.markers.some((m) => m.kind === 'moved' && m.count > 0),
    slot,
    place,
    toArea: null,
  };
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
    return readUnit(u, context, slot, old && samePlace(old.unit, u) ? old.place : measures.newPlace());
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
  const known = u.toArea?.get(area.id);
  if (known !== undefined) return known;
  let best = Infinity;
  for (const b of u.unit.bases) {
    const d = distanceToArea(b, area);
    if (d < best) best = d;
    if (best === 0) break;
  }
  (u.toArea ??= new Map()).set(area.id, best);
  return best;
}

/** The two nearest figures of two units (each unit has at least one base). */
function nearestPair(a: UnitReading, b: UnitReading): [Vec, Vec] {
  let best = Infinity;
  let p: Vec = a.centre;
  let q: Vec = b.centre;
  for (const s of a.unit.bases) {
    for (const t of b.unit.bases) {
      const d = (s.x - t.x) ** 2 + (s.y - t.y) ** 2;
      if (d < best) { best = d; p = s; q = t; }
    }
  }
  return [p, q];
}

/** Gap between two units, from the edge of one's spread to the other's (0 when they overlap). */
export function gapBetween(a: UnitReading, b: UnitReading): number {
  const dx = a.centre.x - b.centre.x;
  const dy = a.centre.y - b.centre.y;
  return Math.max(0, Math.sqrt(dx * dx + dy * dy) - a.spread - b.spread);
}
