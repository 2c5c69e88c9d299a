import { describe, expect, it } from 'vitest';
import { qrModules, qrPath } from './pairing-qr.ts';
import { readQrModules } from '../../shared/testing/read-qr.ts';

const address = 'http://192.168.1.20:5178/?pair=Qm9vdHN0cmFwLXRva2VuLWZvci1wYWlyaW5nLXRlc3Q';

describe('the pairing panel\'s QR code', () => {
  it('decodes to the pairing address', () => {
    expect(readQrModules(qrModules(address))).toBe(address);
  });

  it('draws each dark module as one square of the path, and no other', () => {
    const modules = qrModules(address);
    const squares = [...qrPath(modules).matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    expect(squares.length).toBe(modules.flat().filter(Boolean).length);
    expect(squares.every(([x, y]) => modules[y]![x] === true)).toBe(true);
    // The quiet zone round the code stays light.
    expect(modules[0]!.some(Boolean)).toBe(false);
  });

  it('a code that is not the address reads as another address', () => {
    expect(readQrModules(qrModules('http://10.0.0.5:5178/?pair=ABCDE-FGHJK'))).not.toBe(address);
  });
});
