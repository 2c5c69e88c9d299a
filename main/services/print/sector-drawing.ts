import { sectorLayout } from '../../../shared/rulesets/ten-rounds-rapid/sectors.ts';
import type { Canvas } from './canvas.ts';
import { toPage } from './map-frame.ts';
import type { MapContext } from './map-context.ts';
import type { LabelBoard } from './label-board.ts';

/** A violet apart from the sides' red and blue, the objectives and the terrain's greens and browns. */
export const SECTOR_COLOUR = '#5e3c99';

/**
 * The sectors a big Ten Rounds Rapid game cuts the table into, on the briefing map and the mat: a dashed violet
 * line on each border from baseline to baseline, and each sector's name near both baselines, where the players
 * stand. Nothing for a scenario without the `sectors` option.
 */
export function drawSectors(canvas: Canvas, ctx: MapContext, labelSize: number, gridWidth: number, board: LabelBoard): void {
  // The names stand a line and a half in from the baselines, in table inches at this map's scale.
  const layout = sectorLayout(ctx.scenario, (labelSize * 1.5) / ctx.frame.scale);
  if (layout.borders.length === 0) return;
  const width = gridWidth * 3;
  canvas.path(layout.borders.map(([a, b]) => [toPage(ctx.frame, a), toPage(ctx.frame, b)]), false, { stroke: { colour: SECTOR_COLOUR, width, dash: [width * 6, width * 3] } });
  for (const strip of layout.strips) {
    for (const at of strip.at) {
      const spot = board.place(strip.label, [toPage(ctx.frame, at)], labelSize, true);
      canvas.text(strip.label, spot, { size: labelSize, bold: true, colour: SECTOR_COLOUR, align: 'middle', baseline: 'middle', halo: '#ffffff' });
    }
  }
}
