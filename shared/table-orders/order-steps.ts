// What changed of one unit between two tables, as the steps a person takes with its miniatures: the structured
// form of an order, which its words say (order-words.ts) and which a person's copy of the table follows.
import type { MarkerKind, MarkerSighting, UnitFate, UnitView } from '../engine/ruleset.ts';
import type { SideId, TableEdge } from '../scenario/terrain-kinds.ts';
import { hypot } from '../geometry/hypot.ts';
import { angleBetween, type Vec } from '../geometry/vec.ts';
import { compassOf, compassWord, type CompassWord } from './compass.ts';
import { squareAt } from './grid.ts';
import { centreOf, placeWords, wholeUnits, type TableOrderContext } from './order-context.ts';

/** A turn under this many degrees that keeps the compass point is no turn. */
const TURN_DEGREES = 10;

/** Where a unit ends: its square, the compass point it faces, and its place in words ("square F8 by the hedge"). */
export interface Where {
  square: string;
  facing: CompassWord;
  place: string;
}

/**
 * What a unit is out of the table for: how it went where the view says (surrendered, defected), else its status
 * when it went (routed, destroyed, withdrawn…), or gone from the view; a position marker is `lifted` (its troops
 * revealed, or a dummy found out).
 */
export type OffReason = UnitView['status'] | UnitFate | 'gone' | 'lifted';

/** Why a unit is off the table, as its view says it. */
export const offReason = (u: UnitView | undefined): OffReason => u?.fate ?? u?.status ?? 'gone';

/** One thing to do with a unit's miniatures. Distances are in the rule set's unit, to the nearest whole one. */
export type OrderStep =
  | { do: 'place'; bases: number; figures: number; officers: string[] }
  /** A piece the side sees without knowing what it is (a position marker, `label`), set down on the table. */
  | { do: 'set-marker'; label: string }
  | { do: 'take-off'; why: OffReason }
  /** A unit already off the table that the rules now count otherwise (routed off, then counted destroyed at the end). */
  | { do: 'recount'; was: OffReason; now: OffReason }
  /** `transport`: its name; `towed`: hooked up behind it (a limbered gun) rather than riding in it. */
  | { do: 'board'; transportId: string; transport: string; towed: boolean }
  | { do: 'leave'; transportId: string; transport: string; towed: boolean }
  | { do: 'move'; verb: 'advance' | 'fall back' | 'move'; distance: number; toward: CompassWord }
  /** Into another square by less than a whole unit. */
  | { do: 'edge' }
  | { do: 'turn' }
  /** Nothing to move (the unit that acted, when nothing of it changed). */
  | { do: 'stay' }
  /** Bases or figures taken off (`weapons`: the weapons on the bases that went, where the view names them). */
  | { do: 'lose'; bases: number; figures: number; weapons: string[] }
  | { do: 'gain'; bases: number; figures: number }
  | { do: 'officers'; off: string[]; on: string[] }
  | { do: 'marker'; kind: MarkerKind; was: number; now: number };

/**
 * One unit's order: which unit (its name is what a person reads), its side, the steps in the order to take them,
 * and where it ends when it stands on the table on its own bases (null when it went off or rides in a transport).
 */
export interface UnitSteps {
  unitId: string;
  name: string;
  side: SideId;
  steps: OrderStep[];
  at: Where | null;
}

/** A unit stands on the table when it has bases and is in play: not waiting in reserve, nor routed, destroyed or withdrawn. */
export const onTheTable = (u: UnitView | undefined): u is UnitView =>
  u !== undefined && u.bases.length > 0 && (u.status === 'active' || u.status === 'hidden');

export const figuresOf = (u: UnitView): number => u.bases.reduce((n, b) => n + b.figures, 0);

export function whereOf(u: UnitView, ctx: TableOrderContext): Where {
  const centre = centreOf(u);
  return { square: squareAt(centre, ctx.table), facing: compassWord(u.bases[0]!.facing), place: placeWords(centre, ctx) };
}

