import type { Line, PointFeature, Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { DEFAULT_POINT_RADIUS, lineWidth } from '../../shared/geometry/terrain-shapes.ts';
import { nearestRoad } from './village-layout.ts';

const WATER = new Set(['stream-small', 'stream-big', 'river']);

export interface PlacedPoint {
  feature: PointFeature;
  radius: number;
  /** Table degrees: a bridge's or ford's way across, a station's track, an entry's way in. */
  heading: number;
  /** Width of the water crossed, inches (bridges and fords). */
  span: number;
}

/**
 * Orientation of point features: a bridge or ford carries the road that meets it across the water (or
 * crosses the water square when no road is near); a station lies along its railway; an entry arrow
 * points onto the table from the nearest edge.
 */
export function placePointFeatures(scenario: Pick<Scenario, 'table' | 'terrain'>): PlacedPoint[] {
  const lines = scenario.terrain.filter((f): f is Line => f.kind === 'line');
  const water = lines.filter((l) => WATER.has(l.type));
  const roads = lines.filter((l) => l.type === 'road' || l.type === 'track');
  const rails = lines.filter((l) => l.type === 'railway');
  const out: PlacedPoint[] = [];
  for (const f of scenario.terrain) {
    if (f.kind !== 'point') continue;
    const radius = f.radius ?? DEFAULT_POINT_RADIUS[f.type];
    const p = { x: f.x, y: f.y };
    switch (f.type) {
      case 'bridge':
      case 'ford': {
        const river = nearestRoad(p, water);
        const road = nearestRoad(p, roads);
        const across = river ? river.heading + 90 : 0;
        const heading = road && road.distance <= radius + 1 ? road.heading : across;
        const span = river ? lineWidth(river.line) : radius * 2;
        out.push({ feature: f, radius, heading, span });
        break;
      }
      case 'station':
      case 'train': {
        const rail = nearestRoad(p, rails);
        out.push({ feature: f, radius, heading: rail && rail.distance < radius + 4 ? rail.heading : 0, span: 0 });
        break;
      }
      case 'entry':
        out.push({ feature: f, radius, heading: inwardHeading(p, scenario.table), span: 0 });
        break;
      case 'objective':
        out.push({ feature: f, radius, heading: 0, span: 0 });
        break;
    }
  }
  return out;
}

/** Heading from the nearest table edge into the table. */
export function inwardHeading(p: Vec, table: { width: number; height: number }): number {
  const edges = [
    { d: p.y, heading: 0 }, // south edge: in is north
    { d: table.height - p.y, heading: 180 },
    { d: p.x, heading: 90 },
    { d: table.width - p.x, heading: 270 },
  ];
  return edges.reduce((a, b) => (b.d < a.d ? b : a)).heading;
}
