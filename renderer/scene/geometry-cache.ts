import type { BufferGeometry } from 'three';

/**
 * Geometries built on first use under a key and kept until disposed: every instance of one key shares the one
 * geometry, which outlives each rebuild of the instances.
 */
export class GeometryCache {
  readonly #models = new Map<string, BufferGeometry>();
  readonly #kept = new Set<object>();

  get(key: string, build: () => BufferGeometry): BufferGeometry {
    let model = this.#models.get(key);
    if (!model) {
      model = build();
      this.#models.set(key, model);
      this.#kept.add(model);
    }
    return model;
  }

  /** Whether a geometry is one of these (so a layer rebuilding its instances does not dispose it). */
  has(geometry: object): boolean {
    return this.#kept.has(geometry);
  }

  dispose(): void {
    for (const m of this.#models.values()) m.dispose();
    this.#models.clear();
    this.#kept.clear();
  }
}
