import PDFDocument from 'pdfkit';
import { baselineShift, type Canvas, type Paint, type Subpaths, type TextStyle } from './canvas.ts';
import { measureText, printableText } from './text-metrics.ts';
import type { Vec } from '../../../shared/geometry/vec.ts';

export interface PdfInfo {
  title: string;
  author?: string;
  subject?: string;
}

/** pdfkit's `dash` takes an array of lengths, though its type declaration admits only one number. */
const dashArray = (doc: PDFKit.PDFDocument, lengths: number[], phase: number): void => {
  (doc.dash as unknown as (length: number[], options: object) => PDFKit.PDFDocument).call(doc, lengths, { phase });
};

/** Rounds to 1/100 pt (3.5 µm): far below what a printer resolves, and it keeps the content streams short. */
const r = (v: number): number => Math.round(v * 100) / 100;

/** A multi-page PDF built with pdfkit; each page is a Canvas in points from its top-left corner. */
export class PdfBook {
  private readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Uint8Array[] = [];
  private readonly done: Promise<void>;
  pageCount = 0;

  constructor(info: PdfInfo, options: { compress?: boolean } = {}) {
    this.doc = new PDFDocument({
      autoFirstPage: false,
      compress: options.compress ?? true,
      info: { Title: info.title, Author: info.author ?? '', Subject: info.subject ?? '', Creator: 'Tachanka', Producer: 'Tachanka (pdfkit)' },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Uint8Array) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve());
      this.doc.on('error', reject);
    });
  }

  addPage(width: number, height: number): Canvas {
    this.doc.addPage({ size: [width, height], margin: 0 });
    this.pageCount++;
    return new PdfCanvas(this.doc, width, height);
  }

  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    const total = this.chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(total);
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}

class PdfCanvas implements Canvas {
  constructor(private readonly doc: PDFKit.PDFDocument, readonly width: number, readonly height: number) {}

  path(subpaths: Subpaths, closed: boolean, paint: Paint): void {
    if (!paint.fill && !paint.stroke) return;
    const d = this.doc;
    d.save();
    // Graphics state first: PDF allows no state changes inside a path object.
    this.applyPaint(paint);
    this.traceAll(subpaths, closed);
    this.paint(paint);
    d.restore();
  }

  circle(centre: Vec, radius: number, paint: Paint): void {
    if (!paint.fill && !paint.stroke) return;
    this.doc.save();
    this.applyPaint(paint);
    this.doc.circle(r(centre.x), r(centre.y), r(radius));
    this.paint(paint);
    this.doc.restore();
  }

  text(text: string, at: Vec, style: TextStyle): void {
    const printable = printableText(text);
    if (!printable.trim()) return;
    const d = this.doc;
    const width = measureText(printable, style);
    const dx = style.align === 'middle' ? -width / 2 : style.align === 'end' ? -width : 0;
    d.save();
    if (style.rotate) d.rotate(style.rotate, { origin: [r(at.x), r(at.y)] });
    d.font(style.bold ? (style.italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold') : style.italic ? 'Helvetica-Oblique' : 'Helvetica');
    d.fontSize(style.size);
    const x = r(at.x + dx);
    const y = r(at.y + baselineShift(style));
    if (style.halo) {
      d.save();
      d.lineWidth(r(style.size * 0.22)).lineJoin('round').strokeColor(style.halo);
      d.text(printable, x, y, { lineBreak: false, baseline: 'alphabetic', stroke: true, fill: false });
      d.restore();
    }
    d.fillColor(style.colour ?? '#000000');
    d.text(printable, x, y, { lineBreak: false, baseline: 'alphabetic' });
    d.restore();
  }

  clipped(region: Subpaths, draw: () => void): void {
    this.doc.save();
    this.traceAll(region, true);
    this.doc.clip('even-odd');
    draw();
    this.doc.restore();
  }

  /** Writes the path operators straight into the content stream: one call per path, not one per point. */
  private traceAll(subpaths: Subpaths, closed: boolean): void {
    const ops: string[] = [];
    for (const points of subpaths) {
      points.forEach((p, i) => ops.push(`${r(p.x)} ${r(p.y)} ${i === 0 ? 'm' : 'l'}`));
      if (closed && points.length > 0) ops.push('h');
    }
    if (ops.length > 0) this.doc.addContent(ops.join('\n'));
  }

  private applyPaint(paint: Paint): void {
    const d = this.doc;
    if (paint.fill) d.fillColor(paint.fill.colour, paint.fill.opacity);
    const s = paint.stroke;
    if (!s) return;
    d.strokeColor(s.colour, s.opacity).lineWidth(r(s.width));
    if (s.dash && s.dash.length > 0) dashArray(d, s.dash.map(r), r(s.dashOffset ?? 0));
    if (s.cap) d.lineCap(s.cap);
    if (s.join) d.lineJoin(s.join);
  }

  private paint(paint: Paint): void {
    if (paint.fill && paint.stroke) this.doc.fillAndStroke('even-odd');
    else if (paint.fill) this.doc.fill('even-odd');
    else this.doc.stroke();
  }
}
