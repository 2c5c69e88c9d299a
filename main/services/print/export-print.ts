import type { Scenario } from '../../../shared/scenario/schema.ts';
import { getRuleset, type AnyRuleset } from '../../../shared/rulesets/registry.ts';
import { zodProblems } from '../../../shared/scenario-checks/validate.ts';
import type { Result } from '../../../shared/core/result.ts';
import { prepareTerrain } from './map-context.ts';
import { briefingBlocks, drawOverview, planOverview } from './overview-layout.ts';
import { renderMat } from './mat-layout.ts';
import { renderRoster } from './roster-layout.ts';
import { PdfBook } from './pdf-writer.ts';
import { svgToPng } from './png-writer.ts';
import { SvgPage } from './svg-writer.ts';
import { MIME_TYPES, PrintOptionsSchema, printFileName, type PrintError, type PrintFile, type PrintOptions, type PrintOptionsInput } from './print-options.ts';
import { printUnits } from './print-units.ts';

/**
 * The print service: a briefing map, a true-scale mat or roster sheets, as PDF, SVG or PNG. `exportPrint` gives
 * exactly one file (what the Api hands the editor and play screen); `exportPrintFiles` may give several, one per
 * mat sheet, when a mat is asked for as SVG or PNG.
 */
export async function exportPrint(scenario: Scenario, options: PrintOptionsInput): Promise<Result<PrintFile, PrintError>> {
  const files = await exportPrintFiles(scenario, options);
  if (!files.ok) return files;
  const [only, ...rest] = files.value;
  if (!only || rest.length > 0) {
    return { ok: false, error: { message: `this export makes ${files.value.length} files (one per sheet); ask for a PDF to get them in one file` } };
  }
  return { ok: true, value: only };
}

export async function exportPrintFiles(scenario: Scenario, input: PrintOptionsInput): Promise<Result<PrintFile[], PrintError>> {
  const parsed = PrintOptionsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: { message: 'bad print options', problems: zodProblems(parsed.error) } };
  const options = parsed.data;
  // A rule set this copy does not know still prints: the scenario's own facts suffice, and the credit says so.
  const ruleset = getRuleset(scenario.ruleset.id);
  switch (options.kind) {
    case 'overview': return { ok: true, value: [await overviewFile(scenario, ruleset, options)] };
    case 'mat': return renderMat(scenario, options, { ruleset, units: printUnits(scenario, ruleset), terrain: prepareTerrain(scenario) });
    case 'roster':
      if (options.format !== 'pdf') return { ok: false, error: { message: 'roster sheets are made as PDF only (they run over several pages)' } };
      return { ok: true, value: [await renderRoster(scenario, ruleset, printUnits(scenario, ruleset), options)] };
  }
}

async function overviewFile(scenario: Scenario, ruleset: AnyRuleset | undefined, options: PrintOptions): Promise<PrintFile> {
  // A coarser contour grid than the mat's: at a few points to the inch it cannot be told apart.
  const input = { scenario, ruleset, units: printUnits(scenario, ruleset), terrain: prepareTerrain(scenario, 0.2), inkSaving: options.inkSaving };
  const plan = planOverview(scenario.table, options.paper, briefingBlocks(input));
  const fileName = printFileName(scenario, 'overview', options.format);
  const mime = MIME_TYPES[options.format];
  if (options.format === 'pdf') {
    const book = new PdfBook({ title: scenario.title, author: scenario.author, subject: 'Briefing map' });
    drawOverview(book.addPage(plan.page.width, plan.page.height), input, plan);
    return { fileName, mime, bytes: await book.finish() };
  }
  const page = new SvgPage(plan.page.width, plan.page.height, scenario.title);
  drawOverview(page, input, plan);
  const svg = page.toSvg();
  return { fileName, mime, bytes: options.format === 'svg' ? new TextEncoder().encode(svg) : svgToPng(svg, plan.page.width, options.dpi) };
}
