import { type Vec, headingVector } from './vec.ts';
import { segmentDistance } from './segments.ts';
import { hypot } from './hypot.ts';

/**
 * A base on the table: centre (x, y), facing in degrees (0 = +y, clockwise), width along its front edge
 * and depth from front to rear, in inches. Buildings use the same shape with their rotation as facing.
 */
export interface BaseRect {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly width: number;
  readonly depth: number;
}

/** The base's own axes: `forward` toward its front, `right` toward its right flank. */
export function baseAxes(b: BaseRect): { forward: Vec; right: Vec } {
  return { forward: headingVector(b.facing), right: headingVector(b.facing + 90) };
}

/** Corners in order front-left, front-right, rear-right, rear-left. */
export function baseCorners(b: BaseRect): [Vec, Vec, Vec, Vec] {
  const [fl, fr, rr, rl] = baseShape(b).corners;
  return [fl, fr, rr, rl];
}

/** A base with its corners and axes worked out, for callers that test the same bases again and again. */
export interface BaseShape extends BaseRect {
  /** Front-left, front-right, rear-right, rear-left. */
  readonly corners: readonly [Vec, Vec, Vec, Vec];
  readonly forward: Vec;
  readonly right: Vec;
}

export function baseShape(b: BaseRect): BaseShape {
  const { x, y, facing, width, depth } = b;
  const { forward: f, right: r } = baseAxes(b);
  const fx = (f.x * depth) / 2, fy = (f.y * depth) / 2;
  const rx = (r.x * width) / 2, ry = (r.y * width) / 2;
  const corners: [Vec, Vec, Vec, Vec] = [
    { x: x + fx - rx, y: y + fy - ry },
    { x: x + fx + rx, y: y + fy + ry },
    { x: x - fx + rx, y: y - fy + ry },
    { x: x - fx - rx, y: y - fy - ry },
  ];
  return { x, y, facing, width, depth, corners, forward: f, right: r };
}

/** The front edge, left end first. */
export function baseFrontEdge(b: BaseRect): [Vec, Vec] {
  const [fl, fr] = baseCorners(b);
  return [fl, fr];
}

/** Middle of the front edge. */
export function baseFrontCentre(b: BaseRect): Vec {
  const f = headingVector(b.facing);
  return { x: b.x + (f.x * b.depth) / 2, y: b.y + (f.y * b.depth) / 2 };
}

/** Where p lies in the base's own frame: `forward` inches ahead of the centre, `right` inches to its right. */
export function toBaseFrame(b: BaseRect, p: Vec): { forward: number; right: number } {
  const { forward: f, right: r } = baseAxes(b);
  const dx = p.x - b.x, dy = p.y - b.y;
  return { forward: dx * f.x + dy * f.y, right: dx * r.x + dy * r.y };
}

/** Distance from p to the nearest point of the base; 0 inside it. */
export function pointToBaseDistance(p: Vec, b: BaseRect): number {
  const { forward, right } = toBaseFrame(b, p);
  const ex = Math.max(Math.abs(right) - b.width / 2, 0);
  const ey = Math.max(Math.abs(forward) - b.depth / 2, 0);
  return hypot(ex, ey);
}

// A small allowance so bases placed exactly edge to edge (as players do) are in contact, not overlapping.
const CONTACT_EPSILON = 1e-9;

/** Separating-axis test on the two bases' own axes; overlap must exceed a hair so touching does not count. */
export function basesOverlap(a: BaseRect, b: BaseRect): boolean {
  return shapesOverlap(baseShape(a), baseShape(b));
}

/** Edge-to-edge distance between two bases: 0 when they touch or overlap. */
export function baseEdgeDistance(a: BaseRect, b: BaseRect): number {
  return shapeEdgeDistance(baseShape(a), baseShape(b));
}

/** `basesOverlap` on shapes already worked out. */
export function shapesOverlap(a: BaseShape, b: BaseShape): boolean {
  const ca = a.corners, cb = b.corners;
  return !(separatedOn(ca, cb, a.forward) || separatedOn(ca, cb, a.right) || separatedOn(ca, cb, b.forward) || separatedOn(ca, cb, b.right));
}

/** `baseEdgeDistance` on shapes already worked out. */
export function shapeEdgeDistance(a: BaseShape, b: BaseShape): number {
  if (shapesOverlap(a, b)) return 0;
  const ca = a.corners, cb = b.corners;
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const d = segmentDistance(ca[i]!, ca[(i + 1) % 4]!, cb[j]!, cb[(j + 1) % 4]!);
      if (d < best) best = d;
      if (best === 0) return 0;
    }
  }
  return best;
}

function separatedOn(a: readonly Vec[], b: readonly Vec[], axis: Vec): boolean {
  let minA = Infinity, maxA = -Infinity, minB = Infinity, maxB = -Infinity;
  for (const c of a) {
    const v = c.x * axis.x + c.y * axis.y;
    if (v < minA) minA = v;
    if (v > maxA) maxA = v;
  }
  for (const c of b) {
    const v = c.x * axis.x + c.y * axis.y;
    if (v < minB) minB = v;
    if (v > maxB) maxB = v;
  }
  return maxA <= minB + CONTACT_EPSILON || maxB <= minA + CONTACT_EPSILON;
}
