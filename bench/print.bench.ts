import { exportPrint } from '../main/services/print/export-print.ts';
import { printSampleScenario } from '../main/services/print/sample-scenario.ts';
import type { PrintOptionsInput } from '../main/services/print/print-options.ts';
import { type Figure, median } from './figure.ts';

/**
 * The print export on the print sample (a 72×48 in table with every kind of terrain, zone and troop): a true-scale
 * mat tiled on A4 (49 sheets and an assembly sheet) and a one-page briefing map.
 *
 * Times are CPU time of the process: the export is synchronous, single-threaded work, so on an idle machine CPU
 * time is its wall-clock time, and a machine busy with other work does not inflate it. The first export in a
 * process also loads fonts and warms the JIT, so it is reported apart from the median of the runs after it.
 */
const RUNS = 5;

async function timed(options: PrintOptionsInput): Promise<{ first: number; median: number; bytes: number }> {
  const scenario = printSampleScenario();
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i <= RUNS; i++) {
    const cpu = process.cpuUsage();
    const file = await exportPrint(scenario, options);
    const used = process.cpuUsage(cpu);
    times.push((used.user + used.system) / 1000);
    if (!file.ok) throw new Error(file.error.message);
    bytes = file.value.bytes.length;
  }
  return { first: times[0]!, median: median(times.slice(1)), bytes };
}

export async function run(): Promise<Figure[]> {
  const overview = await timed({ kind: 'overview', paper: 'a4', format: 'pdf' });
  const mat = await timed({ kind: 'mat', paper: 'a4', format: 'pdf' });
  return [
    { name: 'overview map on A4, PDF, first export', value: overview.first, unit: 'ms', limit: { max: 500 } },
    { name: `overview map on A4, PDF, median of ${RUNS}`, value: overview.median, unit: 'ms', limit: { max: 500 } },
    { name: 'mat 72×48 in on A4, PDF, first export', value: mat.first, unit: 'ms', limit: { max: 2000 } },
    { name: `mat 72×48 in on A4, PDF, median of ${RUNS}`, value: mat.median, unit: 'ms', limit: { max: 2000 } },
    { name: 'mat 72×48 in on A4, PDF size', value: mat.bytes / (1024 * 1024), unit: 'MB', limit: { max: 5 } },
  ];
}
