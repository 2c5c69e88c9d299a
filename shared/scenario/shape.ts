import type { z } from 'zod';
import { ScenarioSchema, type Scenario } from './schema.ts';
import { migrateScenario } from './migrate.ts';
import { type Problem, type PathSegment, error } from './problems.ts';
import type { Result } from '../core/result.ts';

/** Migration and schema only: the document's shape, before any cross-reference is followed. */
export function parseScenarioShape(doc: unknown): Result<Scenario, Problem[]> {
  const migrated = migrateScenario(doc);
  if (!migrated.ok) return migrated;
  const parsed = ScenarioSchema.safeParse(migrated.value);
  if (!parsed.success) return { ok: false, error: zodProblems(parsed.error) };
  return { ok: true, value: parsed.data };
}

/** A zod refusal as problems by JSON path (the first 50), each path under `prefix`. */
export function zodProblems(zodError: z.ZodError, prefix: readonly PathSegment[] = []): Problem[] {
  return zodError.issues.slice(0, 50).map((issue) =>
    error([...prefix, ...(issue.path as PathSegment[])], issue.message),
  );
}
