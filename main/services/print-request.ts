import type { ApiResult } from '../../shared/api.ts';
import { zodProblems } from '../../shared/scenario/index.ts';
import { PrintOptionsSchema } from './print/print-options.ts';
import type { PrintRenderer } from './print/print-renderer.ts';

/**
 * The Api's print export: the options checked here, the scenario text read and the file made in a print child
 * (print-renderer.ts), so the serving process stays free for other calls; the file is sent as base64.
 */
export async function exportPrintFromText(
  renderer: PrintRenderer,
  scenarioText: string,
  options: Record<string, unknown>,
): Promise<ApiResult<{ fileName: string; mime: string; base64: string }>> {
  const parsedOptions = PrintOptionsSchema.safeParse(options);
  if (!parsedOptions.success) return { ok: false, error: { message: 'bad print options', problems: zodProblems(parsedOptions.error, ['options']) } };
  const files = await renderer.render({ source: { scenarioText }, options: parsedOptions.data, single: true });
  if (!files.ok) return { ok: false, error: files.error };
  const file = files.value[0]!;
  return { ok: true, value: { fileName: file.fileName, mime: file.mime, base64: Buffer.from(file.bytes).toString('base64') } };
}
