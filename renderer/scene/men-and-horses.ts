import { type BufferGeometry, ConeGeometry, OctahedronGeometry, PlaneGeometry } from 'three';
import {
  BRASS, HORSE, HORSE_DARK, KHAKI, type Parts, SKIN, STEEL, TROUSERS, TYRE, WOOD, block, box, cyl, frustum, rod, tube, withoutFace,
} from './figure-kit.ts';
import { part } from './model-kit.ts';
import type { DressSpec, Headgear } from './troop-dress.ts';

/**
 * The people, horses and wheels the troop models are made of, in inches at about 28 mm scale, looking down
 * −z. A standing man is about an inch tall; a horse's back is 0.8" up.
 */
export type Pose = 'stand' | 'kneel' | 'seated' | 'prone';

export interface SoldierOptions {
  pose?: Pose;
  rifle?: boolean;
  /** Height of what he stands or sits on. */
  y?: number;
  /** Turn about y, radians (0 faces −z). */
  turn?: number;
  /** The coat's colour (khaki by default, a greatcoat for an officer…); a dress's coat wins over it. */
  coat?: string;
  /** What he wears and carries (troop-dress.ts); a khaki blouse, a peaked cap and a rifle without one. */
  dress?: DressSpec;
}

const PLAIN: DressSpec = { headgear: 'peaked-cap', coat: KHAKI, long: true, trousers: TROUSERS, carry: 'rifle' };
const FUR = '#2a2521';
const STEEL_HELMET = '#596047';
const CAP_TOP = '#e6e3da';

/** A flat patch facing −z (or turned by `turn` about y): a vest at the neck, ribbons. 2 triangles. */
const decal = (w: number, h: number, turn = 0): BufferGeometry => new PlaneGeometry(w, h).rotateY(Math.PI + turn);
/** A cap's peak, flat and facing up: 2 triangles. */
const peak = (): BufferGeometry => new PlaneGeometry(0.16, 0.08).rotateX(-Math.PI / 2);

/**
 * A hat on a head centred at `at(0, 0, 0)`: each kind its own silhouette, in the side's colour where a
 * wargamer paints the army's colour (cap, budenovka, the papakha's top, a band), 5 to 20 triangles.
 */
export function headgear(p: Parts, kind: Headgear, at: (dx: number, dy: number, dz: number) => [number, number, number], rotate: [number, number, number]): void {
  const put = (list: BufferGeometry[], g: BufferGeometry, colour: string | number, dy: number, dz = 0) => list.push(part(g, colour, { at: at(0, dy, dz), rotate }));
  switch (kind) {
    case 'peaked-cap':
      put(p.side, frustum(0.18, 0.08, 0.19, [1.25, 1.3]), 1, 0.08);
      return;
    case 'budenovka':
      // the pointed cloth helmet, tall enough to read from across the table
      put(p.side, new ConeGeometry(0.105, 0.2, 5, 1, true), 1, 0.15);
      put(p.side, block(0.2, 0.06, 0.2), 0.8, 0.07);
      return;
    case 'flat-cap':
      // the sailor's bezkozyrka: a wide white top on a band in the side's colour, ribbons behind
      put(p.gear, frustum(0.17, 0.05, 0.17, [1.35, 1.35]), CAP_TOP, 0.12);
      put(p.side, block(0.19, 0.045, 0.19), 1, 0.08);
      put(p.gear, decal(0.06, 0.16, Math.PI), '#111418', -0.08, 0.11);
      return;
    case 'papakha':
      put(p.gear, frustum(0.21, 0.2, 0.21, [1.12, 1.12]), FUR, 0.13);
      put(p.side, block(0.22, 0.02, 0.22), 1, 0.23);
      return;
    case 'rogatywka':
      put(p.side, frustum(0.17, 0.1, 0.17, [1.45, 1.45]), 1, 0.1);
      return;
    case 'adrian':
      // the French helmet: a round-topped dome in steel over a brim in the side's colour
      put(p.side, new ConeGeometry(0.18, 0.05, 6, 1, true), 1, 0.07);
      put(p.tone, frustum(0.19, 0.1, 0.21, [0.62, 0.62]), STEEL_HELMET, 0.12);
      return;
    case 'stahlhelm':
      put(p.tone, frustum(0.23, 0.13, 0.25, [0.72, 0.72]), STEEL_HELMET, 0.08);
      put(p.side, block(0.235, 0.02, 0.255), 1, 0.03);
      return;
    case 'cloth-cap':
      put(p.side, frustum(0.2, 0.06, 0.2, [1.1, 1.25]), 1, 0.08);
      put(p.gear, peak(), '#1d1b19', 0.06, -0.13);
      return;
    case 'fur-hat':
      put(p.gear, block(0.23, 0.13, 0.23), '#4d3b29', 0.1);
      put(p.side, block(0.235, 0.03, 0.235), 1, 0.06);
      return;
    case 'kamilavka':
      put(p.gear, frustum(0.17, 0.2, 0.17, [1.18, 1.18]), '#0d0d0f', 0.15);
      return;
  }
}

