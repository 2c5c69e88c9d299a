import { BufferGeometry, Color, Euler, Float32BufferAttribute, Matrix4, Quaternion, Vector3 } from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

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
  g.clearGroups();
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

/** How far a `tone` part (a uniform) turns toward the side's colour: enough to tell the armies apart. */
export const TONE_MASK = 0.3;

/**
 * A model whose `side` parts take each instance's colour, whose `tone` parts lean a little toward it and
 * whose `gear` parts keep their own: one geometry with a `tintMask` attribute (1 on side parts, `TONE_MASK`
 * on tone parts), drawn with `partTintMaterial`.
 */
export function tintedModel(side: readonly BufferGeometry[], gear: readonly BufferGeometry[], tone: readonly BufferGeometry[] = []): BufferGeometry {
  const mark = (g: BufferGeometry, mask: number) => {
    g.setAttribute('tintMask', new Float32BufferAttribute(new Float32Array(g.getAttribute('position').count).fill(mask), 1));
    return g;
  };
  return mergeParts([...side.map((g) => mark(g, 1)), ...tone.map((g) => mark(g, TONE_MASK)), ...gear.map((g) => mark(g, 0))]);
}

/** A model from its parts, as `tintedModel` builds it. */
export const modelOf = (p: { side: readonly BufferGeometry[]; gear: readonly BufferGeometry[]; tone: readonly BufferGeometry[] }): BufferGeometry =>
  tintedModel(p.side, p.gear, p.tone);

/** Share of a tinted model's vertices that take the side's colour. */
export function tintedShare(model: BufferGeometry): number {
  const mask = model.getAttribute('tintMask');
  let sum = 0;
  for (let i = 0; i < mask.count; i++) sum += mask.getX(i);
  return mask.count === 0 ? 0 : sum / mask.count;
}

/** Share of a tinted model's vertices painted wholly in the side's colour (its markings). */
export function sideShare(model: BufferGeometry): number {
  const mask = model.getAttribute('tintMask');
  let n = 0;
  for (let i = 0; i < mask.count; i++) if (mask.getX(i) === 1) n++;
  return mask.count === 0 ? 0 : n / mask.count;
}

/** The bounds (x, y, z min and max) of a model's vertices painted in one colour, or null when none are. */
export function boundsOfColour(model: BufferGeometry, colour: string): { min: [number, number, number]; max: [number, number, number] } | null {
  const [r, g, b] = linearRgb(colour);
  const pos = model.getAttribute('position'), col = model.getAttribute('color');
  let out: { min: [number, number, number]; max: [number, number, number] } | null = null;
  for (let i = 0; i < pos.count; i++) {
    if (Math.abs(col.getX(i) - r) > 1e-4 || Math.abs(col.getY(i) - g) > 1e-4 || Math.abs(col.getZ(i) - b) > 1e-4) continue;
    const v: [number, number, number] = [pos.getX(i), pos.getY(i), pos.getZ(i)];
    if (!out) out = { min: [...v], max: [...v] };
    for (let k = 0; k < 3; k++) { out.min[k] = Math.min(out.min[k]!, v[k]!); out.max[k] = Math.max(out.max[k]!, v[k]!); }
  }
  return out;
}

/**
 * Shares the vertices that faces have in common, for models drawn with flat shading (which works out
 * face normals in the fragment shader, so the normals are dropped): a box then costs 8 vertices, not 36.
 * Software WebGL shades every vertex it is given, so this matters for hundreds of figures.
 */
export function compact(geometry: BufferGeometry): BufferGeometry {
  geometry.deleteAttribute('normal');
  const merged = mergeVertices(geometry);
  if (merged !== geometry) geometry.dispose();
  merged.computeBoundingBox();
  merged.computeBoundingSphere();
  return merged;
}
