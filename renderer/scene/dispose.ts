import type { BufferGeometry, Material, Object3D, Texture } from 'three';

/**
 * Frees the GPU memory of everything under `root`: geometries, materials and their textures, except
 * those in `keep` (models a component shares between rebuilds). Scene components rebuild their objects
 * when the scenario or the view changes and call this on the old ones.
 */
export function disposeObject(root: Object3D, keep: { has(o: object): boolean } = { has: () => false }): void {
  const materials = new Set<Material>();
  const geometries = new Set<BufferGeometry>();
  root.traverse((object) => {
    const o = object as Object3D & { geometry?: BufferGeometry; material?: Material | Material[]; dispose?: () => void };
    if (o.geometry) geometries.add(o.geometry);
    if (Array.isArray(o.material)) o.material.forEach((m) => materials.add(m));
    else if (o.material) materials.add(o.material);
    // InstancedMesh frees its instance buffers here.
    if (typeof o.dispose === 'function') o.dispose();
  });
  for (const g of geometries) if (!keep.has(g)) g.dispose();
  for (const m of materials) {
    if (keep.has(m)) continue;
    disposeTextures(m, keep);
    m.dispose();
  }
}

/**
 * Frees `root` like `disposeObject`, but only once the frames after the change have been drawn. three.js deletes
 * a shader program as soon as no material uses it: objects freed before their replacements are first drawn would
 * take their programs with them, and the replacements would compile the same shaders again, which costs hundreds
 * of milliseconds in software WebGL. Retired instead, the programs pass from the old objects to the new ones.
 */
export function retireObject(root: Object3D, keep: { has(o: object): boolean } = { has: () => false }, later: (then: () => void) => void = afterDrawing): void {
  later(() => disposeObject(root, keep));
}

/** Something holding GPU memory that a component keeps for its whole life: a geometry, a material, a texture. */
export interface GpuResource { dispose(): void }

/**
 * A scene component's GPU resources, freed one way: the models and materials it builds once and shares between
 * rebuilds (`keep`), and the objects it rebuilds when its props change (`own`, retired once replaced, sparing what is
 * kept). In a component:
 *
 *   const gpu = new SceneResources();
 *   const paint = gpu.keep(partTintMaterial());
 *   const drawn = $derived.by(() => ...);
 *   $effect(() => gpu.own(drawn));
 *   $effect(() => () => gpu.dispose());
 */
export class SceneResources {
  readonly #kept = new Set<object>();
  readonly #later: (then: () => void) => void;

  /** `later` delays a replaced object's freeing (after the next frames are drawn, by default). */
  constructor(later: (then: () => void) => void = afterDrawing) {
    this.#later = later;
  }

  /** Keeps `resource` for the component's life: objects it is drawn in are freed without it. */
  keep<T extends GpuResource>(resource: T): T {
    this.#kept.add(resource);
    return resource;
  }

  /** Keeps each of `resources` (a record of models by kind, say) and gives them back. */
  keepAll<T extends Record<string, GpuResource>>(resources: T): T {
    for (const r of Object.values(resources)) this.keep(r);
    return resources;
  }

  has(o: object): boolean {
    return this.#kept.has(o);
  }

  /** Owns a built object (or none): the returned cleanup, an effect's, retires it when it is replaced or unmounted. */
  own(root: Object3D | null | undefined): () => void {
    return () => { if (root) retireObject(root, this, this.#later); };
  }

  /** Frees what was kept, a material with its textures: when the component goes. */
  dispose(): void {
    for (const r of this.#kept) {
      const m = r as Material;
      if (m.isMaterial) disposeTextures(m, this);
      (r as GpuResource).dispose();
    }
    this.#kept.clear();
  }
}

function disposeTextures(m: Material, keep: { has(o: object): boolean }): void {
  for (const value of Object.values(m)) {
    if (value && typeof value === 'object' && (value as Texture).isTexture && !keep.has(value)) (value as Texture).dispose();
  }
}

/** Two animation frames on (the scene draws in the first); a timer too, for a hidden page that draws no frames. */
function afterDrawing(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(once));
  setTimeout(once, 1000);
}
