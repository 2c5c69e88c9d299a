import { existsSync, statSync } from 'node:fs';
import { dirname, extname, basename, join } from 'node:path';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { formatProblems } from '../services/scenario-check.ts';
import { writeFileAtomic } from '../services/atomic-write.ts';
import { PrintRenderer } from '../services/print/print-renderer.ts';
import { planMat, MAT_LIMITS } from '../services/print/mat-tiling.ts';
import { PAPER_SIZES, isPaperSize, parseLengthMm, type PaperSize } from '../services/print/paper.ts';
import { PNG_DPI, PRINT_FORMATS, PRINT_KINDS, type PrintFormat, type PrintKind, type PrintOptions } from '../services/print/print-options.ts';
import { EXIT_BAD_INPUT, EXIT_OK, EXIT_USAGE, UsageError, processIo, type CliIo } from './cli-io.ts';
import { intOption, parseCommandArgs, positionals } from './cli-args.ts';

export const EXPORT_USAGE =
  'tachanka export <scenario> --kind overview|mat|roster --out FILE [--paper a4|letter|a3|tabloid] [--format pdf|svg|png] ' +
  '[--dpi 300] [--overlap 10mm] [--margin 6mm] [--orientation auto|portrait|landscape] [--ink-saving]';

const OPTIONS = {
  kind: { type: 'string' },
  paper: { type: 'string' },
  format: { type: 'string' },
  dpi: { type: 'string' },
  overlap: { type: 'string' },
  margin: { type: 'string' },
  orientation: { type: 'string' },
  'ink-saving': { type: 'boolean' },
  out: { type: 'string' },
} as const;

/**
 * `export`: prints a scenario as a briefing map (overview), a true-scale tiled mat, or roster sheets. Every file is
 * written atomically. A mat as SVG or PNG is one file per page, named FILE-assembly and FILE-r<row>c<col>. The
 * files are made in a print child (print-renderer.ts), so a renderer that fails is a message, not a crash.
 * Exit 0 done, 1 bad input (the scenario's problems by JSON path) or a failed render, 2 wrong usage.
 */
export async function runExport(args: readonly string[], io: CliIo = processIo, renderer = new PrintRenderer()): Promise<number> {
  let request: { source: string; options: PrintOptions; out: string };
  try {
    request = readArguments(args);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`tachanka export: ${e.message}\nusage: ${EXPORT_USAGE}`);
    return EXIT_USAGE;
  }
  const { source, options, out } = request;
  const folder = dirname(out);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    io.err(`tachanka export: the folder for --out does not exist: ${folder}`);
    return EXIT_BAD_INPUT;
  }
  const loaded = await loadScenario(source);
  if (!loaded.ok) {
    io.err(loaded.message);
    return EXIT_BAD_INPUT;
  }
  const result = await renderer.render({ source: { scenario: loaded.scenario }, options, single: false });
  if (!result.ok) {
    io.err(`tachanka export: ${result.error.message}${result.error.problems ? `\n${formatProblems(result.error.problems)}` : ''}`);
    return EXIT_BAD_INPUT;
  }
  const files = result.value;
  const single = files.length === 1;
  for (const file of files) {
    const path = single ? out : withSuffix(out, file.fileName);
    await writeFileAtomic(path, file.bytes, { backup: false });
    io.out(`wrote ${path} (${Math.max(1, Math.round(file.bytes.length / 1024))} KB)`);
  }
  if (options.kind === 'mat') io.out(describeMat(loaded.scenario, options));
  return EXIT_OK;
}

