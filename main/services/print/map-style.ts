import type { AreaType, BuildingType, LineType, PointType, SideId } from '../../../shared/scenario/terrain-kinds.ts';

/**
 * The printed map's look: pale fills with simple patterns, in the manner of a printed military sketch map.
 * Pattern sizes are in points of paper and scaled per layout (a mat spaces its trees wider than an overview).
 * With ink saving, fills are dropped and the patterns and outlines carry the meaning alone.
 */

export type AreaPattern =
  | { kind: 'none' }
  | { kind: 'hatch'; angle: number; spacing: number; colour: string; width: number }
  | { kind: 'dots'; spacing: number; radius: number; colour: string }
  | { kind: 'trees'; spacing: number; radius: number; colour: string }
  | { kind: 'tufts'; spacing: number; length: number; colour: string };

export interface AreaStyle {
  label: string;
  fill: string;
  edge: string;
  pattern: AreaPattern;
  /** Pattern used instead when ink saving (areas with no pattern get a hatch). */
  inkPattern?: AreaPattern;
}

export const AREA_STYLES: Record<AreaType, AreaStyle> = {
  fields: { label: 'Fields', fill: '#f6eec6', edge: '#b89d4a', pattern: { kind: 'hatch', angle: 0, spacing: 5, colour: '#d8c27a', width: 0.4 } },
  rough: { label: 'Rough ground', fill: '#ece3d0', edge: '#9c8662', pattern: { kind: 'dots', spacing: 5, radius: 0.45, colour: '#8d7853' } },
  marsh: { label: 'Marsh', fill: '#dcecea', edge: '#4f8f95', pattern: { kind: 'tufts', spacing: 7, length: 3.5, colour: '#3f7f86' } },
  scrub: { label: 'Scrub', fill: '#e6f0d3', edge: '#7c9c55', pattern: { kind: 'trees', spacing: 10, radius: 1.1, colour: '#6f9448' } },
  woods: { label: 'Woods', fill: '#cfe4bd', edge: '#4e7a36', pattern: { kind: 'trees', spacing: 7, radius: 1.7, colour: '#4e7a36' } },
  'dense-woods': { label: 'Dense woods', fill: '#a9cf8f', edge: '#33602a', pattern: { kind: 'trees', spacing: 5, radius: 1.7, colour: '#2f5a25' } },
  'built-up': {
    label: 'Built-up area', fill: '#eddcd2', edge: '#8e5f4d', pattern: { kind: 'none' },
    inkPattern: { kind: 'hatch', angle: 45, spacing: 4, colour: '#8e5f4d', width: 0.35 },
  },
};

/** Order areas are drawn in, so small dense features sit on top of broad ones. */
export const AREA_ORDER: readonly AreaType[] = ['fields', 'rough', 'marsh', 'scrub', 'woods', 'dense-woods', 'built-up'];

export interface BuildingStyle {
  label: string;
  fill: string;
  edge: string;
}

export const BUILDING_STYLES: Record<BuildingType, BuildingStyle> = {
  stone: { label: 'Stone building', fill: '#8a7f78', edge: '#3d3531' },
  wood: { label: 'Wooden building', fill: '#b48859', edge: '#5b3d20' },
};

/**
 * A line feature is drawn as stacked strokes along its path. A stroke is `width` × the feature's true width
 * (at least `minWidth` points) plus `pt`; with no `width`, it is `pt` points wide.
 */
export interface LineStroke {
  colour: string;
  width?: number;
  pt?: number;
  minWidth?: number;
  dash?: readonly number[];
  cap?: 'butt' | 'round';
  /** Present only when not ink saving (the inner fill of a cased road, say). */
  fillOnly?: boolean;
  /** Drawn only when ink saving (the paper-white core that turns a thick line into an outline). */
  inkOnly?: boolean;
}

export interface LineStyle {
  label: string;
  strokes: readonly LineStroke[];
  /** Short marks across the line (trenches) or crosses along it (wire), spaced in points. */
  marks?: { kind: 'ticks' | 'crosses'; every: number; size: number; colour: string };
}

const PAPER = '#ffffff';

/** A dark edge with a pale core; ink saving leaves the core paper-white, so the line prints as its outline. */
function cased(edge: string, core: string, minWidth: number, dash?: readonly number[]): LineStroke[] {
  return [
    { colour: edge, width: 1, minWidth, ...(dash ? { dash } : {}) },
    { colour: core, width: 1, minWidth, pt: -1.2, fillOnly: true },
    { colour: PAPER, width: 1, minWidth, pt: -1.2, inkOnly: true },
  ];
}

export const LINE_STYLES: Record<LineType, LineStyle> = {
  road: { label: 'Road', strokes: cased('#6b4b2a', '#f1dca8', 2.4) },
  track: { label: 'Track', strokes: cased('#8a6a43', '#f3e6c6', 2, [5, 3]) },
  railway: { label: 'Railway', strokes: [{ colour: '#1e1e1e', width: 0.6, minWidth: 2.4 }, { colour: PAPER, width: 0.6, minWidth: 2.4, pt: -1.2, dash: [6, 6] }] },
  'stream-small': { label: 'Stream', strokes: cased('#3b7bbf', '#a9cdef', 1) },
  'stream-big': { label: 'Large stream', strokes: cased('#3b7bbf', '#a9cdef', 2) },
  river: { label: 'River', strokes: cased('#2f6aa8', '#a9cdef', 3) },
  hedge: { label: 'Hedge', strokes: [{ colour: '#3f6e2e', width: 0.8, minWidth: 1.5, dash: [0.1, 2.4], cap: 'round' }] },
  wall: { label: 'Wall', strokes: [{ colour: '#5a5a5a', width: 0.5, minWidth: 1.2 }] },
  trench: { label: 'Trench', strokes: [{ colour: '#6b4423', pt: 1.2 }], marks: { kind: 'ticks', every: 5, size: 3, colour: '#6b4423' } },
  wire: { label: 'Wire', strokes: [{ colour: '#333333', pt: 0.5 }], marks: { kind: 'crosses', every: 6, size: 1.8, colour: '#333333' } },
};

export const LINE_ORDER: readonly LineType[] = ['river', 'stream-big', 'stream-small', 'hedge', 'wall', 'trench', 'wire', 'track', 'road', 'railway'];

export const POINT_LABELS: Record<PointType, string> = {
  ford: 'Ford', bridge: 'Bridge', objective: 'Objective', station: 'Station', entry: 'Entry point',
  train: 'Armoured train (off table)',
};

export const HILL_STYLE = { fill: '#f1e2bd', contour: '#a0703c', label: 'Hill (½-level contours)' } as const;

export const SIDE_COLOURS: Record<SideId, string> = { red: '#c62828', white: '#1f4e9c' };

export const GRID_COLOUR = '#7a7a7a';
export const TABLE_EDGE_COLOUR = '#222222';
export const TEXT_COLOUR = '#1a1a1a';
export const MUTED_TEXT = '#555555';
