import type { Api } from '../../shared/api.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { problemError, type Problem } from '../../shared/scenario/index.ts';
import type { LibraryScenario, TachankaDb } from '../db.ts';
import { libraryEntry, newLibraryId } from './library-store.ts';

export type ImportOutcome =
  | { ok: true; entry: LibraryScenario; warnings: Problem[] }
  | { ok: false; message: string; problems: Problem[] };

/**
 * Brings a scenario file's text into the library. The text is checked by main (Api `checkScenario`: JSON
 * limits, format version, schema, references, the rule set's own checks); only a sound scenario is stored,
 * and nothing at all is written when it is refused.
 */
export async function importScenarioText(
  db: TachankaDb, api: Api, text: string, options: { fileName: string; now: number; newId?: string },
): Promise<ImportOutcome> {
  const refused = (problems: Problem[], message = `${options.fileName} was not imported`): ImportOutcome => ({ ok: false, message, problems });
  // The Api refuses oversized arguments too, but without naming the file's size; say it plainly here.
  if (text.length > LIMITS.fileBytes) return refused([tooBig(text.length)]);
  const checked = await api.checkScenario({ text });
  if (!checked.ok) return refused(checked.error.problems ?? [problemError([], checked.error.message)]);
  const { scenario, problems } = checked.value;
  if (!scenario) return refused(problems.filter((p) => p.severity === 'error'));
  const id = options.newId ?? newLibraryId();
  const entry = libraryEntry(scenario, { id, now: options.now });
  await db.library.put(entry);
  return { ok: true, entry, warnings: problems.filter((p) => p.severity === 'warning') };
}

/** Refuses a file by its size before reading it (a 50 MB file is never loaded into memory). */
export function refuseOversizedFile(bytes: number): Problem | null {
  return bytes > LIMITS.fileBytes ? tooBig(bytes) : null;
}

const tooBig = (bytes: number): Problem => problemError([], `the file is ${(bytes / 1048576).toFixed(1)} MB; the limit is ${(LIMITS.fileBytes / 1048576).toFixed(0)} MB`);
