import { describe, expect, it } from 'vitest';
import { bundledScenarioReport } from './bundled-report.ts';
import { checkReportArithmetic } from './report-arithmetic.ts';

/**
 * The station raid (Red Actions!) played by the normal AI on both sides with seed 3, told as `tachanka play` tells
 * it. Any change to the rules, the scenario or the AI's judgement shows here as a changed report: one meant is
 * accepted with `vitest -u`, and the reason goes in the commit.
 */
const report = (seed: number) => bundledScenarioReport('station-raid.tachanka.json', seed);

describe('a seed-pinned battle report of the station raid', () => {
  const { text, explainer } = report(3);

  it('plays to a result and reads the same every time', async () => {
    expect(text).toMatch(/^(Red|White) wins: /m);
    expect(text).toBe(report(3).text);
    await expect(text).toMatchFileSnapshot('./__snapshots__/station-raid-seed-3.report.txt');
  }, 60_000);

  it('prints only sums that compute: "Every line of arithmetic must be true as printed"', () => {
    expect(checkReportArithmetic(text)).toEqual([]);
  });

  it('shows the same true sums in the rule explainer for every roll', () => {
    expect(explainer).toMatch(/^(Dice|Roll): .* = /m);
    expect(checkReportArithmetic(explainer)).toEqual([]);
  });
});
