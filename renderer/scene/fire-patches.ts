import polygonClipping from 'polygon-clipping';
import type { TableView } from '../../shared/engine/ruleset.ts';
import type { TerrainFeature } from '../../shared/scenario/schema.ts';
import { baseCorners } from '../../shared/geometry/base.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { polygonArea } from '../../shared/geometry/polygon.ts';
import { circlePoints } from './mesh-data.ts';

/**
 * A fire is given as the circle round its burning rectangle; drawn so, a wood burning whole spills far past the wood.
 * Flames burn only what can burn, so the patch is the burning feature's outline cut to the fire's reach: the whole wood
 * or village when it all burns, the part a spreading fire has reached, a building's own footprint.
 */

/** The outline of a feature that can burn (a wood, village or building), or null for one that has none. */
export function burnableOutline(f: TerrainFeature): readonly Vec[] | null {
  if (f.kind === 'area') return f.polygon;
  if (f.kind === 'building') return baseCorners({ x: f.x, y: f.y, facing: f.rotation, width: f.width, depth: f.depth });
  return null;
}

/** How far past a fire zone's radius its burning rectangle may reach: to the corners of a square of side 2r, a little beyond. */
const REACH = Math.SQRT2 * 1.02;

/**
 * The pieces of ground a fire zone covers on its feature (outer rings, each without its closing point), largest first;
 * null when the zone names no feature on the table or misses it, so the caller draws the circle.
 */
export function firePatch(zone: TableView['zones'][number], terrain: readonly TerrainFeature[]): Vec[][] | null {
  if (zone.kind !== 'fire' || !zone.featureId) return null;
  const f = terrain.find((t) => t.id === zone.featureId);
  const outline = f ? burnableOutline(f) : null;
  if (!outline || outline.length < 3) return null;
  const ring = (pts: readonly Vec[]): [number, number][] => pts.map((p) => [p.x, p.y]);
  // The zone's radius is half its rectangle's longer side, so the rectangle, however it lies, is within √2 times that.
  const cut = polygonClipping.intersection([ring(outline)], [ring(circlePoints(zone.centre, zone.radius * REACH, 48))]);
  const pieces = cut.map((poly) => poly[0]!.slice(0, -1).map(([x, y]) => ({ x, y })));
  if (pieces.length === 0) return null;
  return pieces.sort((a, b) => polygonArea(b) - polygonArea(a));
}
