import type { Vec } from '../../../shared/geometry/vec.ts';
import { baseCorners } from '../../../shared/geometry/base.ts';
import { polygonCentroid } from '../../../shared/geometry/polygon.ts';
import type { Canvas } from './canvas.ts';
import { fillPattern } from './area-patterns.ts';
import { toPage, toPagePath, tableRect } from './map-frame.ts';
import type { MapContext } from './map-context.ts';
import { AREA_ORDER, AREA_STYLES, BUILDING_STYLES, HILL_STYLE, TEXT_COLOUR } from './map-style.ts';
import { rect } from './canvas.ts';
import { type LabelBoard, ringAround } from './label-board.ts';
import { textWidth } from './text-metrics.ts';

/** The table's surface and its outline. */
export function drawTableSurface(canvas: Canvas, ctx: MapContext): void {
  rect(canvas, tableRect(ctx.frame), ctx.inkSaving ? {} : { fill: { colour: '#fbf8ef' } });
}

export function drawHills(canvas: Canvas, ctx: MapContext): void {
  for (const hill of ctx.terrain.hills) {
    const outline = toPagePath(ctx.frame, hill.feature.polygon);
    canvas.path([outline], true, {
      ...(ctx.inkSaving ? {} : { fill: { colour: HILL_STYLE.fill } }),
      stroke: { colour: HILL_STYLE.contour, width: 1, join: 'round' },
    });
  }
}

/** Contour lines over the areas, so a wood on a hill still shows its slope. Whole levels are drawn heavier. */
export function drawContours(canvas: Canvas, ctx: MapContext): void {
  for (const contour of ctx.contours) {
    const whole = Math.abs(contour.level - Math.round(contour.level)) < 1e-9;
    const lines = contour.lines.map((l) => toPagePath(ctx.frame, l));
    if (lines.length > 0) canvas.path(lines, false, { stroke: { colour: HILL_STYLE.contour, width: whole ? 0.8 : 0.45, join: 'round' } });
  }
}

/** Spot heights: each hill's crest height (and its name), placed at the hill's middle. */
export function drawHillLabels(canvas: Canvas, ctx: MapContext, size: number, board: LabelBoard): void {
  for (const hill of ctx.terrain.hills) {
    const at = toPage(ctx.frame, polygonCentroid(hill.feature.polygon));
    canvas.circle(at, size * 0.18, { fill: { colour: HILL_STYLE.contour } });
    const height = formatHeight(hill.feature.height);
    board.reserve({ x: at.x - size * 0.2, y: at.y - size * 0.6, width: size * 0.55 + textWidth(height, size), height: size * 1.2 });
    canvas.text(height, { x: at.x + size * 0.35, y: at.y }, { size, colour: HILL_STYLE.contour, baseline: 'middle' });
    const label = hill.feature.label;
    if (label) {
      const spot = board.place(label, [{ x: at.x, y: at.y + size * 1.3 }, ...ringAround(at, size * 0.6, size * 0.6, textWidth(label, size), size)], size);
      canvas.text(label, spot, { size, italic: true, colour: HILL_STYLE.contour, align: 'middle', baseline: 'middle' });
    }
  }
}

const formatHeight = (h: number): string => (Number.isInteger(h) ? String(h) : h.toFixed(1));

export function drawAreas(canvas: Canvas, ctx: MapContext): void {
  for (const type of AREA_ORDER) {
    const style = AREA_STYLES[type];
    for (const f of ctx.scenario.terrain) {
      if (f.kind !== 'area' || f.type !== type) continue;
      const outline = toPagePath(ctx.frame, f.polygon);
      if (!ctx.inkSaving) canvas.path([outline], true, { fill: { colour: style.fill } });
      fillPattern(canvas, [outline], ctx.inkSaving ? (style.inkPattern ?? style.pattern) : style.pattern, ctx.patternScale);
      canvas.path([outline], true, { stroke: { colour: style.edge, width: 0.8, join: 'round', ...(type === 'fields' ? { dash: [3, 2] } : {}) } });
    }
  }
}

export function drawBuildings(canvas: Canvas, ctx: MapContext): void {
  for (const f of ctx.scenario.terrain) {
    if (f.kind !== 'building') continue;
    const style = BUILDING_STYLES[f.type];
    const corners = toPagePath(ctx.frame, baseCorners({ x: f.x, y: f.y, facing: f.rotation, width: f.width, depth: f.depth }));
    canvas.path([corners], true, { ...(ctx.inkSaving ? {} : { fill: { colour: style.fill } }), stroke: { colour: style.edge, width: 0.7 } });
    if (ctx.inkSaving) fillPattern(canvas, [corners], { kind: 'hatch', angle: f.type === 'stone' ? 45 : -45, spacing: 2.2, colour: style.edge, width: 0.35 }, 1);
  }
}

/** Names of areas and lines that carry a label, in italics at their middle (or beside it where that is taken). */
export function drawFeatureLabels(canvas: Canvas, ctx: MapContext, size: number, board: LabelBoard): void {
  // An objective area's name is already in its objective label.
  const objectives = new Set(ctx.scenario.victory.flatMap((v) => (v.type === 'clear-area' || v.type === 'hold-area' ? [v.areaId] : [])));
  for (const f of ctx.scenario.terrain) {
    if (!f.label || objectives.has(f.id)) continue;
    let at: Vec | null = null;
    if (f.kind === 'area') at = polygonCentroid(f.polygon);
    else if (f.kind === 'line') at = f.points[Math.floor(f.points.length / 2)] ?? null;
    else if (f.kind === 'building') at = { x: f.x, y: f.y - f.depth / 2 - 0.5 };
    if (!at) continue;
    const page = toPage(ctx.frame, at);
    const spot = board.place(f.label, [page, ...ringAround(page, 0, 0, textWidth(f.label, size), size)], size);
    canvas.text(f.label, spot, { size, italic: true, colour: TEXT_COLOUR, align: 'middle', baseline: 'middle' });
  }
}
