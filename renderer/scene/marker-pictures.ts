import type { Mesh } from 'three';
import { buildBillboards } from './billboards.ts';
import type { MarkerView } from '../../shared/engine/ruleset.ts';
import { MARKER_STYLE, type MarkerShape } from './palette.ts';

/**
 * Pictures drawn on canvases for billboards that always face the camera: status counters and text labels.
 * They keep the same size on screen however far the camera is, so markers stay readable from the
 * opening view.
 */

const ICON = 64;

type Ctx = CanvasRenderingContext2D;

function canvas(width: number, height: number): { c: HTMLCanvasElement; ctx: Ctx } {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('the browser gave no 2D canvas for a marker');
  return { c, ctx };
}

function traceShape(ctx: Ctx, shape: MarkerShape, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  const poly = (pts: [number, number][]) => {
    pts.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(cx + x * r, cy + y * r) : ctx.lineTo(cx + x * r, cy + y * r)));
    ctx.closePath();
  };
  switch (shape) {
    case 'triangle': poly([[0, -1], [0.95, 0.75], [-0.95, 0.75]]); break;
    case 'triangle-down': poly([[0, 0.95], [0.95, -0.7], [-0.95, -0.7]]); break;
    case 'diamond': poly([[0, -1], [0.85, 0], [0, 1], [-0.85, 0]]); break;
    case 'square': poly([[-0.78, -0.78], [0.78, -0.78], [0.78, 0.78], [-0.78, 0.78]]); break;
    case 'octagon': poly(Array.from({ length: 8 }, (_, i) => [Math.cos((i + 0.5) * Math.PI / 4) * 0.92, Math.sin((i + 0.5) * Math.PI / 4) * 0.92] as [number, number])); break;
    case 'cross': poly([[-0.3, -0.9], [0.3, -0.9], [0.3, -0.3], [0.9, -0.3], [0.9, 0.3], [0.3, 0.3], [0.3, 0.9], [-0.3, 0.9], [-0.3, 0.3], [-0.9, 0.3], [-0.9, -0.3], [-0.3, -0.3]]); break;
    case 'chevron': poly([[-0.9, -0.5], [0, -1], [0.9, -0.5], [0.9, 0.2], [0, -0.3], [-0.9, 0.2]]); ctx.moveTo(cx - 0.9 * r, cy + 0.25 * r); poly([[-0.9, 0.25], [0, -0.25], [0.9, 0.25], [0.9, 0.95], [0, 0.45], [-0.9, 0.95]]); break;
    case 'flame': poly([[0, -1], [0.35, -0.35], [0.75, -0.6], [0.8, 0.35], [0.45, 0.9], [-0.45, 0.9], [-0.8, 0.35], [-0.6, -0.45], [-0.25, -0.15]]); break;
    case 'dome': ctx.moveTo(cx - 0.95 * r, cy + 0.6 * r); ctx.arc(cx, cy + 0.6 * r, 0.95 * r, Math.PI, 0); ctx.closePath(); break;
    case 'circle': ctx.arc(cx, cy, 0.9 * r, 0, Math.PI * 2); break;
    case 'ring': ctx.arc(cx, cy, 0.9 * r, 0, Math.PI * 2); ctx.moveTo(cx + 0.5 * r, cy); ctx.arc(cx, cy, 0.5 * r, 0, Math.PI * 2, true); break;
  }
}

