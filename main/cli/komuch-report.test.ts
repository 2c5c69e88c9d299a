import { describe, expect, it } from 'vitest';
import { bundledScenarioReport } from './bundled-report.ts';

/**
 * The Komuch village played by the normal AI on both sides with seed 7, told as `tachanka play` tells it. Any change
 * to the rules, the scenario or the AI's judgement shows here as a changed report: one meant is accepted with
 * `vitest -u`, and the reason goes in the commit.
 */
const report = (seed: number) => bundledScenarioReport('komuch-village.tachanka.json', seed).text;

describe('a seed-pinned battle report of the Komuch village', () => {
  it('plays to a result and reads the same every time', async () => {
    const text = report(7);
    expect(text).toMatch(/^(Red|White) wins: /m);
    expect(text).toBe(report(7));
    await expect(text).toMatchFileSnapshot('./__snapshots__/komuch-village-seed-7.report.txt');
  }, 60_000);
});
