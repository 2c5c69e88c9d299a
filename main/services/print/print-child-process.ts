import { fork } from 'node:child_process';
import type { PrintChildMessage, PrintJob } from './print-job.ts';
import { printChildPath } from './print-child-url.ts';

/** What a running print child reports to the renderer that started it. */
export interface PrintChildEvents {
  message(message: PrintChildMessage): void;
  /** What the child wrote to its standard error (a native panic or V8's out-of-memory words land there). */
  stderr(text: string): void;
  /** The child is gone, with how it went: "code 1", "SIGABRT". */
  ended(how: string): void;
}

export interface PrintChild {
  /** The child's process id, once it has one. */
  readonly pid: number | undefined;
  send(job: PrintJob): void;
  stop(): void;
}

/** Starts one print child whose JavaScript heap is capped at `heapMb` megabytes. */
export type StartPrintChild = (heapMb: number, events: PrintChildEvents) => Promise<PrintChild>;

/**
 * The print child as a forked Node process: the CLI, the web host and Vitest. The files come back through the
 * IPC channel by structured clone ('advanced' serialization), which carries their bytes as they are.
 */
export const forkPrintChild: StartPrintChild = (heapMb, events) => {
  const child = fork(printChildPath(import.meta.url), [], {
    execArgv: [`--max-old-space-size=${heapMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.on('message', (message) => events.message(message as PrintChildMessage));
  child.stderr?.on('data', (chunk: Buffer) => events.stderr(chunk.toString('utf8')));
  // 'close' comes after the standard error has been read to its end, so the reason is in hand.
  child.on('close', (code, signal) => events.ended(signal ?? `code ${code ?? 0}`));
  child.on('error', (e) => events.ended(e.message));
  return Promise.resolve({
    pid: child.pid,
    send: (job) => { child.send(job); },
    stop: () => { child.kill(); },
  });
};

/**
 * The print child as an Electron utility process: the desktop app's Electron binary has its run-as-Node fuse off,
 * so child_process.fork cannot start it there.
 */
export const utilityPrintChild: StartPrintChild = async (heapMb, events) => {
  const { utilityProcess } = await import('electron');
  const child = utilityProcess.fork(printChildPath(import.meta.url), [], {
    execArgv: [`--max-old-space-size=${heapMb}`],
    stdio: ['ignore', 'ignore', 'pipe'],
    serviceName: 'Tachanka print',
  });
  child.on('message', (message) => events.message(message as PrintChildMessage));
  child.stderr?.on('data', (chunk: Buffer) => events.stderr(chunk.toString('utf8')));
  child.on('exit', (code) => events.ended(`code ${code}`));
  return {
    pid: child.pid,
    send: (job) => { child.postMessage(job); },
    stop: () => { child.kill(); },
  };
};

/** The way to start a print child where this code runs. */
export const startPrintChild: StartPrintChild = process.versions.electron ? utilityPrintChild : forkPrintChild;
