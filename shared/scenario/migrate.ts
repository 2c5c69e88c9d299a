import { SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION } from './schema.ts';
import { type Problem, type PathSegment, error } from './problems.ts';
import type { Result } from '../core/result.ts';

type Json = Record<string, unknown>;

/**
 * Brings an older scenario up to the current formatVersion, one step at a time.
 * A newer version is refused: this build cannot know what it would lose.
 *
 * Version history:
 *  1 → 2: `table` was `{ widthInches, heightInches }`; weather and time of day did not exist.
 *  2 → 3: a train firing from off the table had no point type of its own; authors marked it as a `station` named
 *         for a train (its id or label says "train"). Such a point becomes a `train` point; other stations stay.
 */
const steps: Record<number, (doc: Json) => Json> = {
  1: (doc) => {
    const table = doc.table as Json;
    return { ...doc, formatVersion: 2, table: { width: table.widthInches, height: table.heightInches } };
  },
  2: (doc) => ({
    ...doc,
    formatVersion: 3,
    terrain: Array.isArray(doc.terrain) ? doc.terrain.map((f: unknown) => (isStationNamedForTrain(f) ? { ...f, type: 'train' } : f)) : doc.terrain,
  }),
};

/** How a format-2 file marked a train standing off the table: a station whose id or label names a train. */
function isStationNamedForTrain(f: unknown): f is Json {
  if (!isRecord(f) || f.kind !== 'point' || f.type !== 'station') return false;
  return /\btrain\b|bronepoezd|бронепоезд/i.test(`${String(f.id)} ${typeof f.label === 'string' ? f.label : ''}`);
}

/**
 * What only some formats hold, with the formats that hold it (`until` absent: every later format too). A document
 * declaring one version but holding another's fields was most likely relabelled by hand; migrating it would
 * silently drop or misread what it holds, so it is refused instead.
 */
interface FormatMarker { since: number; until?: number; find: (doc: Json) => string[] }
const fieldsAt = (...paths: (readonly string[])[]) => (doc: Json) => paths.filter((path) => valueAt(doc, path) !== undefined).map((path) => path.join('.'));
const MARKERS: readonly FormatMarker[] = [
  { since: 1, until: 1, find: fieldsAt(['table', 'widthInches'], ['table', 'heightInches']) },
  { since: 2, find: fieldsAt(['table', 'width'], ['table', 'height'], ['weather'], ['timeOfDay']) },
  { since: 3, find: trainPoints },
];

/** Paths of `train` points, the first few of them: enough to find the rest. */
function trainPoints(doc: Json): string[] {
  if (!Array.isArray(doc.terrain)) return [];
  const found: string[] = [];
  doc.terrain.forEach((f: unknown, i) => {
    if (isRecord(f) && f.kind === 'point' && f.type === 'train') found.push(`terrain.${i}.type "train"`);
  });
  return found.length > 3 ? [...found.slice(0, 3), `${found.length - 3} more train points`] : found;
}

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
  for (const marker of MARKERS) {
    if (version >= marker.since && version <= (marker.until ?? Infinity)) continue;
    const found = marker.find(doc);
    if (found.length === 0) continue;
    const formats = marker.until === marker.since ? `only format ${marker.since} has` : `only format ${marker.since} and later have`;
    const fix = version < marker.since ? marker.since : (marker.until ?? marker.since);
    problems.push(error(['formatVersion'], `declares format ${version}, but holds ${found.join(', ')}, which ${formats}; correct formatVersion to ${fix} or remove ${found.length > 1 ? 'those fields' : 'that field'}`));
  }
  if (problems.length > 0 || version === SCENARIO_FORMAT_VERSION) return problems;
  // Later steps read what earlier ones wrote, so only the first step's needs are the document's own.
  for (const path of NEEDS[version] ?? []) {
    const value = valueAt(doc, path);
    if (typeof value !== 'number') problems.push(error(path as PathSegment[], `format ${version} gives ${path.join('.')} as a number; found ${describe(value)}`));
  }
  return problems;
}

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(doc: Json, path: readonly string[]): unknown {
  let at: unknown = doc;
  for (const key of path) {
    if (!isRecord(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
