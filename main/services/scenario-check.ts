import { parseJsonText, scenarioProblems, validateScenario, type Problem, type Scenario } from '../../shared/scenario/index.ts';
import { checkScenarioRuleset, getRuleset } from '../../shared/rulesets/registry.ts';

export interface ScenarioCheck {
  /** The scenario, only when nothing is wrong with it at error level. */
  scenario: Scenario | null;
  /** Errors and warnings by JSON path: the file's own, then its rule set's. */
  problems: Problem[];
}

/** Reads a scenario file's text the way every door into the app does: JSON limits, schema, cross-references, rule set. */
export function checkScenarioText(text: string): ScenarioCheck {
  const json = parseJsonText(text);
  if (!json.ok) return { scenario: null, problems: json.error };
  const validated = validateScenario(json.value);
  if (!validated.ok) return { scenario: null, problems: validated.error };
  const troopTypes = getRuleset(validated.value.ruleset.id)?.troopTypes ?? [];
  const baseSize = (troopType: string) => troopTypes.find((t) => t.id === troopType)?.base;
  const problems = [...scenarioProblems(json.value, { baseSize }), ...checkScenarioRuleset(validated.value)];
  const refused = problems.some((p) => p.severity === 'error');
  return { scenario: refused ? null : validated.value, problems };
}

export const errorsOnly = (problems: readonly Problem[]): Problem[] => problems.filter((p) => p.severity === 'error');

/** One line per problem, for the CLI and error messages. */
export const formatProblems = (problems: readonly Problem[]): string =>
  problems.map((p) => `${p.severity === 'error' ? 'error' : 'warning'} at ${p.path}: ${p.message}`).join('\n');
