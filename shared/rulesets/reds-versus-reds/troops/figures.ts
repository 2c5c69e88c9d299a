import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Vec } from '../../../geometry/vec.ts';
import type { Behaviour } from '../../../scenario/schema.ts';
import { behavioursFor } from '../../../engine/special-rules.ts';
import type { KnownFigures } from '../placement-search/known-figures.ts';
import type { PlacedFigure } from './placed-figure.ts';
import { hypotAbove, hypotSide } from '../../../geometry/hypot-compare.ts';
import { type FigureState, type RvrState, type UnitState, figureRadius, isActive, troopOf } from '../state.ts';
import { hypot } from '../../../geometry/hypot.ts';

/**
 * Figures stand on round bases (README: "Bases and measuring"). Distances between figures are measured base
 * edge to base edge; a move is measured centre to centre.
 */
export const edgeDistance = (a: Vec, ra: number, b: Vec, rb: number): number => Math.max(0, hypot(a.x - b.x, a.y - b.y) - ra - rb);

/**
 * `edgeDistance(a, ra, b, rb) < limit`, exactly, mostly without working out the distance (see `hypotSide`).
 * Overlapping bases are 0 apart, so the centre distance tells only for a limit above 0.
 */
export function edgeBelow(a: Vec, ra: number, b: Vec, rb: number, limit: number): boolean {
  const side = limit > 0 ? hypotSide(a.x - b.x, a.y - b.y, limit + ra + rb) : 0;
  return side === 0 ? edgeDistance(a, ra, b, rb) < limit : side < 0;
}

/** `edgeDistance(a, ra, b, rb) <= limit`, exactly, mostly without working out the distance. */
export function edgeAtMost(a: Vec, ra: number, b: Vec, rb: number, limit: number): boolean {
  const side = limit > 0 ? hypotSide(a.x - b.x, a.y - b.y, limit + ra + rb) : 0;
  return side === 0 ? edgeDistance(a, ra, b, rb) <= limit : side < 0;
}

/** A destination this close to touching an enemy base counts as moving into contact, and is set touching. */
export const CONTACT_SLOP = 0.25;
/** Bases may touch but not overlap by more than this. */
export const OVERLAP_TOLERANCE = 0.01;
/** Smaller changes than these do not count as moving or turning. */
export const MOVED_EPSILON = 0.01;
export const TURNED_EPSILON = 0.5;

/** Every figure on the table, optionally of one side. */
export function figuresOnTable(state: RvrState, side?: SideId, known?: KnownFigures): PlacedFigure[] {
  const out: PlacedFigure[] = [];
  for (let i = 0; i < state.units.length; i++) {
    const unit = state.units[i]!;
    if (!isActive(unit) || (side && unit.side !== side)) continue;
    const listed = known?.placed(unit, i);
    if (listed) {
      for (const placed of listed) out.push(placed);
      continue;
    }
    const radius = figureRadius(unit);
    for (const figure of unit.figures) out.push({ unit, figure, radius });
  }
  return out;
}

export function hasMoved(f: FigureState): boolean {
  return hypotAbove(f.x - f.start.x, f.y - f.start.y, MOVED_EPSILON);
}

export function hasTurned(f: FigureState): boolean {
  const delta = f.facing - f.start.facing;
  // Under half a turn either way, the remainders below are exact subtractions (360 <= t < 720): the same number.
  if (delta > -180 && delta < 180) {
    const t = delta + 540;
    if (t >= 360 && t < 720) return Math.abs(t - 360 - 180) > TURNED_EPSILON;
  }
  const d = Math.abs((((f.facing - f.start.facing) % 360) + 540) % 360 - 180);
  return d > TURNED_EPSILON;
}

export function centroid(figures: readonly Vec[]): Vec {
  let x = 0, y = 0;
  for (const f of figures) { x += f.x; y += f.y; }
  return figures.length === 0 ? { x: 0, y: 0 } : { x: x / figures.length, y: y / figures.length };
}