const EDGE_DIRECTION: Record<TableEdge, Vec> = { north: { x: 0, y: 1 }, south: { x: 0, y: -1 }, east: { x: 1, y: 0 }, west: { x: -1, y: 0 } };

/** The names of the table's units by id (a transport is named by its name), and whether to say where an unchanged unit stands. */
export interface StepsAsked {
  names: ReadonlyMap<string, string>;
  /** Say where the unit stands even when nothing of it changed (the unit that acted). */
  standing?: boolean;
}

/** The steps from `before` to `after` of one unit (either may be missing: not yet in the view, or gone from it). */
export function unitSteps(before: UnitView | undefined, after: UnitView | undefined, ctx: TableOrderContext, asked: StepsAsked): UnitSteps | null {
  const unit = (after ?? before)!;
  const was = onTheTable(before) ? before : undefined;
  const now = onTheTable(after) ? after : undefined;
  const at = now && now.aboard === undefined ? whereOf(now, ctx) : null;
  const out = (steps: OrderStep[]): UnitSteps => ({ unitId: unit.id, name: unit.name, side: unit.side, steps, at });
  if (!now) {
    if (was) return out([{ do: 'take-off', why: offReason(after) }]);
    // Off the table before and after: only a change in how it counts is news (a unit still waiting to come on has none).
    const [then, later] = [offReason(before), offReason(after)];
    return before && after && before.status !== 'reserve' && then !== later ? out([{ do: 'recount', was: then, now: later }]) : null;
  }
  if (!was) {
    const place: OrderStep = { do: 'place', bases: now.bases.length, figures: figuresOf(now), officers: now.officers.map((o) => o.name) };
    return out([place, ...transportSteps(undefined, now, asked.names), ...markerSteps(undefined, now)]);
  }
  const steps: OrderStep[] = transportSteps(was, now, asked.names);
  const riding = now.aboard !== undefined;
  const lost = { bases: was.bases.length - now.bases.length, figures: figuresOf(was) - figuresOf(now) };
  const stood = restStood(was, now);
  if (!riding && !stood) steps.push(...movement(was, now, ctx));
  if (lost.bases > 0 || lost.figures > 0) steps.push({ do: 'lose', bases: Math.max(0, lost.bases), figures: Math.max(0, lost.figures), weapons: weaponsGone(was, now) });
  if (lost.bases < 0 || lost.figures < 0) steps.push({ do: 'gain', bases: Math.max(0, -lost.bases), figures: Math.max(0, -lost.figures) });
  const off = was.officers.filter((o) => !now.officers.some((p) => p.id === o.id)).map((o) => o.name);
  const on = now.officers.filter((o) => !was.officers.some((p) => p.id === o.id)).map((o) => o.name);
  if (off.length > 0 || on.length > 0) steps.push({ do: 'officers', off, on });
  steps.push(...markerSteps(was, now));
  if (steps.length === 0 && asked.standing === true && !riding) steps.push({ do: 'stay' });
  return steps.length > 0 ? out(steps) : null;
}

/**
 * The steps of one of the enemy's markers as a side sees it (`TableView.markers`, fog of war): set down, moved or
 * turned, or lifted. Its key ("marker 3") is all the side knows it by, and names it in the order.
 */
export function markerPieceSteps(before: MarkerSighting | undefined, after: MarkerSighting | undefined, ctx: TableOrderContext): UnitSteps | null {
  const piece = (after ?? before)!;
  const { side } = piece;
  const name = `${piece.key} (${piece.label})`;
  if (!after) return { unitId: piece.key, name, side, steps: [{ do: 'take-off', why: 'lifted' }], at: null };
  const now = markerAsUnit(after, side);
  const at = whereOf(now, ctx);
  const steps = before ? movement(markerAsUnit(before, side), now, ctx) : [{ do: 'set-marker' as const, label: after.label }];
  return steps.length > 0 ? { unitId: piece.key, name, side, steps, at } : null;
}

