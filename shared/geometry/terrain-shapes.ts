import type { Area, Building, Hill, Line, PointFeature, TerrainFeature } from '../scenario/schema.ts';
import {
  AREA_TYPES, BUILDING_TYPES, HILL_STEEPNESS, LINE_TYPES, POINT_TYPES, type LineType, type PointType,
} from '../scenario/terrain-kinds.ts';
import type { Bounds } from './polygon.ts';
import { baseCorners } from './base.ts';
import { flatBounds, flatten, insideOutline, outlineDistanceSq, outlineMeasure, pathDistanceSq } from './flat-outline.ts';
import { distanceToSegmentSq } from './segments.ts';
import { hypot } from './hypot.ts';

/** Width a line feature takes on the table when the scenario gives none, in inches. */
export const DEFAULT_LINE_WIDTH: Readonly<Record<LineType, number>> = {
  road: 1.5, track: 1.5, railway: 1, 'stream-small': 0.5, 'stream-big': 1, river: 3,
  hedge: 0.5, wall: 0.5, trench: 0.75, wire: 0.5,
};

/** Reach of a point feature when the scenario gives no radius, in inches. */
export const DEFAULT_POINT_RADIUS: Readonly<Record<PointType, number>> = {
  ford: 1.5, bridge: 1.5, objective: 1, station: 3, entry: 1, train: 1,
};

/** How far a hill's slope runs from its outline to its plateau, before small hills shorten it. */
export const HILL_RISE = { steep: 1, gentle: 3 } as const;

/** How far a road may wander from a straight chord and still count as one straight section. */
export const STRAIGHT_SECTION_TOLERANCE = 0.1;
/**
 * Most points one straight section spans. Each longer chord is checked against every point under it, so without
 * a cap a straight line of n points costs n² tests; no drawn road has this many points in one straight run.
 */
export const STRAIGHT_SECTION_MAX_POINTS = 128;

interface IndexedCommon { readonly index: number; readonly id: string; readonly bounds: Bounds }
export interface IndexedArea extends IndexedCommon { readonly kind: 'area'; readonly feature: Area; readonly outline: Float64Array }
export interface IndexedHill extends IndexedCommon {
  readonly kind: 'hill'; readonly feature: Hill; readonly outline: Float64Array;
  /** Distance in from the outline over which the ground rises to the plateau. */
  readonly rise: number;
}
export interface IndexedBuilding extends IndexedCommon { readonly kind: 'building'; readonly feature: Building; readonly outline: Float64Array }
export interface IndexedLine extends IndexedCommon {
  readonly kind: 'line'; readonly feature: Line; readonly path: Float64Array; readonly halfWidth: number;
  /** Straight sections as flat chords [x0, y0, x1, y1, ...], two points each. */
  readonly straightSections: Float64Array;
}
export interface IndexedPoint extends IndexedCommon {
  readonly kind: 'point'; readonly feature: PointFeature; readonly x: number; readonly y: number; readonly radius: number;
}
/** A terrain feature with its shape prepared for fast queries. */
export type IndexedFeature = IndexedArea | IndexedHill | IndexedBuilding | IndexedLine | IndexedPoint;

/** Feature kinds in the order of their codes in `TerrainColumns.kinds`. */
export const FEATURE_KINDS = ['area', 'hill', 'building', 'line', 'point'] as const satisfies readonly TerrainFeature['kind'][];
export const KIND_AREA = 0, KIND_HILL = 1, KIND_BUILDING = 2, KIND_LINE = 3, KIND_POINT = 4;

/**
 * The index's features again as parallel typed columns, so hot loops read plain numbers rather than
 * objects of five different shapes.
 */
export interface TerrainColumns {
  /** Position in FEATURE_KINDS. */
  readonly kinds: Uint8Array;
  /** Position of the type in its kind's list (AREA_TYPES, HILL_STEEPNESS, BUILDING_TYPES, LINE_TYPES, POINT_TYPES). */
  readonly types: Uint8Array;
  /** Outline (areas, hills, buildings), path (lines) or centre (points), flat. */
  readonly shapes: readonly Float64Array[];
  /** Half width of a line, radius of a point, rise of a hill; 0 otherwise. */
  readonly reach: Float64Array;
  /** Height of a hill; 0 otherwise. */
  readonly heights: Float64Array;
}

export function featureColumns(features: readonly IndexedFeature[]): TerrainColumns {
  const n = features.length;
  const kinds = new Uint8Array(n), types = new Uint8Array(n), reach = new Float64Array(n), heights = new Float64Array(n);
  const shapes = features.map((f, i) => {
    kinds[i] = FEATURE_KINDS.indexOf(f.kind);
    switch (f.kind) {
      case 'area': types[i] = AREA_TYPES.indexOf(f.feature.type); return f.outline;
      case 'hill': types[i] = HILL_STEEPNESS.indexOf(f.feature.steepness); reach[i] = f.rise; heights[i] = f.feature.height; return f.outline;
      case 'building': types[i] = BUILDING_TYPES.indexOf(f.feature.type); return f.outline;
      case 'line': types[i] = LINE_TYPES.indexOf(f.feature.type); reach[i] = f.halfWidth; return f.path;
      case 'point': types[i] = POINT_TYPES.indexOf(f.feature.type); reach[i] = f.radius; return Float64Array.of(f.x, f.y);
    }
  });
  return { kinds, types, shapes, reach, heights };
}

