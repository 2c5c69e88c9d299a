import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { PAPER_SIZES } from '../main/services/print/paper.ts';
import { MAT_LIMITS } from '../main/services/print/mat-tiling.ts';
import { PNG_DPI, PRINT_FORMATS, PRINT_KINDS, type PrintError, type PrintFile, type PrintOptionsInput } from '../main/services/print/print-options.ts';
import { PrintRenderer } from '../main/services/print/print-renderer.ts';
import type { PrintJob } from '../main/services/print/print-job.ts';
import type { FuzzCounts, FuzzOptions } from './fuzzer.ts';
import { scenarioDocuments } from './scenario-documents.fuzz.ts';
import { SeededRandom } from './seeded-random.ts';

/**
 * Print exports as the Api and the CLI ask for them: every kind × format × paper in turn, a PNG resolution drawn
 * from the whole allowed range, mat overlap, margin, orientation and ink saving at random within their limits,
 * now and then an option outside them; of bundled scenarios and of mutated ones (scenario-documents' mutations,
 * read in the print child as the Api sends them). Each export runs in the print child, as the app makes it.
 * A crash is a child that failed or an exception; an unclear refusal one without words, with words such as
 * "undefined" or "NaN", or with a problem lacking its JSON path; a malformed file one that is not what its type
 * says (an SVG is also handed to resvg, which must draw it). A mat as PNG is drawn at no more than 100 dpi: it
 * renders every sheet, and what aborted resvg did not depend on the resolution.
 */
export async function run(opts: FuzzOptions): Promise<FuzzCounts> {
  const counts = { 'exports tried': 0, 'files made': 0, refused: 0, crashes: 0, 'unclear refusals': 0, 'malformed files': 0 };
  const r = new SeededRandom(opts.seed);
  const bundled = bundledTexts();
  const mutated = scenarioDocuments(opts.seed, opts.count);
  const renderer = new PrintRenderer();
  for (let i = 0; i < opts.count; i++) {
    const job = printJob(i, r, bundled, mutated.next().value as string);
    counts['exports tried']++;
    let outcome;
    try {
      outcome = await renderer.render(job);
    } catch (e) {
      counts.crashes++;
      report(opts.seed, i, job, 'crash', e instanceof Error ? e.stack ?? e.message : e);
      continue;
    }
    if (outcome.ok) {
      counts['files made'] += outcome.value.length;
      const bad = outcome.value.find((file) => !wellFormed(file));
      if (bad) {
        counts['malformed files']++;
        report(opts.seed, i, job, 'malformed file', bad.fileName);
      }
    } else if (/renderer failed|could not be started|took longer than|export failed/.test(outcome.error.message)) {
      counts.crashes++;
      report(opts.seed, i, job, 'crash', outcome.error.message);
    } else {
      counts.refused++;
      if (!clear(outcome.error)) {
        counts['unclear refusals']++;
        report(opts.seed, i, job, 'unclear refusal', outcome.error);
      }
    }
  }
  return counts;
}

/** Export i of a run: its kind, format and paper in turn through every combination, the rest at random. */
function printJob(i: number, r: SeededRandom, bundled: readonly string[], mutated: string): PrintJob {
  const kind = PRINT_KINDS[i % PRINT_KINDS.length]!;
  const format = PRINT_FORMATS[Math.floor(i / PRINT_KINDS.length) % PRINT_FORMATS.length]!;
  const paper = PAPER_SIZES[Math.floor(i / (PRINT_KINDS.length * PRINT_FORMATS.length)) % PAPER_SIZES.length]!;
  const maxDpi = kind === 'mat' ? 100 : PNG_DPI.max;
  const options: Record<string, unknown> = { kind, format, paper, inkSaving: r.chance(0.3) };
  if (format === 'png') options.dpi = r.int(PNG_DPI.min, maxDpi);
  if (kind === 'mat') {
    options.overlapMm = r.float(MAT_LIMITS.overlapMm.min, MAT_LIMITS.overlapMm.max);
    options.marginMm = r.float(MAT_LIMITS.marginMm.min, MAT_LIMITS.marginMm.max);
    options.orientation = r.pick(['auto', 'portrait', 'landscape'] as const);
  }
  if (r.chance(0.1)) {
    const stray = r.pick([['dpi', PNG_DPI.max + 1], ['dpi', 72.5], ['overlapMm', -1], ['marginMm', MAT_LIMITS.marginMm.max * 2], ['paper', 'a0'], ['bleed', 3]] as const);
    options[stray[0]] = stray[1];
  }
  // Options outside the limits reach the child as they are: it reads them with the same schema the Api does.
  return { source: { scenarioText: r.chance(0.5) ? r.pick(bundled) : mutated }, options: options as PrintOptionsInput, single: r.chance(0.5) };
}

const PNG_SIGNATURE = '89504e470d0a1a0a';

function wellFormed(file: PrintFile): boolean {
  const head = Buffer.from(file.bytes.subarray(0, 8));
  if (file.mime === 'application/pdf') return head.subarray(0, 5).toString() === '%PDF-';
  if (file.mime === 'image/png') return head.toString('hex') === PNG_SIGNATURE;
  const svg = Buffer.from(file.bytes).toString('utf8');
  if (!svg.startsWith('<?xml') || !svg.trimEnd().endsWith('</svg>')) return false;
  // In this process: an SVG that aborted resvg would stop the fuzzer, which counts as failing loudly enough.
  return new Resvg(svg, { fitTo: { mode: 'width', value: 64 } }).render().width === 64;
}

function clear(error: PrintError): boolean {
  const words = [error.message, ...(error.problems ?? []).map((p) => p.message)];
  return words.every((w) => typeof w === 'string' && w.trim().length > 0 && !/\bundefined\b|\bNaN\b|\[object /.test(w))
    && (error.problems ?? []).every((p) => p.path.startsWith('$'));
}

function bundledTexts(): string[] {
  const dir = fileURLToPath(new URL('../scenarios/', import.meta.url));
  return readdirSync(dir).filter((f) => f.endsWith('.tachanka.json')).sort().map((f) => readFileSync(join(dir, f), 'utf8'));
}

/** Enough to replay the case: the seed, the export's number, its options, and what went wrong. */
function report(seed: number, index: number, job: PrintJob, what: string, detail: unknown): void {
  console.error(`print-exports seed ${seed}, export ${index} (${JSON.stringify(job.options)}): ${what}`, detail);
}
