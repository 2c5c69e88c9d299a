import { OctahedronGeometry } from 'three';
import {
  HORSE, HORSE_DARK, KHAKI, type Parts, SKIN, STEEL, TROUSERS, TYRE, WOOD, block, box, cyl, frustum, rod, tube, withoutFace,
} from './figure-kit.ts';
import { part } from './model-kit.ts';

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
  /** The coat's colour (khaki by default, a greatcoat for an officer…). */
  coat?: string;
}

/**
 * A soldier at (x, z): trousers and boots, a khaki blouse that flares to the knee, an arm, a head and a
 * peaked cap in the side's colour, a rifle at the slope. 48 triangles standing.
 */
export function soldier(p: Parts, x: number, z: number, o: SoldierOptions = {}): void {
  const pose = o.pose ?? 'stand';
  const y0 = o.y ?? 0;
  const r = o.turn ?? 0;
  const at = (dx: number, dy: number, dz: number): [number, number, number] => [
    x + dx * Math.cos(r) + dz * Math.sin(r), y0 + dy, z - dx * Math.sin(r) + dz * Math.cos(r),
  ];
  const turn = (rx = 0, rz = 0): [number, number, number] => [rx, r, rz];
  const coat = o.coat ?? KHAKI;
  if (pose === 'prone') {
    // lying behind a gun: the body along z, head toward the front
    p.gear.push(part(block(0.2, 0.1, 0.5), TROUSERS, { at: at(0, 0.05, 0.32), rotate: turn() }));
    p.tone.push(part(block(0.28, 0.16, 0.42), coat, { at: at(0, 0.08, -0.1), rotate: turn() }));
    p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: at(0, 0.2, -0.36), rotate: turn() }));
    p.side.push(part(block(0.2, 0.07, 0.22), 1, { at: at(0, 0.3, -0.36), rotate: turn() }));
    return;
  }
  const legs = pose === 'kneel' ? 0.2 : pose === 'seated' ? 0.12 : 0.3;
  if (pose === 'seated') {
    // thighs forward along the seat
    p.gear.push(part(block(0.22, 0.1, 0.34), TROUSERS, { at: at(0, 0.05, -0.12), rotate: turn() }));
  } else {
    p.gear.push(part(withoutFace(block(0.18, legs, 0.13), 2), TROUSERS, { at: at(0, legs / 2, pose === 'kneel' ? 0.08 : 0), rotate: turn() }));
  }
  const body = 0.5;
  p.tone.push(part(frustum(0.31, body, 0.22, [0.85, 0.75]), coat, { at: at(0, legs + body / 2 - 0.06, 0.01), rotate: turn() }));
  p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: at(0, legs + body + 0.02, 0), rotate: turn() }));
  // the peaked cap, wider at the crown
  p.side.push(part(frustum(0.18, 0.08, 0.19, [1.25, 1.3]), 1, { at: at(0, legs + body + 0.1, 0), rotate: turn() }));
  // the right arm down to the rifle's butt, the rifle at the slope
  if (o.rifle ?? true) {
    p.tone.push(part(rod(0.05, 0.38), coat, { at: at(0.17, legs + body * 0.62, -0.03), rotate: turn(0.35, 0.1) }));
    p.gear.push(part(rod(0.028, 0.82), WOOD, { at: at(0.2, legs + body * 0.5, -0.06), rotate: turn(0.3, 0.1) }));
  }
}

/** A mounted man on a horse's back at height `back`: legs astride, coat, cap, and a sabre raised. */
export function rider(p: Parts, x: number, z: number, back: number, o: { sabre?: boolean; coat?: string } = {}): void {
  p.gear.push(part(block(0.38, 0.2, 0.16), TROUSERS, { at: [x, back - 0.04, z] }));
  p.tone.push(part(frustum(0.28, 0.42, 0.2, [0.85, 0.8]), o.coat ?? KHAKI, { at: [x, back + 0.26, z + 0.02] }));
  p.gear.push(part(new OctahedronGeometry(0.1, 0), SKIN, { at: [x, back + 0.53, z + 0.02] }));
  p.side.push(part(frustum(0.18, 0.08, 0.19, [1.25, 1.3]), 1, { at: [x, back + 0.62, z + 0.02] }));
  if (o.sabre ?? true) p.gear.push(part(rod(0.022, 0.6), '#c9ccd0', { at: [x + 0.2, back + 0.58, z - 0.12], rotate: [-0.55, 0, 0.25] }));
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
