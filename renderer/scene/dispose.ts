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
    for (const value of Object.values(m)) {
      if (value && typeof value === 'object' && (value as Texture).isTexture && !keep.has(value)) (value as Texture).dispose();
    }
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
