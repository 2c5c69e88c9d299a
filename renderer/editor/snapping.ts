import type { Scenario } from '../../shared/scenario/schema.ts';
import type { LineType } from '../../shared/scenario/terrain-kinds.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { closestPointOnSegment } from '../../shared/geometry/segments.ts';
import { tidyPoint } from './feature-edits.ts';
import { fromUnit, type DistanceUnit } from '../../shared/core/distance-units.ts';

/** A snapping grid's step in table inches (0: off). */
export type GridStep = number;
/** The grids a person picks from: off, fine or coarse. */
export const GRID_LEVELS = ['off', 'fine', 'coarse'] as const;
export type GridLevel = (typeof GRID_LEVELS)[number];

/**
 * The grids in the rule set's unit, in table inches: every inch or every six inches (a common terrain tile), or
 * for a rule set in centimetres every 2 cm or every 10 cm.
 */
export function gridSteps(unit: DistanceUnit): Readonly<Record<GridLevel, GridStep>> {
  return unit === 'cm' ? { off: 0, fine: fromUnit(2, 'cm'), coarse: fromUnit(10, 'cm') } : { off: 0, fine: 1, coarse: 6 };
}

export type SnapKind = 'vertex' | 'line' | 'edge' | 'grid' | 'none';

export interface Snapped {
  point: Vec;
  snap: SnapKind;
}

export interface SnapOptions {
  grid: GridStep;
  /** How near (inches) a vertex, line or table edge must be to pull the point onto it. */
  radius: number;
  /** Lines whose vertices and course the point snaps onto (empty: none). */
  lineTypes: readonly LineType[];
  /** Snap onto the table's edges (roads and zones start there). */
  edges: boolean;
  /** A feature to ignore (the one being edited). */
  excludeId?: string;
}

export function snapToGrid(p: Vec, step: GridStep): Vec {
  if (step === 0) return tidyPoint(p);
  return tidyPoint({ x: Math.round(p.x / step) * step, y: Math.round(p.y / step) * step });
}

/** The nearest point of a polyline to p, with its distance. */
export function nearestOnPolyline(p: Vec, points: readonly Vec[]): { point: Vec; distance: number } | null {
  let best: { point: Vec; distance: number } | null = null;
  for (let i = 1; i < points.length; i++) {
    const q = closestPointOnSegment(p, points[i - 1]!, points[i]!);
    const d = Math.hypot(q.x - p.x, q.y - p.y);
    if (!best || d < best.distance) best = { point: q, distance: d };
  }
  return best;
}

/**
 * Where a pointer at p lands: on a nearby vertex of a chosen kind of line (so roads join), else onto the course
 * of such a line (a ford on its stream), else onto a table edge, else onto the grid. Grid snapping applies
 * along an edge too, so a road meets the edge at a whole grid point.
 */
export function snapPoint(s: Scenario, p: Vec, options: SnapOptions): Snapped {
  const lines = options.lineTypes.length === 0 ? [] : s.terrain.filter(
    (f): f is Extract<typeof f, { kind: 'line' }> => f.kind === 'line' && f.id !== options.excludeId && options.lineTypes.includes(f.type),
  );
  let vertex: { point: Vec; distance: number } | null = null;
  for (const line of lines) {
    for (const v of line.points) {
      const d = Math.hypot(v.x - p.x, v.y - p.y);
      if (d <= options.radius && (!vertex || d < vertex.distance)) vertex = { point: v, distance: d };
    }
  }
  if (vertex) return { point: tidyPoint(vertex.point), snap: 'vertex' };
  let onLine: { point: Vec; distance: number } | null = null;
  for (const line of lines) {
    const near = nearestOnPolyline(p, line.points);
    if (near && near.distance <= options.radius && (!onLine || near.distance < onLine.distance)) onLine = near;
  }
  if (onLine) return { point: tidyPoint(onLine.point), snap: 'line' };
  const gridded = snapToGrid(p, options.grid);
  if (options.edges) {
    const { width, height } = s.table;
    const r = options.radius;
    const x = Math.abs(p.x) <= r ? 0 : Math.abs(width - p.x) <= r ? width : null;
    const y = Math.abs(p.y) <= r ? 0 : Math.abs(height - p.y) <= r ? height : null;
    // Near a corner both edges hold; along one edge the other coordinate keeps to the grid.
    if (x !== null || y !== null) return { point: tidyPoint({ x: x ?? gridded.x, y: y ?? gridded.y }), snap: 'edge' };
  }
  return { point: gridded, snap: options.grid === 0 ? 'none' : 'grid' };
}

/** Lines a new line of this type joins onto: roads and tracks meet each other, waters meet waters, and so on. */
export function joiningLineTypes(type: LineType): readonly LineType[] {
  switch (type) {
    case 'road':
    case 'track': return ['road', 'track'];
    case 'railway': return ['railway'];
    case 'stream-small':
    case 'stream-big':
    case 'river': return ['stream-small', 'stream-big', 'river'];
    case 'hedge':
    case 'wall':
    case 'trench':
    case 'wire': return ['hedge', 'wall', 'trench', 'wire'];
  }
}

export const WATER_LINES: readonly LineType[] = ['stream-small', 'stream-big', 'river'];
export const RAIL_LINES: readonly LineType[] = ['railway'];
