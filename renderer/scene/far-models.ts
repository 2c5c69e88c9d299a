import type { BufferGeometry } from 'three';
import { ConeGeometry, OctahedronGeometry } from 'three';
import {
  ARMOUR_DARK, ARMOUR_GREEN, ARMOUR_KHAKI, CART, GREATCOAT, GUN, HORSE, HORSE_DARK, KHAKI, type Parts, SKIN, TROUSERS, TYRE, WOOD,
  block, box, cyl, frustum, newParts, rod,
} from './figure-kit.ts';
import { modelOf, part } from './model-kit.ts';
import type { DressSpec, Headgear } from './troop-dress.ts';

/**
 * Far models: what the wide views draw, where a foot figure is a dozen pixels tall and its rifle cannot be
 * seen anyway. Same footprint, height and paint as the near models (so the side still shows in caps,
 * cloths and bands), a fraction of the triangles. Not yet compacted (the caller shares their vertices).
 */
export const farModels = {
  infantry: farInfantry,
  cavalry: farCavalry,
  mg: farMachineGun,
  tachanka: farTachanka,
  'field-gun': farFieldGun,
  tank: farMarkV,
  'medium-tank': farWhippet,
  'light-tank': farRenault,
  'armoured-car': farAustin,
} as const;

const PLAIN: DressSpec = { headgear: 'peaked-cap', coat: GREATCOAT, long: true, trousers: TROUSERS, carry: 'rifle' };

/**
 * A hat as the wide views need it, its silhouette kept (the budenovka's point, the papakha's block, a
 * helmet's brim, the sailor's white top): 4 to 10 triangles, at the top of a head at `y`.
 */
function farHat(p: Parts, kind: Headgear, x: number, y: number, z: number): void {
  const at = (dy: number): [number, number, number] => [x, y + dy, z];
  switch (kind) {
    case 'budenovka': p.side.push(part(new ConeGeometry(0.14, 0.3, 4, 1, true), 1, { at: at(0.1) })); return;
    case 'papakha': p.gear.push(part(block(0.22, 0.2, 0.22), '#2a2521', { at: at(0.04) })); return;
    case 'flat-cap': p.gear.push(part(new ConeGeometry(0.2, 0.07, 4, 1, true), '#e6e3da', { at: at(0.01) })); return;
    case 'adrian':
    case 'stahlhelm': p.tone.push(part(new ConeGeometry(0.19, 0.14, 4, 1, true), '#596047', { at: at(0.0) })); return;
    case 'fur-hat': p.gear.push(part(block(0.22, 0.13, 0.22), '#4d3b29', { at: at(0.0) })); return;
    case 'kamilavka': p.gear.push(part(block(0.17, 0.22, 0.17), '#0d0d0f', { at: at(0.05) })); return;
    default: p.side.push(part(new ConeGeometry(0.14, 0.1, 4, 1, true), 1, { at: at(-0.03) }));
  }
}

/**
 * A man as a coat, a head and a hat: 22–28 triangles; a short coat shows trousers below it (bell-bottoms
 * flared), 10 more; a priest's banner 10 more.
 */
function farMan(p: Parts, x: number, z: number, height = 0.94, y = 0, dress: DressSpec = PLAIN): void {
  const full = height - 0.2;
  const coat = dress.long ? full : full * 0.62;
  if (!dress.long) {
    const legs = full - coat + 0.04;
    p.gear.push(part(frustum(dress.bellBottoms ? 0.26 : 0.2, legs, 0.16, dress.bellBottoms ? [0.7, 0.8] : [1, 1], { keepTop: false }), dress.trousers, { at: [x, y + legs / 2, z] }));
  }
  p.tone.push(part(frustum(0.3, coat, 0.22, [0.8, 0.75]), dress.coat, { at: [x, y + full - coat / 2, z] }));
  p.gear.push(part(new OctahedronGeometry(0.11, 0), SKIN, { at: [x, y + full + 0.07, z] }));
  farHat(p, dress.headgear, x, y + height - 0.01, z);
  if (dress.carry === 'banner') p.side.push(part(block(0.32, 0.38, 0.02), 1, { at: [x + 0.22, y + 1.2, z] }));
}