/**
 * Unit cohesion as a single measure: the inches by which the links of the unit's shortest chain (a minimum
 * spanning tree over its figures, edge to edge) exceed the Tactical Rating. 0 means the unit is together.
 * (README: "Cohesion as a chain".)
 */
export function cohesionGap(points: readonly Vec[], radius: number, tacticalRating: number): number {
  return points.length < 2 || chainHolds(points, radius, tacticalRating) ? 0 : chainExcess(points, radius, tacticalRating);
}

/**
 * `cohesionGap(...) <= 0`, without measuring the gap: where `chainHolds` can tell at all, its answer is exactly
 * whether the tree has no excess (see there); otherwise the tree is built.
 */
export function together(points: readonly Vec[], radius: number, tacticalRating: number): boolean {
  if (points.length < 2) return true;
  if (tacticalRating >= 0 && points.length <= LINK_QUEUE.length) return chainHolds(points, radius, tacticalRating);
  return chainExcess(points, radius, tacticalRating) <= 0;
}

let TREE_BEST = new Float64Array(32);
let IN_TREE = new Uint8Array(32);

/** `cohesionGap` by building the whole tree, for a unit that is not together. */
function chainExcess(points: readonly Vec[], radius: number, tacticalRating: number): number {
  const n = points.length;
  if (n < 2) return 0;
  // Scratch lists reused from call to call (numbers in a plain array would each be boxed).
  if (TREE_BEST.length < n) { TREE_BEST = new Float64Array(2 * n); IN_TREE = new Uint8Array(2 * n); }
  const inTree = IN_TREE, best = TREE_BEST;
  inTree.fill(0, 0, n);
  best.fill(Infinity, 0, n);
  best[0] = 0;
  let excess = 0;
  for (let k = 0; k < n; k++) {
    let next = -1;
    for (let i = 0; i < n; i++) if (!inTree[i] && (next < 0 || best[i]! < best[next]!)) next = i;
    inTree[next] = 1;
    excess += Math.max(0, best[next]! - tacticalRating);
    const p = points[next]!;
    for (let i = 0; i < n; i++) {
      if (inTree[i]) continue;
      // A link surely longer than the best one known cannot replace it: spare working out its length.
      const q = points[i]!, known = best[i]!;
      if (known !== Infinity && hypotSide(p.x - q.x, p.y - q.y, known + radius + radius) > 0) continue;
      const d = edgeDistance(p, radius, q, radius);
      if (d < known) best[i] = d;
    }
  }
  return excess;
}

/**
 * Whether every figure is linked to the first by links no longer than the rating: exactly when the tree above
 * has no excess (it takes the shortest link out at every step, and one within the rating exists while the
 * linked ones are not yet all). A cheap first look, since most units are together.
 */
function chainHolds(points: readonly Vec[], radius: number, tacticalRating: number): boolean {
  const n = points.length;
  if (!(tacticalRating >= 0) || n > LINK_QUEUE.length) return false;
  let linked = 1, count = 1;
  LINK_QUEUE[0] = 0;
  for (let q = 0; q < count; q++) {
    const p = points[LINK_QUEUE[q]!]!;
    for (let i = 0; i < n; i++) {
      if (linked & (1 << i) || !edgeAtMost(p, radius, points[i]!, radius, tacticalRating)) continue;
      linked |= 1 << i;
      LINK_QUEUE[count++] = i;
    }
  }
  return count === n;
}

/** The figures `chainHolds` has linked and not yet looked out from (reused: it is asked thousands of times a step). */
const LINK_QUEUE = new Int32Array(31);

const NO_BEHAVIOURS: readonly Behaviour[] = Object.freeze([]);

/**
 * Behaviours per scenario: which of its rules are in force (as a bit mask over `specialRules`) and the unit's
 * id (which fixes its side and troop type) decide the answer, asked for on every move and shot (a pure memo).
 */
