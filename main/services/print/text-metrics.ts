import PDFDocument from 'pdfkit';
import type { TextStyle } from './canvas.ts';
import { CYRILLIC_IN_LATIN } from '../../../shared/scenario/cyrillic.ts';

/**
 * Text width in points for Helvetica, from pdfkit's own font metrics, so layouts measure exactly what the PDF
 * prints. SVG output names Helvetica first and Liberation Sans/Arial after (the same widths), so it lines up too.
 */
let measurer: PDFKit.PDFDocument | undefined;
// Widths at 1 pt, by font and text: a mat measures the same grid names on every sheet.
const widthCache = new Map<string, number>();
const CACHE_LIMIT = 20_000;

export function textWidth(text: string, size: number, bold = false): number {
  const key = `${bold ? 'B' : 'R'}${text}`;
  let unit = widthCache.get(key);
  if (unit === undefined) {
    measurer ??= new PDFDocument({ autoFirstPage: false, compress: false });
    measurer.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(1000);
    unit = measurer.widthOfString(printableText(text)) / 1000;
    if (widthCache.size >= CACHE_LIMIT) widthCache.clear();
    widthCache.set(key, unit);
  }
  return unit * size;
}

export const measureText = (text: string, style: TextStyle): number => textWidth(text, style.size, style.bold === true);

/** Breaks text into lines no wider than `maxWidth`; paragraphs split on newlines, over-long words are cut. */
export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  // a word measured to fit exactly must not be cut by rounding: layouts size columns to their longest word
  const limit = maxWidth + 1e-6;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w.length > 0)) {
      const candidate = current ? `${current} ${word}` : word;
      if (textWidth(candidate, size, bold) <= limit) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (textWidth(current, size, bold) > limit && current.length > 1) {
        let cut = current.length - 1;
        while (cut > 1 && textWidth(current.slice(0, cut), size, bold) > limit) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Cuts text to fit `maxWidth`, ending with an ellipsis when it had to cut. */
export function fitText(text: string, size: number, maxWidth: number, bold = false): string {
  if (textWidth(text, size, bold) <= maxWidth) return text;
  // The longest prefix that fits with its ellipsis, by bisection.
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (textWidth(`${text.slice(0, mid)}…`, size, bold) <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? `${text.slice(0, lo).trimEnd()}…` : '';
}

// The PDF's built-in fonts speak Windows-1252 only: Cyrillic is transliterated, a few symbols spelled out.
const SYMBOLS: Record<string, string> = {
  '″': '"', '′': "'", '→': '->', '←': '<-', '↑': '^', '↓': 'v', '≤': '<=', '≥': '>=', '≈': '~', '−': '-', '✕': 'x',
  '\u00a0': ' ', '\u2009': ' ', '\u202f': ' ',
};
// Characters outside Latin-1 that Windows-1252 still has (and pdfkit maps).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function printableText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff && ch !== '\u00a0') || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
      continue;
    }
    const lower = ch.toLowerCase();
    const latin = CYRILLIC_IN_LATIN[lower];
    if (latin !== undefined) {
      out += ch === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
      continue;
    }
    out += SYMBOLS[ch] ?? (code < 0x20 ? ' ' : '?');
  }
  return out;
}
