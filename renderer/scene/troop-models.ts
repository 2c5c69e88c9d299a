import { BufferGeometry, Float32BufferAttribute } from 'three';
import { GREATCOAT, HORSE_DARK, LEATHER, STEEL, block, box, cyl, newParts, rod } from './figure-kit.ts';
import { DRESS_SPECS, type Dress } from './troop-dress.ts';

const LEATHER_COAT = '#24201c';
import { farModels } from './far-models.ts';
import { compact, modelOf, part, tintedModel } from './model-kit.ts';
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
