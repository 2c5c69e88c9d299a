/** Paper sizes and lengths. Print layouts work in PDF points (1/72 inch); options arrive in millimetres. */

export const MM_PER_INCH = 25.4;
export const PT_PER_INCH = 72;
export const PT_PER_MM = PT_PER_INCH / MM_PER_INCH;

export const PAPER_SIZES = ['a4', 'a3', 'letter', 'tabloid'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export type Orientation = 'portrait' | 'landscape';

/** Portrait width × height in millimetres (ISO 216 and ANSI). */
const PORTRAIT_MM: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 210, height: 297 },
  a3: { width: 297, height: 420 },
  letter: { width: 8.5 * MM_PER_INCH, height: 11 * MM_PER_INCH },
  tabloid: { width: 11 * MM_PER_INCH, height: 17 * MM_PER_INCH },
};

export interface Size {
  width: number;
  height: number;
}

export function paperMm(paper: PaperSize, orientation: Orientation): Size {
  const p = PORTRAIT_MM[paper];
  return orientation === 'portrait' ? { ...p } : { width: p.height, height: p.width };
}

export function paperPt(paper: PaperSize, orientation: Orientation): Size {
  const mm = paperMm(paper, orientation);
  return { width: mm.width * PT_PER_MM, height: mm.height * PT_PER_MM };
}

export const isPaperSize = (s: string): s is PaperSize => (PAPER_SIZES as readonly string[]).includes(s);

const LENGTH_UNITS_MM: Record<string, number> = { mm: 1, cm: 10, in: MM_PER_INCH, pt: MM_PER_INCH / PT_PER_INCH };

/**
 * Reads a length such as "10mm", "1cm", "0.25in" or "6pt" and returns millimetres. A bare number is taken
 * as millimetres. Returns null for anything else (negative, not finite, unknown unit).
 */
export function parseLengthMm(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|cm|in|pt)?\s*$/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] ?? 'mm').toLowerCase();
  const factor = LENGTH_UNITS_MM[unit];
  if (factor === undefined || !Number.isFinite(value)) return null;
  return value * factor;
}
