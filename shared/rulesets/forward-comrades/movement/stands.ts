import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { anyCloserThan, nearestPair } from '../../../geometry/point-sets.ts';
import { type Bounds, boundsOf } from '../../../geometry/polygon.ts';
import { keptBoundsOf } from '../../../geometry/kept-bounds.ts';
import { STAND_SIZE } from '../troops.ts';
import { type FcState, type Stand, type UnitState, kindOf, onTable } from '../state.ts';

/**
 * Measuring (README: "Measuring"): between units from the nearest stand centres less half of each stand's width,
 * so stands side by side are 0" apart; from a leader figure to the nearest stand of a unit, less half its width.
 */
export const halfWidth = (u: Pick<UnitState, 'troopType'>): number => STAND_SIZE[kindOf(u)].width / 2;

export function unitDistance(a: UnitState, b: UnitState): number {
  return Math.max(0, centresApart(a.stands, b.stands) - halfWidth(a) - halfWidth(b));
}

/**
 * The nearest stand centres of two lists of stands, kept per pair: the lists never change once a state holds them
 * (state.ts, `Stand`), and the rules and the AI measure between the same units again and again.
 */
const centresKept = new WeakMap<readonly Stand[], WeakMap<readonly Stand[], number>>();

function centresApart(a: readonly Stand[], b: readonly Stand[]): number {
  let byB = centresKept.get(a);
  if (!byB) {
    byB = new WeakMap();
    centresKept.set(a, byB);
  }
  let d = byB.get(b);
  if (d === undefined) {
    d = nearestPair(a, b).centres;
    byB.set(b, d);
  }
  return d;
}

export function pointToUnit(p: Vec, u: UnitState): number {
  let best = Infinity;
  for (const q of u.stands) best = Math.min(best, hypot(p.x - q.x, p.y - q.y));
  return Math.max(0, best - halfWidth(u));
}

export const shifted = (stands: readonly Stand[], dx: number, dy: number): Stand[] =>
  stands.map((s) => ({ x: s.x + dx, y: s.y + dy, facing: s.facing, figures: s.figures, weapon: s.weapon }));

export function onTheTable(state: FcState, points: readonly Vec[]): boolean {
  const { width, height } = state.scenario.table;
  return points.every((s) => s.x >= 0 && s.x <= width && s.y >= 0 && s.y <= height);
}


/**
 * Whether any of the points `placed` (whose box is `box`) comes closer than `gap` to a stand of `other`: the boxes
 * first, since most units stand far from any one move.
 */
export function placedCloserThan(placed: readonly Vec[], box: Bounds, other: UnitState, gap: number): boolean {
  const o = keptBoundsOf(other.stands);
  if (box.minX - o.maxX >= gap || o.minX - box.maxX >= gap || box.minY - o.maxY >= gap || o.minY - box.maxY >= gap) return false;
  return anyCloserThan(placed, other.stands, gap);
}

/** The other unit on the table that stands placed for `unit` would overlap, if any (`except`: units it may touch). */
export function overlapping(state: FcState, unit: UnitState, stands: readonly Vec[], except: readonly string[] = []): UnitState | null {
  const mine = halfWidth(unit);
  const box = boundsOf(stands);
  for (const other of state.units) {
    if (other.id === unit.id || !onTable(other) || except.includes(other.id)) continue;
    if (placedCloserThan(stands, box, other, mine + halfWidth(other) - 0.01)) return other;
  }
  return null;
}

export const round1 = (n: number): number => Math.round(n * 10) / 10;
