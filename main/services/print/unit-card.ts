import type { Canvas, Rect } from './canvas.ts';
import { rect } from './canvas.ts';
import { MUTED_TEXT, SIDE_COLOURS, TEXT_COLOUR } from './map-style.ts';
import type { PrintUnit } from './print-units.ts';
import { unitDetails } from './scenario-text.ts';
import type { Block } from './text-flow.ts';
import { fitText, wrapText } from './text-metrics.ts';

const PAD = 5;
const CELL_W = 92;

/**
 * A unit's card on the roster: name and troop type, strength, officers and notes, the rule set's numbers for its
 * troop type in small cells, and a box to tick for each figure (or base) lost.
 */
export function unitCardBlock(u: PrintUnit): Block {
  const stats = Object.entries(u.stats);
  // Past 120 boxes a card would be all boxes; its strength line already gives the count.
  const boxes = Math.min(u.losses.count, 120);
  const layout = (width: number, size: number) => {
    const inner = width - 2 * PAD - 3;
    const details = wrapText(unitDetails(u), size, inner);
    const notes = u.notes ? wrapText(u.notes, size * 0.9, inner) : [];
    const perRow = Math.max(1, Math.floor(inner / CELL_W));
    const statRows = Math.ceil(stats.length / perRow);
    const box = size * 0.9;
    const boxesPerRow = Math.max(1, Math.floor((inner - size * 7) / (box + 2)));
    const boxRows = Math.ceil(boxes / boxesPerRow);
    const line = size * 1.25;
    const height = PAD * 2 + line * 1.2 + details.length * line + notes.length * line * 0.9 + statRows * size * 2.5 + boxRows * (box + 2) + size * 0.5;
    return { inner, details, notes, perRow, box, boxesPerRow, line, height };
  };
  return {
    kind: 'drawn',
    height: (width, size) => layout(width, size).height,
    draw: (canvas: Canvas, at: Rect, size: number) => {
      const l = layout(at.width, size);
      const colour = SIDE_COLOURS[u.side];
      rect(canvas, { x: at.x, y: at.y, width: at.width, height: l.height }, { stroke: { colour: MUTED_TEXT, width: 0.5 } });
      rect(canvas, { x: at.x, y: at.y, width: 3, height: l.height }, { fill: { colour } });
      const x = at.x + 3 + PAD;
      let y = at.y + PAD;
      canvas.text(fitText(u.name, size * 1.15, l.inner * 0.6, true), { x, y }, { size: size * 1.15, bold: true, colour, baseline: 'top' });
      canvas.text(fitText(u.troopTypeName, size, l.inner * 0.4), { x: x + l.inner, y }, { size, colour: MUTED_TEXT, baseline: 'top', align: 'end' });
      y += l.line * 1.2;
      for (const t of l.details) { canvas.text(t, { x, y }, { size, colour: TEXT_COLOUR, baseline: 'top' }); y += l.line; }
      for (const t of l.notes) { canvas.text(t, { x, y }, { size: size * 0.9, italic: true, colour: MUTED_TEXT, baseline: 'top' }); y += l.line * 0.9; }
      stats.forEach(([key, value], i) => {
        const cx = x + (i % l.perRow) * CELL_W;
        const cy = y + Math.floor(i / l.perRow) * size * 2.5;
        canvas.text(fitText(key, size * 0.8, CELL_W - 4), { x: cx, y: cy }, { size: size * 0.8, colour: MUTED_TEXT, baseline: 'top' });
        canvas.text(fitText(String(value), size * 1.05, CELL_W - 4, true), { x: cx, y: cy + size * 1.05 }, { size: size * 1.05, bold: true, colour: TEXT_COLOUR, baseline: 'top' });
      });
      y += Math.ceil(stats.length / l.perRow) * size * 2.5;
      canvas.text(`Losses (${u.losses.unit})`, { x, y: y + l.box / 2 }, { size: size * 0.85, colour: MUTED_TEXT, baseline: 'middle' });
      for (let i = 0; i < boxes; i++) {
        const bx = x + size * 7 + (i % l.boxesPerRow) * (l.box + 2);
        const by = y + Math.floor(i / l.boxesPerRow) * (l.box + 2);
        rect(canvas, { x: bx, y: by, width: l.box, height: l.box }, { stroke: { colour: TEXT_COLOUR, width: 0.5 } });
      }
    },
  };
}
