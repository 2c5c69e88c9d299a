import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkReportArithmetic } from './report-arithmetic.ts';

const snapshots = fileURLToPath(new URL('./__snapshots__/', import.meta.url));
const pinnedReports = readdirSync(snapshots).filter((f) => f.endsWith('.report.txt')).sort();

describe('checkReportArithmetic', () => {
  it('accepts sums that compute, with dice, labels, unit words, products and rounding shown', () => {
    const text = [
      'morale [fear]: rolled 4+6 = 10 against 8 + 2 (junior officer Gorbunov (detachment 1)) = 10 or less → passed',
      'shooting: 2 bases × 4 × 0.5 (long range) = 4, column 3-4 shifted −1 (soft cover) to 2',
      'deviation: rolled 4+5+3+6 = 18',
      'rolled 5 − 2 (enemy behind the flank) = 3 against 4+',
      '3 × 0.5 (long range) = 1.5, rounded down to 1',
      'strength 12.375 to 4.13: ratio 2.996',
      'no sums here: column 13-16, turn 3-4',
    ].join('\n');
    expect(checkReportArithmetic(text)).toEqual([]);
  });

  it('names each line whose sum is false as printed', () => {
    const wrong = [
      'morale [serious]: rolled 4+6 + 2 + 1 = 10 against 10',
      'deviation 4+5+3+6 = 8',
      'MG platoon fires at Latvian riflemen (2 bases × 4, total 4, column 3-4): 10, Ter',
      'Dice 1 + 2 = 3, Total 3 − 1 (tie) = 3',
      'rolled 5+2 + 0 (long range ×0.5) - 5 (target in super hard cover) = 7 against total 1',
      'rolled 1+5 = −4',
      'strength 3 × 1.5 = 4.6',
    ];
    expect(checkReportArithmetic(['fine: 2 + 2 = 4', ...wrong].join('\n'))).toEqual(wrong);
  });

  it('finds every sum true in each pinned battle report, whatever its rule set', () => {
    expect(pinnedReports.length).toBeGreaterThanOrEqual(3);
    for (const file of pinnedReports) {
      expect(checkReportArithmetic(readFileSync(snapshots + file, 'utf8')), file).toEqual([]);
    }
  });
});
