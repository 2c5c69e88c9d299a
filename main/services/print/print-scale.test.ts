import { beforeAll, describe, expect, it } from 'vitest';
import { exportPrintFiles } from './export-print.ts';
import { inspectPdf, type InspectedPage, type StrokedSegment } from './pdf-inspect.ts';
import { planMat, type MatPlan } from './mat-tiling.ts';
import { MM_PER_INCH, PT_PER_MM, paperPt } from './paper.ts';
import { printSampleScenario } from './sample-scenario.ts';

// The grid's stroke colour (#7a7a7a) as the PDF states it, so the grid lines can be told from the rest.
const GRID = '0.478 0.478 0.478';
const TOLERANCE_PT = 0.1 * PT_PER_MM;

const scenario = printSampleScenario();
let pages: InspectedPage[];
let plan: MatPlan;

beforeAll(async () => {
  const files = await exportPrintFiles(scenario, { kind: 'mat', paper: 'a4', format: 'pdf' });
  if (!files.ok) throw new Error(files.error.message);
  pages = inspectPdf(files.value[0]!.bytes);
  const planned = planMat({ table: scenario.table, paper: 'a4', orientation: 'auto', overlapMm: 10, marginMm: 6 });
  if (!planned.ok) throw new Error(planned.error);
  plan = planned.value;
});

const uniqueSorted = (values: number[]) => [...new Set(values.map((v) => Math.round(v * 1000) / 1000))].sort((a, b) => a - b);
const verticals = (segments: StrokedSegment[]) => uniqueSorted(segments.filter((s) => s.colour === GRID && Math.abs(s.x0 - s.x1) < 1e-6).map((s) => s.x0));
const horizontals = (segments: StrokedSegment[]) => uniqueSorted(segments.filter((s) => s.colour === GRID && Math.abs(s.y0 - s.y1) < 1e-6).map((s) => s.y0));

describe('the mat is printed at true scale (read back from the PDF)', () => {
  it('has an assembly sheet and one A4 page per sheet of the plan, each exactly A4', () => {
    expect(pages).toHaveLength(plan.tiles.length + 1);
    const a4 = paperPt('a4', plan.orientation);
    for (const page of pages) {
      expect(page.width).toBeCloseTo(a4.width, 3);
      expect(page.height).toBeCloseTo(a4.height, 3);
    }
  });

  it('spaces the 6-inch grid lines 152.4 mm apart, within 0.1 mm, on every sheet', () => {
    let measured = 0;
    for (const page of pages.slice(1)) {
      for (const lines of [verticals(page.segments), horizontals(page.segments)]) {
        for (let i = 1; i < lines.length; i++) {
          expect(Math.abs((lines[i]! - lines[i - 1]!) / PT_PER_MM - 152.4)).toBeLessThan(0.1);
          measured++;
        }
      }
    }
    expect(measured).toBeGreaterThan(plan.tiles.length);
  });

  it('puts each grid line where the table says it is, so sheets join without a step', () => {
    for (const tile of plan.tiles) {
      const page = pages[1 + tile.row * plan.cols + tile.col]!;
      const margin = plan.marginMm * PT_PER_MM;
      // Grid line at table x = 6k inches sits (6k·25.4 − sheet's left edge in mm) in from the printable edge.
      const expectedX = verticals(page.segments).map((x) => ((x - margin) / PT_PER_MM + tile.left) / MM_PER_INCH);
      for (const inches of expectedX) expect(Math.abs(inches - Math.round(inches / 6) * 6) * MM_PER_INCH).toBeLessThan(0.1);
      // PDF y runs up from the bottom; the table's north edge is at the top of the sheet.
      const fromNorth = horizontals(page.segments).map((y) => ((page.height - y - margin) / PT_PER_MM + tile.top) / MM_PER_INCH);
      for (const inches of fromNorth) expect(Math.abs(inches - Math.round(inches / 6) * 6) * MM_PER_INCH).toBeLessThan(0.1);
    }
  });

  it('prints the assembly sheet\'s check bars at exactly 100 mm and 6 inches', () => {
    const black = pages[0]!.segments.filter((s) => s.colour === '0.000 0.000 0.000' && Math.abs(s.y0 - s.y1) < 1e-6);
    const lengths = black.map((s) => Math.abs(s.x1 - s.x0) / PT_PER_MM);
    expect(lengths.some((l) => Math.abs(l - 100) < 0.1)).toBe(true);
    expect(lengths.some((l) => Math.abs(l - 152.4) < 0.1)).toBe(true);
  });

  it('keeps the grid unscaled whatever the overlap and margin', async () => {
    const files = await exportPrintFiles(scenario, { kind: 'mat', paper: 'letter', format: 'pdf', overlapMm: 0, marginMm: 3, orientation: 'portrait' });
    if (!files.ok) throw new Error(files.error.message);
    const sheet = inspectPdf(files.value[0]!.bytes)[7]!;
    const lines = verticals(sheet.segments);
    expect(lines.length).toBeGreaterThan(0);
    for (let i = 1; i < lines.length; i++) expect(Math.abs(lines[i]! - lines[i - 1]! - 432)).toBeLessThan(TOLERANCE_PT);
  });
});
