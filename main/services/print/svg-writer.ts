import { baselineShift, type Canvas, type Paint, type Subpaths, type TextStyle } from './canvas.ts';
import type { Vec } from '../../../shared/geometry/vec.ts';

const FONT_FAMILY = "Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const n = (v: number): string => String(Math.round(v * 100) / 100);

/** Escapes markup and drops control characters, which XML does not allow at all (tab and newlines excepted). */
function escapeXml(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 && ch !== '\t' && ch !== '\n' && ch !== '\r') continue;
    out += ch === '&' || ch === '<' || ch === '>' || ch === '"' || ch === "'" ? `&#${code};` : ch;
  }
  return out;
}

/** One SVG page, the same drawing calls as a PDF page; `toSvg()` gives the document. */
export class SvgPage implements Canvas {
  private readonly parts: string[] = [];
  private clips = 0;

  constructor(readonly width: number, readonly height: number, private readonly title = '') {}

  path(subpaths: Subpaths, closed: boolean, paint: Paint): void {
    if (!paint.fill && !paint.stroke) return;
    const d = subpaths.map((sp) => pathData(sp, closed)).join('');
    if (d) this.parts.push(`<path d="${d}"${paintAttributes(paint)}/>`);
  }

  circle(centre: Vec, radius: number, paint: Paint): void {
    if (!paint.fill && !paint.stroke) return;
    this.parts.push(`<circle cx="${n(centre.x)}" cy="${n(centre.y)}" r="${n(radius)}"${paintAttributes(paint)}/>`);
  }

  text(text: string, at: Vec, style: TextStyle): void {
    if (!text.trim()) return;
    const y = at.y + baselineShift(style);
    const anchor = style.align === 'middle' ? ' text-anchor="middle"' : style.align === 'end' ? ' text-anchor="end"' : '';
    const weight = style.bold ? ' font-weight="bold"' : '';
    const italic = style.italic ? ' font-style="italic"' : '';
    const halo = style.halo ? ` stroke="${style.halo}" stroke-width="${n(style.size * 0.22)}" stroke-linejoin="round" paint-order="stroke"` : '';
    const rotate = style.rotate ? ` transform="rotate(${n(style.rotate)} ${n(at.x)} ${n(at.y)})"` : '';
    this.parts.push(
      `<text x="${n(at.x)}" y="${n(y)}" font-size="${n(style.size)}"${weight}${italic}${anchor} fill="${style.colour ?? '#000000'}"${halo}${rotate}>${escapeXml(text)}</text>`,
    );
  }

  clipped(region: Subpaths, draw: () => void): void {
    const id = `clip${++this.clips}`;
    const d = region.map((sp) => pathData(sp, true)).join('');
    this.parts.push(`<clipPath id="${id}"><path d="${d}" clip-rule="evenodd"/></clipPath><g clip-path="url(#${id})">`);
    draw();
    this.parts.push('</g>');
  }

  toSvg(): string {
    const w = n(this.width);
    const h = n(this.height);
    const title = this.title ? `<title>${escapeXml(this.title)}</title>` : '';
    return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${w}pt" height="${h}pt" viewBox="0 0 ${w} ${h}" font-family="${FONT_FAMILY}">${title}\n${this.parts.join('\n')}\n</svg>\n`;
  }
}

function pathData(points: readonly Vec[], closed: boolean): string {
  if (points.length === 0) return '';
  let d = '';
  points.forEach((p, i) => { d += `${i === 0 ? 'M' : 'L'}${n(p.x)} ${n(p.y)}`; });
  return closed ? `${d}Z` : d;
}

function paintAttributes(paint: Paint): string {
  let a = paint.fill ? ` fill="${paint.fill.colour}" fill-rule="evenodd"` : ' fill="none"';
  if (paint.fill?.opacity !== undefined) a += ` fill-opacity="${n(paint.fill.opacity)}"`;
  const s = paint.stroke;
  if (s) {
    a += ` stroke="${s.colour}" stroke-width="${n(s.width)}"`;
    if (s.opacity !== undefined) a += ` stroke-opacity="${n(s.opacity)}"`;
    if (s.dash && s.dash.length > 0) a += ` stroke-dasharray="${s.dash.map(n).join(' ')}"${s.dashOffset ? ` stroke-dashoffset="${n(s.dashOffset)}"` : ''}`;
    if (s.cap) a += ` stroke-linecap="${s.cap}"`;
    if (s.join) a += ` stroke-linejoin="${s.join}"`;
  }
  return a;
}
