import { Resvg } from '@resvg/resvg-js';
import { PT_PER_INCH } from './paper.ts';

export const PNG_DPI = { min: 36, max: 600, default: 300 } as const;

/** Renders an SVG page (sized in points) to PNG at `dpi` dots per inch on white paper. */
export function svgToPng(svg: string, dpi: number): Uint8Array {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: dpi / PT_PER_INCH },
    background: '#ffffff',
    font: { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' },
  });
  return new Uint8Array(resvg.render().asPng());
}
