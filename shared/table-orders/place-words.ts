import type { Vec } from '../geometry/vec.ts';
import type { TerrainIndex } from '../geometry/terrain-index.ts';
import { featureContains, featureDistance, type IndexedFeature } from '../geometry/terrain-shapes.ts';
import { closestPointOnSegment } from '../geometry/segments.ts';
import { compassOf } from './compass.ts';
import { squareAt } from './grid.ts';
import { distanceText, type DistanceUnit } from '../core/distance-units.ts';
import { theName } from '../engine/agreement.ts';

/** What a feature without a label is called: its kind of ground, in words. */
const UNNAMED: Readonly<Record<string, string>> = {
  'woods': 'wood', 'dense-woods': 'dense wood', 'built-up': 'built-up area', 'stream-small': 'brook', 'stream-big': 'stream',
  'stone': 'stone building', 'wood': 'wooden building', 'station': 'station', 'entry': 'entry point',
};

/**
 * A feature as a sentence names it: its label with the article it needs ("the MG trench", "the granary", but
 * "Lipki", "Height 112": `theName`), else its kind ("the hedge").
 */
export function featureWords(f: IndexedFeature): string {
  const label = 'label' in f.feature ? f.feature.label?.trim() : undefined;
  if (label) return theName(label);
  const type = f.feature.kind === 'hill' ? 'hill' : f.feature.type;
  return `the ${UNNAMED[type] ?? type.replace(/-/g, ' ')}`;
}

/** How a place inside a feature is said: in a wood, on a hill or a road, at a ford or a hedge. */
function within(f: IndexedFeature): string {
  switch (f.kind) {
    case 'area': case 'building': return 'in';
    case 'hill': return 'on';
    case 'line': return f.feature.type === 'road' || f.feature.type === 'track' || f.feature.type === 'railway' ? 'on' : 'at';
    case 'point': return 'at';
  }
}

/** The nearest point of a feature's shape to p, for saying which way p lies from it. */
function nearestPoint(f: IndexedFeature, p: Vec): Vec {
  if (f.kind === 'point') return { x: f.x, y: f.y };
  const flat = f.kind === 'line' ? f.path : f.outline;
  const closed = f.kind !== 'line';
  const n = flat.length / 2;
  let best: Vec = { x: flat[0]!, y: flat[1]! };
  let bestSq = Infinity;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const j = (i + 1) % n;
    const q = closestPointOnSegment(p, { x: flat[i * 2]!, y: flat[i * 2 + 1]! }, { x: flat[j * 2]!, y: flat[j * 2 + 1]! });
    const d = (q.x - p.x) ** 2 + (q.y - p.y) ** 2;
    if (d < bestSq) { bestSq = d; best = q; }
  }
  return best;
}

/** Smaller shapes name a place more closely: a building inside a village, a ford on a brook. */
function size(f: IndexedFeature): number {
  return (f.bounds.maxX - f.bounds.minX) * (f.bounds.maxY - f.bounds.minY);
}

/**
 * A table point in words, by the terrain around it: "in the birch wood", "on the Kharkov line", or the distance
 * and compass direction from the nearest feature ("3.5" south-west of the granary"). A table without terrain
 * names the map's grid square instead. The distance reads in the rule set's unit (inches unless it says).
 */
export function placeWords(index: TerrainIndex, p: Vec, unit: DistanceUnit = 'in'): string {
  let holder: IndexedFeature | null = null;
  let nearest: IndexedFeature | null = null;
  let nearestDistance = Infinity;
  for (const f of index.features) {
    if (featureContains(f, p.x, p.y)) {
      if (!holder || size(f) < size(holder)) holder = f;
      continue;
    }
    const d = featureDistance(f, p.x, p.y);
    if (d < nearestDistance) { nearest = f; nearestDistance = d; }
  }
  if (holder) return `${within(holder)} ${featureWords(holder)}`;
  if (!nearest) return `in square ${squareAt(p, index.table)}`;
  const from = nearestPoint(nearest, p);
  const away = nearestDistance < 0.5 ? 'just' : distanceText(nearestDistance, unit);
  return `${away} ${compassOf({ x: p.x - from.x, y: p.y - from.y })} of ${featureWords(nearest)}`;
}

/**
 * A point by the map's grid square and the terrain around it, for a place no unit stands on (an aiming point, the
 * middle of a set-up): "D5 (3.5" south-west of the granary)", "D5 (in the birch wood)", or "D5" on a bare table.
 */
export function squarePlaceWords(index: TerrainIndex, p: Vec, unit: DistanceUnit = 'in'): string {
  const square = squareAt(p, index.table);
  return index.features.length === 0 ? square : `${square} (${placeWords(index, p, unit)})`;
}
