import type { BufferGeometry } from 'three';
import { HORSE_DARK, SLIT, STEEL, TYRE, WOOD, block, box, cyl, newParts } from './figure-kit.ts';
import { modelOf, part } from './model-kit.ts';
import { discWheel, horse, soldier } from './men-and-horses.ts';
import { cart } from './gun-models.ts';

/**
 * Soft transport: the three-ton lorry of the war (a Thornycroft J, a Leyland, an AEC Y-type): the long bonnet, an open
 * cab under a roof, the slatted bed with its tailboard, solid-tyred disc wheels and twin wheels under the bed. Looks down
 * −z, stands on y = 0. And the horse wagon that carried foot: the tachanka's cart with no gun, open, on a pair.
 */

/** An open bed passengers ride in, in the model's own inches: its floor's height, its middle along z, its size. */
export interface Bed {
  floor: number;
  centreZ: number;
  length: number;
  width: number;
}

/** Army lorry paint: a dull green-brown. */
export const LORRY_PAINT = '#5b5a3c';

/** The lorry's open bed in the model's own inches: where passengers sit (its floor, its middle along z, its size). */
export const LORRY_BED: Bed = { floor: 0.62, centreZ: 0.72, length: 1.5, width: 0.92 };

export function lorry(): BufferGeometry {
  const p = newParts();
  // the chassis rails the length of the lorry
  for (const x of [-0.3, 0.3]) p.gear.push(part(box(0.07, 0.1, 2.9), STEEL, { at: [x, 0.42, 0] }));
  // the bonnet and its radiator, the mudguards over the front wheels
  p.gear.push(part(block(0.62, 0.42, 0.75), LORRY_PAINT, { at: [0, 0.66, -1.05] }));
  p.gear.push(part(box(0.6, 0.44, 0.04), STEEL, { at: [0, 0.66, -1.44] }));
  for (const dy of [-0.1, 0, 0.1]) p.gear.push(part(box(0.44, 0.025, 0.02), SLIT, { at: [0, 0.68 + dy, -1.47] }));
  for (const x of [-0.46, 0.46]) p.gear.push(part(box(0.2, 0.04, 0.62), LORRY_PAINT, { at: [x, 0.6, -1.05] }));
  // the cab: open sides under a roof on four posts, the driver at the wheel, the side's mark on the cab's back
  p.gear.push(part(block(0.9, 0.14, 0.56), LORRY_PAINT, { at: [0, 0.55, -0.42] }));
  p.gear.push(part(box(0.96, 0.05, 0.66), LORRY_PAINT, { at: [0, 1.28, -0.42] }));
  for (const [x, z] of [[-0.44, -0.7], [0.44, -0.7], [-0.44, -0.14], [0.44, -0.14]] as const) p.gear.push(part(box(0.05, 0.66, 0.05), WOOD, { at: [x, 0.94, z] }));
  p.gear.push(part(box(0.9, 0.62, 0.05), LORRY_PAINT, { at: [0, 0.93, -0.13] }));
  p.side.push(part(box(0.92, 0.12, 0.06), 1, { at: [0, 1.06, -0.12] }));
  soldier(p, -0.2, -0.38, { pose: 'seated', rifle: false, y: 0.4 });
  // the bed: floor, slatted sides banded in the side's colour, and the tailboard
  const { floor, centreZ, length, width } = LORRY_BED;
  p.gear.push(part(box(width + 0.08, 0.08, length), WOOD, { at: [0, floor - 0.04, centreZ] }));
  for (const x of [-(width / 2 + 0.02), width / 2 + 0.02]) {
    p.gear.push(part(box(0.05, 0.3, length), WOOD, { at: [x, floor + 0.15, centreZ] }));
    p.side.push(part(box(0.06, 0.08, length), 1, { at: [x, floor + 0.26, centreZ] }));
  }
  p.gear.push(part(box(width + 0.08, 0.3, 0.05), WOOD, { at: [0, floor + 0.15, centreZ + length / 2] }));
  // solid-tyred disc wheels: single at the front, twin under the bed
  for (const x of [-0.42, 0.42]) discWheel(p, x, 0.26, -1.05, 0.26, 0.12);
  for (const x of [-0.4, 0.4]) {
    discWheel(p, x, 0.28, 0.75, 0.28, 0.12);
    p.gear.push(part(cyl(0.28, 0.28, 0.1, 8), TYRE, { at: [x * 0.72, 0.28, 0.75], rotate: [0, 0, Math.PI / 2] }));
  }
  return modelOf(p);
}

/** Where the horse wagon's cart stands along z. */
const WAGON_CART_Z = 0.8;

/** The horse wagon's body behind the driver's bench (the cart's floor board is at 0.47). */
export const WAGON_BED: Bed = { floor: 0.48, centreZ: WAGON_CART_Z + 0.15, length: 0.8, width: 0.64 };

/** A horse wagon for foot: the light cart open behind the driver, a pair of horses on the pole. */
export function horseWagon(): BufferGeometry {
  const p = newParts();
  cart(p, WAGON_CART_Z);
  soldier(p, 0, WAGON_CART_Z - 0.42, { pose: 'seated', rifle: false, y: 0.8 });
  horse(p, -0.2, -0.55, { scale: 0.9, cloth: false });
  horse(p, 0.2, -0.55, { scale: 0.9, coat: HORSE_DARK, cloth: false });
  return modelOf(p);
}
