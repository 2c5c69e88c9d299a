import type { DeploymentZone, Point, Scenario, TerrainFeature } from '../../shared/scenario/schema.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { normalizeDegrees, type Vec } from '../../shared/geometry/vec.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import { fromUnit, inUnit, type DistanceUnit } from '../../shared/core/distance-units.ts';
import { wholeInUnit } from './distance-field.ts';

/**
 * Pure edits of terrain features and deployment zones. Each returns a new object (or scenario) and leaves its
 * input alone, so the editor's undo stack can keep every earlier scenario as it was.
 */

/** Coordinates the scenario format accepts; edits clamp to them so a drag can never make the file unreadable. */
const MIN_COORD = -LIMITS.tableInches;
const MAX_COORD = LIMITS.tableInches * 2;
/** The smallest table the format accepts, inches. */
const MIN_TABLE = 12;

/** Hundredths of an inch: finer than any model, and it keeps saved files free of float noise. */
export const round2 = (v: number): number => Math.round(v * 100) / 100 + 0; // + 0 turns -0 into 0

export function tidyPoint(p: Vec): Point {
  const { x, y } = clampPoint(p);
  return { x: round2(x), y: round2(y) };
}

/** A point inside the format's coordinates, unrounded: what a person typed is kept as typed. */
export function clampPoint(p: Vec): Point {
  const clamp = (v: number) => Math.min(MAX_COORD, Math.max(MIN_COORD, Number.isFinite(v) ? v : 0));
  return { x: clamp(p.x), y: clamp(p.y) };
}

const shift = (p: Vec, d: Vec): Point => tidyPoint({ x: p.x + d.x, y: p.y + d.y });

/** Turns p about a centre by `degrees`, clockwise seen from above (the table's facing convention). */
export function rotatePoint(p: Vec, centre: Vec, degrees: number): Point {
  const r = (degrees * Math.PI) / 180;
  const dx = p.x - centre.x, dy = p.y - centre.y;
  // Clockwise with y up: x' = x cos + y sin, y' = -x sin + y cos.
  return tidyPoint({ x: centre.x + dx * Math.cos(r) + dy * Math.sin(r), y: centre.y - dx * Math.sin(r) + dy * Math.cos(r) });
}

/** The feature's editable outline (vertices of an area or hill, points of a line), or null for buildings and points. */
export function featurePoints(f: TerrainFeature): readonly Point[] | null {
  switch (f.kind) {
    case 'area':
    case 'hill': return f.polygon;
    case 'line': return f.points;
    case 'building':
    case 'point': return null;
  }
}

/** Whether the outline closes on itself (a polygon) or is open (a line). */
export const isClosedShape = (f: TerrainFeature): boolean => f.kind === 'area' || f.kind === 'hill';

/** Fewest vertices a shape may keep. */
export const minimumPoints = (f: TerrainFeature | DeploymentZone): number => ('kind' in f && f.kind === 'line' ? 2 : 3);

export function withFeaturePoints(f: TerrainFeature, points: readonly Point[]): TerrainFeature {
  switch (f.kind) {
    case 'area': return { ...f, polygon: [...points] };
    case 'hill': return { ...f, polygon: [...points] };
    case 'line': return { ...f, points: [...points] };
    case 'building':
    case 'point': return f;
  }
}

/** Where a feature is, for focusing the camera and anchoring moves: its centre, or its first vertex for a line. */
export function featureAnchor(f: TerrainFeature): Vec {
  switch (f.kind) {
    case 'area':
    case 'hill': return polygonCentroid(f.polygon);
    case 'line': return f.points[Math.floor((f.points.length - 1) / 2)]!;
    case 'building':
    case 'point': return { x: f.x, y: f.y };
  }
}

export function translateFeature(f: TerrainFeature, d: Vec): TerrainFeature {
  switch (f.kind) {
    case 'area':
    case 'hill':
    case 'line': return withFeaturePoints(f, featurePoints(f)!.map((p) => shift(p, d)));
    case 'building':
    case 'point': return { ...f, ...shift(f, d) };
  }
}

/** Turns a building about its centre, or a shape about its centroid; a point feature has no facing. */
export function rotateFeature(f: TerrainFeature, degrees: number): TerrainFeature {
  switch (f.kind) {
    case 'building': return { ...f, rotation: round2(normalizeDegrees(f.rotation + degrees)) };
    case 'area':
    case 'hill':
    case 'line': {
      const points = featurePoints(f)!;
      const centre = polygonCentroid(points);
      return withFeaturePoints(f, points.map((p) => rotatePoint(p, centre, degrees)));
    }
    case 'point': return f;
  }
}

