import type { Vec } from '../../../geometry/vec.ts';
import { type BaseShape, baseShape, shapesOverlap } from '../../../geometry/base.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { boundsOf } from '../../../geometry/polygon.ts';
import { keptBoundsOf } from '../../../geometry/kept-bounds.ts';
import { anyCloserThan, nearestOf, nearestPair } from '../../../geometry/point-sets.ts';
import { STAND_SIZE } from '../troops.ts';
import { type UnitState, type WwState, centroid, kindOf, onTable } from '../state.ts';

/**
 * Distances between units are measured between the nearest stand centres, less half of each stand's width
 * (README: "Measuring"): two stands side by side are 0" apart.
 */
export const halfWidth = (u: Pick<UnitState, 'troopType'>): number => STAND_SIZE[kindOf(u)].width / 2;

export { nearestPair, direction } from '../../../geometry/point-sets.ts';

export function unitDistance(a: UnitState, b: UnitState): number {
  return Math.max(0, nearestPair(a.stands, b.stands).centres - halfWidth(a) - halfWidth(b));
}

export const unitCentre = (u: UnitState): Vec => centroid(u.stands);

export function shifted(stands: readonly { x: number; y: number; facing: number; hits: number }[], dx: number, dy: number): UnitState['stands'] {
  return stands.map((s) => ({ x: s.x + dx, y: s.y + dy, facing: s.facing, hits: s.hits }));
}

/** The stands moved by (dx, dy), facing the way they went, as a move leaves them; a move of nothing keeps their facing. */
export function movedStands(stands: readonly { x: number; y: number; facing: number; hits: number }[], dx: number, dy: number): UnitState['stands'] {
  const facing = dx === 0 && dy === 0 ? null : headingDegrees({ x: dx, y: dy });
  return stands.map((s) => ({ x: s.x + dx, y: s.y + dy, facing: facing ?? s.facing, hits: s.hits }));
}

/** A placed stand: where it stands and the way it faces. */
export interface StandSpot extends Vec { readonly facing: number }

/** Half a stand's diagonal: stands whose centres are the sum of theirs apart or more cannot overlap, however turned. */
export const halfDiagonal = (u: Pick<UnitState, 'troopType'>): number => {
  const size = STAND_SIZE[kindOf(u)];
  return hypot(size.width, size.depth) / 2;
};

/**
 * Whether a stand of `unit` at `spot` lies on a stand of `other` as the rectangles they are (README: "Measuring"):
 * two cavalry stands 1" apart nose to tail overlap although their centres are a stand's width apart. Touching is no
 * overlap.
 */
export function standOnUnit(unit: Pick<UnitState, 'troopType'>, spot: StandSpot, other: Pick<UnitState, 'troopType' | 'stands'>): boolean {
  const reach = halfDiagonal(unit) + halfDiagonal(other);
  const mine = STAND_SIZE[kindOf(unit)], theirs = STAND_SIZE[kindOf(other)];
  let shape: BaseShape | null = null;
  for (const q of other.stands) {
    if (hypot(spot.x - q.x, spot.y - q.y) >= reach) continue;
    shape ??= baseShape({ x: spot.x, y: spot.y, facing: spot.facing, width: mine.width, depth: mine.depth });
    if (shapesOverlap(shape, baseShape({ x: q.x, y: q.y, facing: q.facing, width: theirs.width, depth: theirs.depth }))) return true;
  }
  return false;
}

export function onTheTable(state: WwState, stands: readonly Vec[]): boolean {
  const { width, height } = state.scenario.table;
  return stands.every((s) => s.x >= 0 && s.x <= width && s.y >= 0 && s.y <= height);
}

/** Whether stands placed for `unit` would overlap a stand of any other unit on the table (or `except`). */
export function overlapsOthers(state: WwState, unit: UnitState, stands: readonly StandSpot[], except: readonly string[] = []): boolean {
  const mine = halfWidth(unit);
  const box = boundsOf(stands);
  for (const other of state.units) {
    if (other.id === unit.id || !onTable(other) || except.includes(other.id)) continue;
    const gap = mine + halfWidth(other) - 0.01;
    // Boxes farther apart on either axis than the gap and the stands' half diagonals hold no pair of stands that could touch.
    const reach = Math.max(gap, halfDiagonal(unit) + halfDiagonal(other));
    const far = keptBoundsOf(other.stands);
    if (far.minX - box.maxX >= reach || box.minX - far.maxX >= reach || far.minY - box.maxY >= reach || box.minY - far.maxY >= reach) continue;
    if (anyCloserThan(stands, other.stands, gap)) return true;
    if (stands.some((p) => standOnUnit(unit, p, other))) return true;
  }
  return false;
}


/** The nearest enemy unit on the table (by `unitDistance`), or null. */
export const nearestEnemy = (state: WwState, unit: UnitState): UnitState | null =>
  nearestOf(state.units, (e) => unitDistance(unit, e), (e) => e.side !== unit.side && onTable(e));


/** Compass heading of a vector in degrees, 0 = +y, clockwise. */
export const headingDegrees = (v: Vec): number => ((Math.atan2(v.x, v.y) * 180) / Math.PI + 360) % 360;
