import { SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION } from './schema.ts';
import { type Problem, error } from './problems.ts';
import type { Result } from '../engine/result.ts';

type Json = Record<string, unknown>;

/**
 * Brings an older scenario up to the current formatVersion, one step at a time.
 * A newer version is refused: this build cannot know what it would lose.
 *
 * Version history:
 *  1 → 2: `table` was `{ widthInches, heightInches }`; weather and time of day did not exist.
 */
const steps: Record<number, (doc: Json) => Json> = {
  1: (doc) => {
    const table = (doc.table ?? {}) as Json;
    return { ...doc, formatVersion: 2, table: { width: table.widthInches, height: table.heightInches } };
  },
};

export function migrateScenario(doc: unknown): Result<unknown, Problem[]> {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return { ok: false, error: [error([], 'a scenario file holds one JSON object')] };
  }
  const record = doc as Json;
  if (record.format !== SCENARIO_FORMAT) {
    return { ok: false, error: [error(['format'], `expected "${SCENARIO_FORMAT}", found ${JSON.stringify(record.format) ?? 'nothing'}`)] };
  }
  const version = record.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: [error(['formatVersion'], 'expected a whole number of 1 or more')] };
  }
  if (version > SCENARIO_FORMAT_VERSION) {
    return {
      ok: false,
      error: [error(['formatVersion'], `this scenario was written by a newer Tachanka (format ${version}); this build reads up to format ${SCENARIO_FORMAT_VERSION}. Update Tachanka to open it.`)],
    };
  }
  let current = record;
  for (let v = version; v < SCENARIO_FORMAT_VERSION; v++) {
    const step = steps[v];
    if (!step) return { ok: false, error: [error(['formatVersion'], `no migration from format ${v}`)] };
    current = step(current);
  }
  return { ok: true, value: current };
}
