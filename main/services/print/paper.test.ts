import { describe, expect, it } from 'vitest';
import { paperMm, paperPt, parseLengthMm } from './paper.ts';

describe('paper sizes', () => {
  it.each([
    ['a4', 210, 297], ['a3', 297, 420], ['letter', 215.9, 279.4], ['tabloid', 279.4, 431.8],
  ] as const)('%s is %f × %f mm in portrait, turned round in landscape', (paper, w, h) => {
    expect(paperMm(paper, 'portrait')).toEqual({ width: expect.closeTo(w, 6), height: expect.closeTo(h, 6) });
    expect(paperMm(paper, 'landscape')).toEqual({ width: expect.closeTo(h, 6), height: expect.closeTo(w, 6) });
  });

  it('gives points at 72 to the inch', () => {
    expect(paperPt('letter', 'portrait')).toEqual({ width: expect.closeTo(612, 6), height: expect.closeTo(792, 6) });
  });
});

describe('parseLengthMm', () => {
  it.each([
    ['10mm', 10], ['10', 10], ['1.5cm', 15], ['0.5in', 12.7], ['72pt', 25.4], [' 6 MM ', 6], ['.5in', 12.7],
  ])('reads "%s" as %f mm', (text, mm) => {
    expect(parseLengthMm(text)).toBeCloseTo(mm, 9);
  });

  it.each(['', '-1mm', '10furlongs', 'mm', '1e3mm', 'NaN'])('refuses "%s"', (text) => {
    expect(parseLengthMm(text)).toBeNull();
  });
});
