import { type BufferGeometry, ExtrudeGeometry, Shape } from 'three';
import {
  ARMOUR_DARK, ARMOUR_GREEN, ARMOUR_KHAKI, GUN, type Parts, SLIT, STEEL, block, box, cyl, frustum, newParts, rod,
} from './figure-kit.ts';
import { modelOf, part } from './model-kit.ts';
import { discWheel } from './men-and-horses.ts';

/**
 * Armour of the war as it ran in Russia: the British Mark V heavy tank, the British Medium A Whippet, the
 * French Renault FT light tank and the Austin armoured car, each in its own paint with the side's colour as a band or a turret top.
 * Each looks down −z and stands on y = 0.
 */

/** Plates along z of a side profile given as (z, y) points, `thick` across x, its inner face at x. */
function sideProfile(points: readonly [number, number][], thick: number): BufferGeometry {
  const s = new Shape();
  points.forEach(([z, y], i) => (i === 0 ? s.moveTo(-z, y) : s.lineTo(-z, y)));
  s.closePath();
  // the shape lies in x-y; turned a quarter about y its x runs along −z and its extrusion along +x
  return new ExtrudeGeometry(s, { depth: thick, bevelEnabled: false, curveSegments: 1 }).rotateY(Math.PI / 2);
}

/** The Mark V: rhomboid track frames round the whole hull, a 6-pounder in each side sponson, the rear cupola. */
export function markV(): BufferGeometry {
  const p = newParts();
  const profile: [number, number][] = [[-1.3, 0.5], [-1.0, 1.0], [1.1, 1.0], [1.3, 0.55], [1.1, 0.02], [-0.95, 0.02]];
  for (const x of [-0.72, 0.44]) {
    p.gear.push(part(sideProfile(profile, 0.28), ARMOUR_KHAKI, { at: [x, 0, 0] }));
    // the track's top run, and the side's band painted across the horn
    p.gear.push(part(box(0.3, 0.05, 2.05), ARMOUR_DARK, { at: [x + 0.14, 1.01, 0.05] }));
    p.side.push(part(box(0.3, 0.46, 0.16), 1, { at: [x + 0.14, 0.7, -0.8] }));
  }
  p.gear.push(part(block(0.9, 0.66, 1.9), ARMOUR_KHAKI, { at: [0, 0.6, 0.05] }));
  for (const side of [-1, 1]) {
    p.gear.push(part(frustum(0.22, 0.36, 0.62, [0.7, 0.85]), ARMOUR_KHAKI, { at: [side * 0.83, 0.52, -0.05] }));
    p.gear.push(part(cyl(0.045, 0.05, 0.5, 6), GUN, { at: [side * 0.88, 0.6, -0.42], rotate: [Math.PI / 2, 0, 0] }));
    p.gear.push(part(box(0.05, 0.06, 0.2), SLIT, { at: [side * 0.92, 0.62, 0.12] }));
  }
  // the driver's cab forward, the cupola aft, the unditching rails between
  p.gear.push(part(block(0.62, 0.22, 0.38), ARMOUR_KHAKI, { at: [0, 1.03, -0.78] }));
  p.gear.push(part(box(0.4, 0.05, 0.05), SLIT, { at: [0, 1.06, -0.98] }));
  p.gear.push(part(block(0.46, 0.26, 0.46), ARMOUR_KHAKI, { at: [0, 1.05, 0.6] }));
  p.side.push(part(block(0.48, 0.06, 0.48), 1, { at: [0, 1.2, 0.6] }));
  for (const x of [-0.28, 0.28]) p.gear.push(part(box(0.06, 0.06, 2.2), ARMOUR_DARK, { at: [x, 1.17, 0.05] }));
  return modelOf(p);
}

/**
 * The Medium A Whippet: low track frames along the sides (no all-round rhomboid), the engine deck forward
 * between them with its radiator grille, and the tall boxy fighting cab at the rear, its machine-gun ports
 * looking out front and sides. The side's colour is a band round the cab.
 */
export function whippet(): BufferGeometry {
  const p = newParts();
  const profile: [number, number][] = [[-1.0, 0.4], [-0.84, 0.58], [0.9, 0.58], [1.0, 0.42], [0.86, 0.02], [-0.78, 0.02]];
  for (const x of [-0.6, 0.38]) {
    p.gear.push(part(sideProfile(profile, 0.22), ARMOUR_KHAKI, { at: [x, 0, 0] }));
    p.gear.push(part(box(0.24, 0.04, 1.72), ARMOUR_DARK, { at: [x + 0.11, 0.6, 0.03] }));
  }
  // the engine deck between the tracks, its front sloping down to the nose, the grille at the front
  p.gear.push(part(block(0.76, 0.5, 1.3), ARMOUR_KHAKI, { at: [0, 0.38, -0.2] }));
  p.gear.push(part(box(0.76, 0.05, 0.36), ARMOUR_KHAKI, { at: [0, 0.52, -0.96], rotate: [0.5, 0, 0] }));
  p.gear.push(part(box(0.5, 0.14, 0.03), SLIT, { at: [0, 0.44, -1.02] }));
  // the fighting cab at the rear: taller and wider than the deck, ports front and sides
  p.gear.push(part(block(0.98, 0.46, 0.7), ARMOUR_KHAKI, { at: [0, 0.85, 0.55] }));
  p.side.push(part(box(1.0, 0.08, 0.72), 1, { at: [0, 0.98, 0.55] }));
  for (const x of [-0.3, 0, 0.3]) p.gear.push(part(box(0.12, 0.05, 0.03), SLIT, { at: [x, 0.86, 0.19] }));
  for (const side of [-1, 1]) p.gear.push(part(box(0.03, 0.05, 0.14), SLIT, { at: [side * 0.5, 0.86, 0.55] }));
  p.gear.push(part(cyl(0.03, 0.04, 0.28, 5), GUN, { at: [0.3, 0.86, 0.12], rotate: [Math.PI / 2, 0, 0] }));
  return modelOf(p);
}