/**
 * A soldier at (x, z) in his dress: trousers (bell-bottoms for a sailor) and boots, a coat that flares to the
 * knee (or a jumper or jacket to the hip), an arm, a head and his hat, a rifle at the slope (a pistol, a
 * church banner). About 50 triangles standing; the dress's extras (a striped vest, a rolled greatcoat) add 6–20.
 */
export function soldier(p: Parts, x: number, z: number, o: SoldierOptions = {}): void {
  const pose = o.pose ?? 'stand';
  const y0 = o.y ?? 0;
  const r = o.turn ?? 0;
  const at = (dx: number, dy: number, dz: number): [number, number, number] => [
    x + dx * Math.cos(r) + dz * Math.sin(r), y0 + dy, z - dx * Math.sin(r) + dz * Math.cos(r),
  ];
  const turn = (rx = 0, rz = 0): [number, number, number] => [rx, r, rz];
  const dress = o.dress ?? (o.coat ? { ...PLAIN, coat: o.coat } : PLAIN);
  const coat = dress.coat;
  if (pose === 'prone') {
    // lying behind a gun: the body along z, head toward the front
    p.gear.push(part(block(0.2, 0.1, 0.5), dress.trousers, { at: at(0, 0.05, 0.32), rotate: turn() }));
    p.tone.push(part(block(0.28, 0.16, 0.42), coat, { at: at(0, 0.08, -0.1), rotate: turn() }));
    p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: at(0, 0.2, -0.36), rotate: turn() }));
    headgear(p, dress.headgear, (dx, dy, dz) => at(dx, 0.2 + dy, -0.36 + dz), turn());
    return;
  }
  const legs = pose === 'kneel' ? 0.2 : pose === 'seated' ? 0.12 : 0.3;
  const body = 0.5;
  // a short coat (jumper, jacket, tunic) ends at the hip, the trousers showing to there
  const coatLength = dress.long || pose === 'seated' ? body : 0.36;
  const trouserTop = legs + body - coatLength + 0.06;
  if (pose === 'seated') {
    // thighs forward along the seat
    p.gear.push(part(block(0.22, 0.1, 0.34), dress.trousers, { at: at(0, 0.05, -0.12), rotate: turn() }));
  } else if (dress.bellBottoms && pose === 'stand') {
    p.gear.push(part(withoutFace(frustum(0.24, trouserTop, 0.16, [0.72, 0.8]), 2), dress.trousers, { at: at(0, trouserTop / 2, 0), rotate: turn() }));
  } else {
    p.gear.push(part(withoutFace(block(0.18, trouserTop, 0.13), 2), dress.trousers, { at: at(0, trouserTop / 2, pose === 'kneel' ? 0.08 : 0), rotate: turn() }));
  }
  p.tone.push(part(frustum(0.31, coatLength, 0.22, [0.85, 0.75]), coat, { at: at(0, legs + body - coatLength / 2 - 0.06, 0.01), rotate: turn() }));
  const head = legs + body + 0.02;
  p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: at(0, head, 0), rotate: turn() }));
  headgear(p, dress.headgear, (dx, dy, dz) => at(dx, head + dy, dz), turn());
  if (dress.vest) {
    // the telnyashka at the jumper's open neck: white with a dark stripe
    p.gear.push(part(decal(0.12, 0.1), '#eeeeea', { at: at(0, legs + body - 0.1, -0.105), rotate: turn() }));
    p.gear.push(part(decal(0.12, 0.025), '#1c2a4a', { at: at(0, legs + body - 0.11, -0.108), rotate: turn() }));
  }
  if (dress.roll) {
    // the greatcoat rolled and worn over the left shoulder, across the chest
    p.gear.push(part(rod(0.05, 0.52), '#5d564a', { at: at(0, legs + body * 0.62, -0.05), rotate: turn(0, 0.75) }));
  }
  const carry = o.rifle === false ? null : o.dress ? dress.carry : 'rifle';
  if (carry === 'rifle') {
    // the right arm down to the rifle's butt, the rifle at the slope
    p.tone.push(part(rod(0.05, 0.38), coat, { at: at(0.17, legs + body * 0.62, -0.03), rotate: turn(0.35, 0.1) }));
    p.gear.push(part(rod(0.028, 0.82), WOOD, { at: at(0.2, legs + body * 0.5, -0.06), rotate: turn(0.3, 0.1) }));
  } else if (carry === 'pistol') {
    p.tone.push(part(rod(0.05, 0.36), coat, { at: at(0.17, legs + body * 0.7, -0.12), rotate: turn(1.2, 0) }));
    p.gear.push(part(block(0.04, 0.08, 0.1), STEEL, { at: at(0.17, legs + body * 0.78, -0.3), rotate: turn() }));
  } else if (carry === 'banner') {
    // a church banner on its pole, the cloth in the side's colour hanging from a crossbar
    p.gear.push(part(rod(0.025, 1.5), WOOD, { at: at(0.2, 0.75, -0.04), rotate: turn() }));
    p.gear.push(part(block(0.36, 0.03, 0.03), BRASS, { at: at(0.2, 1.42, -0.04), rotate: turn() }));
    p.side.push(part(block(0.32, 0.38, 0.02), 1, { at: at(0.2, 1.21, -0.04), rotate: turn() }));
  }
}

