import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Canvas, Rect } from './canvas.ts';
import { line, rect } from './canvas.ts';
import { tileAt, tileName, type MatPlan, type MatTile } from './mat-tiling.ts';
import { PT_PER_MM } from './paper.ts';
import { TEXT_COLOUR } from './map-style.ts';
import { fitText } from './text-metrics.ts';

/** Marks every mat sheet carries: crop marks, alignment targets on its seams, its name and its neighbours'. */

const INK = '#000000';

/** The sheet's trim box (what stays visible once assembled) and its printable area, in page points. */
export function sheetBoxes(plan: MatPlan): { printable: Rect; trim: Rect; bleed: number } {
  const m = plan.marginMm * PT_PER_MM;
  const printable = { x: m, y: m, width: plan.printableMm.width * PT_PER_MM, height: plan.printableMm.height * PT_PER_MM };
  const bleed = (plan.overlapMm / 2) * PT_PER_MM;
  return { printable, trim: { x: m + bleed, y: m + bleed, width: plan.stepMm.width * PT_PER_MM, height: plan.stepMm.height * PT_PER_MM }, bleed };
}

/**
 * Crop marks at the four corners of the trim box, running out through the bleed. With no overlap there is no
 * bleed, so short ticks point inward along the sheet's printable edge instead.
 */
export function drawCropMarks(canvas: Canvas, trim: Rect, bleed: number): void {
  const stroke = { colour: INK, width: 0.5 };
  const reach = bleed > 2 ? bleed : -3 * PT_PER_MM;
  const corners: [Vec, number, number][] = [
    [{ x: trim.x, y: trim.y }, -1, -1],
    [{ x: trim.x + trim.width, y: trim.y }, 1, -1],
    [{ x: trim.x + trim.width, y: trim.y + trim.height }, 1, 1],
    [{ x: trim.x, y: trim.y + trim.height }, -1, 1],
  ];
  for (const [c, sx, sy] of corners) {
    line(canvas, c, { x: c.x + sx * reach, y: c.y }, stroke);
    line(canvas, c, { x: c.x, y: c.y + sy * reach }, stroke);
  }
}

/**
 * A registration target centred on the middle of each trim edge that meets a neighbour. The same target is printed
 * on both sheets at the same place on the table, so once one sheet is trimmed and laid over the other, its half
 * meets the other half.
 */
export function drawAlignmentTargets(canvas: Canvas, plan: MatPlan, tile: MatTile, trim: Rect): void {
  const r = 2.5 * PT_PER_MM;
  const arm = 4.5 * PT_PER_MM;
  const target = (c: Vec) => {
    canvas.circle(c, r, { fill: { colour: '#ffffff', opacity: 0.7 }, stroke: { colour: INK, width: 0.5 } });
    canvas.path([[{ x: c.x - arm, y: c.y }, { x: c.x + arm, y: c.y }], [{ x: c.x, y: c.y - arm }, { x: c.x, y: c.y + arm }]], false, { stroke: { colour: INK, width: 0.5 } });
  };
  const midX = trim.x + trim.width / 2;
  const midY = trim.y + trim.height / 2;
  if (tileAt(plan, tile.row - 1, tile.col)) target({ x: midX, y: trim.y });
  if (tileAt(plan, tile.row + 1, tile.col)) target({ x: midX, y: trim.y + trim.height });
  if (tileAt(plan, tile.row, tile.col - 1)) target({ x: trim.x, y: midY });
  if (tileAt(plan, tile.row, tile.col + 1)) target({ x: trim.x + trim.width, y: midY });
}

/**
 * The sheet's own name along the top, and each neighbour's name by the edge it joins, with an arrow. They sit in
 * the bleed, which is trimmed away or hidden once the mat is assembled; with too little bleed they go in a small
 * box inside the top-left corner instead.
 */
export function drawSheetLabels(canvas: Canvas, plan: MatPlan, tile: MatTile, trim: Rect, bleed: number, title: string): void {
  const sheetNo = tile.row * plan.cols + tile.col + 1;
  const own = `Sheet ${tileName(tile)} (row ${tile.row + 1} of ${plan.rows}, column ${tile.col + 1} of ${plan.cols}; ${sheetNo} of ${plan.tiles.length}) · ${title} · print at 100%, no page scaling`;
  const neighbours = {
    up: tileAt(plan, tile.row - 1, tile.col), down: tileAt(plan, tile.row + 1, tile.col),
    left: tileAt(plan, tile.row, tile.col - 1), right: tileAt(plan, tile.row, tile.col + 1),
  };
  if (bleed >= 3 * PT_PER_MM) {
    const size = Math.min(7, bleed * 0.55);
    const style = { size, colour: TEXT_COLOUR, baseline: 'middle' as const };
    // Right of the middle alignment target, clear of the neighbour's name on the left.
    canvas.text(fitText(own, size, trim.width * 0.44), { x: trim.x + trim.width * 0.54, y: trim.y - bleed / 2 }, style);
    const arrow = (at: Vec, dir: Vec) => {
      const n = { x: -dir.y, y: dir.x };
      const s = size * 0.45;
      canvas.path([[{ x: at.x + dir.x * s, y: at.y + dir.y * s }, { x: at.x - dir.x * s + n.x * s, y: at.y - dir.y * s + n.y * s }, { x: at.x - dir.x * s - n.x * s, y: at.y - dir.y * s - n.y * s }]], true, { fill: { colour: TEXT_COLOUR } });
    };
    const label = (t: MatTile | undefined, at: Vec, dir: Vec, rotate: number) => {
      if (!t) return;
      arrow(at, dir);
      const text = `joins ${tileName(t)}`;
      const along = rotate === 0 ? { x: size, y: 0 } : rotate === 90 ? { x: 0, y: size } : { x: 0, y: -size };
      canvas.text(text, { x: at.x + along.x, y: at.y + along.y }, { ...style, rotate });
    };
    label(neighbours.up, { x: trim.x + trim.width * 0.12, y: trim.y - bleed / 2 }, { x: 0, y: -1 }, 0);
    label(neighbours.down, { x: trim.x + trim.width * 0.12, y: trim.y + trim.height + bleed / 2 }, { x: 0, y: 1 }, 0);
    label(neighbours.left, { x: trim.x - bleed / 2, y: trim.y + trim.height * 0.25 }, { x: -1, y: 0 }, 90);
    label(neighbours.right, { x: trim.x + trim.width + bleed / 2, y: trim.y + trim.height * 0.25 }, { x: 1, y: 0 }, 90);
    return;
  }
  const size = 6;
  const around = (['up', 'left', 'right', 'down'] as const).flatMap((k) => (neighbours[k] ? [`${k} ${tileName(neighbours[k])}`] : []));
  const lines = [`Sheet ${tileName(tile)} (${sheetNo} of ${plan.tiles.length})`, around.join(' · ')];
  const box = { x: trim.x + 4, y: trim.y + 4, width: size * 24, height: size * 3.2 };
  rect(canvas, box, { fill: { colour: '#ffffff', opacity: 0.85 }, stroke: { colour: TEXT_COLOUR, width: 0.4 } });
  lines.forEach((t, i) => canvas.text(t, { x: box.x + 3, y: box.y + 3 + i * size * 1.3 }, { size, colour: TEXT_COLOUR, baseline: 'top', bold: i === 0 }));
}
