import { type BufferGeometry, Matrix4 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { buildFigureModel } from './troop-models.ts';
import { figureSlots, parseFarGroupKey } from './figure-slots.ts';
import { GeometryCache } from './geometry-cache.ts';

/**
 * The far model of a whole base of foot or horse figures in their dress, standing where `figureSlots` puts them
 * on a base of that size at that figure scale, for one instance per base in the wide views.
 */
export function farGroupModel(key: string): BufferGeometry {
  const { kind, count, base, dress, figureScale } = parseFarGroupKey(key);
  const figure = buildFigureModel(kind, 'far', dress);
  const copies = figureSlots(kind, count, base, figureScale).map((slot) =>
    // the base's right is the model's +x, its front the model's −z
    figure.clone().applyMatrix4(new Matrix4().makeScale(slot.scale, slot.scale, slot.scale).setPosition(slot.right, 0, -slot.forward)),
  );
  figure.dispose();
  const merged = mergeGeometries(copies, false);
  copies.forEach((c) => c.dispose());
  if (!merged) throw new Error(`the far figures of ${key} could not be merged`);
  merged.computeBoundingSphere();
  return merged;
}

/** Far group models built on first use and kept for the life of the units layer. */
export class FarGroupModels extends GeometryCache {
  model(key: string): BufferGeometry {
    return this.get(key, () => farGroupModel(key));
  }
}
