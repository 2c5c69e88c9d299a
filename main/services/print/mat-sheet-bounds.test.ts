import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateScenario } from '../../../shared/scenario-checks/validate.ts';
import { CUT_REACH_PT } from './culled-canvas.ts';
import { exportPrintFiles } from './export-print.ts';
import { PAPER_SIZES } from './paper.ts';

const folder = new URL('../../../scenarios/', import.meta.url);
const bundled = readdirSync(folder).filter((f) => f.endsWith('.tachanka.json')).map((f) => {
  const read = validateScenario(JSON.parse(readFileSync(new URL(f, folder), 'utf8')));
  if (!read.ok) throw new Error(`${f}: ${read.error.map((p) => p.message).join('; ')}`);
  return read.value;
});

/** Every coordinate a sheet's shapes reach: path points, and circles by their extreme points. */
function reach(svg: string): { minX: number; minY: number; maxX: number; maxY: number } {
  const xs: number[] = [], ys: number[] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) {
    for (const [, x, y] of d!.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)) { xs.push(Number(x)); ys.push(Number(y)); }
  }
  for (const [, cx, cy, r] of svg.matchAll(/<circle cx="(-?[\d.]+)" cy="(-?[\d.]+)" r="([\d.]+)"/g)) {
    xs.push(Number(cx) - Number(r), Number(cx) + Number(r));
    ys.push(Number(cy) - Number(r), Number(cy) + Number(r));
  }
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

// The PNG renderer aborts the whole process on a clipped group whose shapes lie two pages or more off the page: a
// mat sheet must keep what it draws close to its paper.
describe('a mat sheet keeps its shapes near the page', { timeout: 120_000 }, () => {
  it.each(PAPER_SIZES)('on %s paper, for every bundled scenario', async (paper) => {
    for (const scenario of bundled) {
      const files = await exportPrintFiles(scenario, { kind: 'mat', format: 'svg', paper });
      if (!files.ok) throw new Error(files.error.message);
      for (const file of files.value) {
        const svg = new TextDecoder().decode(file.bytes);
        const [, width, height] = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!.map(Number);
        const far = reach(svg);
        const where = `${file.fileName} (${width} × ${height} pt)`;
        expect(far.minX, where).toBeGreaterThanOrEqual(-CUT_REACH_PT);
        expect(far.minY, where).toBeGreaterThanOrEqual(-CUT_REACH_PT);
        expect(far.maxX, where).toBeLessThanOrEqual(width! + CUT_REACH_PT);
        expect(far.maxY, where).toBeLessThanOrEqual(height! + CUT_REACH_PT);
      }
    }
  });
});
