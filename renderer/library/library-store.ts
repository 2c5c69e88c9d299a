import type { Api } from '../../shared/api.ts';
import type { Result } from '../../shared/core/result.ts';
import { ScenarioSchema, type Scenario } from '../../shared/scenario/schema.ts';
import { migrateScenario } from '../../shared/scenario/migrate.ts';
import { parseJsonText } from '../../shared/scenario/json-guard.ts';
import { zodProblems } from '../../shared/scenario/shape.ts';
import type { Problem } from '../../shared/scenario/problems.ts';
import type { LibraryScenario, TachankaDb } from '../db.ts';
import { MAP_PICTURE_PREFIX, mapPicture } from './map-picture.ts';

/**
 * The scenario library over Dexie: the user's scenarios (autosaved drafts included) and read-only copies of
 * the bundled ones. Entries keep the scenario as file text, exactly as an export would write it.
 */

/** Library ids of bundled copies start with this, so they never clash with the user's own. */
export const BUNDLED_PREFIX = 'bundled:';

/** The file text of a scenario, as the library stores it and an export writes it. */
export const scenarioText = (s: Scenario): string => `${JSON.stringify(s, null, 2)}\n`;

export function libraryEntry(s: Scenario, fields: { id: string; now: number; thumbnail?: string; bundled?: boolean }): LibraryScenario {
  return {
    id: fields.id, title: s.title, rulesetId: s.ruleset.id, updatedAt: fields.now, thumbnail: fields.thumbnail ?? '', text: scenarioText(s),
    bundled: fields.bundled ?? false,
  };
}

/**
 * Reads a library entry's text back into a scenario for the editor. Only the file's shape is checked here
 * (format, migration, schema): a draft may still be unfinished, and its remaining problems are the
 * validation panel's to show, through the Api.
 */
export function readDraft(text: string): Result<Scenario, Problem[]> {
  const json = parseJsonText(text);
  if (!json.ok) return json;
  const migrated = migrateScenario(json.value);
  if (!migrated.ok) return migrated;
  const parsed = ScenarioSchema.safeParse(migrated.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: zodProblems(parsed.error) };
}

/** A stored record that could not be read as a library entry: left in the database, not shown. */
export interface SkippedEntry {
  id: string;
  reason: string;
}

/**
 * Every library entry that reads back whole, and the records that do not (a field of the wrong kind, or text
 * that is no scenario an editor could open), each named with what is wrong, so one damaged record never keeps
 * the rest of the library from opening.
 */
export async function readLibrary(db: TachankaDb): Promise<{ entries: LibraryScenario[]; skipped: SkippedEntry[] }> {
  const entries: LibraryScenario[] = [];
  const skipped: SkippedEntry[] = [];
  for (const record of (await db.library.toArray()) as unknown[]) {
    const problem = entryProblem(record);
    if (problem === null) entries.push(record as LibraryScenario);
    else skipped.push({ id: idOf(record), reason: problem });
  }
  return { entries, skipped };
}

const FIELD_KINDS = { id: 'string', title: 'string', rulesetId: 'string', updatedAt: 'number', thumbnail: 'string', text: 'string', bundled: 'boolean' } as const;

function entryProblem(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return 'the record is not an object';
  const fields = record as Record<string, unknown>;
  for (const [field, kind] of Object.entries(FIELD_KINDS)) {
    if (typeof fields[field] !== kind) return `${field}: expected a ${kind}, found ${describe(fields[field])}`;
  }
  if (!Number.isFinite(fields.updatedAt)) return 'updatedAt: expected a time, found a number that is not one';
  const thumbnail = fields.thumbnail as string;
  if (thumbnail !== '' && !thumbnail.startsWith('data:image/')) return 'thumbnail: expected a data:image/ URL';
  const draft = readDraft(fields.text as string);
  if (!draft.ok) return `text: ${draft.error[0] ? `${draft.error[0].path}: ${draft.error[0].message}` : 'not a scenario'}`;
  return null;
}

const describe = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value === 'undefined' ? 'nothing' : `a ${typeof value}`);
const idOf = (record: unknown): string => {
  const id = typeof record === 'object' && record !== null ? (record as Record<string, unknown>).id : undefined;
  return typeof id === 'string' ? id : String(id);
};

