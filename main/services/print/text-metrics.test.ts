import { describe, expect, it } from 'vitest';
import { fitText, printableText, textWidth, wrapText } from './text-metrics.ts';

describe('text measuring and fitting', () => {
  it('measures with Helvetica\'s widths, bold wider, in proportion to size', () => {
    // Helvetica: "H" is 722/1000 em wide, "i" 222/1000.
    expect(textWidth('H', 10)).toBeCloseTo(7.22, 6);
    expect(textWidth('Hi', 20)).toBeCloseTo(18.88, 6);
    expect(textWidth('Hello', 10, true)).toBeGreaterThan(textWidth('Hello', 10));
  });

  it('wraps at spaces, keeps paragraphs, and cuts a word longer than the line', () => {
    const lines = wrapText('one two three\nfour', 10, textWidth('one two', 10));
    expect(lines).toEqual(['one two', 'three', 'four']);
    const long = wrapText('Supercalifragilistic', 10, 30);
    expect(long.length).toBeGreaterThan(1);
    for (const l of long) expect(textWidth(l, 10)).toBeLessThanOrEqual(30);
    expect(long.join('')).toBe('Supercalifragilistic');
  });

  it('cuts text to a width with an ellipsis, and leaves text that fits alone', () => {
    expect(fitText('short', 10, 100)).toBe('short');
    const cut = fitText('a rather long title for a small box', 10, 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidth(cut, 10)).toBeLessThanOrEqual(60);
  });

  it('spells Cyrillic in Latin letters and swaps symbols the PDF fonts lack', () => {
    expect(printableText('Комуч')).toBe('Komuch');
    expect(printableText('Щорс → 6″')).toBe('Shchors -> 6"');
    expect(printableText('72×48 — Café')).toBe('72×48 — Café');
  });
});
