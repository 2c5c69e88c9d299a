import { parseJsonText, type Problem } from '../../shared/scenario/index.ts';
import { checkScenarioDocument, type ScenarioCheck } from '../../shared/rulesets/registry.ts';

/** Reads a scenario file's text the way every door into the app does: JSON limits, schema, cross-references, rule set. */
export function checkScenarioText(text: string): ScenarioCheck {
  const json = parseJsonText(text);
  return json.ok ? checkScenarioDocument(json.value) : { scenario: null, problems: json.error };
}

export const errorsOnly = (problems: readonly Problem[]): Problem[] => problems.filter((p) => p.severity === 'error');

/** One line per problem, for the CLI and error messages. */
export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `${p.severity === 'error' ? 'error' : 'warning'} at ${p.path}: ${p.message}`).join('\n');
