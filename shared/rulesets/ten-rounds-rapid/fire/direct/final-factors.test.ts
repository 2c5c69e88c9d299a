import { describe, expect, it } from 'vitest';
import { FINAL_FIRE_FACTORS, basicRows, finalFactor } from './final-factors.ts';

// "Final Fire Factors" as printed, columns A to F; "-" is no fire. The first rows: “2 2 1 1 1 -”, “4 3 2 1 1 -”, “6 4 3 2 1 -”.
const PRINTED = `
2 2 1 1 1 -
4 3 2 1 1 -
6 4 3 2 1 -
8 6 4 3 2 1
10 8 5 4 2 1
12 9 6 4 3 2
14 11 7 5 3 2
16 12 8 6 4 2
18 14 9 6 4 2
20 15 10 7 5 3
22 17 11 7 5 3
24 18 12 9 6 3
26 20 13 9 6 3
28 21 14 10 7 4
30 23 15 11 7 4
32 24 16 12 8 4`.trim().split('\n').map((line) => line.trim().split(/\s+/));

describe('Final Fire Factors, exactly as printed', () => {
  it.each(PRINTED.map((cells, i) => [i + 1, cells] as const))('basic factor %i reads as printed', (basic, cells) => {
    expect(FINAL_FIRE_FACTORS[basic - 1]!.map((c) => (c === null ? '-' : String(c)))).toEqual(cells);
  });

  it('"The basic factor is used on Column C": column C repeats the basic factor', () => {
    for (let b = 1; b <= 16; b++) expect(finalFactor(b, 2)).toBe(b);
  });

  it('reads a "-" and a factor of 0 or less as no fire', () => {
    expect(finalFactor(3, 5)).toBe(0);
    expect(finalFactor(0, 0)).toBe(0);
    expect(finalFactor(-2, 0)).toBe(0);
  });

  it('reads a basic factor above 16 as rows of 16 and the rest, added (decision)', () => {
    expect(basicRows(19)).toEqual([16, 3]);
    expect(finalFactor(19, 0)).toBe(32 + 6);
    expect(finalFactor(19, 5)).toBe(4);
    expect(finalFactor(33, 1)).toBe(24 + 24 + 2);
  });
});
