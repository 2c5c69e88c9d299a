import { describe, expect, it } from 'vitest';
import { checkReportArithmetic } from './report-arithmetic.ts';
import { bundledScenarioReport } from './bundled-report.ts';

/**
 * The wire before Tsaritsyn (Ten Rounds Rapid) played by the normal AI on both sides with seed 1, told as
 * `tachanka play` tells it. Any change to the rules, the scenario or the AI's judgement shows here as a changed
 * report: one meant is accepted with `vitest -u`, and the reason goes in the commit.
 */
const played = (seed: number) => bundledScenarioReport('tsaritsyn-wire.tachanka.json', seed);

describe('a seed-pinned battle report of the wire before Tsaritsyn', () => {
  it('plays to a result, reads the same every time, speaks centimetres and prints sums that compute', async () => {
    const { text, explainer } = played(1);
    expect(text).toMatch(/^(Red|White) wins: |^A draw/m);
    expect(text).toBe(played(1).text);
    expect(text).not.toMatch(/\d"/);
    expect(text).toMatch(/\d cm/);
    expect(checkReportArithmetic(explainer)).toEqual([]);
    // Each rule is worded one way: the rule set, then its section ("Ten Rounds Rapid: 12 Direct Firing HE").
    const rules = [...text.matchAll(/^ +roll: .*\(([^()]*(?:\([^()]*\))?[^()]*)\)$/gm)].map((m) => m[1]!);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.filter((r) => !r.startsWith('Ten Rounds Rapid: '))).toEqual([]);
    // The initiative names the sides as every other line does; a fire order names its target once.
    expect(text).toMatch(/^ +Initiative: Red rolls \d+, White rolls \d+; (Red|White) activates first$/m);
    expect(text).not.toMatch(/fire at ([^(]+) \([^)]*\), at \1/);
    await expect(text).toMatchFileSnapshot('./__snapshots__/tsaritsyn-wire-seed-1.report.txt');
  }, 180_000);
});
