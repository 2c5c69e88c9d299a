import type { Api } from '../../shared/api.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import { problemError, scenarioFileName, type Problem } from '../../shared/scenario/index.ts';
import { refuseOversizedFile } from '../library/import-scenario.ts';
import { scenarioText } from '../library/library-store.ts';
import { downloadBlob } from '../download.ts';

/**
 * Scenario files in and out. The desktop app uses main's native dialogs (Api `saveScenarioAs`,
 * `openScenarioFile`); where main has none (the web host answers `unavailable`) the browser's download and
 * file picker do the same job. Either way the file's text is checked by main before anything is kept.
 */

export type ExportOutcome =
  | { kind: 'saved'; fileName: string }
  | { kind: 'downloaded'; fileName: string }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string; problems: Problem[] };

export type PickOutcome =
  | { kind: 'picked'; fileName: string; text: string }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string; problems: Problem[] };

export { scenarioFileName } from '../../shared/scenario/index.ts';

export async function exportScenario(api: Api, scenario: Scenario): Promise<ExportOutcome> {
  const text = scenarioText(scenario);
  const saved = await api.saveScenarioAs({ text, suggestedName: scenario.title });
  if (!saved.ok) return { kind: 'refused', message: saved.error.message, problems: saved.error.problems ?? [] };
  switch (saved.value.outcome) {
    case 'saved': return { kind: 'saved', fileName: saved.value.fileName };
    case 'cancelled': return { kind: 'cancelled' };
    case 'unavailable': {
      // The same check main makes before a native save: a file with errors is not written.
      const checked = await api.checkScenario({ text });
      if (!checked.ok) return { kind: 'refused', message: checked.error.message, problems: checked.error.problems ?? [] };
      if (!checked.value.scenario) {
        return { kind: 'refused', message: 'the scenario has errors, so it was not exported', problems: checked.value.problems.filter((p) => p.severity === 'error') };
      }
      const fileName = scenarioFileName(scenario.title);
      downloadBlob(new Blob([text], { type: 'application/json' }), fileName);
      return { kind: 'downloaded', fileName };
    }
  }
}

export async function pickScenarioFile(api: Api): Promise<PickOutcome> {
  const opened = await api.openScenarioFile({});
  if (!opened.ok) return { kind: 'refused', message: opened.error.message, problems: opened.error.problems ?? [] };
  switch (opened.value.outcome) {
    case 'opened': return { kind: 'picked', fileName: opened.value.fileName, text: opened.value.text };
    case 'cancelled': return { kind: 'cancelled' };
    case 'unavailable': return pickInBrowser();
  }
}


/** The browser's file picker; an oversized file is refused by its size before a byte is read. */
function pickInBrowser(): Promise<PickOutcome> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.style.display = 'none';
    input.dataset.testid = 'scenario-file-input';
    const done = (outcome: PickOutcome) => {
      input.remove();
      resolve(outcome);
    };
    input.addEventListener('cancel', () => done({ kind: 'cancelled' }));
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      if (!file) return done({ kind: 'cancelled' });
      const tooBig = refuseOversizedFile(file.size);
      if (tooBig) return done({ kind: 'refused', message: `${file.name} was not imported`, problems: [tooBig] });
      file.text().then(
        (text) => done({ kind: 'picked', fileName: file.name, text }),
        (e: unknown) => done({ kind: 'refused', message: `${file.name} cannot be read`, problems: [problemError([], e instanceof Error ? e.message : String(e))] }),
      );
    });
    document.body.append(input);
    input.click();
  });
}
