import {
  BufferGeometry, CanvasTexture, Float32BufferAttribute, LinearFilter, LinearMipmapLinearFilter, Mesh, SRGBColorSpace, ShaderMaterial,
} from 'three';
import { packShelves } from './atlas-pack.ts';
import { CAMERA_FOV } from './camera-math.ts';

/** A picture standing at a world point, facing the camera, `height` a fraction of the view's height. */
export interface Billboard {
  picture: HTMLCanvasElement;
  at: readonly [number, number, number];
  height: number;
}

const VERTEX = /* glsl */ `
attribute vec2 corner;
attribute vec2 size;
varying vec2 vUv;
void main() {
  vUv = uv;
  vec4 mv = modelViewMatrix * vec4( position, 1.0 );
  // the same size on screen at any distance
  mv.xy += corner * size * -mv.z;
  gl_Position = projectionMatrix * mv;
}
`;

const FRAGMENT = /* glsl */ `
uniform sampler2D map;
varying vec2 vUv;
void main() {
  vec4 colour = texture2D( map, vUv );
  if ( colour.a < 0.02 ) discard;
  gl_FragColor = colour;
  #include <colorspace_fragment>
}
`;

const GUTTER = 8;

/**
 * All of a layer's pictures (markers, labels) in one atlas texture and one mesh of camera-facing quads:
 * a single draw call however many there are, where a sprite each would cost one call apiece. Quads are
 * anchored at their bottom centre and drawn over everything, so a wood never hides a marker.
 */
export function buildBillboards(items: readonly Billboard[], name: string): Mesh | null {
  if (items.length === 0) return null;
  const layout = packShelves(items.map((i) => i.picture), 2048, GUTTER);
  const atlas = document.createElement('canvas');
  atlas.width = layout.width;
  atlas.height = layout.height;
  const ctx = atlas.getContext('2d');
  if (!ctx) throw new Error('the browser gave no 2D canvas for the marker atlas');
  items.forEach((item, i) => ctx.drawImage(item.picture, layout.spots[i]!.x, layout.spots[i]!.y));

  const position: number[] = [], corner: number[] = [], size: number[] = [], uv: number[] = [], index: number[] = [];
  const tan = 2 * Math.tan((CAMERA_FOV * Math.PI) / 360);
  items.forEach((item, i) => {
    const { x, y } = layout.spots[i]!;
    const w = item.picture.width, h = item.picture.height;
    const u0 = x / atlas.width, u1 = (x + w) / atlas.width;
    // canvas rows run down, texture v runs up (the texture is flipped on upload)
    const v1 = 1 - y / atlas.height, v0 = 1 - (y + h) / atlas.height;
    const sy = item.height * tan, sx = sy * (w / h);
    const first = i * 4;
    for (const [cx, cy, u, v] of [[-0.5, 0, u0, v0], [0.5, 0, u1, v0], [0.5, 1, u1, v1], [-0.5, 1, u0, v1]] as const) {
      position.push(...item.at);
      corner.push(cx, cy);
      size.push(sx, sy);
      uv.push(u, v);
    }
    index.push(first, first + 1, first + 2, first, first + 2, first + 3);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(position, 3));
  geometry.setAttribute('corner', new Float32BufferAttribute(corner, 2));
  geometry.setAttribute('size', new Float32BufferAttribute(size, 2));
  geometry.setAttribute('uv', new Float32BufferAttribute(uv, 2));
  geometry.setIndex(index);
  // the quads grow on screen from their anchors, so the anchors' bounds would cull them too soon
  geometry.computeBoundingSphere();
  geometry.boundingSphere!.radius += 1e4;

  const texture = new CanvasTexture(atlas);
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  const material = new ShaderMaterial({
    uniforms: { map: { value: texture } }, vertexShader: VERTEX, fragmentShader: FRAGMENT,
    transparent: true, depthTest: false, depthWrite: false, toneMapped: false,
  });
  const mesh = new Mesh(geometry, material);
  mesh.name = name;
  mesh.renderOrder = 20;
  mesh.frustumCulled = false;
  return mesh;
}
