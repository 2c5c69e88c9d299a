import type { Canvas } from './canvas.ts';
import { rectPath } from './canvas.ts';
import { tableRect } from './map-frame.ts';
import type { MapContext } from './map-context.ts';
import { drawAreas, drawBuildings, drawContours, drawFeatureLabels, drawHillLabels, drawHills, drawTableSurface } from './terrain-drawing.ts';
import { drawLines } from './line-drawing.ts';
import { drawPoints, pointSymbolBoxes } from './point-drawing.ts';
import { drawGrid, drawGridSquareNames, drawTableOutline } from './grid-drawing.ts';
import { drawBaseFootprints, drawDeploymentZones, drawUnitMarkers, drawUnitNames, drawVictoryAreas, unitSymbolBox } from './overlays.ts';
import { LabelBoard } from './label-board.ts';
import { drawSectors } from './sector-drawing.ts';
import type { PrintUnit } from './print-units.ts';

/** Sizes (points) of the map's marks and lettering; an overview is small, a mat is read from a standing height. */
export interface MapLook {
  gridWidth: number;
  labelSize: number;
  symbolSize: number;
  /** 'symbols': a unit symbol per unit (overview); 'footprints': true-size bases with names (mat). */
  units: 'symbols' | 'footprints';
  unitSymbolWidth: number;
  unitLabelSize: number;
  squareNames: boolean;
}

export const OVERVIEW_LOOK: MapLook = { gridWidth: 0.35, labelSize: 6.5, symbolSize: 5, units: 'symbols', unitSymbolWidth: 15, unitLabelSize: 5.5, squareNames: false };
export const MAT_LOOK: MapLook = { gridWidth: 0.6, labelSize: 14, symbolSize: 16, units: 'footprints', unitSymbolWidth: 0, unitLabelSize: 11, squareNames: true };

/** The whole table, in drawing order: ground, terrain, grid, sectors, zones and objectives, then the troops on top. */
export function drawTableMap(canvas: Canvas, ctx: MapContext, units: readonly PrintUnit[], look: MapLook): void {
  // Symbols first, so no name is lettered over one; then each label finds room among those already placed.
  const board = new LabelBoard(ctx.frame);
  if (look.units === 'symbols') for (const u of units) board.reserve(unitSymbolBox(ctx, u, look.unitSymbolWidth));
  for (const box of pointSymbolBoxes(ctx, look.symbolSize)) board.reserve(box);
  drawTableSurface(canvas, ctx);
  canvas.clipped([rectPath(tableRect(ctx.frame))], () => {
    drawHills(canvas, ctx);
    drawAreas(canvas, ctx);
    drawContours(canvas, ctx);
    drawLines(canvas, ctx);
    drawBuildings(canvas, ctx);
    drawGrid(canvas, ctx, look.gridWidth);
    if (look.squareNames) drawGridSquareNames(canvas, ctx, look.labelSize * 0.6);
    drawSectors(canvas, ctx, look.labelSize, look.gridWidth, board);
    drawDeploymentZones(canvas, ctx, look.labelSize, board);
    drawHillLabels(canvas, ctx, look.labelSize * 0.85, board);
    drawVictoryAreas(canvas, ctx, look.symbolSize * 1.3, look.labelSize, board);
    drawFeatureLabels(canvas, ctx, look.labelSize, board);
    if (look.units === 'footprints') {
      drawBaseFootprints(canvas, ctx, units, 0.35);
      drawUnitNames(canvas, ctx, units, look.unitLabelSize);
    } else {
      drawBaseFootprints(canvas, ctx, units, 0.5);
    }
  });
  drawTableOutline(canvas, ctx, look.units === 'footprints' ? 1.5 : 1);
  // Point symbols may reach past the edge (an entry point sits on it).
  drawPoints(canvas, ctx, look.symbolSize, look.labelSize * 0.85, board);
  // Symbols may stand over the table's edge (reinforcements enter there), so they are not clipped.
  if (look.units === 'symbols') drawUnitMarkers(canvas, ctx, units, look.unitSymbolWidth, look.unitLabelSize, board);
}
