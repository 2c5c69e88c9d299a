import { BufferGeometry, Float32BufferAttribute } from 'three';
import { GREATCOAT, HORSE_DARK, LEATHER, STEEL, block, box, cyl, newParts, rod } from './figure-kit.ts';
import { DRESS_SPECS, type Dress } from './troop-dress.ts';

const LEATHER_COAT = '#24201c';
import { farModels } from './far-models.ts';
import { compact, linearRgb, modelOf, part, tintedModel } from './model-kit.ts';
import { fieldGun, machineGun, supplyWagon, tachanka } from './gun-models.ts';
import { horse, rider, soldier } from './men-and-horses.ts';
import { austin, markV, renault, whippet } from './vehicle-models.ts';
import { gunboat } from './ship-models.ts';
import { horseWagon, lorry } from './transport-models.ts';

/**
 * Low-poly troops, one model per kind of figure, in inches at about 28 mm scale. Every model looks down
 * its local −z axis and stands on y = 0 (the top of its base). Uniforms and vehicles are in period paint;
 * caps, saddle cloths and bands take the side's colour. A foot figure is under 50 triangles (its far model
 * under 30), so hundreds of bases stay cheap to draw.
 */
export const FIGURE_KINDS = ['infantry', 'cavalry', 'mg', 'tachanka', 'field-gun', 'tank', 'medium-tank', 'light-tank', 'armoured-car', 'gunboat', 'supply-wagon', 'lorry', 'wagon', 'officer'] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

/** Natural length (front to back) of each model, inches: vehicles are scaled to fit their base. */
export const MODEL_LENGTH: Readonly<Record<FigureKind, number>> = {
  infantry: 0.3, cavalry: 1.35, mg: 1.6, tachanka: 3.0, 'field-gun': 2.4, tank: 2.6, 'medium-tank': 2.0, 'light-tank': 1.9, 'armoured-car': 2.0, gunboat: 2.4, 'supply-wagon': 3.0, lorry: 3.0, wagon: 3.0, officer: 0.3,
};

function infantry(dress: Dress): BufferGeometry {
  const p = newParts();
  soldier(p, 0, 0, { dress: DRESS_SPECS[dress] });
  return modelOf(p);
}

/** What an officer's figure carries, by his marker's rank. */
export type OfficerDress = 'officer' | 'commissar' | 'observer';

/**
 * An officer in his greatcoat with a map case, pistol drawn; a commissar in his black leather coat; an
 * observer with field glasses raised to his eyes.
 */
export function officerFigure(dress: OfficerDress = 'officer'): BufferGeometry {
  const p = newParts();
  soldier(p, 0, 0, { rifle: false, coat: dress === 'commissar' ? LEATHER_COAT : GREATCOAT });
  p.gear.push(part(block(0.08, 0.12, 0.04), LEATHER, { at: [-0.17, 0.42, 0.02] }));
  if (dress === 'observer') {
    for (const x of [-0.04, 0.04]) p.gear.push(part(cyl(0.03, 0.03, 0.1, 5), STEEL, { at: [x, 0.82, -0.13], rotate: [Math.PI / 2, 0, 0] }));
    p.tone.push(part(rod(0.045, 0.3), GREATCOAT, { at: [0.12, 0.7, -0.08], rotate: [1.1, 0, 0.3] }));
  } else {
    p.gear.push(part(box(0.05, 0.05, 0.24), STEEL, { at: [0.19, 0.62, -0.12], rotate: [0.3, 0, 0] }));
  }
  return modelOf(p);
}

/** A trooper on his horse, sabre raised (a Cossack or an uhlan with his lance). */
function cavalry(dress: Dress): BufferGeometry {
  const p = newParts();
  const back = horse(p, 0, 0.05, dress === 'cossack' ? { coat: HORSE_DARK } : {});
  rider(p, 0, 0.08, back, { dress: DRESS_SPECS[dress] });
  return modelOf(p);
}

/**
 * How much detail a model has: `near` for a camera close to the table, `far` for the wide views, where a
 * foot figure is a dozen pixels tall and its rifle and cap cannot be seen anyway.
 */
export type Detail = 'near' | 'far';

/** The kinds that have a simpler far model (officers, gunboats, wagons and lorries are few and keep theirs). */
export const FAR_KINDS: readonly FigureKind[] = ['infantry', 'cavalry', 'mg', 'tachanka', 'field-gun', 'tank', 'medium-tank', 'light-tank', 'armoured-car'];

const isFarKind = (kind: FigureKind): kind is keyof typeof farModels => (FAR_KINDS as readonly string[]).includes(kind);

