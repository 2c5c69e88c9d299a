import { type BufferGeometry, CylinderGeometry } from 'three';
import {
  ARMOUR_GREEN, CART, GUN, HORSE_DARK, HORSE_GREY, type Parts, STEEL, WOOD, block, box, cyl, frustum, newParts, rod,
} from './figure-kit.ts';
import { modelOf, part } from './model-kit.ts';
import { horse, soldier, wheel } from './men-and-horses.ts';
import type { DressSpec } from './troop-dress.ts';

/**
 * Crewed weapons: the Maxim on its wheeled Sokolov mount, the tachanka (a sprung cart with a Maxim firing
 * over its tail and a team of three abreast), and the field gun with its limber. Each looks down −z.
 */

/**
 * A Maxim on its Sokolov mount at (x, y, z), muzzle toward −z (or +z when `reverse`): the fat water jacket,
 * the receiver, the gun shield, and the little wheels and trail of the mount unless it sits on a cart.
 */
export function maxim(p: Parts, x: number, y: number, z: number, o: { reverse?: boolean; mount?: boolean } = {}): void {
  const dir = o.reverse ? -1 : 1;
  const h = y + 0.3;
  const along: [number, number, number] = [Math.PI / 2, 0, 0];
  p.gear.push(part(cyl(0.075, 0.075, 0.56, 6), GUN, { at: [x, h, z - 0.3 * dir], rotate: along }));
  p.gear.push(part(rod(0.04, 0.12), STEEL, { at: [x, h, z - 0.63 * dir], rotate: along }));
  p.gear.push(part(box(0.15, 0.15, 0.28), GUN, { at: [x, h, z + 0.1 * dir] }));
  p.gear.push(part(block(0.04, 0.08, 0.08), STEEL, { at: [x - 0.05, h + 0.02, z + 0.27 * dir] }));
  p.gear.push(part(block(0.04, 0.08, 0.08), STEEL, { at: [x + 0.05, h + 0.02, z + 0.27 * dir] }));
  // the shield, narrowing to the top, with the barrel through it
  p.gear.push(part(frustum(0.5, 0.42, 0.035, [0.75, 1]), ARMOUR_GREEN, { at: [x, h - 0.06, z - 0.12 * dir] }));
  // the crew's mark painted across the shield
  p.side.push(part(box(0.46, 0.07, 0.045), 1, { at: [x, h - 0.16, z - 0.12 * dir] }));
  if (o.mount ?? true) {
    wheel(p, x - 0.22, y + 0.14, z, 0.14, STEEL, 0.04);
    wheel(p, x + 0.22, y + 0.14, z, 0.14, STEEL, 0.04);
    p.gear.push(part(box(0.44, 0.04, 0.04), STEEL, { at: [x, y + 0.14, z] }));
    // the U of the trail, back to the ground
    for (const dx of [-0.12, 0.12]) p.gear.push(part(box(0.04, 0.04, 0.5), STEEL, { at: [x + dx, y + 0.1, z + 0.27 * dir], rotate: [-0.25 * dir, 0, 0] }));
    p.gear.push(part(box(0.28, 0.04, 0.04), STEEL, { at: [x, y + 0.04, z + 0.5 * dir] }));
  } else {
    p.gear.push(part(box(0.06, 0.3, 0.06), STEEL, { at: [x, y + 0.15, z] }));
  }
}

/** A Maxim team: the gun, the gunner sitting at the grips, the loader kneeling with the belt box, both in their army's dress. */
export function machineGun(dress?: DressSpec): BufferGeometry {
  const p = newParts();
  // the gun a size up, as the figure makers cast it, so it reads from across the table
  const gun = newParts();
  maxim(gun, 0, 0, 0);
  for (const list of ['side', 'gear', 'tone'] as const) for (const g of gun[list]) p[list].push(g.scale(1.4, 1.4, 1.4).translate(0.05, 0, 0));
  const crew = dress ? { dress: { ...dress, carry: 'rifle' as const } } : {};
  soldier(p, 0.05, 0.82, { pose: 'seated', rifle: false, ...crew });
  soldier(p, -0.42, 0.45, { pose: 'kneel', rifle: false, turn: -1.2, ...crew });
  p.gear.push(part(block(0.14, 0.15, 0.26), ARMOUR_GREEN, { at: [-0.22, 0.075, 0.35] }));
  return modelOf(p);
}

/**
 * A tachanka: a sprung four-wheeled cart in its painted wood, the Maxim firing over the tail behind its
 * shield, a driver on the front bench, the gunner behind the gun, and three horses abreast on the pole.
 */