/** A marker as a piece of one base and no figures, for measuring its moves as a unit's. */
const markerAsUnit = (m: MarkerSighting, side: SideId): UnitView => ({
  id: m.key, side, name: m.key, troopType: 'marker', troopClass: 'infantry', bases: [{ x: m.at.x, y: m.at.y, facing: m.facing, figures: 0 }],
  baseSize: { width: 1, depth: 1 }, officers: [], markers: [], status: 'active', strength: { now: 0, start: 0, unit: 'bases' }, stats: {},
});

/** Getting out of a transport or unhooked from it, and getting in or hooked up behind one. */
function transportSteps(was: UnitView | undefined, now: UnitView, names: ReadonlyMap<string, string>): OrderStep[] {
  const steps: OrderStep[] = [];
  const changed = was?.aboard !== now.aboard || was?.towed !== now.towed;
  const name = (id: string) => names.get(id) ?? 'its transport';
  if (changed && was?.aboard !== undefined) steps.push({ do: 'leave', transportId: was.aboard, transport: name(was.aboard), towed: was.towed === true });
  if (changed && now.aboard !== undefined) steps.push({ do: 'board', transportId: now.aboard, transport: name(now.aboard), towed: now.towed === true });
  return steps;
}

/** How the unit's middle moved: a move of whole units, an edge into another square, a turn, or nothing. */
function movement(was: UnitView, now: UnitView, ctx: TableOrderContext): OrderStep[] {
  const start = centreOf(was);
  const end = { square: squareAt(centreOf(now), ctx.table), facing: compassWord(now.bases[0]!.facing) };
  const shift = { x: centreOf(now).x - start.x, y: centreOf(now).y - start.y };
  const distance = hypot(shift.x, shift.y);
  if (wholeUnits(distance, ctx.unit) > 0) {
    const home = EDGE_DIRECTION[ctx.baselines[now.side]];
    const towardHome = (shift.x * home.x + shift.y * home.y) / distance;
    const verb = towardHome > 0.5 ? 'fall back' : towardHome < -0.5 ? 'advance' : 'move';
    return [{ do: 'move', verb, distance: wholeUnits(distance, ctx.unit), toward: compassOf(shift) }];
  }
  if (end.square !== squareAt(start, ctx.table)) return [{ do: 'edge' }];
  const turned = angleBetween(was.bases[0]!.facing, now.bases[0]!.facing) >= TURN_DEGREES || compassWord(was.bases[0]!.facing) !== end.facing;
  return turned ? [{ do: 'turn' }] : [];
}

/** The rest of the unit stands exactly where it stood: bases taken off or figures lost, but nothing moved. */
export function restStood(a: UnitView, b: UnitView): boolean {
  if (b.bases.length > a.bases.length) return false;
  return b.bases.every((q) => a.bases.some((p) => p.x === q.x && p.y === q.y && p.facing === q.facing));
}

/** The weapons of the bases that went: those the unit had before and has fewer of now. */
function weaponsGone(a: UnitView, b: UnitView): string[] {
  const left = new Map<string, number>();
  for (const base of b.bases) if (base.weapon) left.set(base.weapon, (left.get(base.weapon) ?? 0) + 1);
  const gone: string[] = [];
  for (const base of a.bases) {
    if (!base.weapon) continue;
    const n = left.get(base.weapon) ?? 0;
    if (n > 0) left.set(base.weapon, n - 1);
    else gone.push(base.weapon);
  }
  return gone;
}

/** Each marker whose count changed, in the view's order: those it had first, then those new to it. */
function markerSteps(a: UnitView | undefined, b: UnitView): OrderStep[] {
  const count = (u: UnitView | undefined, kind: MarkerKind) => u?.markers.filter((m) => m.kind === kind).reduce((n, m) => n + m.count, 0) ?? 0;
  const kinds = [...new Set([...(a?.markers ?? []), ...b.markers].map((m) => m.kind))];
  return kinds.flatMap((kind): OrderStep[] => {
    const was = count(a, kind);
    const now = count(b, kind);
    return was === now ? [] : [{ do: 'marker', kind, was, now }];
  });
}
