import { MeshLambertMaterial } from 'three';

/**
 * Lambert shading throughout: it lights per vertex, the cheapest lit material, which matters because
 * many players' machines (and the tests' headless browser) render WebGL in software.
 */
export function paintMaterial(options: { flat?: boolean; lift?: boolean } = {}): MeshLambertMaterial {
  return new MeshLambertMaterial({
    vertexColors: true,
    flatShading: options.flat ?? true,
    // Ribbons lie on the felt: pull them toward the camera in depth so they never flicker through it.
    ...(options.lift ? { polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -4 } : {}),
  });
}
