import { BufferGeometry, Color, Euler, Group, InstancedMesh, type Material, Matrix4, Quaternion, Vector3 } from 'three';

/** One copy of a model: where it stands (world units), how it turns about y, how it is scaled, its tint. */
export interface InstanceSpec {
  x: number;
  y: number;
  z: number;
  rotationY?: number;
  /** Lean about the model's own x and z axes, radians (trees and reeds lean a little). */
  tiltX?: number;
  tiltZ?: number;
  sx?: number;
  sy?: number;
  sz?: number;
  /** Multiplies the model's vertex colours; white when left out. */
  colour?: string;
}

/**
 * One InstancedMesh for many copies of a model: one draw call however many trees, bases or figures.
 * Returns null when there is nothing to draw, so callers can skip empty layers. `tint: false` ignores the
 * specs' colours (the gear layer of a figure shares its transforms with the side-coloured layer).
 */
export function buildInstancedMesh(geometry: BufferGeometry, material: Material, specs: readonly InstanceSpec[], name: string, options: { tint?: boolean } = {}): InstancedMesh | null {
  if (specs.length === 0) return null;
  const mesh = new InstancedMesh(geometry, material, specs.length);
  mesh.name = name;
  const matrix = new Matrix4();
  const position = new Vector3();
  const rotation = new Quaternion();
  const euler = new Euler(0, 0, 0, 'YXZ');
  const scale = new Vector3();
  const colour = new Color();
  const tinted = options.tint ?? specs.some((s) => s.colour !== undefined);
  specs.forEach((s, i) => {
    position.set(s.x, s.y, s.z);
    euler.set(s.tiltX ?? 0, s.rotationY ?? 0, s.tiltZ ?? 0);
    rotation.setFromEuler(euler);
    scale.set(s.sx ?? 1, s.sy ?? 1, s.sz ?? 1);
    mesh.setMatrixAt(i, matrix.compose(position, rotation, scale));
    if (tinted) mesh.setColorAt(i, colour.set(s.colour ?? '#ffffff'));
  });
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
  mesh.computeBoundingSphere();
  mesh.computeBoundingBox();
  return mesh;
}

/** A layer of copies of one model, for `instancedGroup`. */
export interface InstanceLayer {
  name: string;
  geometry: BufferGeometry;
  material: Material;
  specs: readonly InstanceSpec[];
  tint?: boolean;
}

/**
 * A group holding one InstancedMesh per non-empty layer. Geometries and materials of empty layers are
 * freed at once; the rest belong to the group (free them with `disposeObject` or `retireObject`).
 */
export function instancedGroup(name: string, layers: readonly InstanceLayer[]): Group {
  const group = new Group();
  group.name = name;
  for (const layer of layers) {
    const mesh = buildInstancedMesh(layer.geometry, layer.material, layer.specs, layer.name, layer.tint === undefined ? {} : { tint: layer.tint });
    if (mesh) group.add(mesh);
    else { layer.geometry.dispose(); layer.material.dispose(); }
  }
  return group;
}