interface BehaviourMemo { scenario: object; byMask: Map<number, Map<string, readonly Behaviour[]>> }
const behaviourMemos = new WeakMap<object, BehaviourMemo>();
let lastBehaviourMemo: BehaviourMemo | null = null;
/** Masks are 31 bits; a scenario with more rules than that is answered without the memo. */
const MASKABLE_RULES = 31;

// A module-level function, not a closure made on every call of `behavioursOf` (README, "Tests and speed").
const unitKey = (unit: UnitState) => ({ id: unit.id, side: unit.side, troopType: unit.troopType });

/** Behaviours a scenario special rule puts on this unit now. Callers only read the list. */
export function behavioursOf(state: RvrState, unit: UnitState): readonly Behaviour[] {
  if (state.triggered.length === 0) return NO_BEHAVIOURS;
  const rules = state.scenario.specialRules;
  if (rules.length > MASKABLE_RULES) return behavioursFor(state.scenario, state.triggered, unitKey(unit));
  let mask = 0;
  for (let i = 0; i < rules.length; i++) if (state.triggered.includes(rules[i]!.id)) mask |= 1 << i;
  if (mask === 0) return NO_BEHAVIOURS;
  let memo = lastBehaviourMemo;
  if (!memo || memo.scenario !== state.scenario) {
    memo = behaviourMemos.get(state.scenario) ?? { scenario: state.scenario, byMask: new Map() };
    behaviourMemos.set(state.scenario, memo);
    lastBehaviourMemo = memo;
  }
  let byUnit = memo.byMask.get(mask);
  if (!byUnit) { byUnit = new Map(); memo.byMask.set(mask, byUnit); }
  let known = byUnit.get(unit.id);
  if (!known) {
    known = behavioursFor(state.scenario, state.triggered, unitKey(unit));
    byUnit.set(unit.id, known);
  }
  return known;
}

/**
 * A figure as a person reads it: the unit's name for a one-figure unit (a gun, a commander), else the unit's name
 * and the figure's number in it (the number its id ends in, which stays with it), naming a Lewis gunner.
 */
export function figureName(unit: UnitState, figure: FigureState): string {
  if (unit.startFigures <= 1) return unit.name;
  const n = figure.id.slice(figure.id.lastIndexOf('/') + 1);
  return `${unit.name}, ${figure.weapon === 'lewis-gun' ? 'Lewis gunner' : 'figure'} ${n}`;
}

export const isWithdrawing = (state: RvrState, unit: UnitState): boolean => behavioursOf(state, unit).some((b) => b.type === 'withdraw');

/**
 * Whether a special rule forbids this unit to start combat ("will return fire if attacked, but will not initiate
 * combat"): it may then neither charge nor fire first, only fire back at units that attacked it.
 */
export function answersOnly(state: RvrState, unit: UnitState): boolean {
  return behavioursOf(state, unit).some((b) => (b.type === 'withdraw' && !b.initiateCombat) || b.type === 'never-initiate-combat');
}

/** May this unit's figures move into contact? Its type must charge, and no special rule may forbid it. */
export function mayInitiateCombat(state: RvrState, unit: UnitState): boolean {
  return troopOf(unit).initiatesCombat && !answersOnly(state, unit);
}

/** Inches from a point to a side's own baseline edge. */
export function distanceToBaseline(state: RvrState, side: SideId, p: Vec): number {
  const { width, height } = state.scenario.table;
  switch (state.scenario.sides[side].baseline) {
    case 'south': return p.y;
    case 'north': return height - p.y;
    case 'west': return p.x;
    case 'east': return width - p.x;
  }
}

/** Unit vector pointing from the table toward a side's baseline. */
export function towardBaseline(state: RvrState, side: SideId): Vec {
  switch (state.scenario.sides[side].baseline) {
    case 'south': return { x: 0, y: -1 };
    case 'north': return { x: 0, y: 1 };
    case 'west': return { x: -1, y: 0 };
    case 'east': return { x: 1, y: 0 };
  }
}
