import { describe, expect, it } from 'vitest';
import stationRaidJson from '../../scenarios/station-raid.tachanka.json' with { type: 'json' };
import { playGame } from '../../shared/ai/index.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { bundledScenario } from '../../shared/testing/scenario-fixture.ts';
import { HIDDEN_REASON } from '../services/side-knowledge.ts';
import { battleReport } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';
import { reportForSide } from './side-report.ts';

// `tachanka play --as red`: the station raid told as the Reds knew it, beside the umpire's whole record of the same game.
const scenario = bundledScenario(stationRaidJson, 'station raid');
const ruleset = getRuleset(scenario.ruleset.id)!;
const played = playGame(ruleset, scenario, 3, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } });
const replayed = replaySteps(ruleset, played.log, played.decisions.map((d) => d.reason));
if (!replayed.ok) throw new Error('the station raid does not replay');
const reds = reportForSide(ruleset, scenario, replayed.games, replayed.setupEvents, replayed.steps, 'red');
const lines = (told: { setupEvents: typeof replayed.setupEvents; steps: typeof replayed.steps }) => battleReport(told.setupEvents, told.steps);
const plastuns = /Plastun platoon/;

describe('the battle report as the Reds knew it', () => {
  it('names the Plastun platoon, which starts in ambush, first where it is revealed', () => {
    const text = lines(reds);
    const first = text.findIndex((l) => plastuns.test(l));
    const reveal = text.findIndex((l) => /Plastun platoon is revealed in square [A-L]\d/.test(l));
    expect(reveal).toBeGreaterThan(0);
    // The line before the reveal is the rule set's own word of the sighting, in the same action.
    expect(first).toBeGreaterThanOrEqual(reveal - 1);
    expect(lines({ setupEvents: replayed.setupEvents, steps: replayed.steps }).findIndex((l) => plastuns.test(l))).toBeLessThan(first);
  });

  it('tells the Whites\' position markers as markers, each lifted where its troops are revealed', () => {
    const text = lines(reds);
    expect(text.some((l) => /^ {2}marker \d+ \(position marker\) stands in square [A-L]\d/.test(l))).toBe(true);
    const lifted = text.findIndex((l) => /marker \d+ is lifted in square/.test(l));
    expect(lifted).toBeGreaterThan(0);
    expect(text[lifted - 1]).toMatch(/is revealed in square/);
  });

  it('keeps the Reds\' own decisions and leaves out what the Whites did out of their sight', () => {
    expect(reds.steps).toHaveLength(replayed.steps.length);
    for (const [i, step] of reds.steps.entries()) if (step.side === 'red') expect(step.label).toBe(replayed.steps[i]!.label);
    const unseen = reds.steps.filter((s) => s.label === HIDDEN_REASON);
    expect(unseen.length).toBeGreaterThan(0);
    expect(unseen.every((s) => s.side === 'white' && s.reason === undefined)).toBe(true);
    // Each step's events are the umpire's, some left out, and the side's own news added: reveals and markers.
    let kept = 0;
    for (const [i, step] of reds.steps.entries()) {
      const whole = replayed.steps[i]!.events;
      for (const e of step.events) {
        if (whole.includes(e)) kept++;
        else expect(e.kind === 'reveal' || (e.kind === 'marker' && /^marker \d+ /.test(e.text))).toBe(true);
      }
    }
    expect(kept).toBeLessThan(replayed.steps.reduce((n, s) => n + s.events.length, 0));
  });
});
