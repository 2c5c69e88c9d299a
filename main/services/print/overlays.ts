import { boundsOf, polygonCentroid } from '../../../shared/geometry/polygon.ts';
import { baseCorners } from '../../../shared/geometry/base.ts';
import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Canvas, Rect } from './canvas.ts';
import { textWidth } from './text-metrics.ts';
import { fillPattern } from './area-patterns.ts';
import { toPage, toPagePath } from './map-frame.ts';
import type { MapContext } from './map-context.ts';
import { SIDE_COLOURS, TEXT_COLOUR } from './map-style.ts';
import { starPoints } from './point-drawing.ts';
import { type LabelBoard, ringAround } from './label-board.ts';
import { unitCentre, type PrintUnit } from './print-units.ts';
import { drawUnitSymbol, symbolKindOf } from './unit-symbols.ts';

/** Deployment zones: hatched in the side's colour (the two sides lean opposite ways) with a dashed edge. */
export function drawDeploymentZones(canvas: Canvas, ctx: MapContext, labelSize: number, board: LabelBoard): void {
  for (const zone of ctx.scenario.deployment) {
    const colour = SIDE_COLOURS[zone.side];
    const outline = toPagePath(ctx.frame, zone.polygon);
    if (!ctx.inkSaving) canvas.path([outline], true, { fill: { colour, opacity: 0.07 } });
    fillPattern(canvas, [outline], { kind: 'hatch', angle: zone.side === 'red' ? 45 : -45, spacing: 6, colour, width: 0.4 }, ctx.patternScale);
    canvas.path([outline], true, { stroke: { colour, width: 1.2, dash: [5, 3] } });
    // In a corner of the zone, the north-west first, where it is least likely to sit on the troops deployed there.
    const label = zone.label ?? `${ctx.scenario.sides[zone.side].name} deployment`;
    const b = boundsOf(zone.polygon);
    const { width, height } = ctx.scenario.table;
    const nw = toPage(ctx.frame, { x: Math.max(b.minX, 0), y: Math.min(b.maxY, height) });
    const se = toPage(ctx.frame, { x: Math.min(b.maxX, width), y: Math.max(b.minY, 0) });
    const half = { x: textWidth(label, labelSize, true) / 2 + labelSize * 0.6, y: labelSize * 1.2 };
    const spot = board.place(label, [
      { x: nw.x + half.x, y: nw.y + half.y }, { x: se.x - half.x, y: nw.y + half.y },
      { x: nw.x + half.x, y: se.y - half.y }, { x: se.x - half.x, y: se.y - half.y },
    ], labelSize, true);
    canvas.text(label, spot, { size: labelSize, bold: true, colour, align: 'middle', baseline: 'middle', halo: '#ffffff' });
  }
}

/** Areas named by victory conditions: a heavy dashed outline, a star, and what must be done there and by whom. */
export function drawVictoryAreas(canvas: Canvas, ctx: MapContext, symbolSize: number, labelSize: number, board: LabelBoard): void {
  for (const v of ctx.scenario.victory) {
    if (v.type !== 'clear-area' && v.type !== 'hold-area') continue;
    const area = ctx.scenario.terrain.find((f) => f.id === v.areaId);
    if (!area || area.kind !== 'area') continue;
    const colour = SIDE_COLOURS[v.winner];
    canvas.path([toPagePath(ctx.frame, area.polygon)], true, { stroke: { colour, width: 2, dash: [8, 3, 2, 3] } });
    const at = toPage(ctx.frame, polygonCentroid(area.polygon));
    canvas.path([starPoints(at, symbolSize, symbolSize * 0.42)], true, { fill: { colour: ctx.inkSaving ? '#ffffff' : '#f2c230' }, stroke: { colour, width: 0.9 } });
    const verb = v.type === 'clear-area' ? 'clear' : 'hold';
    const label = `Objective: ${ctx.scenario.sides[v.winner].name} to ${verb}${area.label ? ` ${area.label}` : ''}`;
    // Just outside the area, above it unless it reaches the north edge, so the troops inside stay readable.
    const b = boundsOf(area.polygon);
    const above = b.maxY < ctx.scenario.table.height - 2;
    const edge = toPage(ctx.frame, { x: (b.minX + b.maxX) / 2, y: above ? b.maxY : b.minY });
    const labelAt = { x: edge.x, y: edge.y + (above ? -labelSize : labelSize) };
    const spot = board.place(label, [labelAt, ...ringAround(labelAt, 0, 0, textWidth(label, labelSize, true), labelSize)], labelSize, true);
    canvas.text(label, spot, {
      size: labelSize, bold: true, colour, align: 'middle', baseline: 'middle', halo: '#ffffff',
    });
  }
}