/** A horse as a body, a slab of legs and its neck and head in one: 32 triangles; returns its back. */
function farHorse(p: Parts, x: number, z: number, s = 1, coat = HORSE): number {
  p.gear.push(part(box(0.3 * s, 0.34 * s, 0.8 * s), coat, { at: [x, 0.62 * s, z] }));
  p.gear.push(part(block(0.2 * s, 0.46 * s, 0.66 * s), HORSE_DARK, { at: [x, 0.23 * s, z] }));
  p.gear.push(part(frustum(0.15 * s, 0.5 * s, 0.22 * s, [0.8, 0.8]), coat, { at: [x, 0.92 * s, z - 0.45 * s], rotate: [-0.75, 0, 0] }));
  return 0.84 * s;
}

function farInfantry(dress?: DressSpec): BufferGeometry {
  const p = newParts();
  farMan(p, 0, 0, 0.94, 0, dress);
  return modelOf(p);
}

/** A trooper as a horse, a cloth, a coat, a head and his hat; a Cossack's or an uhlan's lance upright. */
function farCavalry(dress: DressSpec = { ...PLAIN, coat: KHAKI }): BufferGeometry {
  const p = newParts();
  const back = farHorse(p, 0, 0.05, 1, dress.headgear === 'papakha' ? HORSE_DARK : HORSE);
  p.side.push(part(block(0.36, 0.1, 0.34), 1, { at: [0, back - 0.04, 0.09] }));
  p.tone.push(part(frustum(0.3, 0.5, 0.2, [0.85, 0.8]), dress.coat, { at: [0, back + 0.24, 0.08] }));
  p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: [0, back + 0.53, 0.08] }));
  farHat(p, dress.headgear, 0, back + 0.64, 0.08);
  if (dress.lance) p.gear.push(part(rod(0.03, 2.1), WOOD, { at: [0.2, back + 0.75, -0.12], rotate: [-0.25, 0, 0] }));
  return modelOf(p);
}

function farMachineGun(dress?: DressSpec): BufferGeometry {
  const p = newParts();
  p.gear.push(part(block(0.2, 0.22, 1.2), GUN, { at: [0.05, 0.42, -0.35] }));
  p.gear.push(part(block(0.7, 0.58, 0.05), ARMOUR_GREEN, { at: [0.05, 0.33, -0.17] }));
  p.gear.push(part(block(0.66, 0.4, 0.08), GUN, { at: [0.05, 0.2, 0] }));
  p.gear.push(part(block(0.24, 0.1, 0.34), TROUSERS, { at: [0.05, 0.05, 0.7] }));
  const crew = dress ? { ...dress, long: true } : undefined;
  farMan(p, 0.05, 0.82, 0.62, 0, crew);
  farMan(p, -0.42, 0.45, 0.7, 0, crew);
  return modelOf(p);
}

function farTachanka(): BufferGeometry {
  const p = newParts();
  p.gear.push(part(block(0.72, 0.3, 1.15), CART, { at: [0, 0.6, 0.8] }));
  p.side.push(part(block(0.8, 0.07, 1.22), 1, { at: [0, 0.7, 0.8] }));
  for (const x of [-0.43, 0.43]) p.gear.push(part(block(0.05, 0.72, 1.45), WOOD, { at: [x, 0.36, 0.8] }));
  p.gear.push(part(block(0.15, 0.15, 0.6), GUN, { at: [0, 1.02, 1.3] }));
  p.gear.push(part(block(0.45, 0.36, 0.03), ARMOUR_GREEN, { at: [0, 0.98, 1.05] }));
  farMan(p, 0, 0.42, 0.6, 0.76);
  // the team: three horses as one body, a slab of legs and three heads
  p.gear.push(part(box(0.95, 0.3, 0.72), HORSE, { at: [0, 0.56, -0.55] }));
  p.gear.push(part(block(0.8, 0.42, 0.6), HORSE_DARK, { at: [0, 0.21, -0.55] }));
  for (const x of [-0.34, 0, 0.34]) p.gear.push(part(frustum(0.14, 0.46, 0.2, [0.8, 0.8]), HORSE, { at: [x, 0.83, -0.95], rotate: [-0.75, 0, 0] }));
  return modelOf(p);
}

