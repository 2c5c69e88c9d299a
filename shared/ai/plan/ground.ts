import type { Vec } from '../../geometry/vec.ts';
import { hypot } from '../../geometry/hypot.ts';
import { towardBaseline } from '../../engine/baselines.ts';
import { placeWords } from '../../table-orders/place-words.ts';
import { distanceWords } from '../../table-orders/order-context.ts';
import type { DistanceUnit } from '../../core/distance-units.ts';
import type { SideId } from '../../scenario/terrain-kinds.ts';
import type { EvalContext } from '../context.ts';
import { meanCover } from '../cover.ts';
import type { UnitReading } from '../table-reading.ts';
import type { Flank } from './battle-plan.ts';

/** The ground as a commander reads it for his plan: which way is forward, left and right, and what lies along a way. */
export interface Ground {
  context: EvalContext;
  /** Unit vectors: toward the enemy's baseline, and to the commander's left as he faces it. */
  forward: Vec;
  left: Vec;
  /** A point in words, as a place phrase ("in the birch wood", "3\" north of the mill"). */
  place: (p: Vec) => string;
  /** A distance in the rule set's unit, whole ("8\"", "20 cm"). */
  span: (inches: number) => string;
}

export function groundFor(context: EvalContext, side: SideId, unit: DistanceUnit): Ground {
  const home = towardBaseline(context.scenario, side);
  const forward = { x: -home.x, y: -home.y };
  return {
    context, forward, left: { x: -forward.y, y: forward.x }, place: (p) => placeWords(context.cover.index, p, unit), span: (inches) => distanceWords(inches, unit),
  };
}

export const distance = (a: Vec, b: Vec): number => hypot(a.x - b.x, a.y - b.y);
export const lateralOf = (ground: Ground, p: Vec): number => p.x * ground.left.x + p.y * ground.left.y;

/** A point kept on the table, an inch in from its edges. */
export function onTable(ground: Ground, p: Vec): Vec {
  const { width, height } = ground.context.table;
  return { x: Math.min(width - 1, Math.max(1, p.x)), y: Math.min(height - 1, Math.max(1, p.y)) };
}

/** How far the point on the flank lies from the objective, across: a fifth of the table's breadth, 6" to 14". */
export function flankOffset(ground: Ground): number {
  const breadth = Math.abs(ground.left.x) * ground.context.table.width + Math.abs(ground.left.y) * ground.context.table.height;
  return Math.min(14, Math.max(6, breadth / 5));
}

/** The point a way round `flank` passes on its way to `target`: off to that side and a little short of it. */
export function flankPoint(ground: Ground, target: Vec, flank: Flank): Vec {
  if (flank === 'centre') return target;
  const k = flank === 'left' ? 1 : -1;
  const off = flankOffset(ground);
  return onTable(ground, {
    x: target.x + ground.left.x * k * off - ground.forward.x * off * 0.5,
    y: target.y + ground.left.y * k * off - ground.forward.y * off * 0.5,
  });
}

/** Points every 3" along a way of straight legs, for weighing what lies along it. */
export function pointsAlong(way: readonly Vec[]): Vec[] {
  const points: Vec[] = [];
  for (let i = 0; i + 1 < way.length; i++) {
    const a = way[i]!, b = way[i + 1]!;
    const steps = Math.max(1, Math.ceil(distance(a, b) / 3));
    for (let s = 0; s < steps; s++) points.push({ x: a.x + ((b.x - a.x) * s) / steps, y: a.y + ((b.y - a.y) * s) / steps });
  }
  points.push(way[way.length - 1]!);
  return points;
}

/** How much enemy stands along a way: each unit counted by its worth (a strong company about 1), the nearer the more, none beyond 12". */
export function resistanceAlong(points: readonly Vec[], enemies: readonly UnitReading[]): number {
  let sum = 0;
  for (const e of enemies) {
    let near = Infinity;
    for (const p of points) near = Math.min(near, distance(p, e.centre));
    sum += (Math.min(e.value, 10) / 10) * Math.max(0, 1 - near / 12);
  }
  return sum;
}

/** The share of a way that runs through cover (0 to 1). */
export const coverAlong = (ground: Ground, points: readonly Vec[]): number => meanCover(ground.context.cover, points);

/** The centre of some units, or null when there are none. */
export function centreOfUnits(units: readonly UnitReading[]): Vec | null {
  if (units.length === 0) return null;
  let x = 0, y = 0;
  for (const u of units) { x += u.centre.x; y += u.centre.y; }
  return { x: x / units.length, y: y / units.length };
}
