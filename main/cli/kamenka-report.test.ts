import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playGame } from '../../shared/ai/index.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { parseScenarioText } from '../../shared/scenario/validate.ts';
import { battleReport, outcomeLine } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';

/**
 * The Kamenka crossroads (Wargame Wednesdays) played by the normal AI on both sides with seed 1, told as `tachanka play` tells it. Any change
 * to the rules, the scenario or the AI's judgement shows here as a changed report: one meant is accepted with
 * `vitest -u`, and the reason goes in the commit.
 */
function report(seed: number): string {
  const parsed = parseScenarioText(readFileSync(fileURLToPath(new URL('../../scenarios/kamenka-crossroads.tachanka.json', import.meta.url)), 'utf8'));
  if (!parsed.ok) throw new Error('the bundled Kamenka crossroads does not load');
  const scenario = parsed.value;
  const ruleset = getRuleset(scenario.ruleset.id)!;
  const played = playGame(ruleset, scenario, seed, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } });
  const replayed = replaySteps(ruleset, played.log, played.decisions.map((d) => d.reason));
  if (!replayed.ok) throw new Error(`action ${replayed.actionIndex} was refused on replay: ${replayed.reason}`);
  return [...battleReport(replayed.setupEvents, replayed.steps), '', outcomeLine(played.outcome, played.stopped, played.turns, played.log.actions.length), `final hash ${replayed.hash}`].join('\n');
}

describe('a seed-pinned battle report of the Kamenka crossroads', () => {
  it('plays to a result and reads the same every time', async () => {
    const text = report(1);
    expect(text).toMatch(/^(Red|White) wins: /m);
    expect(text).toBe(report(1));
    await expect(text).toMatchFileSnapshot('./__snapshots__/kamenka-crossroads-seed-1.report.txt');
  }, 60_000);
});
