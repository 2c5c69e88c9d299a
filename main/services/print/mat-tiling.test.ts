import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planMat, sheetsAlong, tileAt, tileName, type MatPlan } from './mat-tiling.ts';
import { PAPER_SIZES, type Orientation, type PaperSize } from './paper.ts';

function plan(table: [number, number], paper: PaperSize, orientation: Orientation | 'auto', overlapMm = 10, marginMm = 6): MatPlan {
  const result = planMat({ table: { width: table[0], height: table[1] }, paper, orientation, overlapMm, marginMm });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('planMat: sheets for a true-scale mat', () => {
  // Worked by hand: sheets along = ceil(table mm / (page − 2·margin − overlap)).
  it.each([
    { table: [72, 48], paper: 'a4', orientation: 'portrait', cols: 10, rows: 5, step: [188, 275] },
    { table: [72, 48], paper: 'a4', orientation: 'landscape', cols: 7, rows: 7, step: [275, 188] },
    { table: [72, 48], paper: 'a4', orientation: 'auto', cols: 7, rows: 7, step: [275, 188] },
    { table: [72, 48], paper: 'a3', orientation: 'portrait', cols: 7, rows: 4, step: [275, 398] },
    { table: [72, 48], paper: 'a3', orientation: 'landscape', cols: 5, rows: 5, step: [398, 275] },
    { table: [72, 48], paper: 'letter', orientation: 'portrait', cols: 10, rows: 5, step: [193.9, 257.4] },
    { table: [72, 48], paper: 'letter', orientation: 'landscape', cols: 8, rows: 7, step: [257.4, 193.9] },
    { table: [72, 48], paper: 'letter', orientation: 'auto', cols: 10, rows: 5, step: [193.9, 257.4] },
    { table: [72, 48], paper: 'tabloid', orientation: 'landscape', cols: 5, rows: 5, step: [409.8, 257.4] },
    { table: [48, 48], paper: 'a4', orientation: 'portrait', cols: 7, rows: 5, step: [188, 275] },
  ] as const)('$table.0×$table.1 in on $paper $orientation → $cols × $rows sheets', ({ table, paper, orientation, cols, rows, step }) => {
    const p = plan([table[0], table[1]], paper, orientation);
    expect(p.cols).toBe(cols);
    expect(p.rows).toBe(rows);
    expect(p.tiles).toHaveLength(cols * rows);
    expect(p.stepMm.width).toBeCloseTo(step[0], 6);
    expect(p.stepMm.height).toBeCloseTo(step[1], 6);
  });

  it('needs no extra sheet when the table is an exact number of steps (17×22 in on letter, no margin, no overlap)', () => {
    const p = plan([17, 22], 'letter', 'portrait', 0, 0);
    expect([p.cols, p.rows]).toEqual([2, 2]);
  });

  it('places each sheet one step from its neighbour, starting half an overlap before the west and north edges', () => {
    const p = plan([72, 48], 'a4', 'portrait');
    expect(tileAt(p, 0, 0)).toMatchObject({ left: -5, top: -5, width: 198, height: 285 });
    expect(tileAt(p, 1, 2)).toMatchObject({ left: 2 * 188 - 5, top: 275 - 5 });
    expect(tileAt(p, 5, 0)).toBeUndefined();
    expect(tileName({ row: 1, col: 2 })).toBe('r2c3');
  });

  it('refuses a margin or overlap outside its limits', () => {
    const base = { table: { width: 72, height: 48 }, paper: 'a4', orientation: 'auto' } as const;
    expect(planMat({ ...base, overlapMm: 10, marginMm: 31 })).toMatchObject({ ok: false, error: expect.stringContaining('margin') });
    expect(planMat({ ...base, overlapMm: -1, marginMm: 6 })).toMatchObject({ ok: false, error: expect.stringContaining('overlap') });
    expect(planMat({ ...base, overlapMm: Number.NaN, marginMm: 6 })).toMatchObject({ ok: false });
  });

  it('refuses a mat that would take more than 1000 sheets', () => {
    const result = planMat({ table: { width: 480, height: 480 }, paper: 'a4', orientation: 'auto', overlapMm: 50, marginMm: 30 });
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining('sheets') });
  });

  it('covers the whole table with trim boxes and never adds a sheet that is not needed', () => {
    fc.assert(fc.property(
      fc.integer({ min: 12, max: 120 }), fc.integer({ min: 12, max: 120 }), fc.constantFrom(...PAPER_SIZES),
      fc.constantFrom<Orientation>('portrait', 'landscape'), fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 30, noNaN: true }),
      (w, h, paper, orientation, overlapMm, marginMm) => {
        const p = plan([w, h], paper, orientation, overlapMm, marginMm);
        expect(p.cols * p.stepMm.width).toBeGreaterThanOrEqual(p.tableMm.width - 1e-6);
        expect((p.cols - 1) * p.stepMm.width).toBeLessThan(p.tableMm.width);
        expect(p.rows * p.stepMm.height).toBeGreaterThanOrEqual(p.tableMm.height - 1e-6);
        expect((p.rows - 1) * p.stepMm.height).toBeLessThan(p.tableMm.height);
      },
    ));
  });

  it('counts sheets along one direction', () => {
    expect(sheetsAlong(1200, 200)).toBe(6);
    expect(sheetsAlong(1200.5, 200)).toBe(7);
    expect(sheetsAlong(10, 200)).toBe(1);
  });
});
