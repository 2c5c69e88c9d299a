import type { ApiResult } from '../../shared/api.ts';
import { zodProblems } from '../../shared/scenario/index.ts';
import { checkScenarioText, errorsOnly } from './scenario-check.ts';
import { exportPrint } from './print/index.ts';
import { PrintOptionsSchema } from './print/print-options.ts';

/** The Api's print export: the scenario text is read like any file, the options checked, the file sent as base64. */
export async function exportPrintFromText(
  scenarioText: string,
  options: Record<string, unknown>,
): Promise<ApiResult<{ fileName: string; mime: string; base64: string }>> {
  const parsedOptions = PrintOptionsSchema.safeParse(options);
  if (!parsedOptions.success) return { ok: false, error: { message: 'bad print options', problems: zodProblems(parsedOptions.error, ['options']) } };
  const checked = checkScenarioText(scenarioText);
  if (!checked.scenario) return { ok: false, error: { message: 'the scenario has errors', problems: errorsOnly(checked.problems) } };
  const file = await exportPrint(checked.scenario, parsedOptions.data);
  if (!file.ok) return { ok: false, error: file.error };
  return { ok: true, value: { fileName: file.value.fileName, mime: file.value.mime, base64: Buffer.from(file.value.bytes).toString('base64') } };
}