/** The kinds whose figures wear their army's dress (troop-dress.ts): one model per kind and dress. */
export const DRESSED_KINDS: readonly FigureKind[] = ['infantry', 'cavalry', 'mg'];

export const isDressed = (kind: FigureKind): boolean => DRESSED_KINDS.includes(kind);

/** The dress a model of this kind is built in: its own for the dressed kinds, none (the same model) for the rest. */
export const modelDress = (kind: FigureKind, dress: Dress): Dress => (isDressed(kind) ? dress : 'red-rifleman');

/**
 * Builds the model of one kind of figure, its men in `dress` for the dressed kinds. The caller owns (and
 * disposes) the geometry.
 */
export function buildFigureModel(kind: FigureKind, detail: Detail = 'near', dress: Dress = DEFAULT_DRESS): BufferGeometry {
  if (detail === 'near' || !isFarKind(kind)) return compact(figureModel(kind, dress));
  return compact(farModels[kind](DRESS_SPECS[dress]));
}

/** The dress of the models built without one: the old plain figure's peaked cap, on a White rifleman. */
const DEFAULT_DRESS: Dress = 'white-rifleman';

/** The model before its vertices are shared, for building bigger models (an officer's marker) from it. */
export function figureModel(kind: FigureKind, dress: Dress = DEFAULT_DRESS): BufferGeometry {
  switch (kind) {
    case 'infantry': return infantry(dress);
    case 'cavalry': return cavalry(dress);
    case 'mg': return machineGun(DRESS_SPECS[dress]);
    case 'tachanka': return tachanka();
    case 'field-gun': return fieldGun();
    case 'tank': return markV();
    case 'medium-tank': return whippet();
    case 'light-tank': return renault();
    case 'armoured-car': return austin();
    case 'gunboat': return gunboat();
    case 'supply-wagon': return supplyWagon();
    case 'lorry': return lorry();
    case 'wagon': return horseWagon();
    case 'officer': return officerFigure();
  }
}

/** The flock's shades: darker at the corners, lighter tufts toward the middle, so a base reads as grass, not felt. */
export const FLOCK_SHADES = ['#4e6630', '#5b7236', '#68803d', '#56702f'] as const;

/**
 * A base 1×1×1 standing on y = 0, for instances scaled to each base's width, thickness and depth: upright
 * edges in a darker shade of the side's colour, a bevel round the top in the side's colour, and the top
 * flocked in mottled greens, raised a little in the middle. Built face by face so that no pixel is painted
 * twice (no top under the flock, no underside): 20 triangles.
 */
export function baseModel(): BufferGeometry {
  const h = 0.5, bevel = 0.06, edge = 0.72; // the bevel runs from the edge's top (y = edge) in to half-size h − bevel
  const t = h - bevel;
  const quad = (pts: [number, number, number][]): BufferGeometry => {
    const g = new BufferGeometry();
    const [a, b, c, d] = pts as [[number, number, number], [number, number, number], [number, number, number], [number, number, number]];
    g.setAttribute('position', new Float32BufferAttribute([...a, ...b, ...c, ...a, ...c, ...d], 3));
    g.computeVertexNormals();
    return g;
  };
  // the four corners round the base, from the back right (+x, +z), each face wound to face outward
  const corners: [number, number][] = [[h, h], [h, -h], [-h, -h], [-h, h]];
  const sides: BufferGeometry[] = [], rim: BufferGeometry[] = [], flock: BufferGeometry[] = [];
  corners.forEach(([x0, z0], i) => {
    const [x1, z1] = corners[(i + 1) % 4]!;
    const k = t / h;
    sides.push(quad([[x0, 0, z0], [x1, 0, z1], [x1, edge, z1], [x0, edge, z0]]));
    rim.push(quad([[x0, edge, z0], [x1, edge, z1], [x1 * k, 1, z1 * k], [x0 * k, 1, z0 * k]]));
    // the flock: a fan of four triangles to a tuft in the middle, each corner its own shade
    const g = new BufferGeometry();
    g.setAttribute('position', new Float32BufferAttribute([x0 * k, 1, z0 * k, x1 * k, 1, z1 * k, 0, 1.15, 0], 3));
    g.computeVertexNormals();
    flock.push(part(g, FLOCK_SHADES[i]!));
  });
  // the tuft in the middle in the lightest shade: recolour the fan's apex
  for (const g of flock) g.getAttribute('color').setXYZ(2, ...linearRgb(FLOCK_SHADES[2]));
  return compact(tintedModel([...rim.map((g) => part(g, 1)), ...sides.map((g) => part(g, 0.62))], flock));
}
