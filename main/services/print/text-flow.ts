import type { Canvas, Rect } from './canvas.ts';
import { wrapText } from './text-metrics.ts';
import { MUTED_TEXT, TEXT_COLOUR } from './map-style.ts';

/** Pieces of running text (and drawn items such as a legend) that flow down columns. */
export type Block =
  | { kind: 'heading'; text: string; colour?: string }
  | { kind: 'paragraph'; text: string; italic?: boolean; muted?: boolean }
  | { kind: 'bullet'; text: string; colour?: string }
  | { kind: 'gap'; lines: number }
  /** Continue at the next column whose index is a multiple of `every` (with `every` columns a page: a page break). */
  | { kind: 'break'; every: number }
  | { kind: 'drawn'; height: (width: number, size: number) => number; draw: (canvas: Canvas, at: Rect, size: number) => void };

const LEADING = 1.3;

/** One line or drawn item placed in a column. */
export interface Placed {
  column: number;
  y: number;
  height: number;
  paint: (canvas: Canvas, column: Rect, y: number, size: number) => void;
}

export interface Flowed {
  /** Placed items by column. */
  placed: Placed[];
  /** How many blocks did not fit. */
  leftOver: number;
  columnsUsed: number;
}

/**
 * Flows blocks down columns at one text size. A heading is kept with the line after it; a drawn item is never
 * split. Stops at the first block that no longer fits (`leftOver` says how many were left out).
 */
export function flowBlocks(blocks: readonly Block[], columns: readonly Rect[], size: number): Flowed {
  const line = size * LEADING;
  const placed: Placed[] = [];
  let col = 0;
  let y = 0;
  const fits = (h: number) => y + h <= (columns[col]?.height ?? 0) + 1e-6;
  const advance = (h: number): boolean => {
    if (fits(h)) return true;
    if (col + 1 >= columns.length) return false;
    col++;
    y = 0;
    return fits(h);
  };
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b]!;
    const width = columns[col]?.width ?? 0;
    switch (block.kind) {
      case 'gap':
        if (y > 0) y += line * block.lines;
        break;
      case 'break':
        if (y > 0 || col % block.every !== 0) {
          const next = (Math.floor(col / block.every) + 1) * block.every;
          if (next >= columns.length) return { placed, leftOver: blocks.length - b, columnsUsed: col + 1 };
          col = next;
          y = 0;
        }
        break;
      case 'drawn': {
        const h = block.height(width, size);
        if (!advance(h)) return { placed, leftOver: blocks.length - b, columnsUsed: col + 1 };
        placed.push({ column: col, y, height: h, paint: (c, r, at, s) => block.draw(c, { x: r.x, y: r.y + at, width: r.width, height: h }, s) });
        y += h + line * 0.3;
        break;
      }
      case 'heading': {
        const headingGap = y > 0 ? line * 0.4 : 0;
        // Keep the heading with at least one line of what follows.
        if (!advance(headingGap + line * 2)) return { placed, leftOver: blocks.length - b, columnsUsed: col + 1 };
        y += y > 0 ? headingGap : 0;
        const text = block.text;
        const colour = block.colour ?? TEXT_COLOUR;
        placed.push({ column: col, y, height: line, paint: (c, r, at, s) => c.text(text, { x: r.x, y: r.y + at }, { size: s * 1.1, bold: true, colour, baseline: 'top' }) });
        y += line * 1.05;
        break;
      }
      case 'paragraph':
      case 'bullet': {
        const indent = block.kind === 'bullet' ? size * 0.9 : 0;
        const lines = wrapText(block.text, size, width - indent, false);
        for (let i = 0; i < lines.length; i++) {
          if (!advance(line)) return { placed, leftOver: blocks.length - b, columnsUsed: col + 1 };
          const text = lines[i]!;
          const first = i === 0;
          const style = block.kind === 'paragraph'
            ? { italic: block.italic === true, colour: block.muted ? MUTED_TEXT : TEXT_COLOUR }
            : { italic: false, colour: TEXT_COLOUR };
          const bulletColour = block.kind === 'bullet' ? (block.colour ?? TEXT_COLOUR) : TEXT_COLOUR;
          placed.push({
            column: col, y, height: line,
            paint: (c, r, at, s) => {
              if (block.kind === 'bullet' && first) c.circle({ x: r.x + s * 0.3, y: r.y + at + s * 0.36 }, s * 0.17, { fill: { colour: bulletColour } });
              c.text(text, { x: r.x + indent, y: r.y + at }, { size: s, baseline: 'top', ...style });
            },
          });
          y += line;
        }
        y += line * 0.15;
        break;
      }
    }
  }
  return { placed, leftOver: 0, columnsUsed: col + 1 };
}

/** The largest size from `sizes` (largest first) at which everything fits; else the smallest, cut short. */
export function fitBlocks(blocks: readonly Block[], columns: readonly Rect[], sizes: readonly number[]): { flowed: Flowed; size: number } {
  let last: { flowed: Flowed; size: number } | null = null;
  for (const size of sizes) {
    last = { flowed: flowBlocks(blocks, columns, size), size };
    if (last.flowed.leftOver === 0) return last;
  }
  if (!last) throw new Error('fitBlocks needs at least one size');
  return last;
}

export function paintFlowed(canvas: Canvas, flowed: Flowed, columns: readonly Rect[], size: number): void {
  for (const p of flowed.placed) {
    const column = columns[p.column];
    if (column) p.paint(canvas, column, p.y, size);
  }
}

/** A text size ladder from `max` down to `min` in half points. */
export function sizeLadder(max: number, min: number): number[] {
  const out: number[] = [];
  for (let s = max; s >= min - 1e-9; s -= 0.5) out.push(s);
  return out;
}

export const lineHeight = (size: number): number => size * LEADING;
