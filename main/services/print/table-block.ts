import type { Canvas, Rect } from './canvas.ts';
import { rect } from './canvas.ts';
import { MUTED_TEXT, TEXT_COLOUR } from './map-style.ts';
import type { Block } from './text-flow.ts';
import { textWidth, wrapText } from './text-metrics.ts';

const PAD = 2.5;
/** The text shrinks to this share of its size at most; a table whose words still do not fit is split. */
const MIN_SCALE = 0.7;

type Rows = readonly (readonly (string | number)[])[];

/**
 * A table as flowing blocks for a column `width` wide at text `size`. A table too wide to keep its words whole
 * even at the smallest text is split into parts by columns, each repeating the first (the row's name), so no
 * word is ever broken in the middle ("Tactica l").
 */
export function tableBlocks(columns: readonly string[], rows: Rows, width: number, size: number): Block[] {
  const parts = columnParts(columns, rows, width, size);
  return parts.flatMap((part, i) => [
    ...(i > 0 ? [{ kind: 'gap', lines: 0.5 } as const] : []),
    ...rowBlocks(part.map((c) => columns[c] ?? ''), rows.map((r) => part.map((c) => r[c] ?? ''))),
  ]);
}

/** Widest single word of each column (header bold), with its padding. */
function longestWords(columns: readonly string[], rows: Rows, size: number): number[] {
  return columns.map((header, i) => {
    let widest = 0;
    for (const [k, cell] of [header, ...rows.map((r) => String(r[i] ?? ''))].entries()) {
      for (const w of cell.split(/\s+/)) widest = Math.max(widest, textWidth(w, size, k === 0));
    }
    return widest + 2 * PAD;
  });
}

/**
 * Which columns go in each part: all in one when their words fit side by side at the smallest text; otherwise
 * parts filled in order at full size, each starting with the first column.
 */
export function columnParts(columns: readonly string[], rows: Rows, width: number, size: number): number[][] {
  const all = columns.map((_, i) => i);
  const words = longestWords(columns, rows, size);
  const pads = 2 * PAD * columns.length;
  if ((words.reduce((a, b) => a + b, 0) - pads) * MIN_SCALE + pads <= width || columns.length < 3) return [all];
  const parts: number[][] = [];
  let part = [0];
  let used = words[0]!;
  for (let i = 1; i < columns.length; i++) {
    if (part.length > 1 && used + words[i]! > width) {
      parts.push(part);
      part = [0];
      used = words[0]!;
    }
    part.push(i);
    used += words[i]!;
  }
  parts.push(part);
  return parts;
}

/**
 * One table as flowing blocks: the header row, then each body row on its own, so a long table breaks between rows.
 * Column widths follow the widest cell, shrunk in proportion (and cells wrapped at spaces) when the column is too
 * narrow, never below its longest word while the text can still shrink.
 */
function rowBlocks(columns: readonly string[], rows: Rows): Block[] {
  const cache = new Map<string, { size: number; widths: number[] }>();
  const cells = (i: number) => [columns[i] ?? '', ...rows.map((r) => String(r[i] ?? ''))];
  const measureAt = (size: number) => {
    const natural = columns.map((_, i) => Math.max(...cells(i).map((c, k) => textWidth(c, size, k === 0))) + 2 * PAD);
    const longestWord = columns.map((_, i) => Math.max(...cells(i).flatMap((c, k) => c.split(/\s+/).map((w) => textWidth(w, size, k === 0)))) + 2 * PAD);
    return { natural, longestWord };
  };
  /** Text size and column widths for a column `width` wide: the text shrinks (to 70%) before words would break. */
  const fit = (width: number, size: number): { size: number; widths: number[] } => {
    const key = `${width}:${size}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let scaled = size;
    let m = measureAt(size);
    const words = m.longestWord.reduce((a, b) => a + b, 0);
    if (words > width) {
      // the padding does not shrink with the text, so only the words' own width is scaled
      const pads = 2 * PAD * columns.length;
      scaled = size * Math.max(MIN_SCALE, ((width - pads) / (words - pads)) * 0.999);
      m = measureAt(scaled);
    }
    const total = m.natural.reduce((a, b) => a + b, 0);
    const widths = total <= width ? m.natural.map((w) => w + (width - total) / m.natural.length) : shrink(m.natural, m.longestWord, width);
    const result = { size: scaled, widths };
    cache.set(key, result);
    return result;
  };
  const rowBlock = (texts: readonly string[], header: boolean, shaded: boolean): Block => {
    const layout = (width: number, size: number) => {
      const { size: s, widths } = fit(width, size);
      const lines = texts.map((c, i) => wrapText(c, s, Math.max(4, widths[i]! - 2 * PAD), header));
      const height = Math.max(1, ...lines.map((l) => l.length)) * s * 1.2 + 2 * PAD;
      return { s, widths, lines, height };
    };
    return {
      kind: 'drawn',
      height: (width, size) => layout(width, size).height,
      draw: (canvas: Canvas, at: Rect, size: number) => {
        const { s, widths, lines, height } = layout(at.width, size);
        if (header || shaded) rect(canvas, { x: at.x, y: at.y, width: at.width, height }, { fill: { colour: header ? '#e4e4e4' : '#f5f5f5' } });
        let x = at.x;
        widths.forEach((w, i) => {
          (lines[i] ?? []).forEach((t, k) => canvas.text(t, { x: x + PAD, y: at.y + PAD + k * s * 1.2 }, { size: s, bold: header, colour: TEXT_COLOUR, baseline: 'top' }));
          x += w;
        });
        canvas.path([[{ x: at.x, y: at.y + height }, { x: at.x + at.width, y: at.y + height }]], false, { stroke: { colour: header ? TEXT_COLOUR : MUTED_TEXT, width: header ? 0.7 : 0.25 } });
      },
    };
  };
  return [
    rowBlock([...columns], true, false),
    ...rows.map((r, i) => rowBlock(columns.map((_, c) => String(r[c] ?? '')), false, i % 2 === 1)),
  ];
}

/**
 * Narrows columns to fit: each keeps at least its longest word (so words are not split) and the rest of the
 * width is shared in proportion to what each column wanted beyond that. If even the words do not fit, all shrink alike.
 */
function shrink(natural: readonly number[], floor: readonly number[], width: number): number[] {
  const floorTotal = floor.reduce((a, b) => a + b, 0);
  if (floorTotal >= width) return floor.map((f) => (f * width) / floorTotal);
  const wants = natural.map((w, i) => Math.max(0, w - floor[i]!));
  const wantTotal = wants.reduce((a, b) => a + b, 0);
  const spare = width - floorTotal;
  return floor.map((f, i) => f + (wantTotal > 0 ? (spare * wants[i]!) / wantTotal : spare / floor.length));
}