function farFieldGun(): BufferGeometry {
  const p = newParts();
  p.gear.push(part(block(1.0, 0.8, 0.08), WOOD, { at: [0, 0.4, -0.3] }));
  p.gear.push(part(rod(0.07, 1.15), GUN, { at: [0, 0.64, -0.72], rotate: [Math.PI / 2 - 0.06, 0, 0] }));
  p.gear.push(part(block(0.82, 0.62, 0.04), ARMOUR_GREEN, { at: [0, 0.68, -0.45] }));
  p.gear.push(part(block(0.2, 0.12, 0.95), GUN, { at: [0, 0.26, 0.18], rotate: [-0.4, 0, 0] }));
  p.gear.push(part(block(0.78, 0.64, 0.07), WOOD, { at: [0, 0.32, 0.9] }));
  p.gear.push(part(block(0.6, 0.3, 0.36), ARMOUR_GREEN, { at: [0, 0.55, 0.9] }));
  p.side.push(part(block(0.62, 0.06, 0.38), 1, { at: [0, 0.7, 0.9] }));
  farMan(p, -0.58, -0.05, 0.75);
  farMan(p, 0.6, 0.15);
  return modelOf(p);
}

function farMarkV(): BufferGeometry {
  const p = newParts();
  for (const x of [-0.58, 0.58]) {
    p.gear.push(part(frustum(0.28, 1.0, 2.6, [1, 0.8]), ARMOUR_KHAKI, { at: [x, 0.5, 0] }));
    p.side.push(part(block(0.3, 0.46, 0.16), 1, { at: [x, 0.72, -0.8] }));
  }
  p.gear.push(part(block(0.9, 0.66, 1.9), ARMOUR_KHAKI, { at: [0, 0.6, 0.05] }));
  p.gear.push(part(block(1.7, 0.36, 0.62), ARMOUR_KHAKI, { at: [0, 0.52, -0.05] }));
  p.gear.push(part(block(0.46, 0.26, 0.46), ARMOUR_KHAKI, { at: [0, 1.05, 0.6] }));
  p.side.push(part(block(0.48, 0.06, 0.48), 1, { at: [0, 1.2, 0.6] }));
  return modelOf(p);
}

function farWhippet(): BufferGeometry {
  const p = newParts();
  p.gear.push(part(frustum(1.2, 0.58, 2.0, [1, 0.85]), ARMOUR_KHAKI, { at: [0, 0.29, 0] }));
  p.gear.push(part(block(0.98, 0.46, 0.7), ARMOUR_KHAKI, { at: [0, 0.85, 0.55] }));
  p.side.push(part(block(1.0, 0.08, 0.72), 1, { at: [0, 0.98, 0.55] }));
  return modelOf(p);
}

function farRenault(): BufferGeometry {
  const p = newParts();
  const paint = '#66704f';
  p.gear.push(part(frustum(0.94, 0.6, 1.7, [1, 0.8]), paint, { at: [0, 0.33, -0.1] }));
  p.gear.push(part(cyl(0.21, 0.25, 0.32, 6), paint, { at: [0, 0.88, -0.12] }));
  p.side.push(part(cyl(0.26, 0.26, 0.06, 6), 1, { at: [0, 0.74, -0.12] }));
  p.gear.push(part(block(0.36, 0.1, 0.42), ARMOUR_DARK, { at: [0, 0.35, 0.76], rotate: [0.45, 0, 0] }));
  return modelOf(p);
}

function farAustin(): BufferGeometry {
  const p = newParts();
  p.gear.push(part(block(0.52, 0.36, 0.72), ARMOUR_GREEN, { at: [0, 0.52, -0.6] }));
  p.gear.push(part(block(0.78, 0.62, 1.15), ARMOUR_GREEN, { at: [0, 0.66, 0.3] }));
  p.side.push(part(box(0.8, 0.1, 1.17), 1, { at: [0, 0.68, 0.3] }));
  p.gear.push(part(block(0.6, 0.26, 0.45), ARMOUR_GREEN, { at: [0, 1.1, 0.38] }));
  p.side.push(part(block(0.62, 0.04, 0.47), 1, { at: [0, 1.25, 0.38] }));
  p.gear.push(part(block(0.86, 0.48, 1.6), TYRE, { at: [0, 0.24, 0] }));
  return modelOf(p);
}
