import { type Vec, headingOf } from './vec.ts';
import { type BaseRect, toBaseFrame } from './base.ts';

/** Anything that stands somewhere and looks somewhere: a base, a gun, an officer. */
export interface Observer {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

export type AttackSector = 'front' | 'flank' | 'rear';

// Arc edges are inclusive; this keeps a target exactly on the edge in arc despite rounding in the trigonometry.
const ARC_EPSILON = 1e-9;

/** Heading from one point to another, 0..360 (0 = +y, clockwise). Coincident points give 0. */
export const bearingFrom = (from: Vec, to: Vec): number =>
  from.x === to.x && from.y === to.y ? 0 : headingOf({ x: to.x - from.x, y: to.y - from.y });

/** Angle of the target off the observer's facing, in (-180, 180]: positive to the right, negative to the left. */
export function relativeAngle(observer: Observer, target: Vec): number {
  const d = (((bearingFrom(observer, target) - observer.facing) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}

/**
 * Whether the target lies within an arc of the given full width centred on the observer's facing
 * (90 means 45 degrees either side). A target on the observer's own position counts as in arc.
 */
export function inArc(observer: Observer, target: Vec, arcDegrees: number): boolean {
  if (arcDegrees >= 360) return true;
  if (observer.x === target.x && observer.y === target.y) return true;
  return Math.abs(relativeAngle(observer, target)) <= arcDegrees / 2 + ARC_EPSILON;
}

/**
 * Which face of the target an attacker at `from` is against. The sectors are cut by the target's diagonals
 * extended through its corners: ahead of the front edge between those lines is front, behind the rear edge
 * is rear, the rest is flank. For a square base that is the familiar 90-degree front and rear.
 */
export function attackSector(target: BaseRect, from: Vec): AttackSector {
  const { forward, right } = toBaseFrame(target, from);
  const along = Math.abs(forward) / (target.depth / 2);
  const across = Math.abs(right) / (target.width / 2);
  if (along + ARC_EPSILON < across) return 'flank';
  return forward >= 0 ? 'front' : 'rear';
}
