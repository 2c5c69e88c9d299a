import type { Vec } from '../../../shared/geometry/vec.ts';

/**
 * The small drawing surface every print layout draws on. Coordinates are PDF points (1/72 inch) from the page's
 * top-left corner, y downward, so a layout draws the same page into a PDF or an SVG without knowing which.
 */

export interface StrokeStyle {
  colour: string;
  width: number;
  dash?: readonly number[];
  /** How far into the dash pattern the path begins (a path cut from a longer one keeps its dashes in place). */
  dashOffset?: number;
  opacity?: number;
  cap?: 'butt' | 'round' | 'square';
  join?: 'miter' | 'round' | 'bevel';
}

export interface FillStyle {
  colour: string;
  opacity?: number;
}

/** Fill uses the even-odd rule, so a second subpath inside the first is a hole. */
export interface Paint {
  fill?: FillStyle;
  stroke?: StrokeStyle;
}

export type Subpaths = readonly (readonly Vec[])[];

export interface TextStyle {
  size: number;
  bold?: boolean;
  italic?: boolean;
  colour?: string;
  align?: 'start' | 'middle' | 'end';
  /** Where `at` sits: on the baseline, at cap height (top), halfway up the capitals (middle), or at the descender. */
  baseline?: 'alphabetic' | 'top' | 'middle' | 'bottom';
  /** Degrees, clockwise, about `at`. */
  rotate?: number;
  /** A paper-coloured outline behind the letters, so a label stays legible over map detail. */
  halo?: string;
}

export interface Canvas {
  readonly width: number;
  readonly height: number;
  /** Polylines; when `closed`, each subpath closes back to its first point. */
  path(subpaths: Subpaths, closed: boolean, paint: Paint): void;
  circle(centre: Vec, radius: number, paint: Paint): void;
  text(text: string, at: Vec, style: TextStyle): void;
  /** Draws whatever `draw` draws, clipped to the closed subpaths. */
  clipped(region: Subpaths, draw: () => void): void;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const rectPath = (r: Rect): Vec[] => [
  { x: r.x, y: r.y }, { x: r.x + r.width, y: r.y }, { x: r.x + r.width, y: r.y + r.height }, { x: r.x, y: r.y + r.height },
];

export const insetRect = (r: Rect, by: number): Rect => ({ x: r.x + by, y: r.y + by, width: r.width - 2 * by, height: r.height - 2 * by });

export function line(canvas: Canvas, a: Vec, b: Vec, stroke: StrokeStyle): void {
  canvas.path([[a, b]], false, { stroke });
}

export function rect(canvas: Canvas, r: Rect, paint: Paint): void {
  canvas.path([rectPath(r)], true, paint);
}

/** Helvetica's vertical metrics (per 1 pt of size), shared by both writers so text lands in the same place. */
export const FONT_METRICS = { capHeight: 0.718, descender: -0.207, ascender: 0.718 } as const;

/** Distance from `at` down to the baseline for a given `baseline` choice. */
export function baselineShift(style: TextStyle): number {
  switch (style.baseline ?? 'alphabetic') {
    case 'alphabetic': return 0;
    case 'top': return FONT_METRICS.capHeight * style.size;
    case 'middle': return (FONT_METRICS.capHeight * style.size) / 2;
    case 'bottom': return FONT_METRICS.descender * style.size;
  }
}
