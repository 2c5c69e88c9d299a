import type { Scenario } from '../../../shared/scenario/schema.ts';
import type { Canvas, Rect } from './canvas.ts';
import { line, rect } from './canvas.ts';
import type { MapContext } from './map-context.ts';
import { toPage, type MapFrame } from './map-frame.ts';
import type { MatContent } from './mat-content.ts';
import { tileName, type MatPlan } from './mat-tiling.ts';
import { MM_PER_INCH, PT_PER_INCH, PT_PER_MM } from './paper.ts';
import { MUTED_TEXT, TEXT_COLOUR } from './map-style.ts';
import { drawTableMap, OVERVIEW_LOOK } from './table-map.ts';
import { fitText, wrapText } from './text-metrics.ts';
import { drawEdgeCaptions } from './grid-drawing.ts';
import { GRID_INCHES } from '../../../shared/table-orders/grid.ts';
import { CM_PER_INCH, sizeText, type DistanceUnit } from '../../../shared/engine/distance-units.ts';

const MARGIN = 36;

/**
 * The mat's first page: the whole table small with the sheets drawn over it, how to put them together, and two
 * bars printed at true size so the player can check the printer did not scale the pages.
 */
export function drawAssemblySheet(canvas: Canvas, scenario: Scenario, content: MatContent, plan: MatPlan, inkSaving: boolean): void {
  const width = canvas.width - 2 * MARGIN;
  canvas.text(fitText(`${scenario.title}: table mat at 1:1`, 16, width, true), { x: MARGIN, y: MARGIN }, { size: 16, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
  const mm = (v: number) => `${Math.round(v * 10) / 10} mm`;
  const unit = content.ruleset?.distanceUnit ?? 'in';
  const facts = `Table ${sizeText(scenario.table.width, scenario.table.height, unit)} (${mm(plan.tableMm.width)} × ${mm(plan.tableMm.height)}) on ${plan.tiles.length} sheets of ${plan.paper.toUpperCase()} ${plan.orientation}: ${plan.cols} columns × ${plan.rows} rows. Overlap ${mm(plan.overlapMm)}, printer margin ${mm(plan.marginMm)}.`;
  wrapText(facts, 8.5, width).forEach((t, i) => canvas.text(t, { x: MARGIN, y: MARGIN + 24 + i * 11 }, { size: 8.5, colour: MUTED_TEXT, baseline: 'top' }));

  const instructionsH = instructionsHeight(width);
  const barsH = 84;
  const mapBox = { x: MARGIN + 24, y: MARGIN + 64, width: width - 48, height: canvas.height - 2 * MARGIN - 64 - instructionsH - barsH - 24 };
  const scale = Math.min(mapBox.width / scenario.table.width, mapBox.height / scenario.table.height);
  const frame: MapFrame = { scale, left: mapBox.x + (mapBox.width - scenario.table.width * scale) / 2, top: mapBox.y, table: scenario.table };
  const ctx: MapContext = { scenario, frame, inkSaving, patternScale: 1, ...content.terrain };
  drawTableMap(canvas, ctx, content.units, OVERVIEW_LOOK);
  drawEdgeCaptions(canvas, ctx, 7, 10);
  drawSheetGrid(canvas, plan, frame);

  const textTop = mapBox.y + scenario.table.height * scale + 24;
  drawInstructions(canvas, { x: MARGIN, y: textTop, width, height: instructionsH }, unit);
  drawCalibrationBars(canvas, MARGIN, textTop + instructionsH + 6, unit);
}

/** Each sheet's trim box over the small map, named as printed on the sheet. */
function drawSheetGrid(canvas: Canvas, plan: MatPlan, frame: MapFrame): void {
  const inches = (mmValue: number) => mmValue / MM_PER_INCH;
  const labelSize = Math.max(5, Math.min(9, (plan.stepMm.width / MM_PER_INCH) * frame.scale * 0.22));
  for (const tile of plan.tiles) {
    const x0 = inches(tile.col * plan.stepMm.width);
    const x1 = inches((tile.col + 1) * plan.stepMm.width);
    const north0 = inches(tile.row * plan.stepMm.height);
    const north1 = inches((tile.row + 1) * plan.stepMm.height);
    const a = toPage(frame, { x: x0, y: frame.table.height - north0 });
    const b = toPage(frame, { x: x1, y: frame.table.height - north1 });
    rect(canvas, { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y }, { stroke: { colour: '#000000', width: 0.8, dash: [4, 2] } });
    canvas.text(tileName(tile), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, { size: labelSize, bold: true, colour: '#000000', align: 'middle', baseline: 'middle', halo: '#ffffff' });
  }
}

/** The grid's size said in the rule set's unit: its squares stay 6 inches, the squares the table orders name. */
const gridWords = (unit: DistanceUnit): string => (unit === 'cm' ? `${GRID_INCHES * CM_PER_INCH} cm (${GRID_INCHES} inches)` : `${GRID_INCHES} inches`);

const steps = (unit: DistanceUnit): string[] => [
  'Print every page at 100% ("actual size"); turn off "fit to page". Check the two bars on this page with a ruler.',
  'Lay the sheets out as in the plan above: row 1 is the north edge, column 1 the west edge.',
  'Trim each sheet along its crop marks on its top and left sides.',
  'Lay each sheet over its left and upper neighbours so the half-targets on the seams meet, and tape from behind.',
  `The grid squares are ${gridWords(unit)}; each carries its name (column letter from the west, row number from the south).`,
];

// The height is the same in either unit: the longer grid words still fit the lines the step wraps to.
const instructionsHeight = (width: number): number =>
  16 + steps('cm').reduce((h, step) => h + wrapText(step, 8, width - 14).length * 10.5 + 3, 0);

function drawInstructions(canvas: Canvas, box: Rect, unit: DistanceUnit): void {
  canvas.text('Putting the mat together', { x: box.x, y: box.y }, { size: 10, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
  let y = box.y + 16;
  steps(unit).forEach((step, i) => {
    const lines = wrapText(step, 8, box.width - 14);
    canvas.text(`${i + 1}.`, { x: box.x, y }, { size: 8, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
    for (const t of lines) {
      canvas.text(t, { x: box.x + 14, y }, { size: 8, colour: TEXT_COLOUR, baseline: 'top' });
      y += 10.5;
    }
    y += 3;
  });
}

/** A 100 mm bar and a bar one grid square long, drawn at exactly their length. */
function drawCalibrationBars(canvas: Canvas, x: number, y: number, unit: DistanceUnit): void {
  canvas.text('Scale check', { x, y }, { size: 10, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
  const bar = (top: number, length: number, ticks: number, label: string) => {
    const stroke = { colour: '#000000', width: 0.6 };
    line(canvas, { x, y: top }, { x: x + length, y: top }, stroke);
    for (let i = 0; i <= ticks; i++) {
      const tx = x + (length * i) / ticks;
      line(canvas, { x: tx, y: top - (i % ticks === 0 ? 6 : 3) }, { x: tx, y: top }, stroke);
    }
    canvas.text(label, { x, y: top + 5 }, { size: 7.5, colour: MUTED_TEXT, baseline: 'top' });
  };
  bar(y + 26, 100 * PT_PER_MM, 10, 'This bar measures exactly 100 mm.');
  bar(y + 60, GRID_INCHES * PT_PER_INCH, 6, `This bar measures exactly ${gridWords(unit)}, one grid square.`);
}