export const lineWidth = (line: Line): number => line.width ?? DEFAULT_LINE_WIDTH[line.type];

export function indexFeature(feature: TerrainFeature, index: number): IndexedFeature {
  const id = feature.id;
  switch (feature.kind) {
    case 'area': {
      const outline = flatten(feature.polygon);
      return { kind: 'area', feature, index, id, outline, bounds: flatBounds(outline) };
    }
    case 'hill': {
      const outline = flatten(feature.polygon);
      return { kind: 'hill', feature, index, id, outline, bounds: flatBounds(outline), rise: hillRise(feature, outline) };
    }
    case 'building': {
      const corners = baseCorners({ x: feature.x, y: feature.y, facing: feature.rotation, width: feature.width, depth: feature.depth });
      const outline = flatten(corners);
      return { kind: 'building', feature, index, id, outline, bounds: flatBounds(outline) };
    }
    case 'line': {
      const path = flatten(feature.points);
      const halfWidth = lineWidth(feature) / 2;
      return { kind: 'line', feature, index, id, path, halfWidth, bounds: flatBounds(path, halfWidth), straightSections: straightSections(path) };
    }
    case 'point': {
      const radius = feature.radius ?? DEFAULT_POINT_RADIUS[feature.type];
      const bounds = { minX: feature.x - radius, minY: feature.y - radius, maxX: feature.x + radius, maxY: feature.y + radius };
      return { kind: 'point', feature, index, id, x: feature.x, y: feature.y, radius, bounds };
    }
  }
}

/**
 * Slope length of a hill: steep hills rise over about 1", gentle ones over about 3", but never more than
 * most of the way to the middle (2 * area / perimeter is the inradius of a circle or square), so a small
 * hill still reaches its crest.
 */
function hillRise(hill: Hill, outline: Float64Array): number {
  const { area, perimeter } = outlineMeasure(outline);
  const inner = perimeter > 0 ? (2 * area) / perimeter : 0;
  return Math.max(Math.min(HILL_RISE[hill.steepness], 0.9 * inner), 1e-6);
}

/** Whether a feature's shape holds the point: inside an outline, within half the width of a line, within a point's radius. */
export function featureContains(f: IndexedFeature, x: number, y: number): boolean {
  switch (f.kind) {
    case 'area': case 'hill': case 'building': return insideOutline(x, y, f.outline);
    case 'line': return pathDistanceSq(x, y, f.path) <= f.halfWidth * f.halfWidth;
    case 'point': return (x - f.x) ** 2 + (y - f.y) ** 2 <= f.radius * f.radius;
  }
}

/** Distance from a point to a feature's shape, 0 when the shape holds it. */
export function featureDistance(f: IndexedFeature, x: number, y: number): number {
  switch (f.kind) {
    case 'area': case 'hill': case 'building':
      return insideOutline(x, y, f.outline) ? 0 : Math.sqrt(outlineDistanceSq(x, y, f.outline));
    case 'line': return Math.max(0, Math.sqrt(pathDistanceSq(x, y, f.path)) - f.halfWidth);
    case 'point': return Math.max(0, hypot(x - f.x, y - f.y) - f.radius);
  }
}

/** Splits a polyline into chords, each following the line within STRAIGHT_SECTION_TOLERANCE. */
function straightSections(path: Float64Array): Float64Array {
  const chords: number[] = [];
  const count = path.length / 2;
  let start = 0;
  while (start < count - 1) {
    let end = start + 1;
    while (end + 1 < count && end + 1 - start < STRAIGHT_SECTION_MAX_POINTS && chordFollows(path, start, end + 1)) end++;
    chords.push(path[start * 2]!, path[start * 2 + 1]!, path[end * 2]!, path[end * 2 + 1]!);
    start = end;
  }
  if (chords.length === 0) chords.push(path[0]!, path[1]!, path[0]!, path[1]!);
  return Float64Array.from(chords);
}

function chordFollows(path: Float64Array, from: number, to: number): boolean {
  const ax = path[from * 2]!, ay = path[from * 2 + 1]!, bx = path[to * 2]!, by = path[to * 2 + 1]!;
  // The chord must also keep going forward: a road that doubles back is not straight.
  let lastAlong = -Infinity;
  const dx = bx - ax, dy = by - ay;
  for (let k = from + 1; k < to; k++) {
    const px = path[k * 2]!, py = path[k * 2 + 1]!;
    if (distanceToSegmentSq(px, py, ax, ay, bx, by) > STRAIGHT_SECTION_TOLERANCE ** 2) return false;
    const along = (px - ax) * dx + (py - ay) * dy;
    if (along < lastAlong) return false;
    lastAlong = along;
  }
  return true;
}