/**
 * A mounted man on a horse's back at height `back`: legs astride, coat, his hat, and a sabre raised (a lance
 * with a pennant for Cossacks and uhlans, a carbine slung when `sabre` is false).
 */
export function rider(p: Parts, x: number, z: number, back: number, o: { sabre?: boolean; coat?: string; dress?: DressSpec } = {}): void {
  const dress = o.dress;
  p.gear.push(part(block(0.38, 0.2, 0.16), dress?.trousers ?? TROUSERS, { at: [x, back - 0.04, z] }));
  p.tone.push(part(frustum(0.28, 0.42, 0.2, [0.85, 0.8]), dress?.coat ?? o.coat ?? KHAKI, { at: [x, back + 0.26, z + 0.02] }));
  p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: [x, back + 0.53, z + 0.02] }));
  headgear(p, dress?.headgear ?? 'peaked-cap', (dx, dy, dz) => [x + dx, back + 0.53 + dy, z + 0.02 + dz], [0, 0, 0]);
  if (dress?.lance && (o.sabre ?? true)) {
    // the lance held upright, leaning forward, a pennant in the side's colour below its point
    p.gear.push(part(rod(0.022, 2.1), WOOD, { at: [x + 0.2, back + 0.75, z - 0.2], rotate: [-0.25, 0, 0] }));
    p.side.push(part(block(0.015, 0.12, 0.22), 1, { at: [x + 0.2, back + 1.62, z - 0.32], rotate: [-0.25, 0, 0] }));
  } else if (o.sabre ?? true) p.gear.push(part(rod(0.022, 0.6), '#c9ccd0', { at: [x + 0.2, back + 0.58, z - 0.12], rotate: [-0.55, 0, 0.25] }));
  else p.gear.push(part(rod(0.025, 0.7), WOOD, { at: [x - 0.1, back + 0.3, z + 0.08], rotate: [0, 0, 0.9] }));
}

