import { describe, expect, it } from 'vitest';
import { playGame } from '../../shared/ai/index.ts';
import { tenRoundsRapid } from '../../shared/rulesets/ten-rounds-rapid/index.ts';
import { lorryRoad } from '../../shared/rulesets/ten-rounds-rapid/transport/transport-fixture.ts';
import { explainerRows } from '../../shared/engine/roll-text.ts';
import { battleReport } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';
import { checkReportArithmetic } from './report-arithmetic.ts';

/**
 * Ten Rounds Rapid's lorry road (soft transport, smoke grenades, a wood a flame-thrower can fire) played by the AI on
 * both sides: its report and rule explainer print sums that compute, and each line about a transport under fire
 * computes as printed ("1 hit per 2 casualties", "eliminated when half the passengers are eliminated").
 */
describe('a Ten Rounds Rapid report with soft transport, smoke and fire', () => {
  it('prints sums that compute, transport lines included', () => {
    const lines: string[] = [], explainer: string[] = [];
    for (const seed of [1, 2, 3]) {
      const played = playGame(tenRoundsRapid, lorryRoad(4), seed, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } });
      const replayed = replaySteps(tenRoundsRapid, played.log, played.decisions.map((d) => d.reason));
      if (!replayed.ok) throw new Error(replayed.reason);
      lines.push(...battleReport(replayed.setupEvents, replayed.steps));
      for (const e of [...replayed.setupEvents, ...replayed.steps.flatMap((s) => s.events)]) if (e.roll) explainer.push(...explainerRows(e.roll).map((r) => `${r.term}: ${r.text}`));
    }
    const text = lines.join('\n');
    expect(checkReportArithmetic(text)).toEqual([]);
    expect(checkReportArithmetic(explainer.join('\n'))).toEqual([]);
    let transportLines = 0;
    for (const m of text.matchAll(/\(soft transport\): (\d+) casualt(?:y|ies), (\d+) in all: (\d+) hits? \(1 per 2\)(?:, (\d+) on the passengers)?; (eliminated|runs on) \(eliminated at (\d+), half its load of (\d+)\)/g)) {
      const [, , all, hits, , verdict, at, load] = m.map(Number);
      expect(hits).toBe(Math.floor(all! / 2));
      expect(at).toBe(Math.ceil(load! / 2));
      expect(m[5] === 'eliminated').toBe(all! >= at!);
      void verdict;
      transportLines++;
    }
    // The AI fires at the lorries, so the check above has lines to read.
    expect(transportLines).toBeGreaterThan(0);
    expect(text).toMatch(/ get aboard | unload /);
  }, 300_000);
});
