import type { Vec } from '../../../geometry/vec.ts';
import { pointInPolygon } from '../../../geometry/polygon.ts';
import { baseCorners } from '../../../geometry/base.ts';
import type { Area, Building, TerrainFeature } from '../../../scenario/schema.ts';
import type { IndexedFeature } from '../../../geometry/terrain-shapes.ts';
import type { TrrState } from '../state.ts';
import type { Cloud } from './artillery-record.ts';
import { inRectangle } from '../fire/indirect/area.ts';
import { toCm } from '../scale.ts';

/**
 * Section 15 "Flame-throwers will set fire to buildings and woods … Burning areas must be evacuated": which ground
 * burns. A fire is a cloud of kind 'fire' (it screens as smoke does); the ground burning is what lies both under it and
 * inside the feature set alight. Woods, dense woods and villages ("built-up") burn, and buildings of either kind.
 */
export type Burnable = Area | Building;

export function burnableFeature(f: TerrainFeature): Burnable | null {
  if (f.kind === 'building') return f;
  if (f.kind === 'area' && (f.type === 'woods' || f.type === 'dense-woods' || f.type === 'built-up')) return f;
  return null;
}

export const burnable = (f: IndexedFeature): Burnable | null => burnableFeature(f.feature);

export const featureOutline = (f: Burnable): readonly Vec[] =>
  f.kind === 'area' ? f.polygon : baseCorners({ x: f.x, y: f.y, facing: f.rotation, width: f.width, depth: f.depth });

/** What a person calls the burning feature. */
export function burnableName(f: Burnable): string {
  if (f.label) return f.label;
  if (f.kind === 'building') return `${f.type} building`;
  return f.type === 'built-up' ? 'village' : f.type === 'dense-woods' ? 'dense wood' : 'wood';
}

const featureOf = (state: TrrState, c: Cloud): Burnable | undefined => {
  const f = state.scenario.terrain.find((t) => t.id === c.featureId);
  return f && (f.kind === 'area' || f.kind === 'building') ? f : undefined;
};

export const underFire = (c: Cloud, p: Vec): boolean => inRectangle({ x: toCm(p.x), y: toCm(p.y) }, { x: toCm(c.centre.x), y: toCm(c.centre.y) }, c.heading, c.alongCm, c.acrossCm);

/** The fire burning at a point of the table (inches), if any. */
export function fireAt(state: TrrState, p: Vec): Cloud | undefined {
  for (const c of state.artillery.clouds) {
    if (c.kind !== 'fire' || !underFire(c, p)) continue;
    const f = featureOf(state, c);
    if (f && pointInPolygon(p, featureOutline(f))) return c;
  }
  return undefined;
}

/** The fire any of these pieces stands in, if any. */
export function fireUnder(state: TrrState, pieces: readonly Vec[]): Cloud | undefined {
  if (!state.artillery.clouds.some((c) => c.kind === 'fire')) return undefined;
  for (const p of pieces) { const c = fireAt(state, p); if (c) return c; }
  return undefined;
}
