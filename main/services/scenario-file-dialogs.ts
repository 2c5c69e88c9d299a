import { basename } from 'node:path';
import type { ApiResult, OpenScenarioOutcome, SaveScenarioOutcome } from '../../shared/api.ts';
import { LIMITS, scenarioFileName } from '../../shared/scenario/index.ts';
import { SCENARIO_EXTENSION, readTextLimited, type ScenarioFiles } from './scenario-files.ts';
import { checkScenarioText, errorsOnly } from './scenario-check.ts';

/**
 * The native file dialogs the editor's "Save as file…" and "Open file…" need. Only the Electron shell has them
 * (main/electron/dialogs.ts); the web host passes none and the renderer falls back to the browser's download
 * and upload. Each returns the chosen path, or null when the user cancelled.
 */
export interface FileDialogs {
  chooseSavePath(suggestedFileName: string): Promise<string | null>;
  chooseOpenPath(): Promise<string | null>;
}

export { scenarioFileName } from '../../shared/scenario/index.ts';

/** A dialog may hand back a name without our extension; add it unless the user typed a .json name of their own. */
const withExtension = (path: string): string => (/\.json$/i.test(path) ? path : `${path}${SCENARIO_EXTENSION}`);

/** Checks the scenario, asks where to save it, and writes it atomically (the previous file kept as `.bak`). */
export async function saveScenarioAs(
  files: ScenarioFiles, dialogs: FileDialogs | undefined, input: { text: string; suggestedName: string },
): Promise<ApiResult<SaveScenarioOutcome>> {
  if (!dialogs) return { ok: true, value: { outcome: 'unavailable' } };
  const checked = checkScenarioText(input.text);
  if (!checked.scenario) return { ok: false, error: { message: 'the scenario has errors, so it was not saved', problems: errorsOnly(checked.problems) } };
  const chosen = await dialogs.chooseSavePath(scenarioFileName(input.suggestedName));
  if (chosen === null) return { ok: true, value: { outcome: 'cancelled' } };
  const path = withExtension(chosen);
  const written = await files.write(path, checked.scenario);
  if (!written.ok) return { ok: false, error: { message: 'the scenario was not saved', problems: written.error } };
  return { ok: true, value: { outcome: 'saved', fileName: basename(path) } };
}

/** Asks which file to open and reads it within the size limit; checking it is the importer's job, through checkScenario. */
export async function openScenarioFile(dialogs: FileDialogs | undefined): Promise<ApiResult<OpenScenarioOutcome>> {
  if (!dialogs) return { ok: true, value: { outcome: 'unavailable' } };
  const path = await dialogs.chooseOpenPath();
  if (path === null) return { ok: true, value: { outcome: 'cancelled' } };
  const text = await readTextLimited(path, LIMITS.fileBytes);
  if (!text.ok) return { ok: false, error: { message: `${basename(path)} cannot be opened`, problems: text.error } };
  return { ok: true, value: { outcome: 'opened', fileName: basename(path), text: text.value } };
}
