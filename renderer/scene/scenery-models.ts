import {
  BoxGeometry, BufferGeometry, ConeGeometry, CylinderGeometry, DodecahedronGeometry, Float32BufferAttribute,
  IcosahedronGeometry, LatheGeometry, Vector2,
} from 'three';
import { compact, mergeParts, part } from './model-kit.ts';
import { TERRAIN_COLOURS } from './palette.ts';

/**
 * Low-poly scenery, each model one geometry sized for one unit of its instance scale:
 * trees are 1 tall (instances scale them to their height), bushes and stones about 1 across.
 */

/** A trunk 1 tall; instances stretch it to the tree's height and keep its girth. */
export const trunkModel = (): BufferGeometry =>
  compact(mergeParts([part(new CylinderGeometry(0.07, 0.12, 0.62, 5), TERRAIN_COLOURS.treeTrunk, { at: [0, 0.29, 0] })]));

/** A broadleaf crown (birch, oak) of a tree 1 tall: two lumpy balls. Tinted per tree. */
export const roundCrownModel = (): BufferGeometry =>
  compact(mergeParts([
    part(new IcosahedronGeometry(0.27, 0), 1, { at: [0, 0.62, 0], scale: [1, 1.1, 1] }),
    part(new IcosahedronGeometry(0.19, 0), 0.85, { at: [0.1, 0.82, 0.04], rotate: [0.4, 0.3, 0] }),
  ]));

/** A pine or fir crown of a tree 1 tall: three stacked cones. */
export const coneCrownModel = (): BufferGeometry =>
  compact(mergeParts([
    part(new ConeGeometry(0.25, 0.42, 7), 0.85, { at: [0, 0.4, 0] }),
    part(new ConeGeometry(0.2, 0.36, 7), 1, { at: [0, 0.63, 0] }),
    part(new ConeGeometry(0.13, 0.3, 7), 1.1, { at: [0, 0.85, 0] }),
  ]));

/** A bush about 1 across, sitting on the ground. Tinted per bush. */
export const bushModel = (): BufferGeometry =>
  compact(mergeParts([
    part(new IcosahedronGeometry(0.5, 0), 1, { at: [0, 0.3, 0], scale: [1, 0.75, 1] }),
    part(new IcosahedronGeometry(0.32, 0), 0.8, { at: [0.35, 0.2, 0.1], rotate: [0.3, 0.7, 0] }),
  ]));

/** A clump of reeds about 1 tall. */
export const reedModel = (): BufferGeometry =>
  compact(mergeParts(
    [[0, 0, 0], [0.12, 0, 0.05], [-0.1, 0, 0.08], [0.04, 0, -0.11], [-0.07, 0, -0.06]].map(([x, , z], i) =>
      part(new ConeGeometry(0.035, 1 - i * 0.1, 3), i % 2 ? 0.85 : 1, { at: [x!, (1 - i * 0.1) / 2, z!], rotate: [0, 0, (i - 2) * 0.12] }),
    ),
  ));

/** A stone about 1 across, half sunk. */
export const stoneModel = (): BufferGeometry => compact(mergeParts([part(new DodecahedronGeometry(0.5, 0), 1, { at: [0, 0.12, 0], scale: [1, 0.6, 0.8] })]));

/**
 * House walls 1×1×1 (width along x, depth along z, standing on y = 0), with a door on the front (−z)
 * and windows on the sides. Tinted per house (plaster or logs); the openings stay dark.
 */
export function houseWallsModel(): BufferGeometry {
  const dark = '#2a2018';
  const parts = [part(new BoxGeometry(1, 1, 1), 1, { at: [0, 0.5, 0] })];
  parts.push(part(new BoxGeometry(0.16, 0.55, 0.02), dark, { at: [-0.2, 0.28, -0.505] }));
  for (const x of [0.18, 0.36]) parts.push(part(new BoxGeometry(0.1, 0.2, 0.02), dark, { at: [x, 0.6, -0.505] }));
  for (const z of [-0.25, 0.25]) {
    for (const side of [-1, 1]) parts.push(part(new BoxGeometry(0.02, 0.2, 0.14), dark, { at: [side * 0.505, 0.6, z] }));
  }
  for (const x of [-0.22, 0.22]) parts.push(part(new BoxGeometry(0.1, 0.2, 0.02), dark, { at: [x, 0.6, 0.505] }));
  return compact(mergeParts(parts));
}

/**
 * A pitched roof over a 1×1 house: ridge along x, 1 high, with eaves overhanging a little; a chimney
 * stands on it. Tinted per house (tiles, thatch or planks).
 */
export function roofModel(): BufferGeometry {
  const overhang = 1.12;
  const w = 0.5 * overhang, d = 0.5 * overhang;
  // Triangular prism: two sloping faces and two gables, built by hand for crisp flat shading.
  const p = [
    // south slope (−z side)
    -w, 0, -d, w, 1, 0, w, 0, -d, -w, 0, -d, -w, 1, 0, w, 1, 0,
    // north slope (+z side)
    w, 0, d, -w, 1, 0, -w, 0, d, w, 0, d, w, 1, 0, -w, 1, 0,
    // west gable
    -w, 0, d, -w, 1, 0, -w, 0, -d,
    // east gable
    w, 0, -d, w, 1, 0, w, 0, d,
  ];
  const roof = new BufferGeometry();
  roof.setAttribute('position', new Float32BufferAttribute(p, 3));
  roof.computeVertexNormals();
  const gables = part(roof, 1);
  const chimney = part(new BoxGeometry(0.1, 0.5, 0.1), 0.55, { at: [0.25, 0.75, 0.12] });
  return compact(mergeParts([gables, chimney]));
}

/**
 * A church's onion dome 1 across on its drum, standing on y = 0 (the ridge): a white drum, the dome in gilt
 * swelling past it and drawn to a point, and the cross on top. About 2.2 tall; painted, not tinted.
 */
export function domeModel(): BufferGeometry {
  const onion = [[0, 0], [0.42, 0.05], [0.5, 0.25], [0.42, 0.48], [0.2, 0.68], [0.05, 0.85], [0, 0.95]].map(([r, y]) => new Vector2(r!, y!));
  return compact(mergeParts([
    part(new CylinderGeometry(0.34, 0.36, 0.7, 8, 1, true), TERRAIN_COLOURS.plaster, { at: [0, 0.35, 0] }),
    part(new LatheGeometry(onion, 8), '#c9a13a', { at: [0, 0.7, 0] }),
    part(new BoxGeometry(0.05, 0.55, 0.05), '#c9a13a', { at: [0, 1.88, 0] }),
    part(new BoxGeometry(0.3, 0.05, 0.05), '#c9a13a', { at: [0, 1.98, 0] }),
  ]));
}
