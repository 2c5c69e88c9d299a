// What the orders' wording needs of a scenario, and the words for where a unit stands on the mat.
import type { UnitView } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { LineType, SideId, TableEdge } from '../scenario/terrain-kinds.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import type { IndexedFeature } from '../geometry/terrain-shapes.ts';
import type { Vec } from '../geometry/vec.ts';
import { inUnit, unitMark, type DistanceUnit } from '../core/distance-units.ts';
import { squareAt } from './grid.ts';

/** Landmarks farther than this from a unit are not worth naming: its grid square says more. */
export const LANDMARK_REACH = 12;
/** Within this (inches) of a landmark's edge a unit is "by" it rather than some distance from it. */
export const BY_LANDMARK = 2;

/** What the wording needs of a scenario: the mat, its named terrain, each side's own edge, and the rule set's unit. */
export interface TableOrderContext {
  table: { width: number; height: number };
  landmarks: TerrainIndex;
  baselines: Record<SideId, TableEdge>;
  unit: DistanceUnit;
}

export function tableOrderContext(scenario: Scenario, unit: DistanceUnit = 'in'): TableOrderContext {
  return {
    table: scenario.table,
    landmarks: new TerrainIndex(scenario.terrain.filter((f) => f.label !== undefined && f.label.trim() !== ''), scenario.table),
    baselines: { red: scenario.sides.red.baseline, white: scenario.sides.white.baseline },
    unit,
  };
}

/** Where the unit stands on the mat: the middle of its bases. */
export function centreOf(unit: UnitView): Vec {
  let x = 0;
  let y = 0;
  for (const b of unit.bases) { x += b.x; y += b.y; }
  return { x: x / unit.bases.length, y: y / unit.bases.length };
}

/** A distance (inches) to the nearest whole unit, as every distance in an order is given: 6", or 15 cm. */
export const wholeUnits = (d: number, unit: DistanceUnit): number => Math.round(inUnit(d, unit));
export const distanceWords = (d: number, unit: DistanceUnit): string => `${wholeUnits(d, unit)}${unitMark(unit)}`;

/** "square F8 by the Hedge" / "square F8, 5" from the Birch wood" / "square F8". */
export function placeWords(p: Vec, ctx: TableOrderContext): string {
  const square = `square ${squareAt(p, ctx.table)}`;
  const near = ctx.landmarks.nearest(p, () => true, LANDMARK_REACH);
  if (!near) return square;
  const name = near.feature.feature.label!;
  if (near.distance === 0) return `${square} ${insideWord(near.feature)} ${name}`;
  if (near.distance <= BY_LANDMARK) return `${square} by ${name}`;
  return `${square}, ${distanceWords(near.distance, ctx.unit)} from ${name}`;
}

/** "in the wood", "on the road", "at the hedge": how a person says a unit stands within a feature. */
function insideWord(f: IndexedFeature): string {
  switch (f.kind) {
    case 'area': case 'building': return 'in';
    case 'hill': return 'on';
    case 'point': return 'at';
    case 'line': return ON_LINES.has(f.feature.type) ? 'on' : IN_LINES.has(f.feature.type) ? 'in' : 'at';
  }
}
const ON_LINES: ReadonlySet<LineType> = new Set(['road', 'track', 'railway']);
const IN_LINES: ReadonlySet<LineType> = new Set(['stream-small', 'stream-big', 'river', 'trench']);
