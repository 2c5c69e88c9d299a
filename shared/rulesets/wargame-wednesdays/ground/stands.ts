import type { Vec } from '../../../geometry/vec.ts';
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

export function onTheTable(state: WwState, stands: readonly Vec[]): boolean {
  const { width, height } = state.scenario.table;
  return stands.every((s) => s.x >= 0 && s.x <= width && s.y >= 0 && s.y <= height);
}

/** Whether stands placed for `unit` would overlap a stand of any other unit on the table (or `except`). */
export function overlapsOthers(state: WwState, unit: UnitState, stands: readonly Vec[], except: readonly string[] = []): boolean {
  const mine = halfWidth(unit);
  const box = boundsOf(stands);
  for (const other of state.units) {
    if (other.id === unit.id || !onTable(other) || except.includes(other.id)) continue;
    const gap = mine + halfWidth(other) - 0.01;
    // Boxes a gap or more apart on either axis hold no pair of stands closer than the gap on that axis.
    const far = keptBoundsOf(other.stands);
    if (far.minX - box.maxX >= gap || box.minX - far.maxX >= gap || far.minY - box.maxY >= gap || box.minY - far.maxY >= gap) continue;
    if (anyCloserThan(stands, other.stands, gap)) return true;
  }
  return false;
}


/** The nearest enemy unit on the table (by `unitDistance`), or null. */
export const nearestEnemy = (state: WwState, unit: UnitState): UnitState | null =>
  nearestOf(state.units, (e) => unitDistance(unit, e), (e) => e.side !== unit.side && onTable(e));


/** Compass heading of a vector in degrees, 0 = +y, clockwise. */
export const headingDegrees = (v: Vec): number => ((Math.atan2(v.x, v.y) * 180) / Math.PI + 360) % 360;
