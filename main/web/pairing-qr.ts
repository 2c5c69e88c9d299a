import { renderUnicodeCompact } from 'uqr';

/** Two modules of quiet zone round the code: enough for a tablet's camera, and the code stays small in a terminal. */
const QR_OPTIONS = { border: 2, ecc: 'M' } as const;

/**
 * The pairing address as a QR code in text for the terminal: each character is two modules, one above the other,
 * light modules drawn as block characters (so it reads on a dark terminal; cameras read it either way round).
 */
export function terminalQr(address: string): string[] {
  return renderUnicodeCompact(address, QR_OPTIONS).split('\n');
}
