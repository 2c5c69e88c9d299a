import type { Scenario, DeploymentZone, Point } from '../scenario/schema.ts';
import { type Problem, warning } from '../scenario/problems.ts';
import { basesOverlap, type BaseRect } from '../geometry/base.ts';
import { BoxGrid } from '../geometry/box-grid.ts';
import { PolygonIndex } from '../geometry/polygon-index.ts';
import { hypot } from '../geometry/hypot.ts';
import { SIDE_IDS, type SideId } from '../scenario/terrain-kinds.ts';

/** What the cross-checks may learn from the scenario's rule set: the footprint of a troop type's base. */
import type { DistanceUnit } from '../core/distance-units.ts';

export interface CrossCheckOptions {
  baseSize?: (troopType: string) => { width: number; depth: number } | undefined;
  /** The unit the scenario's rule set measures in, for distances in the messages (inches unless given). */
  distanceUnit?: DistanceUnit;
}

/** Footprint assumed for a base whose troop type the checks were not told about, inches. */
export const FALLBACK_BASE_SIZE = { width: 0.8, depth: 0.8 } as const;
/** Overlap warnings reported at most, so a pile of bases does not bury every other problem (nor take long to list). */
export const MAX_OVERLAP_WARNINGS = 20;
/**
 * Edge tests the deployment check may spend, about 50 ms. Only zones drawn to defeat the band index (thousands
 * of points zigzagging across the zone's whole height) with thousands of bases inside their box reach it.
 */
export const ZONE_EDGE_TEST_BUDGET = 20_000_000;

interface Placed { rect: BaseRect; side: 'red' | 'white'; unit: number; base: number; unitKey: number; name: string }

/**
 * Bases of deployed units that overlap one another (touching edge to edge is fine), as warnings: two models
 * cannot stand in the same place. Each base is compared only with the earlier bases filed near it (a grid of
 * 4" cells), each pair of units is reported once, and the scan ends at the cap. So the work stays near linear
 * even for thousands of bases stacked on one spot: before the cap, a base can meet only bases of the few unit
 * pairs already reported, and bases that do not overlap cannot crowd one cell.
 */
export function overlappingBases(s: Scenario, options: CrossCheckOptions): Problem[] {
  const grid = new BoxGrid(4);
  const placed: Placed[] = [];
  const problems: Problem[] = [];
  const reported = new Set<number>();
  let unitKey = 0;
  for (const side of SIDE_IDS) {
    const units = s.sides[side].units;
    for (let i = 0; i < units.length; i++, unitKey++) {
      const u = units[i]!;
      if (u.reinforcement) continue;
      const size = options.baseSize?.(u.troopType) ?? FALLBACK_BASE_SIZE;
      const reach = hypot(size.width, size.depth) / 2;
      for (let j = 0; j < u.bases.length; j++) {
        const b = u.bases[j]!;
        const here: Placed = { rect: { x: b.x, y: b.y, facing: b.facing, width: size.width, depth: size.depth }, side, unit: i, base: j, unitKey, name: u.name };
        const full = grid.visit(b.x - reach, b.y - reach, b.x + reach, b.y + reach, (k) => {
          const other = placed[k]!;
          const pair = other.unitKey * 4096 + here.unitKey;
          if (reported.has(pair) || !basesOverlap(other.rect, here.rect)) return false;
          reported.add(pair);
          const whose = other.unitKey === here.unitKey ? `two bases of ${u.name}` : `${u.name} and ${other.name}`;
          problems.push(warning(['sides', side, 'units', i, 'bases', j], `${whose} overlap at (${b.x}, ${b.y}): bases cannot share the table`));
          return problems.length >= MAX_OVERLAP_WARNINGS;
        });
        if (full) return problems;
        grid.insert(placed.length, b.x - reach, b.y - reach, b.x + reach, b.y + reach);
        placed.push(here);
      }
    }
  }
  return problems;
}

/**
 * Whether points stand in one of a side's deployment zones: each zone's bounding box first, then only the zone
 * edges at the point's height; a spot already asked about (bases stacked on it) is answered from memory. The
 * work has a budget: past it `covers` answers undefined and the caller reports what it did not check.
 */
export class DeploymentCheck {
  private readonly zones: Record<SideId, PolygonIndex[]> = { red: [], white: [] };
  private readonly known = new Map<string, boolean>();
  private spent = 0;

  constructor(zones: readonly DeploymentZone[]) {
    for (const z of zones) this.zones[z.side].push(new PolygonIndex(z.polygon));
  }

  hasZones(side: SideId): boolean {
    return this.zones[side].length > 0;
  }

  covers(side: SideId, p: Point): boolean | undefined {
    const key = `${side},${p.x},${p.y}`;
    const known = this.known.get(key);
    if (known !== undefined) return known;
    let inside = false;
    for (const zone of this.zones[side]) {
      this.spent += zone.edgesAt(p.y);
      if (this.spent > ZONE_EDGE_TEST_BUDGET) return undefined;
      if (zone.contains(p.x, p.y)) { inside = true; break; }
    }
    this.known.set(key, inside);
    return inside;
  }
}

/** The warning for units the deployment check ran out of budget before reaching. */
export const uncheckedDeployment = (count: number): Problem =>
  warning(['deployment'], `the deployment zones are too intricate to check every base against them quickly; ${count} unit${count === 1 ? ' was' : 's were'} not checked`);