// Vertex edits work on plain point lists, so areas, hills, lines and deployment zones share them.

export function moveVertex(points: readonly Point[], index: number, to: Vec): Point[] {
  return points.map((p, i) => (i === index ? tidyPoint(to) : p));
}

/** Sets one vertex to a typed point: clamped to the format, not rounded (a centimetre typed stays that centimetre). */
export function placeVertex(points: readonly Point[], index: number, to: Vec): Point[] {
  return points.map((p, i) => (i === index ? clampPoint(to) : p));
}

/** Adds a vertex after `afterIndex` (the new vertex gets index afterIndex + 1). */
export function insertVertex(points: readonly Point[], afterIndex: number, at: Vec): Point[] {
  if (points.length >= LIMITS.pointsPerShape) return [...points];
  return [...points.slice(0, afterIndex + 1), tidyPoint(at), ...points.slice(afterIndex + 1)];
}

/** Removes a vertex unless the shape would fall below its fewest points. */
export function deleteVertex(points: readonly Point[], index: number, minimum: number): Point[] {
  if (points.length <= minimum || index < 0 || index >= points.length) return [...points];
  return points.filter((_, i) => i !== index);
}

// Scenario-level edits

export function addFeature(s: Scenario, f: TerrainFeature): Scenario {
  return { ...s, terrain: [...s.terrain, f] };
}

export function updateFeature(s: Scenario, id: string, change: (f: TerrainFeature) => TerrainFeature): Scenario {
  let changed = false;
  const terrain = s.terrain.map((f) => {
    if (f.id !== id) return f;
    const next = change(f);
    changed ||= next !== f;
    return next;
  });
  return changed ? { ...s, terrain } : s;
}

export function deleteFeature(s: Scenario, id: string): Scenario {
  const terrain = s.terrain.filter((f) => f.id !== id);
  return terrain.length === s.terrain.length ? s : { ...s, terrain };
}

export function addZone(s: Scenario, zone: DeploymentZone): Scenario {
  return { ...s, deployment: [...s.deployment, zone] };
}

export function updateZone(s: Scenario, id: string, change: (z: DeploymentZone) => DeploymentZone): Scenario {
  let changed = false;
  const deployment = s.deployment.map((z) => {
    if (z.id !== id) return z;
    const next = change(z);
    changed ||= next !== z;
    return next;
  });
  return changed ? { ...s, deployment } : s;
}

export function deleteZone(s: Scenario, id: string): Scenario {
  const deployment = s.deployment.filter((z) => z.id !== id);
  return deployment.length === s.deployment.length ? s : { ...s, deployment };
}

export const translateZone = (z: DeploymentZone, d: Vec): DeploymentZone => ({ ...z, polygon: z.polygon.map((p) => shift(p, d)) });

/** A strip along one side's baseline, `depth` inches deep: the quickest deployment zone to draw. */
export function baselineStrip(s: Scenario, edge: Scenario['sides']['red']['baseline'], depth: number): Point[] {
  const { width: w, height: h } = s.table;
  const d = Math.min(depth, edge === 'south' || edge === 'north' ? h : w);
  switch (edge) {
    case 'south': return [{ x: 0, y: 0 }, { x: w, y: 0 }, { x: w, y: d }, { x: 0, y: d }];
    case 'north': return [{ x: 0, y: h - d }, { x: w, y: h - d }, { x: w, y: h }, { x: 0, y: h }];
    case 'west': return [{ x: 0, y: 0 }, { x: d, y: 0 }, { x: d, y: h }, { x: 0, y: h }];
    case 'east': return [{ x: w - d, y: 0 }, { x: w, y: 0 }, { x: w, y: h }, { x: w - d, y: h }];
  }
}

/**
 * Table size in whole units of the rule set's measure (whole inches, or whole centimetres) within the format's
 * limits (12" to 480"); a side left as it was stays exactly as it was.
 */
export function setTableSize(s: Scenario, width: number, height: number, unit: DistanceUnit = 'in'): Scenario {
  const lo = fromUnit(Math.ceil(inUnit(MIN_TABLE, unit) - 1e-9), unit);
  const hi = fromUnit(Math.floor(inUnit(LIMITS.tableInches, unit) + 1e-9), unit);
  const fit = (v: number, now: number) => (!Number.isFinite(v) || v === now ? now : wholeInUnit(Math.min(hi, Math.max(lo, v)), unit));
  const table = { width: fit(width, s.table.width), height: fit(height, s.table.height) };
  return table.width === s.table.width && table.height === s.table.height ? s : { ...s, table };
}