/** Each base at its true footprint in the side's colour, its front edge heavier so facing shows. */
export function drawBaseFootprints(canvas: Canvas, ctx: MapContext, units: readonly PrintUnit[], opacity: number): void {
  for (const u of units) {
    if (u.reinforcement) continue;
    const colour = SIDE_COLOURS[u.side];
    const bodies = u.bases.map((b) => toPagePath(ctx.frame, baseCorners({ x: b.x, y: b.y, facing: b.facing, width: u.baseSize.width, depth: u.baseSize.depth })));
    canvas.path(bodies, true, {
      ...(ctx.inkSaving ? {} : { fill: { colour, opacity } }),
      stroke: { colour, width: 0.6, ...(u.hidden ? { dash: [2, 1.5] } : {}) },
    });
    const fronts = bodies.map((c) => [c[0]!, c[1]!]);
    canvas.path(fronts, false, { stroke: { colour, width: 1.6 } });
  }
}

/**
 * Overview markers: a unit symbol at the middle of its bases, its name under it (or above, right or left of it
 * when that would cover a name already placed); reinforcements at their entry point.
 */
export function drawUnitMarkers(canvas: Canvas, ctx: MapContext, units: readonly PrintUnit[], symbolWidth: number, labelSize: number, board: LabelBoard): void {
  const symbolH = symbolWidth * 0.67;
  units.forEach((u) => {
    const at = unitAnchor(ctx, u);
    drawUnitSymbol(canvas, at, symbolWidth, symbolKindOf(u), u.side, { hidden: u.hidden || !!u.reinforcement, inkSaving: ctx.inkSaving });
    const label = `${u.name}${u.reinforcement ? ` (turn ${u.reinforcement.turn})` : u.hidden ? ' (hidden)' : ''}`;
    const spot = board.place(label, ringAround(at, symbolH / 2, symbolWidth / 2, textWidth(label, labelSize), labelSize), labelSize);
    canvas.text(label, spot, { size: labelSize, colour: TEXT_COLOUR, align: 'middle', baseline: 'middle', halo: '#ffffff' });
  });
}

/** Where a unit's overview symbol stands on the page: the middle of its bases, or its entry point. */
export const unitAnchor = (ctx: MapContext, u: PrintUnit): Vec => toPage(ctx.frame, u.reinforcement ? u.reinforcement.entry : unitCentre(u));

/** The page box of a unit's overview symbol, kept free of lettering. */
export function unitSymbolBox(ctx: MapContext, u: PrintUnit, symbolWidth: number): Rect {
  const at = unitAnchor(ctx, u);
  const h = symbolWidth * 0.67;
  return { x: at.x - symbolWidth / 2, y: at.y - h / 2, width: symbolWidth, height: h };
}

/** Mat labels: each unit's name beside its bases, at a size a player reads standing over the table. */
export function drawUnitNames(canvas: Canvas, ctx: MapContext, units: readonly PrintUnit[], size: number): void {
  for (const u of units) {
    if (u.reinforcement) continue;
    // Under the unit's southernmost base, clear of its footprint whichever way it faces.
    const reach = Math.hypot(u.baseSize.width, u.baseSize.depth) / 2;
    const south = Math.min(...u.bases.map((b) => b.y)) - reach;
    const at = toPage(ctx.frame, { x: unitCentre(u).x, y: south });
    canvas.text(u.name, { x: at.x, y: at.y + size * 0.9 }, {
      size, bold: true, colour: SIDE_COLOURS[u.side], align: 'middle', baseline: 'middle', halo: '#ffffff',
    });
  }
}
