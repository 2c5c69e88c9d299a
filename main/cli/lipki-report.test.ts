import { describe, expect, it } from 'vitest';
import { checkReportArithmetic } from './report-arithmetic.ts';
import { bundledScenarioReport } from './bundled-report.ts';

/**
 * The station at Lipki (Forward Comrades) played by the normal AI on both sides with seed 1, told as `tachanka play`
 * tells it. Any change to the rules, the scenario or the AI's judgement shows here as a changed report: one meant is
 * accepted with `vitest -u`, and the reason goes in the commit.
 */
const played = (seed: number) => bundledScenarioReport('lipki-station.tachanka.json', seed);

describe('a seed-pinned battle report of the station at Lipki', () => {
  it('plays to a result, reads the same every time, and every sum it prints computes', async () => {
    const { text, explainer } = played(1);
    expect(text).toMatch(/^(Red|White) wins: /m);
    expect(text).toBe(played(1).text);
    expect(checkReportArithmetic(explainer)).toEqual([]);
    expect(checkReportArithmetic(text)).toEqual([]);
    await expect(text).toMatchFileSnapshot('./__snapshots__/lipki-station-seed-1.report.txt');
  }, 180_000);
});
