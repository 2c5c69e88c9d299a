import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { exportPrint, exportPrintFiles } from './export-print.ts';
import { printSampleScenario } from './sample-scenario.ts';
import type { PrintOptionsInput } from './print-options.ts';

// Every page as poppler draws it: rendered with pdftoppm, decoded with pngjs, and checked to carry ink.
let dir: string;
beforeAll(() => { dir = mkdtempSync(join(tmpdir(), 'tachanka-print-')); });
afterAll(() => { rmSync(dir, { recursive: true, force: true }); });

const scenario = printSampleScenario();

/** Share of pixels that are not (near) white. */
function inkShare(png: Uint8Array): number {
  const image = PNG.sync.read(Buffer.from(png));
  let inked = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    if (image.data[i]! < 235 || image.data[i + 1]! < 235 || image.data[i + 2]! < 235) inked++;
  }
  return inked / (image.width * image.height);
}

/** Mean darkness of the page, 0 (white) to 1 (solid black): how much ink it takes. */
function inkCoverage(png: Uint8Array): number {
  const image = PNG.sync.read(Buffer.from(png));
  let dark = 0;
  for (let i = 0; i < image.data.length; i += 4) dark += 1 - (image.data[i]! + image.data[i + 1]! + image.data[i + 2]!) / (3 * 255);
  return dark / (image.width * image.height);
}

async function renderPdf(name: string, options: PrintOptionsInput, measure = inkShare): Promise<number[]> {
  const file = await exportPrint(scenario, options);
  if (!file.ok) throw new Error(file.error.message);
  expect(file.value.mime).toBe('application/pdf');
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, file.value.bytes);
  execFileSync('/usr/bin/pdftoppm', ['-r', '20', '-png', path, join(dir, name)]);
  const pngs = readdirSync(dir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')).sort();
  return pngs.map((f) => measure(readFileSync(join(dir, f))));
}

describe('every printed page carries ink (rendered by poppler)', { timeout: 240_000 }, () => {
  it('overview: one page with a good share of ink', async () => {
    const shares = await renderPdf('overview', { kind: 'overview', paper: 'a4' });
    expect(shares).toHaveLength(1);
    expect(shares[0]).toBeGreaterThan(0.15);
  });

  it('mat: the assembly sheet and all 49 sheets of A4', async () => {
    const shares = await renderPdf('mat', { kind: 'mat', paper: 'a4' });
    expect(shares).toHaveLength(50);
    for (const share of shares) expect(share).toBeGreaterThan(0.005);
  });

  it('roster: a page per side and the quick reference', async () => {
    const shares = await renderPdf('roster', { kind: 'roster', paper: 'letter' });
    expect(shares.length).toBeGreaterThanOrEqual(3);
    for (const share of shares) expect(share).toBeGreaterThan(0.005);
  });

  it('ink saving halves the ink a mat takes, and saves some on an overview', async () => {
    const total = (shares: number[]) => shares.reduce((a, b) => a + b, 0);
    const full = total(await renderPdf('full-mat', { kind: 'mat', paper: 'a3' }, inkCoverage));
    const saving = total(await renderPdf('saving-mat', { kind: 'mat', paper: 'a3', inkSaving: true }, inkCoverage));
    expect(saving).toBeLessThan(full * 0.5);
    const [fullOverview] = await renderPdf('full-overview', { kind: 'overview', paper: 'a3' }, inkCoverage);
    const [savingOverview] = await renderPdf('saving-overview', { kind: 'overview', paper: 'a3', inkSaving: true }, inkCoverage);
    expect(savingOverview!).toBeLessThan(fullOverview!);
  });
});

describe('SVG and PNG output', { timeout: 120_000 }, () => {
  it('renders the overview to PNG at the asked DPI', async () => {
    const file = await exportPrint(scenario, { kind: 'overview', paper: 'a4', format: 'png', dpi: 72 });
    if (!file.ok) throw new Error(file.error.message);
    const image = PNG.sync.read(Buffer.from(file.value.bytes));
    // A4 is 8.27 × 11.69 in: 595 × 842 dots at 72 dpi, whichever way round.
    const [short, long] = [image.width, image.height].sort((a, b) => a - b);
    expect(Math.abs(short! - 595.3)).toBeLessThanOrEqual(1);
    expect(Math.abs(long! - 841.9)).toBeLessThanOrEqual(1);
    expect(inkShare(file.value.bytes)).toBeGreaterThan(0.15);
  });

  it('writes the overview as one SVG document sized in points', async () => {
    const file = await exportPrint(scenario, { kind: 'overview', paper: 'letter', format: 'svg' });
    if (!file.ok) throw new Error(file.error.message);
    const svg = new TextDecoder().decode(file.value.bytes);
    expect(file.value.mime).toBe('image/svg+xml');
    expect(svg).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="(612|792)pt"/);
    expect(svg).toContain('Ivanovka');
  });

  it('gives a mat as SVG one file per sheet, named by row and column, after the assembly sheet', async () => {
    const files = await exportPrintFiles(scenario, { kind: 'mat', paper: 'a3', format: 'svg' });
    if (!files.ok) throw new Error(files.error.message);
    expect(files.value.map((f) => f.fileName).slice(0, 3)).toEqual(['print-sample-the-village-on-the-samara-mat-assembly.svg', 'print-sample-the-village-on-the-samara-mat-r1c1.svg', 'print-sample-the-village-on-the-samara-mat-r1c2.svg']);
    expect(files.value).toHaveLength(26);
  });
});
