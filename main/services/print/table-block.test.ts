import { describe, expect, it } from 'vitest';
import type { Canvas } from './canvas.ts';
import { columnParts, tableBlocks } from './table-block.ts';
import { listRulesets } from '../../../shared/rulesets/registry.ts';
import { paperPt } from './paper.ts';

/** A canvas that keeps only the text drawn on it. */
function recordingCanvas(): { canvas: Canvas; texts: string[] } {
  const texts: string[] = [];
  const canvas: Canvas = { width: 1000, height: 1000, path: () => {}, circle: () => {}, text: (t) => { texts.push(t); }, clipped: (_r, draw) => draw() };
  return { canvas, texts };
}

/** Every line drawn, checked to be made of whole words of the table's cells. */
function brokenWords(columns: readonly string[], rows: readonly (readonly (string | number)[])[], width: number, size: number): string[] {
  const words = new Set([...columns, ...rows.flat().map(String)].flatMap((c) => c.split(/\s+/)));
  const { canvas, texts } = recordingCanvas();
  for (const block of tableBlocks(columns, rows, width, size)) {
    if (block.kind === 'drawn') block.draw(canvas, { x: 0, y: 0, width, height: block.height(width, size) }, size);
  }
  return texts.flatMap((t) => t.split(' ')).filter((w) => w.length > 0 && !words.has(w));
}

// The roster's column on A4 and on US Letter (two a page), and on A3 (three a page), at its text size.
const columnWidths = ['a4', 'letter', 'a3'].map((paper) => {
  const page = paperPt(paper as 'a4', 'portrait');
  const perPage = page.width > 700 ? 3 : 2;
  return (page.width - 72 - 14 * (perPage - 1)) / perPage;
});

describe('quick-reference tables', () => {
  it('never break a word in the middle, in any rule set\'s tables or troop types, on any paper', () => {
    for (const ruleset of listRulesets()) {
      const keys = [...new Set(ruleset.troopTypes.flatMap((t) => Object.keys(t.stats)))];
      const troops = { columns: ['Troop type', 'Bases', ...keys], rows: ruleset.troopTypes.map((t) => [t.name, `${t.base.width}×${t.base.depth} in`, ...keys.map((k) => t.stats[k] ?? '–')]) };
      for (const table of [...ruleset.tables, troops]) {
        for (const width of columnWidths) {
          expect(brokenWords(table.columns, table.rows, width, 7.5), `${ruleset.id}: ${'title' in table ? table.title : 'troop types'} at ${width.toFixed(0)} pt`).toEqual([]);
        }
      }
    }
  });

  it('split a table too wide for its column into parts, each led by the row names', () => {
    const columns = ['Troop type', ...Array.from({ length: 14 }, (_, i) => `Characteristic${i}`)];
    const rows = [['Red Army infantry', ...Array.from({ length: 14 }, (_, i) => i)]];
    const parts = columnParts(columns, rows, 254, 7.5);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part[0]).toBe(0);
    expect(parts.flatMap((p) => p.slice(1))).toEqual(columns.slice(1).map((_, i) => i + 1));
    expect(brokenWords(columns, rows, 254, 7.5)).toEqual([]);
  });

  it('keep a table that fits in one piece', () => {
    expect(columnParts(['Roll', 'Result'], [[1, 'Miss'], [6, 'Hit']], 254, 7.5)).toEqual([[0, 1]]);
  });
});
