import type { Result } from '../../../shared/core/result.ts';
import { startPrintChild, type PrintChild, type StartPrintChild } from './print-child-process.ts';
import type { PrintChildMessage, PrintJob } from './print-job.ts';
import type { PrintError, PrintFile } from './print-options.ts';

export interface PrintRendererOptions {
  start?: StartPrintChild;
  /** The print child's JavaScript heap, in megabytes (a PNG's pixels, held by resvg, come on top). */
  heapMb?: number;
  /** Exports waiting behind the running one before more are refused. */
  queue?: number;
  /** How long one export may take before its child is stopped. */
  timeLimitMs?: number;
  /** Hears every message a child sends (tests wait for 'started' through it). */
  onMessage?: (message: PrintChildMessage) => void;
}

export const PRINT_LIMITS = { heapMb: 1024, queue: 4, timeLimitMs: 10 * 60_000 } as const;

type Outcome = Result<PrintFile[], PrintError>;

const refusal = (message: string): Outcome => ({ ok: false, error: { message } });

/**
 * Runs print exports out of the serving process: each export in a print child of its own, one at a time, so that
 * neither a long render nor a renderer that aborts can stall or take down the web host, the CLI or the desktop
 * app. A child that dies is a clear refusal naming the sheet it was on; memory is one child's at a time, and the
 * child goes when its export is done.
 */
export class PrintRenderer {
  private readonly start: StartPrintChild;
  private readonly heapMb: number;
  private readonly queue: number;
  private readonly timeLimitMs: number;
  private readonly onMessage: (message: PrintChildMessage) => void;
  private line: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private current: PrintChild | null = null;
  private closed = false;

  constructor(options: PrintRendererOptions = {}) {
    this.start = options.start ?? startPrintChild;
    this.heapMb = options.heapMb ?? PRINT_LIMITS.heapMb;
    this.queue = options.queue ?? PRINT_LIMITS.queue;
    this.timeLimitMs = options.timeLimitMs ?? PRINT_LIMITS.timeLimitMs;
    this.onMessage = options.onMessage ?? (() => {});
  }

  render(job: PrintJob): Promise<Outcome> {
    if (this.closed) return Promise.resolve(refusal('the app is closing; nothing more is printed'));
    if (this.pending > this.queue) {
      return Promise.resolve(refusal(`${this.pending} exports are already being made; try again when they are done`));
    }
    this.pending += 1;
    const turn = this.line.then(() => (this.closed ? refusal('the app is closing; nothing more is printed') : this.renderInChild(job)));
    const done = turn.finally(() => { this.pending -= 1; });
    this.line = done.catch(() => undefined);
    return done;
  }

  /** Stops the running export and refuses those waiting (the app is closing). */
  dispose(): void {
    this.closed = true;
    this.current?.stop();
  }

  private async renderInChild(job: PrintJob): Promise<Outcome> {
    let page: { page: number; pages: number } | null = null;
    let stderr = '';
    let settle: (outcome: Outcome) => void = () => {};
    const settled = new Promise<Outcome>((resolve) => { settle = resolve; });
    let finished = false;
    const finish = (outcome: Outcome) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      settle(outcome);
    };
    let child: PrintChild | null = null;
    const timer = setTimeout(() => {
      finish(refusal(`the export took longer than ${duration(this.timeLimitMs)} and was stopped`));
      child?.stop();
    }, this.timeLimitMs);
    try {
      child = await this.start(this.heapMb, {
        message: (message) => {
          this.onMessage(message);
          if (message.kind === 'page') page = { page: message.page, pages: message.pages };
          else if (message.kind === 'done') {
            finish(message.result);
            child?.stop();
          }
        },
        // Only the end is kept: that is where a panic or an out-of-memory report is.
        stderr: (text) => { stderr = (stderr + text).slice(-8192); },
        ended: (how) => finish(refusal(failureMessage(job, page, how, stderr))),
      });
    } catch (e) {
      finish(refusal(`the print renderer could not be started: ${e instanceof Error ? e.message : String(e)}`));
    }
    this.current = child;
    child?.send(job);
    const outcome = await settled;
    this.current = null;
    return outcome;
  }
}

function duration(ms: number): string {
  const [amount, unit] = ms >= 120_000 ? [Math.round(ms / 60_000), 'minute'] : [Math.max(1, Math.round(ms / 1000)), 'second'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** "the PNG renderer failed on sheet 3 of 26: called `Option::unwrap()` on a `None` value (it stopped with SIGABRT)" */
export function failureMessage(job: Pick<PrintJob, 'options'>, page: { page: number; pages: number } | null, how: string, stderr: string): string {
  const format = (job.options.format ?? 'pdf').toUpperCase();
  const where = page ? `on sheet ${page.page} of ${page.pages}` : 'before it began';
  const reason = stderrReason(stderr);
  return `the ${format} renderer failed ${where}: ${reason ? `${reason} (it stopped with ${how})` : `it stopped with ${how}`}`;
}

/** The one line of a child's standard error that says what went wrong, if it has one. */
function stderrReason(stderr: string): string | null {
  const panic = /panicked at [^\n]*\n([^\n]+)/.exec(stderr);
  if (panic) return panic[1]!.trim();
  const fatal = /FATAL ERROR: ([^\n]+)/.exec(stderr);
  if (fatal) return fatal[1]!.trim();
  const error = /^\w*Error: ([^\n]+)$/m.exec(stderr);
  return error ? error[1]!.trim() : null;
}
