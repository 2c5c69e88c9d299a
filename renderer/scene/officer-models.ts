import { BufferGeometry, CylinderGeometry, ExtrudeGeometry, Float32BufferAttribute, Shape, TorusGeometry } from 'three';
import { compact, mergeParts, part, tintedModel } from './model-kit.ts';
import { OFFICER_STYLE, type OfficerEmblem, type OfficerRank } from './palette.ts';
import { officerFigure } from './troop-models.ts';
import { officerPoleHeight } from './officer-layout.ts';

/**
 * The emblems that top officers' poles, about 1" across, standing on y = 0 (the pole's tip). Flat shapes
 * are doubled at right angles so they read from any side of the table. Tinted per rank.
 */
function star(): BufferGeometry {
  const s = new Shape();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 0.55 : 0.23;
    const a = Math.PI / 2 + (i * Math.PI) / 5;
    if (i === 0) s.moveTo(Math.cos(a) * r, Math.sin(a) * r); else s.lineTo(Math.cos(a) * r, Math.sin(a) * r);
  }
  s.closePath();
  const plate = () => new ExtrudeGeometry(s, { depth: 0.12, bevelEnabled: false }).translate(0, 0.5, -0.06);
  return mergeParts([part(plate(), 1), part(plate(), 1, { rotate: [0, Math.PI / 2, 0] })]);
}

/** A flat triangle pennant flying from the pole, its hoist `h` high and `l` long. */
function pennantGeometry(h: number, l: number, y: number): BufferGeometry {
  const g = new BufferGeometry();
  // both faces, so it shows from either side
  g.setAttribute('position', new Float32BufferAttribute([0, y, 0, 0, y - h, 0, l, y - h / 2, 0, 0, y, 0, l, y - h / 2, 0, 0, y - h, 0], 3));
  g.computeVertexNormals();
  return g;
}

function pennants(count: 1 | 2): BufferGeometry {
  const parts: BufferGeometry[] = [];
  for (let i = 0; i < count; i++) {
    const y = 0.05 - i * 0.5;
    parts.push(part(pennantGeometry(0.42, 1.0, y), 1), part(pennantGeometry(0.42, 1.0, y), 1, { rotate: [0, Math.PI / 2, 0] }));
  }
  parts.push(part(new CylinderGeometry(0.09, 0.09, 0.12, 8), 0.6, { at: [0, 0.06, 0] }));
  return mergeParts(parts);
}

function banner(): BufferGeometry {
  const flag = () => new ExtrudeGeometry(rect(0, -0.7, 0.95, 0.7), { depth: 0.05, bevelEnabled: false }).translate(0, 0, -0.025);
  return mergeParts([
    part(flag(), 1), part(flag(), 1, { rotate: [0, Math.PI / 2, 0] }),
    part(new CylinderGeometry(0.1, 0.1, 0.14, 8), 0.6, { at: [0, 0.07, 0] }),
  ]);
}

function rect(x: number, y: number, w: number, h: number): Shape {
  const s = new Shape();
  s.moveTo(x, y); s.lineTo(x + w, y); s.lineTo(x + w, y + h); s.lineTo(x, y + h); s.closePath();
  return s;
}

/** An observer's lens: two rings crossed, like a gimbal, seen round from every side. */
function lens(): BufferGeometry {
  return mergeParts([
    part(new TorusGeometry(0.38, 0.09, 6, 14), 1, { at: [0, 0.47, 0] }),
    part(new TorusGeometry(0.38, 0.09, 6, 14), 0.85, { at: [0, 0.47, 0], rotate: [0, Math.PI / 2, 0] }),
  ]);
}

export function buildEmblem(emblem: OfficerEmblem): BufferGeometry {
  switch (emblem) {
    case 'star': return star();
    case 'banner': return banner();
    case 'lens': return lens();
    case 'double-pennant': return pennants(2);
    case 'pennant': return pennants(1);
  }
}

/** Height of an officer's round base, inches. */
export const OFFICER_BASE_HEIGHT = 0.14;

/**
 * A whole officer marker of one rank as one model, looking down −z: a round base in the side's colour,
 * the officer standing on it (a commissar in leather, an observer with field glasses), and behind him a pole
 * topped by the rank's emblem in the rank's colour.
 */
export function officerMarkerModel(rank: OfficerRank, figureScale = 1): BufferGeometry {
  const style = OFFICER_STYLE[rank];
  const r = style.baseRadius;
  const top = OFFICER_BASE_HEIGHT;
  // enlarged with the men on the same round base (the settings' figure scale); the pole grows as much, the emblem not
  const grow = Math.max(1, figureScale);
  const figure = officerFigure(rank === 'commissar' ? 'commissar' : rank === 'observer' ? 'observer' : 'officer')
    .scale(grow, grow, grow).translate(-0.08, top, -0.12 * r);
  const poleZ = r * 0.6;
  const pole = officerPoleHeight(rank, figureScale);
  const side = [part(new CylinderGeometry(r, r, top + 0.03, 14), 1, { at: [0, (top - 0.03) / 2, 0] })];
  const gear = [
    part(new CylinderGeometry(0.035 * Math.sqrt(grow), 0.035 * Math.sqrt(grow), pole, 5), '#2b2118', { at: [0.1, top + pole / 2, poleZ] }),
    part(buildEmblem(style.emblem), style.colour, { at: [0.1, top + pole, poleZ], rotate: [0, Math.PI / 4, 0] }),
  ];
  // the figure comes tinted already, with its own mask
  return compact(mergeParts([tintedModel(side, gear), figure]));
}

/** Officer marker models by rank and figure scale, each built when first asked for and handed to `keep` once. */
export class OfficerMarkerModels {
  readonly #models = new Map<string, BufferGeometry>();
  readonly #keep: (model: BufferGeometry) => BufferGeometry;
  constructor(keep: (model: BufferGeometry) => BufferGeometry) {
    this.#keep = keep;
  }

  of(rank: OfficerRank, figureScale: number): BufferGeometry {
    const key = `${rank}:${figureScale}`;
    let model = this.#models.get(key);
    if (!model) this.#models.set(key, (model = this.#keep(officerMarkerModel(rank, figureScale))));
    return model;
  }
}
