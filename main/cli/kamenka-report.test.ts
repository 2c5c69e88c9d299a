import { describe, expect, it } from 'vitest';
import { checkReportArithmetic } from './report-arithmetic.ts';
import { bundledScenarioReport } from './bundled-report.ts';

/**
 * The Kamenka crossroads (Wargame Wednesdays) played by the normal AI on both sides with seed 1, told as
 * `tachanka play` tells it. Any change to the rules, the scenario or the AI's judgement shows here as a changed
 * report: one meant is accepted with `vitest -u`, and the reason goes in the commit.
 */
const played = (seed: number) => bundledScenarioReport('kamenka-crossroads.tachanka.json', seed);

describe('a seed-pinned battle report of the Kamenka crossroads', () => {
  it('plays to a result and reads the same every time', async () => {
    const { text, explainer } = played(1);
    expect(text).toMatch(/^(Red|White) wins: /m);
    expect(text).toBe(played(1).text);
    expect(checkReportArithmetic(explainer)).toEqual([]);
    await expect(text).toMatchFileSnapshot('./__snapshots__/kamenka-crossroads-seed-1.report.txt');
  }, 90_000);
});
