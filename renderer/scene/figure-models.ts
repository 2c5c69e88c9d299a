import type { BufferGeometry } from 'three';
import { type Detail, type FigureKind, buildFigureModel, modelDress } from './troop-models.ts';
import type { Dress } from './troop-dress.ts';
import { GeometryCache } from './geometry-cache.ts';

/**
 * The figure models of the units layer, one per kind, dress and detail, built on first use and kept for the
 * life of the layer: every base of one kind in one dress is an instance of the same geometry.
 */
export class FigureModels extends GeometryCache {
  model(kind: FigureKind, dress: Dress, detail: Detail): BufferGeometry {
    const worn = modelDress(kind, dress);
    return this.get(`${kind}:${worn}:${detail}`, () => buildFigureModel(kind, detail, worn));
  }
}

/** A layer's instances split by the dress their model is built in (all of one kind in one dress for undressed kinds). */
export function byModelDress<T>(kind: FigureKind, items: readonly T[], dresses: readonly Dress[]): Map<Dress, number[]> {
  const out = new Map<Dress, number[]>();
  items.forEach((_, i) => {
    const d = modelDress(kind, dresses[i]!);
    let list = out.get(d);
    if (!list) { list = []; out.set(d, list); }
    list.push(i);
  });
  return out;
}
