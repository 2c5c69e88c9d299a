import type { Scenario } from '../scenario/schema.ts';
import { parseJsonText } from '../scenario/json-guard.ts';
import type { Problem } from '../scenario/problems.ts';
import { parseScenarioShape } from '../scenario/shape.ts';
import type { Result } from '../core/result.ts';
import { crossCheck } from './cross-check.ts';
import type { CrossCheckOptions } from './placement-checks.ts';

export { FALLBACK_BASE_SIZE } from './placement-checks.ts';
export { zodProblems } from '../scenario/shape.ts';

/** Parses and checks a scenario file's text. Nothing is returned unless the whole file is sound. */
export function parseScenarioText(text: string): Result<Scenario, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateScenario(json.value);
}

/** Checks an already-parsed document: migration, schema, then cross-references. Warnings do not refuse. */
export function validateScenario(doc: unknown): Result<Scenario, Problem[]> {
  const shaped = parseScenarioShape(doc);
  if (!shaped.ok) return shaped;
  const problems = crossCheck(shaped.value);
  if (problems.some((p) => p.severity === 'error')) return { ok: false, error: problems };
  return shaped;
}

/** All problems, warnings included, for the editor's validation panel. */
export function scenarioProblems(doc: unknown, options: CrossCheckOptions = {}): Problem[] {
  const shaped = parseScenarioShape(doc);
  return shaped.ok ? crossCheck(shaped.value, options) : shaped.error;
}