/** A light four-wheeled cart at `cartZ`: body, side boards banded in the side's colour, the bench, the pole. */
export function cart(p: Parts, cartZ: number): void {
  // body with its side boards, a side-coloured band round it, and the driver's bench
  p.gear.push(part(frustum(0.72, 0.26, 1.15, [1.08, 1.04]), CART, { at: [0, 0.6, cartZ] }));
  p.side.push(part(block(0.8, 0.07, 1.22), 1, { at: [0, 0.7, cartZ] }));
  p.gear.push(part(box(0.78, 0.05, 1.25), WOOD, { at: [0, 0.45, cartZ] }));
  p.gear.push(part(block(0.62, 0.14, 0.22), WOOD, { at: [0, 0.8, cartZ - 0.42] }));
  for (const dx of [-0.43, 0.43]) {
    wheel(p, dx, 0.3, cartZ - 0.38, 0.3, WOOD, 0.05);
    wheel(p, dx, 0.37, cartZ + 0.38, 0.37, WOOD, 0.05);
  }
  // the pole between the horses, and the swingle-tree across their chests
  p.gear.push(part(box(0.06, 0.06, 1.15), WOOD, { at: [0, 0.55, cartZ - 0.95] }));
  p.gear.push(part(box(0.9, 0.05, 0.05), WOOD, { at: [0, 0.55, cartZ - 0.48] }));
}

export function tachanka(): BufferGeometry {
  const p = newParts();
  const cartZ = 0.8;
  cart(p, cartZ);
  maxim(p, 0, 0.73, cartZ + 0.3, { reverse: true, mount: false });
  soldier(p, 0, cartZ - 0.38, { pose: 'seated', rifle: false, y: 0.76 });
  soldier(p, 0.05, cartZ + 0.05, { pose: 'kneel', rifle: false, y: 0.73, turn: Math.PI });
  horse(p, -0.34, -0.55, { scale: 0.9, cloth: false });
  horse(p, 0, -0.55, { scale: 0.9, coat: HORSE_DARK, cloth: false });
  horse(p, 0.34, -0.55, { scale: 0.9, coat: HORSE_GREY, cloth: false });
  return modelOf(p);
}

/**
 * A field gun of the 3-inch kind, muzzle toward −z: big spoked wheels, the shield, barrel and recoil
 * cylinder, the box trail to the ground, the limber with its ammunition chest parked behind, and three
 * gunners: the layer at the sight, a loader with a round, a man at the limber.
 */
export function fieldGun(): BufferGeometry {
  const p = newParts();
  wheel(p, -0.46, 0.4, -0.3, 0.4, WOOD, 0.07);
  wheel(p, 0.46, 0.4, -0.3, 0.4, WOOD, 0.07);
  p.gear.push(part(box(0.9, 0.07, 0.07), STEEL, { at: [0, 0.4, -0.3] }));
  p.gear.push(part(cyl(0.06, 0.075, 1.15, 8), GUN, { at: [0, 0.64, -0.72], rotate: [Math.PI / 2 - 0.06, 0, 0] }));
  p.gear.push(part(cyl(0.05, 0.05, 0.7, 6), GUN, { at: [0, 0.54, -0.55], rotate: [Math.PI / 2 - 0.06, 0, 0] }));
  p.gear.push(part(box(0.24, 0.22, 0.42), GUN, { at: [0, 0.6, -0.15] }));
  p.gear.push(part(frustum(0.82, 0.62, 0.04, [0.9, 1]), ARMOUR_GREEN, { at: [0, 0.68, -0.45] }));
  // the box trail sloping to its spade on the ground
  p.gear.push(part(frustum(0.22, 0.1, 0.95, [0.7, 0.7]), GUN, { at: [0, 0.26, 0.18], rotate: [-0.4, 0, 0] }));
  // the limber: two wheels, the chest and its pole pointing away
  const lz = 0.9;
  wheel(p, -0.36, 0.32, lz, 0.32, WOOD, 0.06);
  wheel(p, 0.36, 0.32, lz, 0.32, WOOD, 0.06);
  p.gear.push(part(block(0.6, 0.26, 0.36), ARMOUR_GREEN, { at: [0, 0.55, lz] }));
  p.side.push(part(block(0.62, 0.06, 0.38), 1, { at: [0, 0.7, lz] }));
  p.gear.push(part(box(0.05, 0.05, 0.5), WOOD, { at: [0, 0.4, lz + 0.4], rotate: [0.2, 0, 0] }));
  soldier(p, -0.58, -0.05, { pose: 'kneel', rifle: false, turn: 0.3 });
  soldier(p, 0.6, 0.15, { rifle: false, turn: 0.5 });
  soldier(p, -0.55, 0.8, { rifle: false, turn: -0.3 });
  return modelOf(p);
}

/** Canvas over the supply wagons' loads. */
const TILT = '#cbbf9a';

/** A supply wagon: the same cart under a canvas tilt over its load, a pair of horses and the driver. */
export function supplyWagon(): BufferGeometry {
  const p = newParts();
  const cartZ = 0.8;
  cart(p, cartZ);
  // the tilt: a half-round of canvas over hoops, open at the ends
  p.gear.push(part(new CylinderGeometry(0.38, 0.38, 1.05, 8, 1, true, -Math.PI / 2, Math.PI), TILT, { at: [0, 0.78, cartZ + 0.1], rotate: [-Math.PI / 2, 0, 0] }));
  soldier(p, 0, cartZ - 0.42, { pose: 'seated', rifle: false, y: 0.8 });
  horse(p, -0.2, -0.55, { scale: 0.9, cloth: false });
  horse(p, 0.2, -0.55, { scale: 0.9, coat: HORSE_DARK, cloth: false });
  return modelOf(p);
}
