import type { Scenario } from '../../../shared/scenario/schema.ts';
import type { Result } from '../../../shared/core/result.ts';
import type { Canvas } from './canvas.ts';
import { rectPath } from './canvas.ts';
import { culled } from './culled-canvas.ts';
import { drawEdgeCaptions } from './grid-drawing.ts';
import type { MapContext } from './map-context.ts';
import type { MatContent } from './mat-content.ts';
import type { MapFrame } from './map-frame.ts';
import { drawAlignmentTargets, drawCropMarks, drawSheetLabels, sheetBoxes } from './mat-marks.ts';
import { planMat, tileName, type MatPlan, type MatTile } from './mat-tiling.ts';
import { drawAssemblySheet } from './mat-assembly.ts';
import { PT_PER_INCH, PT_PER_MM, paperPt } from './paper.ts';
import { PdfBook } from './pdf-writer.ts';
import { svgToPng } from './png-writer.ts';
import { SvgPage } from './svg-writer.ts';
import { MIME_TYPES, printFileName, type PrintError, type PrintFile, type PrintOptions } from './print-options.ts';
import { drawTableMap, MAT_LOOK } from './table-map.ts';
import { measureText } from './text-metrics.ts';

/** Told as each page is begun: its number from 1 and how many the export makes. */
export type PageStarted = (page: number, pages: number) => void;

/** Where the table sits on one sheet: exactly 72 points to the inch, shifted so the sheet shows its own region. */
export function sheetFrame(plan: MatPlan, tile: MatTile, table: { width: number; height: number }): MapFrame {
  const margin = plan.marginMm * PT_PER_MM;
  return { scale: PT_PER_INCH, left: margin - tile.left * PT_PER_MM, top: margin - tile.top * PT_PER_MM, table };
}

/** One sheet of the mat: the table at 1:1 clipped to the printable area, then the sheet's marks and labels. */
export function drawMatSheet(canvas: Canvas, scenario: Scenario, content: MatContent, plan: MatPlan, tile: MatTile, inkSaving: boolean): void {
  const { printable, trim, bleed } = sheetBoxes(plan);
  const ctx: MapContext = { scenario, frame: sheetFrame(plan, tile, scenario.table), inkSaving, patternScale: 3, ...content.terrain };
  const onSheet = culled(canvas, printable, measureText);
  canvas.clipped([rectPath(printable)], () => {
    drawTableMap(onSheet, ctx, content.units, MAT_LOOK);
    drawEdgeCaptions(onSheet, ctx, 14, -(bleed + 14), 24);
  });
  drawCropMarks(canvas, trim, bleed);
  drawAlignmentTargets(canvas, plan, tile, trim);
  drawSheetLabels(canvas, plan, tile, trim, bleed, scenario.title);
}

export async function renderMat(scenario: Scenario, options: PrintOptions, content: MatContent, onPage: PageStarted): Promise<Result<PrintFile[], PrintError>> {
  const planned = planMat({ table: scenario.table, paper: options.paper, orientation: options.orientation, overlapMm: options.overlapMm, marginMm: options.marginMm });
  if (!planned.ok) return { ok: false, error: { message: planned.error } };
  const plan = planned.value;
  const page = paperPt(plan.paper, plan.orientation);
  const onPaper = { x: 0, y: 0, width: page.width, height: page.height };
  const pages: { suffix: string; draw: (c: Canvas) => void }[] = [
    { suffix: 'assembly', draw: (canvas) => drawAssemblySheet(culled(canvas, onPaper, measureText), scenario, content, plan, options.inkSaving) },
    ...plan.tiles.map((tile) => ({ suffix: tileName(tile), draw: (canvas: Canvas) => drawMatSheet(canvas, scenario, content, plan, tile, options.inkSaving) })),
  ];
  const mime = MIME_TYPES[options.format];
  if (options.format === 'pdf') {
    const book = new PdfBook({ title: `${scenario.title}: table mat 1:1`, author: scenario.author, subject: 'True-scale table mat' });
    pages.forEach(({ draw }, i) => {
      onPage(i + 1, pages.length);
      draw(book.addPage(page.width, page.height));
    });
    return { ok: true, value: [{ fileName: printFileName(scenario, 'mat', 'pdf'), mime, bytes: await book.finish() }] };
  }
  // SVG and PNG hold one page each: one file per sheet, named by its row and column.
  return {
    ok: true,
    value: pages.map(({ suffix, draw }, i) => {
      onPage(i + 1, pages.length);
      const svgPage = new SvgPage(page.width, page.height, `${scenario.title}: mat ${suffix}`);
      draw(svgPage);
      const svg = svgPage.toSvg();
      const bytes = options.format === 'svg' ? new TextEncoder().encode(svg) : svgToPng(svg, page.width, options.dpi);
      return { fileName: printFileName(scenario, 'mat', options.format, suffix), mime, bytes };
    }),
  };
}
