import type { ScenarioSummary } from '../../shared/api.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { LibraryScenario } from '../db.ts';
import { readDraft } from '../library/library-store.ts';

/** One scenario the New game form offers: from the scenario files, or one the player keeps in the library. */
export interface ScenarioChoice {
  /** The select's value: a file scenario's id, or `library:` and the library entry's id. */
  value: string;
  title: string;
  rulesetId: string;
  from: 'files' | 'library';
}

const LIBRARY_PREFIX = 'library:';

/**
 * The file scenarios first (the bundled battles), then the player's own library entries, newest first. Bundled
 * copies in the library are the file scenarios again and are left out; so are entries whose text no longer reads
 * as a scenario (the library screen names those).
 */
export function scenarioChoices(files: readonly ScenarioSummary[], library: readonly LibraryScenario[]): ScenarioChoice[] {
  const own = library
    .filter((e) => !e.bundled && readDraft(e.text).ok)
    .sort((a, b) => b.updatedAt - a.updatedAt)
    .map((e): ScenarioChoice => ({ value: `${LIBRARY_PREFIX}${e.id}`, title: e.title, rulesetId: e.rulesetId, from: 'library' }));
  return [...files.map((s): ScenarioChoice => ({ value: s.id, title: s.title, rulesetId: s.rulesetId, from: 'files' })), ...own];
}

/** The library entry a choice names, or null for a file scenario. */
export function libraryIdOf(value: string): string | null {
  return value.startsWith(LIBRARY_PREFIX) ? value.slice(LIBRARY_PREFIX.length) : null;
}

/** A library entry's scenario and its text as the game will be started from; null when the text no longer reads. */
export function libraryScenario(entry: LibraryScenario): { scenario: Scenario; text: string } | null {
  const draft = readDraft(entry.text);
  return draft.ok ? { scenario: draft.value, text: entry.text } : null;
}