/** Entries whose title, rule set or description holds every word of the query, newest first. */
export function searchLibrary(entries: readonly LibraryScenario[], query: string): LibraryScenario[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const sorted = [...entries].sort((a, b) => Number(a.bundled) - Number(b.bundled) || b.updatedAt - a.updatedAt);
  if (words.length === 0) return sorted;
  return sorted.filter((e) => {
    const haystack = `${e.title} ${e.rulesetId} ${descriptionOf(e.text)}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

function descriptionOf(text: string): string {
  const match = /"description":\s*"((?:[^"\\]|\\.)*)"/.exec(text);
  return match?.[1] ?? '';
}

/** A fresh id for a user's library entry (and for the scenario inside it). */
export function newLibraryId(random: () => string = () => crypto.randomUUID()): string {
  return `scenario-${random().replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`;
}

/**
 * Copies the scenarios shipped with the app into the library as read-only entries, replacing older copies
 * (keeping a view taken in the editor; otherwise the picture is the map of its table). Returns the messages of any that
 * could not be fetched.
 */
export async function syncBundled(db: TachankaDb, api: Api, now: number): Promise<string[]> {
  const list = await api.listScenarios({});
  if (!list.ok) return [list.error.message];
  const failures: string[] = [];
  for (const summary of list.value) {
    const got = await api.getScenario({ id: summary.id });
    if (!got.ok) {
      failures.push(`${summary.title}: ${got.error.message}`);
      continue;
    }
    const id = `${BUNDLED_PREFIX}${summary.id}`;
    const existing = await db.library.get(id);
    const text = scenarioText(got.value.scenario);
    if (existing?.text === text && existing.thumbnail) continue;
    // A view of the table taken in the editor is kept; a map is drawn again from the scenario as it now is.
    const kept = existing?.thumbnail && !existing.thumbnail.startsWith(MAP_PICTURE_PREFIX) ? existing.thumbnail : '';
    const thumbnail = kept || mapPicture(got.value.scenario);
    await db.library.put(libraryEntry(got.value.scenario, { id, now: existing?.text === text ? existing.updatedAt : now, bundled: true, thumbnail }));
  }
  return failures;
}

/** A user's copy of an entry (bundled or not), titled "… (copy)", under a fresh id. */
export async function duplicateEntry(db: TachankaDb, id: string, now: number, newId: string = newLibraryId()): Promise<LibraryScenario> {
  const entry = await db.library.get(id);
  if (!entry) throw new Error('that scenario is no longer in the library');
  const draft = readDraft(entry.text);
  if (!draft.ok) throw new Error(`"${entry.title}" cannot be read: ${draft.error[0]?.message ?? 'unknown problem'}`);
  const copy: Scenario = { ...draft.value, id: newId, title: `${draft.value.title} (copy)`.slice(0, 200) };
  const created = libraryEntry(copy, { id: newId, now, thumbnail: entry.thumbnail });
  await db.library.put(created);
  return created;
}

/** Removes a user's entry and hands it back, so the caller can offer to undo; bundled entries are refused. */
export async function removeEntry(db: TachankaDb, id: string): Promise<LibraryScenario> {
  const entry = await db.library.get(id);
  if (!entry) throw new Error('that scenario is no longer in the library');
  if (entry.bundled) throw new Error(`"${entry.title}" ships with Tachanka and cannot be deleted`);
  await db.library.delete(id);
  return entry;
}

export async function restoreEntry(db: TachankaDb, entry: LibraryScenario): Promise<void> {
  await db.library.put(entry);
}

/** Writes the editor's scenario over its entry (the autosave); the thumbnail is kept unless a new one is given. */
export async function saveDraft(db: TachankaDb, id: string, s: Scenario, now: number, thumbnail?: string): Promise<void> {
  await db.transaction('rw', db.library, async () => {
    const existing = await db.library.get(id);
    if (existing?.bundled) throw new Error('a bundled scenario is read-only: duplicate it to edit');
    await db.library.put(libraryEntry(s, { id, now, thumbnail: thumbnail ?? existing?.thumbnail ?? '' }));
  });
}
