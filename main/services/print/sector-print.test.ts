import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../shared/scenario/schema.ts';
import { tsaritsyn } from '../../../shared/rulesets/ten-rounds-rapid/test-fixtures.ts';
import { exportPrint, exportPrintFiles } from './export-print.ts';
import { pdfText } from './pdf-text.ts';
import { SECTOR_COLOUR } from './sector-drawing.ts';

/** The bundled Tsaritsyn (60" by 40", baselines north and south) cut into `sectors` strips. */
const withSectors = (sectors: number): Scenario => {
  const s = tsaritsyn();
  return { ...s, ruleset: { ...s.ruleset, options: { ...s.ruleset.options, sectors } } };
};

const svgOf = async (scenario: Scenario, kind: 'overview' | 'mat'): Promise<string> => {
  const files = await exportPrintFiles(scenario, { kind, paper: 'a4', format: 'svg' });
  if (!files.ok) throw new Error(files.error.message);
  // A mat is one SVG per sheet and its assembly sheet: all of them together.
  return files.value.map((f) => Buffer.from(f.bytes).toString('utf8')).join('\n');
};

/** The dashed strokes in the sectors' colour, each as the path's "M x y L x y". */
const sectorStrokes = (svg: string): string[] =>
  [...svg.matchAll(/<path d="([^"]*)"[^>]*stroke="([^"]*)"[^>]*stroke-dasharray/g)].filter((m) => m[2]!.toLowerCase() === SECTOR_COLOUR).map((m) => m[1]!);

describe('sectors on the printed maps (Ten Rounds Rapid\'s `sectors` option)', { timeout: 120_000 }, () => {
  it('the briefing map draws two borders for three sectors, baseline to baseline, and names each sector at both baselines', async () => {
    const svg = await svgOf(withSectors(3), 'overview');
    const strokes = sectorStrokes(svg);
    expect(strokes).toHaveLength(1);
    // One path of two borders: each a vertical line (the same x at both ends), at a third and two thirds of the width.
    const segments = [...strokes[0]!.matchAll(/M\s*([\d.]+)[ ,]([\d.]+)\s*L\s*([\d.]+)[ ,]([\d.]+)/g)].map((m) => m.slice(1).map(Number));
    expect(segments).toHaveLength(2);
    for (const [x1, y1, x2, y2] of segments) {
      expect(x1).toBeCloseTo(x2!, 3);
      expect(Math.abs(y2! - y1!)).toBeGreaterThan(100);
    }
    const [a, b] = segments.map((s) => s[0]!);
    const names = [...svg.matchAll(/<text x="([\d.]+)"[^>]*fill="([^"]*)"[^>]*>(Sector \d)<\/text>/g)].filter((m) => m[2]!.toLowerCase() === SECTOR_COLOUR);
    expect(names.map((m) => m[3]).sort()).toEqual(['Sector 1', 'Sector 1', 'Sector 2', 'Sector 2', 'Sector 3', 'Sector 3']);
    // Each name stands in its own strip: sector 1 west of the first border, 2 between, 3 east of the second.
    for (const m of names) {
      const x = Number(m[1]);
      const strip = x < a! ? 'Sector 1' : x < b! ? 'Sector 2' : 'Sector 3';
      expect(m[3]).toBe(strip);
    }
  });

  it('the mat draws them too, and the PDF of the briefing map carries the names', async () => {
    const svg = await svgOf(withSectors(2), 'mat');
    expect(sectorStrokes(svg).length).toBeGreaterThan(0);
    expect(svg).toContain('>Sector 1</text>');
    expect(svg).toContain('>Sector 2</text>');
    const pdf = await exportPrint(withSectors(2), { kind: 'overview', paper: 'a4' });
    if (!pdf.ok) throw new Error(pdf.error.message);
    expect(await pdfText(pdf.value.bytes)).toMatch(/Sector 1[\s\S]*Sector 2|Sector 2[\s\S]*Sector 1/);
  });

  it('a scenario without the option prints no sector', async () => {
    const svg = await svgOf(tsaritsyn(), 'overview');
    expect(sectorStrokes(svg)).toEqual([]);
    expect(svg).not.toContain('Sector 1');
  });
});
