import { describe, expect, it } from 'vitest';
import { terminalQr } from './pairing-qr.ts';
import { modulesOfTerminalQr, readQrModules } from '../../shared/testing/read-qr.ts';

describe('the pairing QR code in the terminal', () => {
  const address = 'http://192.168.1.20:5178/?pair=Qm9vdHN0cmFwLXRva2VuLWZvci1wYWlyaW5nLXRlc3Q';

  it('decodes to the pairing address with the token', () => {
    const lines = terminalQr(address);
    expect(readQrModules(modulesOfTerminalQr(lines))).toBe(address);
  });

  it('is square and small enough for a terminal of 80 columns', () => {
    const lines = terminalQr(address);
    const width = [...lines[0]!].length;
    expect(lines.every((l) => [...l].length === width)).toBe(true);
    expect(width).toBeLessThanOrEqual(80);
    // Two modules a line: the code is as tall as it is wide.
    expect(Math.abs(lines.length * 2 - width)).toBeLessThanOrEqual(1);
  });

  it('reads back an address with the short code too', () => {
    expect(readQrModules(modulesOfTerminalQr(terminalQr('http://10.0.0.5:5178/?pair=ABCDE-FGHJK')))).toBe('http://10.0.0.5:5178/?pair=ABCDE-FGHJK');
  });
});
