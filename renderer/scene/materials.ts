import { Mesh, MeshBasicMaterial, MeshLambertMaterial, type Object3D, ShaderChunk } from 'three';

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

/**
 * Lets the painted meshes under `root` cast the key light's shadow (figures, houses, trains, trees). The unlit ones
 * (selection halos and pointers, overlays) cast none: they are marks, not things standing on the table.
 */
export function castShadows<O extends Object3D>(root: O): O {
  root.traverse((o) => {
    if (o instanceof Mesh && o.material instanceof MeshLambertMaterial) o.castShadow = true;
  });
  return root;
}

/**
 * The overlays' unlit paints, one per kind and colour, kept while the overlays are redrawn: see-through fills that
 * lie on the ground, and strokes drawn over everything. Freeing them at each redraw would only make three.js set
 * them up again.
 */
export class OverlayMaterials {
  readonly #made = new Map<string, MeshBasicMaterial>();

  fill(color: string): MeshBasicMaterial {
    return this.#take(`fill ${color}`, () => new MeshBasicMaterial({ color, transparent: true, opacity: 0.25, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2, polygonOffsetUnits: -8 }));
  }

  stroke(color: string): MeshBasicMaterial {
    return this.#take(`stroke ${color}`, () => new MeshBasicMaterial({ color, transparent: true, opacity: 0.95, depthTest: false, depthWrite: false }));
  }

  /** Whether a material is one of these (for `disposeObject`'s keep). */
  has(o: object): boolean {
    return o instanceof MeshBasicMaterial && [...this.#made.values()].includes(o);
  }

  dispose(): void {
    for (const m of this.#made.values()) m.dispose();
    this.#made.clear();
  }

  #take(key: string, make: () => MeshBasicMaterial): MeshBasicMaterial {
    let m = this.#made.get(key);
    if (!m) {
      m = make();
      this.#made.set(key, m);
    }
    return m;
  }
}
