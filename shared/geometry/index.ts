// Public surface of the table geometry. Inches; x right, y away from the Red baseline; facing 0 = +y, clockwise.

// Vectors and headings
export {
  type Vec, vec, add, sub, scale, dot, cross, length, distance, lerp, normalize, headingVector, headingOf,
  normalizeDegrees, angleBetween,
} from './vec.ts';

// Groups of points (a unit's stands)
export { centroid, nearestPair, direction } from './point-sets.ts';

// Polygons and segments
export { type Bounds, pointInPolygon, polygonArea, polygonCentroid, boundsOf } from './polygon.ts';
export {
  segmentHitT, segmentsIntersect, segmentIntersection, distanceToSegment, distanceToSegmentSq, closestPointOnSegment,
  segmentDistance, distanceToPolyline, segmentCrossesPolyline, lengthInsidePolygon,
} from './segments.ts';

// Bases, facing and arcs
export {
  type BaseRect, baseAxes, baseCorners, baseFrontEdge, baseFrontCentre, toBaseFrame, pointToBaseDistance, basesOverlap,
  baseEdgeDistance,
} from './base.ts';
export { type Observer, type AttackSector, bearingFrom, relativeAngle, inArc, attackSector } from './arcs.ts';

// Terrain lookup
export { type TableSize, type StraightRoadOptions, TerrainIndex, isRoadLike } from './terrain-index.ts';
export {
  type IndexedFeature, type IndexedArea, type IndexedHill, type IndexedBuilding, type IndexedLine, type IndexedPoint,
  DEFAULT_LINE_WIDTH, DEFAULT_POINT_RADIUS, HILL_RISE, STRAIGHT_SECTION_TOLERANCE, lineWidth, featureContains,
  featureDistance,
} from './terrain-shapes.ts';
export { featureIntervals, mergeIntervals, intervalsTotal } from './segment-intervals.ts';

// Elevation
export { type SampleArea, heightAt, heightAtXY, heightGrid, hillHeightAt, smoothstep } from './elevation.ts';

// Line of sight
export {
  type LosRules, type AreaSightRule, type SightPoint, type LosCrossing, type LosResult, lineOfSight, lineOfSightClear, DEFAULT_EYE_HEIGHT,
  HILL_SAMPLE_STEP,
} from './line-of-sight.ts';
export { memoisedSight } from './sight-memo.ts';

// Movement over terrain
export { type TerrainStretch, type LegTerrain, type TerrainEntry, pathLength, pathTerrain, firstEntry } from './path-cost.ts';

// Terrain for tests and benchmarks (builders and a seeded busy-table generator)
export * as terrainFixtures from './terrain-fixtures.ts';
