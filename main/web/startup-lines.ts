import type { WebHost } from './web-host.ts';
import { terminalQr } from './pairing-qr.ts';

/**
 * What `npm run web` prints. With `--lan`, a tablet pairs by scanning the QR code (the first address with the
 * token), by opening an address with the token, or by typing the shorter address with the pairing code.
 */
export function startupLines(host: Pick<WebHost, 'url' | 'pairing'>): string[] {
  if (!host.pairing) return [`Tachanka is running at ${host.url} (this computer only; Ctrl+C stops it)`];
  const { tokenUrls, codeUrls, code } = host.pairing;
  return [
    `Tachanka is running at ${host.url} and on the local network (Ctrl+C stops it)`,
    'To pair a tablet on the same network, open on it:',
    ...tokenUrls.map((u) => `  ${u}`),
    `or type the shorter address with the pairing code ${code}:`,
    ...codeUrls.map((u) => `  ${u}`),
    `or scan this QR code with the tablet's camera (it opens ${tokenUrls[0]}):`,
    ...terminalQr(tokenUrls[0]!),
    'Anyone who has one of these addresses can play and edit scenarios here until Tachanka stops; share them only with your own devices.',
  ];
}
