import type { Result } from '../../../shared/core/result.ts';
import type { Scenario } from '../../../shared/scenario/schema.ts';
import { checkScenarioText, errorsOnly } from '../scenario-check.ts';
import { exportPrint, exportPrintFiles } from './export-print.ts';
import type { PrintError, PrintFile, PrintOptionsInput } from './print-options.ts';

/** One export as the print child receives it: the scenario as text (read there) or as read already, and the options. */
export interface PrintJob {
  source: { scenarioText: string } | { scenario: Scenario };
  options: PrintOptionsInput;
  /** Exactly one file wanted (the Api): an export that makes several is refused before anything is drawn. */
  single: boolean;
}

/** What the print child tells the process that started it, in this order: started, each page begun, done. */
export type PrintChildMessage =
  | { kind: 'started' }
  | { kind: 'page'; page: number; pages: number }
  | { kind: 'done'; result: Result<PrintFile[], PrintError> };

/** Runs one export where it is called (inside the print child), reporting each page as it is begun. */
export async function runPrintJob(job: PrintJob, report: (message: PrintChildMessage) => void): Promise<Result<PrintFile[], PrintError>> {
  let scenario: Scenario;
  if ('scenarioText' in job.source) {
    const checked = checkScenarioText(job.source.scenarioText);
    if (!checked.scenario) return { ok: false, error: { message: 'the scenario has errors', problems: errorsOnly(checked.problems) } };
    scenario = checked.scenario;
  } else scenario = job.source.scenario;
  const onPage = (page: number, pages: number) => report({ kind: 'page', page, pages });
  if (!job.single) return exportPrintFiles(scenario, job.options, onPage);
  const file = await exportPrint(scenario, job.options, onPage);
  return file.ok ? { ok: true, value: [file.value] } : file;
}
