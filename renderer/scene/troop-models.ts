import { BufferGeometry, ConeGeometry, ExtrudeGeometry, Float32BufferAttribute, OctahedronGeometry, Shape } from 'three';
import { GUN, HORSE, HORSE_DARK, type Parts, SKIN, STEEL, TYRE, WOOD, block, box, cyl, rod } from './figure-kit.ts';
import { farModels } from './far-models.ts';
import { compact, part, tintedModel } from './model-kit.ts';

/**
 * Low-poly troops, one model per kind of figure, in inches at about 28 mm scale. Every model looks down
 * its local −z axis and stands on y = 0 (the top of its base). Side parts take the side's colour (grey
 * levels shade it), gear keeps its own colours: skin, horses, wood and steel. A foot figure is under
 * 50 triangles (its far model under 20), so hundreds of bases stay cheap to draw.
 */
export const FIGURE_KINDS = ['infantry', 'cavalry', 'mg', 'tachanka', 'field-gun', 'tank', 'armoured-car', 'officer'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** Natural length (front to back) of each model, inches: vehicles are scaled to fit their base. */
export const MODEL_LENGTH: Readonly<Record<FigureKind, number>> = {
  infantry: 0.28, cavalry: 1.25, mg: 1.1, tachanka: 3.1, 'field-gun': 2.1, tank: 2.6, 'armoured-car': 2.0, officer: 0.3,
};

/** A soldier standing (or kneeling) at (x, z), facing −z, with a rifle unless told otherwise. */
function soldier(p: Parts, x: number, z: number, o: { kneel?: boolean; rifle?: boolean; y?: number; seated?: boolean; turn?: number } = {}): void {
  const y0 = o.y ?? 0;
  const legs = o.kneel ? 0.22 : o.seated ? 0.12 : 0.42;
  const r = o.turn ?? 0;
  const at = (dx: number, dy: number, dz: number): [number, number, number] => [
    x + dx * Math.cos(r) + dz * Math.sin(r), y0 + dy, z - dx * Math.sin(r) + dz * Math.cos(r),
  ];
  const rot: [number, number, number] = [0, r, 0];
  p.side.push(part(block(0.2, legs, 0.14), 0.55, { at: at(0, legs / 2, o.kneel ? 0.05 : 0), rotate: rot }));
  p.side.push(part(block(0.3, 0.36, 0.2), 1, { at: at(0, legs + 0.18, 0.01), rotate: rot }));
  p.side.push(part(block(0.21, 0.07, 0.23), 0.5, { at: at(0, legs + 0.52, -0.01), rotate: rot }));
  p.gear.push(part(new OctahedronGeometry(0.11, 0), SKIN, { at: at(0, legs + 0.44, 0), rotate: rot }));
  if (o.rifle ?? true) p.gear.push(part(rod(0.03, 0.72), WOOD, { at: at(0.17, legs + 0.14, -0.04), rotate: [0.25, r, 0.15] }));
}

/** A horse standing on y = 0 centred at (x, z), facing −z; returns the height of its back. */
function horse(p: Parts, x: number, z: number, scale = 1): number {
  const s = scale;
  p.gear.push(part(box(0.3 * s, 0.34 * s, 0.82 * s), HORSE, { at: [x, 0.62 * s, z] }));
  // each pair of legs as one slab: at this size no one counts the hooves
  for (const dz of [-0.3, 0.3]) p.gear.push(part(block(0.22 * s, 0.48 * s, 0.09 * s), HORSE_DARK, { at: [x, 0.24 * s, z + dz * s] }));
  p.gear.push(part(box(0.17 * s, 0.42 * s, 0.2 * s), HORSE, { at: [x, 0.9 * s, z - 0.43 * s], rotate: [-0.55, 0, 0] }));
  p.gear.push(part(box(0.14 * s, 0.15 * s, 0.34 * s), HORSE_DARK, { at: [x, 1.06 * s, z - 0.64 * s], rotate: [0.35, 0, 0] }));
  p.gear.push(part(rod(0.04 * s, 0.38 * s), HORSE_DARK, { at: [x, 0.55 * s, z + 0.45 * s], rotate: [-0.4, 0, 0] }));
  return 0.79 * s;
}

function wheel(p: Parts, x: number, y: number, z: number, radius: number, colour = WOOD, thick = 0.06): void {
  p.gear.push(part(cyl(radius, radius, thick, 7), colour, { at: [x, y, z], rotate: [0, 0, Math.PI / 2] }));
}

/** A Maxim gun on its wheeled mount, muzzle toward −z, centred at (x, z); `reverse` points it to +z. */
function maxim(p: Parts, x: number, y: number, z: number, reverse = false): void {
  const dir = reverse ? -1 : 1;
  p.gear.push(part(cyl(0.065, 0.065, 0.5, 8), GUN, { at: [x, y + 0.3, z - 0.22 * dir], rotate: [Math.PI / 2, 0, 0] }));
  p.gear.push(part(box(0.14, 0.14, 0.26), GUN, { at: [x, y + 0.3, z + 0.08 * dir] }));
  p.gear.push(part(box(0.42, 0.32, 0.03), GUN, { at: [x, y + 0.32, z - 0.1 * dir] }));
  if (!reverse) {
    wheel(p, x - 0.2, y + 0.13, z + 0.05, 0.13, STEEL, 0.04);
    wheel(p, x + 0.2, y + 0.13, z + 0.05, 0.13, STEEL, 0.04);
    p.gear.push(part(box(0.06, 0.05, 0.5), GUN, { at: [x, y + 0.1, z + 0.3] }));
  } else {
    p.gear.push(part(box(0.05, 0.3, 0.05), GUN, { at: [x, y + 0.15, z] }));
  }
}

function infantry(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  soldier(p, 0, 0);
  return tintedModel(p.side, p.gear);
}

function officerFigure(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  soldier(p, 0, 0, { rifle: false });
  // a drawn pistol arm and a greatcoat skirt
  p.side.push(part(box(0.34, 0.22, 0.22), 0.7, { at: [0, 0.34, 0] }));
  p.gear.push(part(box(0.05, 0.05, 0.26), STEEL, { at: [0.2, 0.66, -0.12], rotate: [0.3, 0, 0] }));
  return tintedModel(p.side, p.gear);
}

function cavalry(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  const back = horse(p, 0, 0.05);
  // rider: legs astride, torso, cap, sabre raised
  p.side.push(part(box(0.4, 0.2, 0.18), 0.55, { at: [0, back + 0.02, 0.05] }));
  p.side.push(part(box(0.28, 0.36, 0.18), 1, { at: [0, back + 0.26, 0.08] }));
  p.side.push(part(cyl(0.105, 0.115, 0.08, 6), 0.5, { at: [0, back + 0.58, 0.08] }));
  p.gear.push(part(new OctahedronGeometry(0.11, 0), SKIN, { at: [0, back + 0.52, 0.08] }));
  p.gear.push(part(rod(0.025, 0.55), '#c9ccd0', { at: [0.22, back + 0.55, -0.05], rotate: [-0.5, 0, 0.2] }));
  return tintedModel(p.side, p.gear);
}

function machineGun(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  maxim(p, 0, 0, -0.25);
  soldier(p, -0.22, 0.25, { kneel: true, rifle: false });
  soldier(p, 0.24, 0.3, { kneel: true, rifle: false, turn: -0.4 });
  return tintedModel(p.side, p.gear);
}

function tachanka(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  // the cart, its Maxim firing over the tail, and the team of two horses in front
  const cartZ = 0.75;
  p.side.push(part(box(0.7, 0.28, 1.1), 0.75, { at: [0, 0.55, cartZ] }));
  p.gear.push(part(box(0.74, 0.05, 1.14), WOOD, { at: [0, 0.42, cartZ] }));
  for (const dx of [-0.4, 0.4]) {
    wheel(p, dx, 0.36, cartZ - 0.35, 0.33);
    wheel(p, dx, 0.36, cartZ + 0.38, 0.36);
  }
  p.gear.push(part(box(0.06, 0.06, 1.0), WOOD, { at: [0, 0.5, cartZ - 1.0] }));
  maxim(p, 0, 0.69, cartZ + 0.3, true);
  soldier(p, 0, cartZ - 0.3, { seated: true, rifle: false, y: 0.5 });
  soldier(p, 0.12, cartZ + 0.25, { kneel: true, rifle: false, y: 0.69, turn: Math.PI });
  horse(p, -0.22, -0.75, 0.9);
  horse(p, 0.22, -0.75, 0.9);
  return tintedModel(p.side, p.gear);
}

function fieldGun(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  wheel(p, -0.42, 0.42, -0.05, 0.42, WOOD, 0.07);
  wheel(p, 0.42, 0.42, -0.05, 0.42, WOOD, 0.07);
  p.gear.push(part(box(0.8, 0.08, 0.08), STEEL, { at: [0, 0.42, -0.05] }));
  p.gear.push(part(cyl(0.07, 0.09, 1.25, 8), GUN, { at: [0, 0.62, -0.45], rotate: [Math.PI / 2 - 0.08, 0, 0] }));
  p.gear.push(part(box(0.26, 0.22, 0.5), GUN, { at: [0, 0.6, 0.08] }));
  p.gear.push(part(box(0.72, 0.5, 0.04), GUN, { at: [0, 0.68, -0.18] }));
  p.gear.push(part(box(0.12, 0.1, 0.9), GUN, { at: [0, 0.3, 0.55], rotate: [-0.3, 0, 0] }));
  soldier(p, -0.55, 0.45, { rifle: false });
  soldier(p, 0.6, 0.35, { rifle: false, turn: -0.6 });
  soldier(p, 0.05, 0.95, { kneel: true, rifle: false });
  return tintedModel(p.side, p.gear);
}

/** A rhomboid British heavy tank, as both sides used. */
function tank(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  const profile = new Shape();
  // side profile in (z, y): the long track run with its raised nose and tail
  profile.moveTo(-1.3, 0.55);
  profile.lineTo(-1.0, 1.0);
  profile.lineTo(1.05, 1.0);
  profile.lineTo(1.3, 0.5);
  profile.lineTo(1.05, 0.02);
  profile.lineTo(-0.9, 0.02);
  profile.closePath();
  for (const x of [-0.45, 0.3]) {
    const track = new ExtrudeGeometry(profile, { depth: 0.15, bevelEnabled: false });
    // the shape lies in x-y; turn it so its x runs along z and its extrusion across x
    p.side.push(part(track, 0.72, { at: [x, 0, 0], rotate: [0, Math.PI / 2, 0] }));
  }
  p.side.push(part(box(0.6, 0.6, 1.8), 0.85, { at: [0, 0.62, 0.05] }));
  p.side.push(part(box(0.5, 0.3, 0.55), 0.95, { at: [0, 1.05, -0.35] }));
  for (const side of [-1, 1]) {
    p.side.push(part(box(0.18, 0.32, 0.55), 0.8, { at: [side * 0.58, 0.58, -0.05] }));
    p.gear.push(part(cyl(0.05, 0.05, 0.5, 6), STEEL, { at: [side * 0.68, 0.62, -0.45], rotate: [Math.PI / 2, 0, 0] }));
  }
  for (const x of [-0.53, 0.53]) p.gear.push(part(box(0.05, 0.1, 2.2), TYRE, { at: [x, 0.97, -0.05] }));
  return tintedModel(p.side, p.gear);
}

/** A twin-turret armoured car. */
function armouredCar(): BufferGeometry {
  const p: Parts = { side: [], gear: [] };
  p.gear.push(part(box(0.66, 0.12, 1.8), STEEL, { at: [0, 0.34, 0] }));
  p.side.push(part(box(0.56, 0.3, 0.6), 0.8, { at: [0, 0.55, -0.6] }));
  p.side.push(part(box(0.7, 0.5, 1.05), 0.85, { at: [0, 0.65, 0.3] }));
  for (const x of [-0.19, 0.19]) {
    p.side.push(part(cyl(0.17, 0.19, 0.24, 8), 1, { at: [x, 1.02, 0.35] }));
    p.gear.push(part(cyl(0.035, 0.035, 0.36, 6), STEEL, { at: [x, 1.02, 0.05], rotate: [Math.PI / 2, 0, 0] }));
  }
  for (const [x, z] of [[-0.36, -0.55], [0.36, -0.55], [-0.36, 0.6], [0.36, 0.6]] as const) wheel(p, x, 0.24, z, 0.24, TYRE, 0.12);
  p.gear.push(part(new ConeGeometry(0.06, 0.1, 6), '#e8e0a0', { at: [0.2, 0.55, -0.92], rotate: [-Math.PI / 2, 0, 0] }));
  return tintedModel(p.side, p.gear);
}

/**
 * How much detail a model has: `near` for a camera close to the table, `far` for the wide views, where a
 * foot figure is a dozen pixels tall and its rifle and cap cannot be seen anyway.
 */
export type Detail = 'near' | 'far';

/** The kinds that have a simpler far model (officers are few and keep theirs). */
export const FAR_KINDS: readonly FigureKind[] = ['infantry', 'cavalry', 'mg', 'tachanka', 'field-gun', 'tank', 'armoured-car'];

/** Builds the model of one kind of figure. The caller owns (and disposes) the geometry. */
export function buildFigureModel(kind: FigureKind, detail: Detail = 'near'): BufferGeometry {
  if (detail === 'near' || kind === 'officer') return compact(figureModel(kind));
  return compact(farModels[kind]());
}

/** The model before its vertices are shared, for building bigger models (an officer's marker) from it. */
export function figureModel(kind: FigureKind): BufferGeometry {
  switch (kind) {
    case 'infantry': return infantry();
    case 'cavalry': return cavalry();
    case 'mg': return machineGun();
    case 'tachanka': return tachanka();
    case 'field-gun': return fieldGun();
    case 'tank': return tank();
    case 'armoured-car': return armouredCar();
    case 'officer': return officerFigure();
  }
}

/** Colour of the flock on top of the bases. */
export const FLOCK = '#5b7236';

/**
 * A base 1×1×1 standing on y = 0, for instances scaled to each base's width, thickness and depth: its
 * edges and a rim round the top take the side's colour, the rest of the top is flocked like the felt.
 * Built face by face so that no pixel is painted twice (no top under the flock, no underside).
 */
export function baseModel(): BufferGeometry {
  const fx = 0.44, fz = 0.4; // half-size of the flocked patch
  const quad = (pts: [number, number, number][]): BufferGeometry => {
    const g = new BufferGeometry();
    const [a, b, c, d] = pts as [[number, number, number], [number, number, number], [number, number, number], [number, number, number]];
    g.setAttribute('position', new Float32BufferAttribute([...a, ...b, ...c, ...a, ...c, ...d], 3));
    g.computeVertexNormals();
    return g;
  };
  const h = 0.5;
  // four sides, counter-clockwise seen from outside
  const sides = [
    quad([[-h, 0, h], [h, 0, h], [h, 1, h], [-h, 1, h]]),
    quad([[h, 0, -h], [-h, 0, -h], [-h, 1, -h], [h, 1, -h]]),
    quad([[h, 0, h], [h, 0, -h], [h, 1, -h], [h, 1, h]]),
    quad([[-h, 0, -h], [-h, 0, h], [-h, 1, h], [-h, 1, -h]]),
  ];
  // the rim: four strips round the flock, counter-clockwise seen from above
  const rim = [
    quad([[-h, 1, h], [h, 1, h], [fx, 1, fz], [-fx, 1, fz]]),
    quad([[h, 1, -h], [-h, 1, -h], [-fx, 1, -fz], [fx, 1, -fz]]),
    quad([[h, 1, h], [h, 1, -h], [fx, 1, -fz], [fx, 1, fz]]),
    quad([[-h, 1, -h], [-h, 1, h], [-fx, 1, fz], [-fx, 1, -fz]]),
  ];
  const flock = quad([[-fx, 1, fz], [fx, 1, fz], [fx, 1, -fz], [-fx, 1, -fz]]);
  return compact(tintedModel([...sides, ...rim].map((g) => part(g, 1)), [part(flock, FLOCK)]));
}
