import { BufferGeometry, Color, Euler, Float32BufferAttribute, Matrix4, Quaternion, Vector3 } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * A tiny kit for low-poly models: primitives placed, turned and coloured, then merged into one geometry
 * with vertex colours, so a whole figure is one draw call (and one instanced mesh for many figures).
 */
export interface Placement {
  at?: [number, number, number];
  /** Euler angles, radians, applied in YXZ order. */
  rotate?: [number, number, number];
  scale?: [number, number, number];
}

/** A colour as three.js stores vertex colours (linear), from '#rrggbb' or a grey level 0..1. */
export function linearRgb(colour: string | number): [number, number, number] {
  if (typeof colour === 'number') {
    const c = new Color(colour, colour, colour);
    return [c.r, c.g, c.b];
  }
  const c = new Color(colour);
  return [c.r, c.g, c.b];
}

/**
 * One coloured part. Side-coloured parts use grey levels (1 = the full side colour, lower = a darker
 * shade of it), since an instance's colour multiplies its vertex colours.
 */
export function part(geometry: BufferGeometry, colour: string | number, placement: Placement = {}): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  if (g !== geometry) geometry.dispose();
  for (const name of Object.keys(g.attributes)) if (name !== 'position' && name !== 'normal') g.deleteAttribute(name);
  const m = new Matrix4().compose(
    new Vector3(...(placement.at ?? [0, 0, 0])),
    new Quaternion().setFromEuler(new Euler(...(placement.rotate ?? [0, 0, 0]), 'YXZ')),
    new Vector3(...(placement.scale ?? [1, 1, 1])),
  );
  g.applyMatrix4(m);
  const [r, gg, b] = linearRgb(colour);
  const count = g.getAttribute('position').count;
  const colours = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) colours.set([r, gg, b], i * 3);
  g.setAttribute('color', new Float32BufferAttribute(colours, 3));
  if (!g.getAttribute('normal')) g.computeVertexNormals();
  return g;
}

/** Merges parts into one geometry (an empty one when there are none). */
export function mergeParts(parts: readonly BufferGeometry[]): BufferGeometry {
  if (parts.length === 0) {
    const empty = new BufferGeometry();
    empty.setAttribute('position', new Float32BufferAttribute([], 3));
    return empty;
  }
  const merged = mergeGeometries([...parts], false);
  if (!merged) throw new Error('model parts could not be merged (mismatched attributes)');
  parts.forEach((p) => p.dispose());
  merged.computeBoundingBox();
  merged.computeBoundingSphere();
  return merged;
}

/** A model in two layers: `side` parts take the side's colour per instance, `gear` parts keep their own. */
export interface TwoToneModel {
  side: BufferGeometry;
  gear: BufferGeometry;
}

export function twoTone(side: readonly BufferGeometry[], gear: readonly BufferGeometry[]): TwoToneModel {
  return { side: mergeParts(side), gear: mergeParts(gear) };
}

export function disposeModel(m: TwoToneModel): void {
  m.side.dispose();
  m.gear.dispose();
}