function readArguments(args: readonly string[]): { source: string; options: PrintOptions; out: string } {
  const { values, positionals: rest } = parseCommandArgs(args, OPTIONS);
  const source = positionals(rest, ['scenario'])[0]!;
  const kind = oneOf('kind', values.kind, PRINT_KINDS);
  if (kind === undefined) throw new UsageError('--kind is required');
  if (!values.out) throw new UsageError('--out FILE is required');
  const out = values.out;
  const fromName = extname(out).slice(1).toLowerCase();
  const format = oneOf('format', values.format, PRINT_FORMATS) ?? (isFormat(fromName) ? fromName : 'pdf');
  if (isFormat(fromName) && fromName !== format) throw new UsageError(`--out ends in .${fromName} but --format is ${format}`);
  if (kind === 'roster' && format !== 'pdf') throw new UsageError('roster sheets are made as PDF only');
  const paper = values.paper === undefined ? 'a4' : paperOption(values.paper);
  const dpi = intOption('dpi', values.dpi, PNG_DPI.min, PNG_DPI.max);
  if (dpi !== undefined && format !== 'png') throw new UsageError('--dpi applies to PNG output only');
  onlyForMat(kind, { overlap: values.overlap, margin: values.margin, orientation: values.orientation });
  const overlapMm = lengthOption('overlap', values.overlap, MAT_LIMITS.overlapMm) ?? 10;
  const marginMm = lengthOption('margin', values.margin, MAT_LIMITS.marginMm) ?? 6;
  const orientation = oneOf('orientation', values.orientation, ['auto', 'portrait', 'landscape'] as const) ?? 'auto';
  return {
    source,
    out,
    options: { kind, paper, format, dpi: dpi ?? PNG_DPI.default, overlapMm, marginMm, orientation, inkSaving: values['ink-saving'] === true },
  };
}

const isFormat = (s: string): s is PrintFormat => (PRINT_FORMATS as readonly string[]).includes(s);

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[]): T | undefined {
  if (raw === undefined) return undefined;
  const found = allowed.find((a) => a === raw.toLowerCase());
  if (found === undefined) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, not "${raw}"`);
  return found;
}

function paperOption(raw: string): PaperSize {
  const lower = raw.toLowerCase();
  if (!isPaperSize(lower)) throw new UsageError(`--paper must be one of ${PAPER_SIZES.join(', ')}, not "${raw}"`);
  return lower;
}

function lengthOption(name: string, raw: string | undefined, limits: { min: number; max: number }): number | undefined {
  if (raw === undefined) return undefined;
  const mm = parseLengthMm(raw);
  if (mm === null) throw new UsageError(`--${name} must be a length such as 10mm, 1cm or 0.5in, not "${raw}"`);
  if (mm < limits.min || mm > limits.max) throw new UsageError(`--${name} must be from ${limits.min} to ${limits.max} mm, not "${raw}"`);
  return mm;
}

function onlyForMat(kind: PrintKind, given: Record<string, string | undefined>): void {
  if (kind === 'mat') return;
  const stray = Object.entries(given).find(([, v]) => v !== undefined);
  if (stray) throw new UsageError(`--${stray[0]} applies to --kind mat only`);
}

/** out.svg + "village-mat-r2c3.svg" → out-r2c3.svg: the page's own suffix after the name the user chose. */
function withSuffix(out: string, fileName: string): string {
  const ext = extname(out);
  const page = /-mat-([a-z0-9]+)\.[a-z]+$/.exec(fileName)?.[1] ?? basename(fileName, extname(fileName));
  return join(dirname(out), `${basename(out, ext)}-${page}${ext}`);
}

function describeMat(scenario: Scenario, options: PrintOptions): string {
  const plan = planMat({ table: scenario.table, paper: options.paper, orientation: options.orientation, overlapMm: options.overlapMm, marginMm: options.marginMm });
  if (!plan.ok) return plan.error;
  const p = plan.value;
  return `mat: ${p.tiles.length} sheets of ${p.paper.toUpperCase()} ${p.orientation} (${p.cols} columns × ${p.rows} rows) after an assembly sheet; print at 100%`;
}

/** A scenario named by file path, or else by the id of a bundled scenario; refused with its problems by JSON path. */
async function loadScenario(nameOrPath: string, files = new ScenarioFiles()): Promise<{ ok: true; scenario: Scenario } | { ok: false; message: string }> {
  if (existsSync(nameOrPath)) {
    const read = await files.read(nameOrPath);
    if (!read.ok) return { ok: false, message: `${nameOrPath} cannot be exported:\n${formatProblems(read.error)}` };
    return { ok: true, scenario: read.value.scenario };
  }
  const bundled = await files.getBundled(nameOrPath);
  if (bundled) return { ok: true, scenario: bundled.scenario };
  const known = (await files.summaries()).map((s) => s.id);
  return { ok: false, message: `no file or bundled scenario "${nameOrPath}"${known.length ? `; bundled: ${known.join(', ')}` : ''}` };
}
