import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { AreaType, LineType } from '../../shared/scenario/terrain-kinds.ts';
import type { MarkerKind, OfficerView } from '../../shared/engine/ruleset.ts';

/**
 * Colours of the table. Sides use the Okabe–Ito palette, which stays distinct under the common forms of
 * colour blindness: Red is vermilion, White is blue (white itself would vanish against pale ground and
 * snow). Marker colours come from the same palette and are always paired with a distinct shape.
 */
export const SIDE_COLOURS: Readonly<Record<SideId, string>> = {
  red: '#D55E00', // Okabe–Ito vermilion
  white: '#0072B2', // Okabe–Ito blue
};

/** The rest of the Okabe–Ito palette, for markers and tools. */
export const OKABE_ITO = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  reddishPurple: '#CC79A7',
  black: '#000000',
} as const;

/** Painted felt and scenery, chosen to look like a painted miniatures table rather than a map. */
export const TERRAIN_COLOURS = {
  felt: '#68803f',
  feltDark: '#566c33',
  feltLight: '#7d9650',
  hill: '#8fa45a',
  hillFoot: '#56672f',
  tableWood: '#6b4226',
  tableWoodDark: '#4a2c18',
  background: '#2b2622',
  area: {
    woods: '#4e6a2e',
    'dense-woods': '#3d5526',
    scrub: '#7a8a45',
    'built-up': '#a08a62',
    fields: '#b8a55a',
    marsh: '#55684a',
    rough: '#8a7f62',
  } satisfies Record<AreaType, string>,
  furrowDark: '#8d6f3e',
  furrowLight: '#c8b56a',
  marshWater: '#4f6e78',
  treeTrunk: '#5a3d22',
  treeCrowns: ['#3f6b2a', '#4d7a2f', '#355e27', '#5b8232'],
  denseCrowns: ['#2f5222', '#38602a', '#2a4a1f'],
  bush: ['#5f7a34', '#6e8a3b', '#4f6a2c'],
  reed: '#b5a85c',
  stone: ['#8e8a80', '#a19c90', '#77746c'],
  stoneWall: '#9c968a',
  woodWall: '#7b5a3a',
  plaster: '#d9cfb4',
  roofRed: '#9c4a32',
  roofThatch: '#b49a5a',
  roofGrey: '#6d6e6a',
  door: '#3b2a1c',
  water: '#3f7fa6',
  waterDeep: '#336d93',
  bank: '#6b5a3c',
  ballast: '#8c877c',
  rail: '#4b4b4e',
  sleeper: '#4e3a28',
} as const;

/** Colour and lift of each line kind drawn as a flat ribbon. */
export const LINE_STYLE: Readonly<Partial<Record<LineType, { colour: string; lift: number }>>> = {
  road: { colour: '#a89670', lift: 0.04 },
  track: { colour: '#9a8560', lift: 0.035 },
  'stream-small': { colour: TERRAIN_COLOURS.water, lift: 0.045 },
  'stream-big': { colour: TERRAIN_COLOURS.water, lift: 0.045 },
  river: { colour: TERRAIN_COLOURS.waterDeep, lift: 0.05 },
  trench: { colour: '#3e2e1e', lift: 0.03 },
};

/** Shapes a status marker may take; each kind has its own so colour is never the only cue. */
export const MARKER_SHAPES = [
  'triangle', 'diamond', 'triangle-down', 'cross', 'chevron', 'ring', 'circle', 'flame', 'square', 'octagon', 'dome',
] as const;
export type MarkerShape = (typeof MARKER_SHAPES)[number];

export interface MarkerStyle {
  shape: MarkerShape;
  fill: string;
  ink: string;
  /** Short text on the counter. */
  glyph: string;
  label: string;
}

export const MARKER_STYLE: Readonly<Record<MarkerKind, MarkerStyle>> = {
  'morale-failure': { shape: 'triangle', fill: OKABE_ITO.yellow, ink: '#000', glyph: '!', label: 'Morale failure' },
  terror: { shape: 'diamond', fill: OKABE_ITO.reddishPurple, ink: '#fff', glyph: 'T', label: 'Terror' },
  humiliated: { shape: 'triangle-down', fill: '#9a8a78', ink: '#000', glyph: 'H', label: 'Humiliated' },
  pinned: { shape: 'cross', fill: OKABE_ITO.orange, ink: '#000', glyph: 'P', label: 'Pinned' },
  routing: { shape: 'chevron', fill: '#ffffff', ink: '#000', glyph: 'R', label: 'Routing' },
  moved: { shape: 'ring', fill: '#d8d8d8', ink: '#000', glyph: 'M', label: 'Moved' },
  hidden: { shape: 'circle', fill: '#444444', ink: '#fff', glyph: '?', label: 'Hidden' },
  fire: { shape: 'flame', fill: OKABE_ITO.orange, ink: '#000', glyph: 'F', label: 'Fired' },
  'ammo-low': { shape: 'square', fill: OKABE_ITO.skyBlue, ink: '#000', glyph: 'A', label: 'Ammunition low' },
  immobilised: { shape: 'octagon', fill: '#1a1a1a', ink: '#fff', glyph: 'X', label: 'Immobilised' },
  'dug-in': { shape: 'dome', fill: '#8b6b3e', ink: '#fff', glyph: 'D', label: 'Dug in' },
};

export type OfficerRank = OfficerView['rank'];

/** What tops an officer's pole: each rank a different silhouette, readable from across the table. */
export const OFFICER_EMBLEMS = ['star', 'banner', 'lens', 'double-pennant', 'pennant'] as const;
export type OfficerEmblem = (typeof OFFICER_EMBLEMS)[number];

export const OFFICER_STYLE: Readonly<Record<OfficerRank, { emblem: OfficerEmblem; colour: string; poleHeight: number; baseRadius: number; label: string }>> = {
  commander: { emblem: 'star', colour: OKABE_ITO.yellow, poleHeight: 3.2, baseRadius: 0.75, label: 'Commander' },
  commissar: { emblem: 'banner', colour: OKABE_ITO.reddishPurple, poleHeight: 2.9, baseRadius: 0.65, label: 'Commissar' },
  observer: { emblem: 'lens', colour: OKABE_ITO.skyBlue, poleHeight: 2.6, baseRadius: 0.6, label: 'Observer' },
  senior: { emblem: 'double-pennant', colour: OKABE_ITO.orange, poleHeight: 2.6, baseRadius: 0.6, label: 'Senior officer' },
  junior: { emblem: 'pennant', colour: '#ffffff', poleHeight: 2.2, baseRadius: 0.5, label: 'Junior officer' },
};

/** '#rrggbb' to linear-free 0..1 components (vertex colours are authored in sRGB like the rest). */
export function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  return [((v >> 16) & 255) / 255, ((v >> 8) & 255) / 255, (v & 255) / 255];
}

/** Blend two colours, t = 0 gives a, 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const x = hexToRgb(a), y = hexToRgb(b);
  const c = x.map((v, i) => Math.round((v + (y[i]! - v) * t) * 255));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
