import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Canvas, Paint, Rect, StrokeStyle, Subpaths, TextStyle } from './canvas.ts';
import { clipPolyline, clipRing, pointInBox, type Box, type PolylinePiece } from './box-clipping.ts';

/**
 * How far past the visible rectangle a shape may reach before it is cut: beyond any stroke's half-width, cap and
 * mitre, so a cut edge never shows. A mat sheet draws the whole table at 1:1, metres off the page; the PNG renderer
 * (resvg) aborts the process on a clipped group whose shapes reach more than two pages beyond the page.
 */
export const CUT_REACH_PT = 72;

/** Below this a circle's polygon strays from the true circle by no more than a hundredth of a point. */
const CIRCLE_SAG_PT = 0.01;

/**
 * Wraps a canvas so that a mat sheet, which draws the whole table, keeps only what lands on the sheet: shapes wholly
 * outside `visible` are dropped (which keeps a 50-page PDF small) and shapes reaching far beyond it are cut at
 * `visible` grown by CUT_REACH_PT, painting exactly the same on the sheet. Fills and clip regions are cut to the
 * grown box; strokes are cut into the runs inside it, each keeping its place in the dash pattern.
 */
export function culled(canvas: Canvas, visible: Rect, measure: (text: string, style: TextStyle) => number): Canvas {
  const bounds: Box = { minX: visible.x - CUT_REACH_PT, minY: visible.y - CUT_REACH_PT, maxX: visible.x + visible.width + CUT_REACH_PT, maxY: visible.y + visible.height + CUT_REACH_PT };
  const outside = (b: Box) => b.maxX < visible.x || b.maxY < visible.y || b.minX > visible.x + visible.width || b.minY > visible.y + visible.height;
  const within = (b: Box) => b.minX >= bounds.minX && b.minY >= bounds.minY && b.maxX <= bounds.maxX && b.maxY <= bounds.maxY;
  const wrapped: Canvas = {
    width: canvas.width,
    height: canvas.height,
    path(subpaths, closed, paint) {
      const box = grown(boxOf(subpaths), paint.stroke ? paint.stroke.width : 0);
      if (outside(box)) return;
      if (within(box)) canvas.path(subpaths, closed, paint);
      else cutPath(canvas, subpaths, closed, paint, bounds);
    },
    circle(centre, radius, paint) {
      const box = grown({ minX: centre.x, minY: centre.y, maxX: centre.x, maxY: centre.y }, radius + (paint.stroke ? paint.stroke.width : 0));
      if (outside(box)) return;
      if (within(box)) canvas.circle(centre, radius, paint);
      else wrapped.path([circlePolygon(centre, radius)], true, paint);
    },
    text(text, at, style) {
      // Rotation can swing the text anywhere within its length of the anchor.
      const reach = measure(text, style) + style.size;
      if (!outside({ minX: at.x - reach, minY: at.y - reach, maxX: at.x + reach, maxY: at.y + reach })) canvas.text(text, at, style);
    },
    clipped(region, draw) {
      const box = boxOf(region);
      if (outside(box)) return;
      if (within(box)) {
        canvas.clipped(region, draw);
        return;
      }
      const cut = region.map((ring) => clipRing(ring, bounds)).filter((ring) => ring.length > 0);
      if (cut.length > 0) canvas.clipped(cut, draw);
    },
  };
  return wrapped;
}

function boxOf(subpaths: Subpaths): Box {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const sp of subpaths) for (const p of sp) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

const grown = (b: Box, by: number): Box => ({ minX: b.minX - by, minY: b.minY - by, maxX: b.maxX + by, maxY: b.maxY + by });

/** A path reaching beyond `bounds`, drawn as its fill cut to the box and then its stroke's runs inside the box. */
function cutPath(canvas: Canvas, subpaths: Subpaths, closed: boolean, paint: Paint, bounds: Box): void {
  if (paint.fill) {
    const rings = subpaths.map((sp) => clipRing(sp, bounds)).filter((ring) => ring.length > 0);
    if (rings.length > 0) canvas.path(rings, true, { fill: paint.fill });
  }
  const stroke = paint.stroke;
  if (!stroke) return;
  const dashed = stroke.dash !== undefined && stroke.dash.length > 0;
  const wholeRings: Vec[][] = [];
  const runs: PolylinePiece[] = [];
  for (const sp of subpaths) {
    if (sp.every((p) => pointInBox(p, bounds))) {
      if (closed) wholeRings.push([...sp]);
      else runs.push({ points: [...sp], start: 0 });
    } else runs.push(...clipPolyline(closed ? ringAsLine(sp, dashed, bounds) : sp, bounds));
  }
  if (wholeRings.length > 0) canvas.path(wholeRings, true, { stroke });
  if (!dashed) {
    if (runs.length > 0) canvas.path(runs.map((run) => run.points), false, { stroke });
    return;
  }
  // Each subpath starts its dashes afresh, so each run is a path of its own that resumes the pattern where it was.
  for (const run of runs) canvas.path([run.points], false, { stroke: withOffset(stroke, run.start) });
}

const withOffset = (stroke: StrokeStyle, by: number): StrokeStyle => (by === 0 ? stroke : { ...stroke, dashOffset: (stroke.dashOffset ?? 0) + by });

/**
 * A closed ring as an open line round it. Undashed, it starts at a corner outside the box, so the join it loses
 * falls where nothing shows; dashed, it starts where the ring does, since that is where its dashes begin.
 */
function ringAsLine(ring: readonly Vec[], dashed: boolean, bounds: Box): Vec[] {
  const from = dashed ? 0 : Math.max(0, ring.findIndex((p) => !pointInBox(p, bounds)));
  return [...ring.slice(from), ...ring.slice(0, from), ring[from]!];
}

/** A circle as a polygon close enough to pass for it, starting east and turning as SVG draws a circle. */
function circlePolygon(centre: Vec, radius: number): Vec[] {
  const sides = Math.max(16, Math.ceil(Math.PI / Math.acos(Math.max(-1, 1 - CIRCLE_SAG_PT / radius))));
  return Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides;
    return { x: centre.x + radius * Math.cos(angle), y: centre.y + radius * Math.sin(angle) };
  });
}
