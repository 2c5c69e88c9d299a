import { type Vec, headingOf } from '../../../geometry/vec.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import { hypot } from '../../../geometry/hypot.ts';

/** A railway line as a measured path: trains are placed by inches along it. */
export interface Rail {
  id: string;
  points: readonly Vec[];
  /** Inches along the line at each point. */
  at: readonly number[];
  length: number;
  /** Whether each end of the line reaches the table edge (a train may leave there). */
  endsAtEdge: [boolean, boolean];
}

const rails = new WeakMap<Scenario, Map<string, Rail>>();

export function railsOf(scenario: Scenario): Map<string, Rail> {
  let map = rails.get(scenario);
  if (!map) {
    map = new Map();
    for (const f of scenario.terrain) {
      if (f.kind !== 'line' || f.type !== 'railway') continue;
      const at: number[] = [0];
      for (let i = 1; i < f.points.length; i++) at.push(at[i - 1]! + hypot(f.points[i]!.x - f.points[i - 1]!.x, f.points[i]!.y - f.points[i - 1]!.y));
      const edge = (p: Vec) => p.x <= 0.5 || p.y <= 0.5 || p.x >= scenario.table.width - 0.5 || p.y >= scenario.table.height - 0.5;
      map.set(f.id, { id: f.id, points: f.points, at, length: at[at.length - 1]!, endsAtEdge: [edge(f.points[0]!), edge(f.points[f.points.length - 1]!)] });
    }
    rails.set(scenario, map);
  }
  return map;
}

/** The point and heading (toward increasing distance) at `d` inches along the rail, clamped to its ends. */
export function pointAlong(rail: Rail, d: number): { p: Vec; heading: number } {
  const x = Math.max(0, Math.min(rail.length, d));
  let i = 1;
  while (i < rail.at.length - 1 && rail.at[i]! < x) i++;
  const a = rail.points[i - 1]!, b = rail.points[i]!;
  const seg = rail.at[i]! - rail.at[i - 1]!;
  const t = seg === 0 ? 0 : (x - rail.at[i - 1]!) / seg;
  return { p: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, heading: headingOf({ x: b.x - a.x, y: b.y - a.y }) };
}

/** Inches along the rail of the point on it nearest to p, and how far p lies off it. */
export function project(rail: Rail, p: Vec): { d: number; off: number } {
  let best = { d: 0, off: Infinity };
  for (let i = 1; i < rail.points.length; i++) {
    const a = rail.points[i - 1]!, b = rail.points[i]!;
    const dx = b.x - a.x, dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
    const off = hypot(p.x - (a.x + dx * t), p.y - (a.y + dy * t));
    if (off < best.off) best = { d: rail.at[i - 1]! + Math.sqrt(len2) * t, off };
  }
  return best;
}

/** Distance from p to the rail line. */
export const offRail = (rail: Rail, p: Vec): number => project(rail, p).off;