/**
 * A horse standing on y = 0 centred at (x, z), facing −z, with four legs, an arched neck, a head, a tail and
 * a saddle cloth in the side's colour; returns the height of its back. `coat` is its colour.
 */
export function horse(p: Parts, x: number, z: number, o: { scale?: number; coat?: string; cloth?: boolean } = {}): number {
  const s = o.scale ?? 1;
  const coat = o.coat ?? HORSE;
  p.gear.push(part(frustum(0.3 * s, 0.34 * s, 0.8 * s, [0.9, 0.95]), coat, { at: [x, 0.62 * s, z] }));
  for (const dz of [-0.28, 0.28]) {
    for (const dx of [-0.09, 0.09]) p.gear.push(part(withoutFace(block(0.08 * s, 0.5 * s, 0.09 * s), 2), HORSE_DARK, { at: [x + dx * s, 0.25 * s, z + dz * s] }));
  }
  // neck rising forward, the head angled down from its top
  p.gear.push(part(frustum(0.15 * s, 0.44 * s, 0.22 * s, [0.8, 0.8]), coat, { at: [x, 0.88 * s, z - 0.42 * s], rotate: [-0.6, 0, 0] }));
  p.gear.push(part(frustum(0.13 * s, 0.34 * s, 0.15 * s, [0.75, 0.8]), coat, { at: [x, 1.02 * s, z - 0.66 * s], rotate: [-2.0, 0, 0] }));
  p.gear.push(part(block(0.05 * s, 0.44 * s, 0.06 * s), HORSE_DARK, { at: [x, 0.94 * s, z - 0.33 * s], rotate: [-0.6, 0, 0] }));
  p.gear.push(part(rod(0.04 * s, 0.4 * s), HORSE_DARK, { at: [x, 0.56 * s, z + 0.46 * s], rotate: [-0.35, 0, 0] }));
  if (o.cloth ?? true) p.side.push(part(block(0.36 * s, 0.1 * s, 0.34 * s), 1, { at: [x, 0.8 * s, z + 0.04 * s] }));
  return 0.84 * s;
}

/** A wheel on an axle across x: a tyre and two spokes crossed inside it (32 triangles). */
export function wheel(p: Parts, x: number, y: number, z: number, radius: number, colour = WOOD, thick = 0.06): void {
  p.gear.push(part(tube(radius, thick, 8), colour, { at: [x, y, z], rotate: [0, 0, Math.PI / 2] }));
  const spoke = () => withoutFace(withoutFace(box(thick * 0.7, radius * 1.9, thick * 0.7), 2), 3);
  for (const a of [Math.PI / 4, -Math.PI / 4]) p.gear.push(part(spoke(), colour, { at: [x, y, z], rotate: [a, 0, 0] }));
}

/** A disc wheel with a rubber tyre and a steel hub cap (armoured cars): 36 triangles. */
export function discWheel(p: Parts, x: number, y: number, z: number, radius: number, thick: number): void {
  p.gear.push(part(cyl(radius, radius, thick, 8), TYRE, { at: [x, y, z], rotate: [0, 0, Math.PI / 2] }));
  p.gear.push(part(box(thick * 1.1, radius, radius), STEEL, { at: [x, y, z], rotate: [Math.PI / 4, 0, 0] }));
}