/** The Renault FT: the high front idlers, the hull between its tracks, the round turret and the tail skid. */
export function renault(): BufferGeometry {
  const p = newParts();
  const paint = '#66704f';
  const profile: [number, number][] = [[-0.95, 0.42], [-0.78, 0.68], [0.62, 0.5], [0.72, 0.28], [0.58, 0.02], [-0.62, 0.02]];
  for (const x of [-0.47, 0.31]) p.gear.push(part(sideProfile(profile, 0.16), paint, { at: [x, 0, 0] }));
  p.gear.push(part(frustum(0.62, 0.56, 1.2, [0.95, 0.8]), paint, { at: [0, 0.44, 0] }));
  p.gear.push(part(frustum(0.56, 0.26, 0.3, [0.9, 0.5]), paint, { at: [0, 0.6, -0.62], rotate: [-0.5, 0, 0] }));
  p.gear.push(part(box(0.22, 0.04, 0.05), SLIT, { at: [0, 0.68, -0.7] }));
  p.gear.push(part(cyl(0.21, 0.25, 0.32, 8), paint, { at: [0, 0.88, -0.12] }));
  p.side.push(part(cyl(0.26, 0.26, 0.06, 8), 1, { at: [0, 0.74, -0.12] }));
  p.gear.push(part(cyl(0.07, 0.11, 0.1, 6), paint, { at: [0, 1.09, -0.12] }));
  p.gear.push(part(cyl(0.035, 0.045, 0.36, 6), GUN, { at: [0, 0.9, -0.46], rotate: [Math.PI / 2, 0, 0] }));
  p.gear.push(part(frustum(0.36, 0.1, 0.42, [0.8, 1]), ARMOUR_DARK, { at: [0, 0.35, 0.78], rotate: [0.45, 0, 0] }));
  return modelOf(p);
}

/** The Austin: a long armoured bonnet, the fighting compartment with two turrets abreast, spoked wheels. */
export function austin(): BufferGeometry {
  const p: Parts = newParts();
  p.gear.push(part(box(0.66, 0.08, 1.9), STEEL, { at: [0, 0.3, 0] }));
  p.gear.push(part(frustum(0.52, 0.36, 0.72, [0.85, 0.95]), ARMOUR_GREEN, { at: [0, 0.52, -0.6] }));
  p.gear.push(part(block(0.5, 0.32, 0.05), ARMOUR_DARK, { at: [0, 0.52, -0.97] }));
  for (const dy of [-0.08, 0, 0.08]) p.gear.push(part(box(0.4, 0.025, 0.02), SLIT, { at: [0, 0.52 + dy, -1.0] }));
  p.gear.push(part(block(0.78, 0.62, 1.15), ARMOUR_GREEN, { at: [0, 0.66, 0.3] }));
  p.side.push(part(box(0.8, 0.1, 1.17), 1, { at: [0, 0.68, 0.3] }));
  p.gear.push(part(box(0.5, 0.05, 0.03), SLIT, { at: [0, 0.88, -0.27] }));
  for (const z of [0.05, 0.55]) for (const x of [-0.4, 0.4]) p.gear.push(part(box(0.03, 0.05, 0.16), SLIT, { at: [x, 0.82, z] }));
  for (const [x, z] of [[-0.2, 0.32], [0.2, 0.44]] as const) {
    p.gear.push(part(cyl(0.17, 0.19, 0.26, 8), ARMOUR_GREEN, { at: [x, 1.1, z] }));
    p.side.push(part(cyl(0.172, 0.172, 0.04, 8), 1, { at: [x, 1.24, z] }));
    p.gear.push(part(rod(0.035, 0.34), GUN, { at: [x, 1.1, z - 0.3], rotate: [Math.PI / 2, 0, 0] }));
  }
  for (const [x, z] of [[-0.37, -0.58], [0.37, -0.58], [-0.37, 0.6], [0.37, 0.6]] as const) {
    discWheel(p, x, 0.24, z, 0.24, 0.12);
  }
  for (const x of [-0.38, 0.38]) p.gear.push(part(frustum(0.16, 0.05, 0.55, [1, 0.7]), ARMOUR_DARK, { at: [x, 0.5, -0.58] }));
  p.gear.push(part(cyl(0.06, 0.04, 0.08, 6), '#e8e0a0', { at: [0.2, 0.72, -0.95], rotate: [Math.PI / 2, 0, 0] }));
  return modelOf(p);
}
