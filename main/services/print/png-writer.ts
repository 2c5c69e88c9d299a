import { Resvg } from '@resvg/resvg-js';
import { PT_PER_INCH } from './paper.ts';

/** Renders an SVG page `widthPt` points wide to PNG at `dpi` dots per inch on white paper. */
export function svgToPng(svg: string, widthPt: number, dpi: number): Uint8Array {
  const resvg = new Resvg(svg, {
    // resvg sizes by CSS pixels (96 to the inch); asking for the width in dots keeps the DPI exact.
    fitTo: { mode: 'width', value: Math.round((widthPt / PT_PER_INCH) * dpi) },
    background: '#ffffff',
    font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' },
  });
  return new Uint8Array(resvg.render().asPng());
}
