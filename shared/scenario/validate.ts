import type { z } from 'zod';
import { ScenarioSchema, type Scenario } from './schema.ts';
import { migrateScenario } from './migrate.ts';
import { parseJsonText } from './json-guard.ts';
import { type Problem, type PathSegment, error } from './problems.ts';
import type { Result } from '../engine/result.ts';
import { crossCheck } from './cross-check.ts';
import type { CrossCheckOptions } from './placement-checks.ts';

export { FALLBACK_BASE_SIZE } from './placement-checks.ts';

/** Parses and checks a scenario file's text. Nothing is returned unless the whole file is sound. */
export function parseScenarioText(text: string): Result<Scenario, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  return validateScenario(json.value);
}

/** Migration and schema only: the document's shape, before any cross-reference is followed. */
export function parseScenarioShape(doc: unknown): Result<Scenario, Problem[]> {
  const migrated = migrateScenario(doc);
  if (!migrated.ok) return migrated;
  const parsed = ScenarioSchema.safeParse(migrated.value);
  if (!parsed.success) return { ok: false, error: zodProblems(parsed.error) };
  return { ok: true, value: parsed.data };
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

export function zodProblems(zodError: z.ZodError, prefix: readonly PathSegment[] = []): Problem[] {
  return zodError.issues.slice(0, 50).map((issue) =>
    error([...prefix, ...(issue.path as PathSegment[])], issue.message),
  );
}
