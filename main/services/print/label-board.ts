import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Rect } from './canvas.ts';
import { insideTable, type MapFrame } from './map-frame.ts';
import { textWidth } from './text-metrics.ts';

/**
 * The room left for lettering on one map. Unit symbols are reserved first; then each label, in drawing order, takes
 * the first of its candidate places (centres) whose box is free of everything placed before it, or, where none
 * is, the one that covers least. So names in a crowded village stand beside one another, not on top.
 */
export class LabelBoard {
  private readonly taken: Rect[] = [];

  constructor(private readonly frame: MapFrame) {}

  reserve(box: Rect): void {
    this.taken.push(box);
  }

  /** Where to centre `text` (kept within the table): the first free candidate, else the least covered. */
  place(text: string, candidates: readonly Vec[], size: number, bold = false): Vec {
    const width = textWidth(text, size, bold);
    const height = size * 1.15;
    let best: { at: Vec; covered: number } | null = null;
    for (const candidate of candidates) {
      const at = this.onTable(insideTable(this.frame, candidate, text, size, bold), height);
      const covered = this.covered({ x: at.x - width / 2, y: at.y - height / 2, width, height });
      if (!best || covered < best.covered) best = { at, covered };
      if (covered === 0) break;
    }
    const at = best?.at ?? candidates[0]!;
    this.taken.push({ x: at.x - width / 2, y: at.y - height / 2, width, height });
    return at;
  }

  /** The label moved up or down as far as needed to stay within the table's height. */
  private onTable(at: Vec, height: number): Vec {
    const top = this.frame.top + height / 2, bottom = this.frame.top + this.frame.table.height * this.frame.scale - height / 2;
    return top > bottom ? at : { x: at.x, y: Math.min(Math.max(at.y, top), bottom) };
  }

  private covered(box: Rect): number {
    let sum = 0;
    for (const t of this.taken) {
      const w = Math.min(box.x + box.width, t.x + t.width) - Math.max(box.x, t.x);
      const h = Math.min(box.y + box.height, t.y + t.height) - Math.max(box.y, t.y);
      if (w > 0 && h > 0) sum += w * h;
    }
    return sum;
  }
}

/**
 * Places around a point for a label `width` wide: under it, over it, right, left, then the same a step further
 * out, so a label finds room even where the first ring is full. `clear` is the distance to keep from the point.
 */
export function ringAround(at: Vec, clearY: number, clearX: number, width: number, size: number): Vec[] {
  const out: Vec[] = [];
  for (const step of [0, 1, 2]) {
    const dy = clearY + size * (0.6 + step * 1.2);
    const dx = clearX + size * 0.4 + width / 2 + step * size;
    out.push({ x: at.x, y: at.y + dy }, { x: at.x, y: at.y - dy }, { x: at.x + dx, y: at.y }, { x: at.x - dx, y: at.y });
    out.push({ x: at.x + dx, y: at.y + dy }, { x: at.x - dx, y: at.y + dy }, { x: at.x + dx, y: at.y - dy }, { x: at.x - dx, y: at.y - dy });
  }
  return out;
}
