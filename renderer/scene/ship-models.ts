import type { BufferGeometry } from 'three';
import { ARMOUR_DARK, GUN, SLIT, STEEL, block, box, cyl, newParts, rod } from './figure-kit.ts';
import { modelOf, part } from './model-kit.ts';

/** River-craft grey, a little warmer than the armour of the tanks. */
const HULL_GREY = '#5d6263';
const DECK = '#6b5a40';

/**
 * An armed river steamer of the Volga and Kama flotillas: a long low hull with a pointed bow, a deckhouse and
 * wheelhouse amidships, a tall funnel banded in the side's colour, a gun forward and one aft behind shields,
 * a mast. Looks down −z and stands on y = 0 (the waterline), about 2.6" long before it is fitted to its base.
 */
export function gunboat(): BufferGeometry {
  const p = newParts();
  // the hull: a box amidships and a tapered bow, the deck laid on top
  p.gear.push(part(box(0.62, 0.26, 1.9), HULL_GREY, { at: [0, 0.13, 0.2] }));
  // the bow: a square hull section turned on its corner ahead of the box
  p.gear.push(part(box(0.44, 0.26, 0.44), HULL_GREY, { at: [0, 0.13, -0.75], rotate: [0, Math.PI / 4, 0] }));
  p.gear.push(part(box(0.56, 0.03, 1.86), DECK, { at: [0, 0.27, 0.2] }));
  // the side's band along the hull
  p.side.push(part(box(0.64, 0.06, 1.7), 1, { at: [0, 0.21, 0.25] }));
  // deckhouse, wheelhouse with its windows, funnel
  p.gear.push(part(block(0.44, 0.24, 0.8), HULL_GREY, { at: [0, 0.4, 0.25] }));
  p.gear.push(part(block(0.34, 0.2, 0.28), HULL_GREY, { at: [0, 0.62, -0.02] }));
  p.gear.push(part(box(0.3, 0.05, 0.02), SLIT, { at: [0, 0.66, -0.17] }));
  p.gear.push(part(cyl(0.08, 0.09, 0.62, 8), ARMOUR_DARK, { at: [0, 0.78, 0.42] }));
  p.side.push(part(cyl(0.092, 0.092, 0.08, 8), 1, { at: [0, 0.98, 0.42] }));
  p.gear.push(part(rod(0.02, 1.1), STEEL, { at: [0, 0.85, -0.35] }));
  // guns forward and aft, each behind a shield
  for (const [z, facing] of [[-0.62, 1], [0.86, -1]] as const) {
    p.gear.push(part(cyl(0.12, 0.14, 0.08, 8), STEEL, { at: [0, 0.32, z] }));
    p.gear.push(part(box(0.26, 0.16, 0.04), HULL_GREY, { at: [0, 0.42, z - facing * 0.08] }));
    p.gear.push(part(rod(0.03, 0.42), GUN, { at: [0, 0.42, z - facing * 0.26], rotate: [Math.PI / 2, 0, 0] }));
  }
  return modelOf(p);
}
