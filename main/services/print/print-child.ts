import type { Result } from '../../../shared/core/result.ts';
import { runPrintJob, type PrintChildMessage, type PrintJob } from './print-job.ts';
import type { PrintError, PrintFile } from './print-options.ts';

// The print child: a process of its own that makes one export and hands back the files, so that a renderer which
// aborts (resvg panics in native code), runs out of memory or takes long harms only this process. It is started by
// print-renderer.ts with child_process.fork (the CLI, the web host, Vitest) or as an Electron utility process (the
// desktop app, whose Electron binary cannot be run as plain Node).

/** Electron's utility process talks through process.parentPort; a forked Node process through process.send. */
interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

const utilityPort = (process as unknown as { parentPort?: ParentPort }).parentPort;

const send = (message: PrintChildMessage): void => {
  if (utilityPort) utilityPort.postMessage(message);
  else process.send?.(message);
};

async function run(job: PrintJob): Promise<void> {
  send({ kind: 'started' });
  let result: Result<PrintFile[], PrintError>;
  try {
    result = await runPrintJob(job, send);
  } catch (e) {
    result = { ok: false, error: { message: `the export failed: ${e instanceof Error ? e.message : String(e)}` } };
  }
  send({ kind: 'done', result });
}

if (utilityPort) {
  utilityPort.on('message', (event) => void run(event.data as PrintJob));
} else if (process.send) {
  process.once('message', (job) => void run(job as PrintJob));
  // The process that started this one has gone: nobody is left to take the files.
  process.once('disconnect', () => process.exit(0));
}
