import { encode } from 'uqr';

/** The pairing address's QR code as modules (true = dark), with a quiet zone of four round it for a camera. */
export function qrModules(address: string): boolean[][] {
  return encode(address, { ecc: 'M', border: 4 }).data;
}

/** An SVG path of the dark modules, one unit square each, for a viewBox of the code's size. */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  for (const [y, row] of modules.entries()) {
    for (const [x, dark] of row.entries()) if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return parts.join('');
}
