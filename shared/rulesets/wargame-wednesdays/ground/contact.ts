import { type BaseShape, baseShape } from '../../../geometry/base.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { STAND_SIZE } from '../troops.ts';
import { type UnitState, kindOf } from '../state.ts';
import { headingDegrees } from './stands.ts';

/** A unit's stands as the rectangles they are on the table (README: "Contact"), facing `facing` where given. */
export function standShapes(unit: Pick<UnitState, 'troopType' | 'stands'>, facing?: number): BaseShape[] {
  const size = STAND_SIZE[kindOf(unit)];
  return unit.stands.map((s) => baseShape({ x: s.x, y: s.y, facing: facing ?? s.facing, width: size.width, depth: size.depth }));
}

/** The times at which `a`, moving along `dir` (one inch a unit of time), overlaps `b` on one axis: [enter, exit]. */
function axisWindow(a: BaseShape, b: BaseShape, axis: Vec, dir: Vec): [number, number] {
  let a0 = Infinity, a1 = -Infinity, b0 = Infinity, b1 = -Infinity;
  for (const c of a.corners) { const v = c.x * axis.x + c.y * axis.y; a0 = Math.min(a0, v); a1 = Math.max(a1, v); }
  for (const c of b.corners) { const v = c.x * axis.x + c.y * axis.y; b0 = Math.min(b0, v); b1 = Math.max(b1, v); }
  const speed = dir.x * axis.x + dir.y * axis.y;
  if (Math.abs(speed) < 1e-12) return a1 > b0 && a0 < b1 ? [-Infinity, Infinity] : [Infinity, -Infinity];
  const t1 = (b0 - a1) / speed, t2 = (b1 - a0) / speed;
  return [Math.min(t1, t2), Math.max(t1, t2)];
}

/** How far `a` moves along `dir` before it first touches `b` (0 if it overlaps already), or Infinity if it never does. */
function touchAfter(a: BaseShape, b: BaseShape, dir: Vec): number {
  let enter = -Infinity, exit = Infinity;
  for (const axis of [a.forward, a.right, b.forward, b.right]) {
    const [e, x] = axisWindow(a, b, axis, dir);
    enter = Math.max(enter, e);
    exit = Math.min(exit, x);
  }
  return enter < exit && exit > 0 ? Math.max(0, enter) : Infinity;
}

/**
 * How far a charger goes along `dir` (a unit vector) before one of its stands, turned to face the way it goes as
 * every move turns it, touches a stand of its target edge to edge: the stands then touch and none overlaps
 * (README: "Contact"). Infinity when the way misses the target.
 */
export function contactShift(unit: Pick<UnitState, 'troopType' | 'stands'>, target: Pick<UnitState, 'troopType' | 'stands'>, dir: Vec): number {
  const mine = standShapes(unit, headingDegrees(dir)), theirs = standShapes(target);
  let best = Infinity;
  for (const a of mine) for (const b of theirs) best = Math.min(best, touchAfter(a, b, dir));
  return best;
}
