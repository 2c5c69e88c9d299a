// An AI decision as an instruction a person carries out with miniatures on the printed mat.
import type { TableView, UnitView } from '../engine/ruleset.ts';
import type { Scenario } from '../scenario/schema.ts';
import type { LineType, SideId, TableEdge } from '../scenario/terrain-kinds.ts';
import { hypot } from '../geometry/hypot.ts';
import { TerrainIndex } from '../geometry/terrain-index.ts';
import type { IndexedFeature } from '../geometry/terrain-shapes.ts';
import { angleBetween, type Vec } from '../geometry/vec.ts';
import { compassOf, compassWord } from './compass.ts';
import { squareAt } from './grid.ts';
import { inUnit, unitMark, type DistanceUnit } from '../core/distance-units.ts';
import { counted } from '../engine/agreement.ts';

/** Landmarks farther than this from a unit are not worth naming: its grid square says more. */
export const LANDMARK_REACH = 12;
/** Within this (inches) of a landmark's edge a unit is "by" it rather than some distance from it. */
export const BY_LANDMARK = 2;
/** A move that rounds to no whole unit is no move; a turn under this many degrees is no turn. */
const TURN_DEGREES = 10;

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

const EDGE_DIRECTION: Record<TableEdge, Vec> = { north: { x: 0, y: 1 }, south: { x: 0, y: -1 }, east: { x: 1, y: 0 }, west: { x: -1, y: 0 } };

/** Where the unit stands on the mat: the middle of its bases. */
function centreOf(unit: UnitView): Vec {
  let x = 0;
  let y = 0;
  for (const b of unit.bases) { x += b.x; y += b.y; }
  return { x: x / unit.bases.length, y: y / unit.bases.length };
}

/** A distance (inches) to the nearest whole unit, as every distance in an order is given: 6", or 15 cm. */
const wholeUnits = (d: number, unit: DistanceUnit): number => Math.round(inUnit(d, unit));
const distanceWords = (d: number, unit: DistanceUnit): string => `${wholeUnits(d, unit)}${unitMark(unit)}`;

/** "in square F8 by the Hedge" / "in square F8, 5" from the Birch wood" / "in square F8". */
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

/**
 * One unit's instruction: "2nd Czech platoon: fall back 6" north, ending in square F8 by the Hedge, facing south".
 * A move toward the unit's own edge is falling back, away from it advancing, otherwise moving; the distance is
 * between the middles of its bases before and after, to the nearest inch or centimetre, and the compass point is the nearest of
 * eight. Returns null for a unit that is on the table neither before nor after.
 */
export function unitOrder(before: UnitView | undefined, after: UnitView | undefined, ctx: TableOrderContext): string | null {
  const was = before && before.bases.length > 0 ? before : undefined;
  const now = after && after.bases.length > 0 ? after : undefined;
  const name = (after ?? before)!.name;
  if (!now) return was ? `${name}: take it off the table (${after?.status ?? 'gone'})` : null;
  const end = centreOf(now);
  const facing = `facing ${compassWord(now.bases[0]!.facing)}`;
  if (!was) return `${name}: place it in ${placeWords(end, ctx)}, ${facing}`;
  const lost = lostBases(was, now);
  if (lost > 0) return `${name}: take ${counted(lost, 'base')} off the table, leaving the rest in ${placeWords(end, ctx)}, ${facing}`;
  const start = centreOf(was);
  const shift = { x: end.x - start.x, y: end.y - start.y };
  const distance = hypot(shift.x, shift.y);
  const turned = angleBetween(was.bases[0]!.facing, now.bases[0]!.facing) >= TURN_DEGREES;
  if (wholeUnits(distance, ctx.unit) === 0) {
    return turned ? `${name}: turn to face ${compassWord(now.bases[0]!.facing)}, staying in ${placeWords(end, ctx)}` : `${name}: nothing to move (in ${placeWords(end, ctx)}, ${facing})`;
  }
  const home = EDGE_DIRECTION[ctx.baselines[now.side]];
  const towardHome = (shift.x * home.x + shift.y * home.y) / distance;
  const verb = towardHome > 0.5 ? 'fall back' : towardHome < -0.5 ? 'advance' : 'move';
  return `${name}: ${verb} ${distanceWords(distance, ctx.unit)} ${compassOf(shift)}, ending in ${placeWords(end, ctx)}, ${facing}`;
}

/**
 * The instructions for one decision of `side`: each of its units whose miniatures moved, turned, came on or went
 * off; when none did, where the unit that acted (if the decision names one) stands, with nothing to move.
 */
export function decisionOrders(before: TableView, after: TableView, side: SideId, actingUnitId: string | undefined, ctx: TableOrderContext): string[] {
  const earlier = new Map(before.units.map((u) => [u.id, u]));
  const orders: string[] = [];
  for (const unit of after.units) {
    if (unit.side !== side) continue;
    const was = earlier.get(unit.id);
    if (was && sameBases(was, unit)) continue;
    const order = unitOrder(was, unit, ctx);
    if (order) orders.push(order);
  }
  if (orders.length > 0 || actingUnitId === undefined) return orders;
  // A decision may name the other side's unit (whom to answer, say): the deciding side then has nothing to do.
  const acting = after.units.find((u) => u.id === actingUnitId && u.side === side);
  const order = acting ? unitOrder(earlier.get(acting.id), acting, ctx) : null;
  return order ? [order] : [];
}

/** How many bases went when the rest stand exactly where they stood (losses, not a move); 0 otherwise. */
function lostBases(a: UnitView, b: UnitView): number {
  if (b.bases.length >= a.bases.length) return 0;
  const stayed = b.bases.every((q) => a.bases.some((p) => p.x === q.x && p.y === q.y && p.facing === q.facing));
  return stayed ? a.bases.length - b.bases.length : 0;
}

function sameBases(a: UnitView, b: UnitView): boolean {
  if (a.bases.length !== b.bases.length) return false;
  return a.bases.every((p, i) => {
    const q = b.bases[i]!;
    return p.x === q.x && p.y === q.y && p.facing === q.facing;
  });
}
