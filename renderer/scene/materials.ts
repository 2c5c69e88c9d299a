import { MeshLambertMaterial, ShaderChunk } from 'three';

/**
 * Lambert shading throughout: the cheapest lit material, which matters because many players' machines
 * (and the tests' headless browser) render WebGL in software.
 */
export function paintMaterial(options: { flat?: boolean; lift?: boolean } = {}): MeshLambertMaterial {
  return new MeshLambertMaterial({
    vertexColors: true,
    flatShading: options.flat ?? true,
    // Ribbons lie on the felt: pull them toward the camera in depth so they never flicker through it.
    ...(options.lift ? { polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -4 } : {}),
  });
}

/**
 * Paint for models whose instances carry their side's colour on some parts only: the per-instance colour
 * multiplies a vertex's colour in proportion to its `tintMask` attribute (1 on uniforms and armour, 0 on
 * skin, horses, wood and steel). One draw call then draws a whole kind of figure in both sides' colours.
 */
export function partTintMaterial(): MeshLambertMaterial {
  const material = paintMaterial();
  material.onBeforeCompile = (shader) => {
    const colourChunk = ShaderChunk.color_vertex.replace(
      'vColor.rgb *= instanceColor.rgb;',
      'vColor.rgb *= mix( vec3( 1.0 ), instanceColor.rgb, tintMask );',
    );
    if (colourChunk === ShaderChunk.color_vertex) throw new Error('three.js changed its colour shader chunk: the part-tint paint needs updating');
    shader.vertexShader = `attribute float tintMask;\n${shader.vertexShader.replace('#include <color_vertex>', colourChunk)}`;
  };
  material.customProgramCacheKey = () => 'tachanka-part-tint';
  return material;
}
