import type { Scenario } from '../../../shared/scenario/schema.ts';
import { getRuleset, type AnyRuleset } from '../../../shared/rulesets/registry.ts';
import { zodProblems } from '../../../shared/scenario-checks/validate.ts';
import type { Result } from '../../../shared/core/result.ts';
import { culled } from './culled-canvas.ts';
import { prepareTerrain } from './map-context.ts';
import { planMat } from './mat-tiling.ts';
import { briefingBlocks, drawOverview, planOverview } from './overview-layout.ts';
import { renderMat, type PageStarted } from './mat-layout.ts';
import { renderRoster } from './roster-layout.ts';
import { PdfBook } from './pdf-writer.ts';
import { svgToPng } from './png-writer.ts';
import { SvgPage } from './svg-writer.ts';
import { MIME_TYPES, PrintOptionsSchema, printFileName, type PrintError, type PrintFile, type PrintOptions, type PrintOptionsInput } from './print-options.ts';
import { printUnits } from './print-units.ts';
import { measureText } from './text-metrics.ts';

export type { PageStarted } from './mat-layout.ts';

/**
 * The print service: a briefing map, a true-scale mat or roster sheets, as PDF, SVG or PNG. `exportPrint` gives
 * exactly one file (what the Api hands the editor and play screen) and refuses, before drawing anything, an export
 * that would make several; `exportPrintFiles` may give several, one per mat sheet, when a mat is asked for as SVG
 * or PNG. `onPage` hears of each page as it is begun (the print child reports it, so a failure can name its sheet).
 */
export async function exportPrint(scenario: Scenario, input: PrintOptionsInput, onPage?: PageStarted): Promise<Result<PrintFile, PrintError>> {
  const options = parseOptions(input);
  if (!options.ok) return options;
  const count = fileCount(scenario, options.value);
  if (!count.ok) return count;
  if (count.value !== 1) {
    return { ok: false, error: { message: `this export makes ${count.value} files (one per sheet); ask for a PDF to get them in one file` } };
  }
  const files = await exportPrintFiles(scenario, options.value, onPage);
  if (!files.ok) return files;
  return { ok: true, value: files.value[0]! };
}

export async function exportPrintFiles(scenario: Scenario, input: PrintOptionsInput, onPage: PageStarted = () => {}): Promise<Result<PrintFile[], PrintError>> {
  const parsed = parseOptions(input);
  if (!parsed.ok) return parsed;
  const options = parsed.value;
  // A rule set this copy does not know still prints: the scenario's own facts suffice, and the credit says so.
  const ruleset = getRuleset(scenario.ruleset.id);
  switch (options.kind) {
    case 'overview':
      onPage(1, 1);
      return { ok: true, value: [await overviewFile(scenario, ruleset, options)] };
    case 'mat': return renderMat(scenario, options, { ruleset, units: printUnits(scenario, ruleset), terrain: prepareTerrain(scenario) }, onPage);
    case 'roster':
      if (options.format !== 'pdf') return { ok: false, error: { message: 'roster sheets are made as PDF only (they run over several pages)' } };
      onPage(1, 1);
      return { ok: true, value: [await renderRoster(scenario, ruleset, printUnits(scenario, ruleset), options)] };
  }
}

function parseOptions(input: PrintOptionsInput): Result<PrintOptions, PrintError> {
  const parsed = PrintOptionsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: { message: 'bad print options', problems: zodProblems(parsed.error) } };
  return { ok: true, value: parsed.data };
}

/** How many files the export makes, known from the plan alone: a mat as SVG or PNG is its assembly sheet and one per sheet. */
function fileCount(scenario: Scenario, options: PrintOptions): Result<number, PrintError> {
  if (options.kind !== 'mat' || options.format === 'pdf') return { ok: true, value: 1 };
  const plan = planMat({ table: scenario.table, paper: options.paper, orientation: options.orientation, overlapMm: options.overlapMm, marginMm: options.marginMm });
  if (!plan.ok) return { ok: false, error: { message: plan.error } };
  return { ok: true, value: plan.value.tiles.length + 1 };
}

async function overviewFile(scenario: Scenario, ruleset: AnyRuleset | undefined, options: PrintOptions): Promise<PrintFile> {
  // A coarser contour grid than the mat's: at a few points to the inch it cannot be told apart.
  const input = { scenario, ruleset, units: printUnits(scenario, ruleset), terrain: prepareTerrain(scenario, 0.2), inkSaving: options.inkSaving };
  const plan = planOverview(scenario.table, options.paper, briefingBlocks(input));
  const fileName = printFileName(scenario, 'overview', options.format);
  const mime = MIME_TYPES[options.format];
  const onPaper = { x: 0, y: 0, width: plan.page.width, height: plan.page.height };
  if (options.format === 'pdf') {
    const book = new PdfBook({ title: scenario.title, author: scenario.author, subject: 'Briefing map' });
    drawOverview(culled(book.addPage(plan.page.width, plan.page.height), onPaper, measureText), input, plan);
    return { fileName, mime, bytes: await book.finish() };
  }
  const page = new SvgPage(plan.page.width, plan.page.height, scenario.title);
  drawOverview(culled(page, onPaper, measureText), input, plan);
  const svg = page.toSvg();
  return { fileName, mime, bytes: options.format === 'svg' ? new TextEncoder().encode(svg) : svgToPng(svg, plan.page.width, options.dpi) };
}
