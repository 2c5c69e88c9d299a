import { SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION } from './schema.ts';
import { type Problem, type PathSegment, error } from './problems.ts';
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
    const table = doc.table as Json;
    return { ...doc, formatVersion: 2, table: { width: table.widthInches, height: table.heightInches } };
  },
};

/**
 * Fields that only one format has, as paths. A document declaring one version but holding another's fields was
 * most likely relabelled by hand; migrating it would silently drop what it holds, so it is refused instead.
 */
const ONLY_IN: Record<number, readonly (readonly string[])[]> = {
  1: [['table', 'widthInches'], ['table', 'heightInches']],
  2: [['table', 'width'], ['table', 'height'], ['weather'], ['timeOfDay']],
};

/** What each step reads of its input: fields it moves, all numbers. */
const NEEDS: Record<number, readonly (readonly string[])[]> = {
  1: [['table', 'widthInches'], ['table', 'heightInches']],
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
  const contradictions = shapeContradictions(record, version);
  if (contradictions.length > 0) return { ok: false, error: contradictions };
  let current = record;
  for (let v = version; v < SCENARIO_FORMAT_VERSION; v++) {
    const step = steps[v];
    if (!step) return { ok: false, error: [error(['formatVersion'], `no migration from format ${v}`)] };
    current = step(current);
  }
  return { ok: true, value: current };
}

/** Problems with a document whose fields belong to another format than the one it declares, or that lacks what its own format's migration reads. */
function shapeContradictions(doc: Json, version: number): Problem[] {
  const problems: Problem[] = [];
  for (const [other, paths] of Object.entries(ONLY_IN)) {
    if (Number(other) === version) continue;
    const found = paths.filter((path) => valueAt(doc, path) !== undefined).map((path) => path.join('.'));
    if (found.length > 0) {
      problems.push(error(['formatVersion'], `declares format ${version}, but holds ${found.join(', ')}, which only format ${other} has; correct formatVersion to ${other} or remove ${found.length > 1 ? 'those fields' : 'that field'}`));
    }
  }
  if (problems.length > 0 || version === SCENARIO_FORMAT_VERSION) return problems;
  // Later steps read what earlier ones wrote, so only the first step's needs are the document's own.
  for (const path of NEEDS[version] ?? []) {
    const value = valueAt(doc, path);
    if (typeof value !== 'number') problems.push(error(path as PathSegment[], `format ${version} gives ${path.join('.')} as a number; found ${describe(value)}`));
  }
  return problems;
}

function valueAt(doc: Json, path: readonly string[]): unknown {
  let at: unknown = doc;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || Array.isArray(at) || !Object.hasOwn(at, key)) return undefined;
    at = (at as Json)[key];
  }
  return at;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
