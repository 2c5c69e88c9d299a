import { existsSync } from 'node:fs';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { getRuleset, type AnyRuleset } from '../../shared/rulesets/registry.ts';
import { ScenarioFiles } from '../services/scenario-files.ts';
import { formatProblems } from '../services/scenario-check.ts';

export type LoadedForPlay = { ok: true; scenario: Scenario; ruleset: AnyRuleset; source: string } | { ok: false; message: string };

/** A scenario named by file path, or else by the id of a bundled scenario ("komuch-village"). */
export async function loadScenarioForPlay(nameOrPath: string, files = new ScenarioFiles()): Promise<LoadedForPlay> {
  let scenario: Scenario;
  let source: string;
  if (existsSync(nameOrPath)) {
    const read = await files.read(nameOrPath);
    if (!read.ok) return { ok: false, message: `${nameOrPath} cannot be played:\n${formatProblems(read.error)}` };
    scenario = read.value.scenario;
    source = nameOrPath;
  } else {
    const bundled = await files.getBundled(nameOrPath);
    if (!bundled) {
      const known = (await files.summaries()).map((s) => s.id);
      return { ok: false, message: `no file or bundled scenario "${nameOrPath}"${known.length ? `; bundled: ${known.join(', ')}` : ''}` };
    }
    scenario = bundled.scenario;
    source = `bundled ${bundled.fileName}`;
  }
  const ruleset = getRuleset(scenario.ruleset.id);
  if (!ruleset) return { ok: false, message: `unknown rule set "${scenario.ruleset.id}"` };
  return { ok: true, scenario, ruleset, source };
}