/** One counter: its shape (stacked when there are several), its letter, and the count in a badge. */
function drawCounter(ctx: Ctx, x0: number, marker: MarkerView): void {
  const style = MARKER_STYLE[marker.kind];
  const r = ICON * 0.36;
  const cx = x0 + ICON / 2, cy = ICON / 2 + 4;
  const stack = Math.min(3, Math.max(1, marker.count));
  for (let i = stack - 1; i >= 0; i--) {
    traceShape(ctx, style.shape, cx + i * 3, cy - i * 4, r);
    ctx.fillStyle = style.fill;
    ctx.fill('evenodd');
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#111';
    ctx.stroke();
  }
  ctx.fillStyle = style.ink;
  ctx.font = `bold ${Math.round(r * 0.95)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const glyphY = style.shape === 'dome' ? cy + r * 0.25 : style.shape === 'triangle' ? cy + r * 0.2 : cy;
  ctx.fillText(style.glyph, cx, glyphY);
  if (marker.count > 1) {
    const bx = x0 + ICON - 12, by = 12;
    ctx.beginPath();
    ctx.arc(bx, by, 11, 0, Math.PI * 2);
    ctx.fillStyle = '#fff';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#111';
    ctx.stroke();
    ctx.fillStyle = '#111';
    ctx.font = 'bold 16px sans-serif';
    ctx.fillText(String(marker.count), bx, by + 1);
  }
}

export function markerKey(markers: readonly MarkerView[]): string {
  return markers.map((m) => `${m.kind}:${m.count}`).join('|');
}

/** A strip of counters side by side. */
export function markerStripCanvas(markers: readonly MarkerView[]): HTMLCanvasElement {
  const shown = markers.filter((m) => m.count > 0);
  const { c, ctx } = canvas(ICON * Math.max(1, shown.length), ICON);
  shown.forEach((m, i) => drawCounter(ctx, i * ICON, m));
  return c;
}

/** A text label on a dark tag, lettered in `colour`. */
export function labelCanvas(text: string, colour = '#ffffff'): HTMLCanvasElement {
  const fontPx = 26;
  const probe = canvas(8, 8).ctx;
  probe.font = `600 ${fontPx}px sans-serif`;
  const width = Math.ceil(probe.measureText(text).width) + 18;
  const { c, ctx } = canvas(width, fontPx + 14);
  ctx.fillStyle = 'rgba(20, 18, 16, 0.78)';
  ctx.beginPath();
  ctx.roundRect(0, 0, c.width, c.height, 8);
  ctx.fill();
  ctx.font = `600 ${fontPx}px sans-serif`;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, c.width / 2, c.height / 2 + 1);
  return c;
}

/**
 * The painted top of a position marker's counter: a buff card with a dark border, a big question mark (what stands
 * under it is not known) and its number in the corner, the only name the player has for it.
 */
export function markerFaceCanvas(face: string): HTMLCanvasElement {
  const size = 128;
  const { c, ctx } = canvas(size, size);
  ctx.fillStyle = '#d9c79a';
  ctx.fillRect(0, 0, size, size);
  ctx.lineWidth = 10;
  ctx.strokeStyle = '#2b2218';
  ctx.strokeRect(5, 5, size - 10, size - 10);
  ctx.fillStyle = '#2b2218';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = 'bold 84px serif';
  ctx.fillText('?', size / 2, size / 2 + 6);
  ctx.font = 'bold 30px sans-serif';
  ctx.fillText(face, size - 28, 30);
  return c;
}

/** Height of labels on screen, as a fraction of the view's height. */
export const LABEL_HEIGHT = 0.028;
/** Height of a row of status counters on screen. */
export const MARKER_HEIGHT = 0.05;

/** Text labels at world points, all in one draw call; null when there are none. */
export function labelBillboards(labels: readonly { text: string; at: readonly [number, number, number]; colour?: string }[], name: string): Mesh | null {
  return buildBillboards(labels.map((l) => ({ picture: labelCanvas(l.text, l.colour), at: l.at, height: LABEL_HEIGHT })), name);
}

/**
 * Counter pictures kept from one action to the next, since most units keep their markers: `take` draws a
 * picture only the first time its key is seen, `keepOnly` forgets the ones no longer shown.
 */
export class PictureCache {
  readonly #pictures = new Map<string, HTMLCanvasElement>();

  take(key: string, draw: () => HTMLCanvasElement): HTMLCanvasElement {
    let picture = this.#pictures.get(key);
    if (!picture) {
      picture = draw();
      this.#pictures.set(key, picture);
    }
    return picture;
  }

  keepOnly(keys: readonly string[]): void {
    for (const key of [...this.#pictures.keys()]) if (!keys.includes(key)) this.#pictures.delete(key);
  }

  get size(): number {
    return this.#pictures.size;
  }
}
