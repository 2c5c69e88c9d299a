import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playGame } from '../../shared/ai/index.ts';
import { getRuleset } from '../../shared/rulesets/registry.ts';
import { parseScenarioText } from '../../shared/scenario-checks/validate.ts';
import { explainerRows } from '../../shared/engine/roll-text.ts';
import { battleReport, outcomeLine } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';

/**
 * A bundled scenario played by the normal AI on both sides, told as `tachanka play` tells it: the pinned reports
 * of the tests are made with this, with the rule explainer's text for every roll of the game.
 */
export function bundledScenarioReport(file: string, seed: number): { text: string; explainer: string } {
  const parsed = parseScenarioText(readFileSync(fileURLToPath(new URL(`../../scenarios/${file}`, import.meta.url)), 'utf8'));
  if (!parsed.ok) throw new Error(`the bundled ${file} does not load`);
  const scenario = parsed.value;
  const ruleset = getRuleset(scenario.ruleset.id)!;
  const played = playGame(ruleset, scenario, seed, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } });
  const replayed = replaySteps(ruleset, played.log, played.decisions.map((d) => d.reason));
  if (!replayed.ok) throw new Error(`action ${replayed.actionIndex} was refused on replay: ${replayed.reason}`);
  const text = [...battleReport(replayed.setupEvents, replayed.steps), '', outcomeLine(played.outcome, played.stopped, played.turns, played.log.actions.length), `final hash ${replayed.hash}`].join('\n');
  // What the play screen's rule explainer would show for each roll of the game, one row a line.
  const events = [...replayed.setupEvents, ...replayed.steps.flatMap((s) => s.events)];
  const explainer = events.flatMap((e) => (e.roll ? explainerRows(e.roll).map((r) => `${r.term}: ${r.text}`) : [])).join('\n');
  return { text, explainer };
}
