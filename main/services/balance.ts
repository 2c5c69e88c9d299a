import { availableParallelism } from 'node:os';
import { randomBytes, randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { ApiResult, BalanceProgress } from '../../shared/api.ts';
import type { Player } from '../../shared/ai/index.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import type { BalanceJob, GameTally, WorkerMessage } from '../cli/balance-worker.ts';
import { wilsonInterval } from '../cli/wilson.ts';
import { checkScenarioText, errorsOnly } from './scenario-check.ts';
import { balanceWorkerUrl } from './balance-worker-url.ts';

/** A running worker as the service sees it: it reports games and ends, and can be stopped. */
export interface BalanceWorker {
  stop(): void;
}

/** Starts one worker over a share of the seeds; the CLI's balance worker (main/cli/balance-worker.ts) by default. */
export type SpawnBalanceWorker = (job: BalanceJob, events: { onGame: (tally: GameTally) => void; onEnd: (error: string | null) => void }) => BalanceWorker;

export interface BalanceServiceOptions {
  spawn?: SpawnBalanceWorker;
  /** Worker threads per estimate. */
  workers?: number;
  seed?: () => number;
  /** Finished estimates kept for their last progress report. */
  keep?: number;
  /** Estimates running at once, from every window and tablet together. */
  runningAtMost?: number;
  /** The clock, ms, for telling an estimate its window no longer follows. */
  now?: () => number;
}

/** Estimates running at once by default: each has its own worker threads, and the machine's cores are few. */
export const RUNNING_AT_MOST = 2;
/**
 * A running estimate whose progress nobody has asked for this long was left by its window (closed, or a tablet gone
 * to sleep): the dialog asks twice a second. It is stopped when another needs its place.
 */
export const ABANDONED_AFTER_MS = 60_000;

interface BalanceRun {
  jobId: string;
  total: number;
  tallies: GameTally[];
  running: number;
  state: BalanceProgress['state'];
  error: string | null;
  workers: BalanceWorker[];
  /** When its progress was last asked for (or it started), by the service's clock. */
  askedAt: number;
}

const AI_PLAYERS: Record<SideId, Player> = { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'normal' } };

/**
 * The editor's balance estimate: many AI-against-AI games of one scenario in worker threads, reusing the CLI's
 * balance worker. Each estimate is its own run, followed and cancelled by its job id, so one window or tablet starting
 * an estimate never stops another's (a dialog cancels its own before it starts again). At most `runningAtMost` run at
 * once; one more is refused, after stopping any its window has left (`ABANDONED_AFTER_MS`).
 */
export class BalanceService {
  private readonly runs = new Map<string, BalanceRun>();
  private readonly spawn: SpawnBalanceWorker;
  private readonly workers: number;
  private readonly seed: () => number;
  private readonly keep: number;
  private readonly runningAtMost: number;
  private readonly now: () => number;

  constructor(options: BalanceServiceOptions = {}) {
    this.spawn = options.spawn ?? spawnCliWorker;
    this.workers = options.workers ?? Math.max(1, Math.min(4, availableParallelism() - 1));
    this.seed = options.seed ?? (() => randomInt(0, 2 ** 31 - 1));
    this.keep = options.keep ?? 8;
    this.runningAtMost = options.runningAtMost ?? RUNNING_AT_MOST;
    this.now = options.now ?? Date.now;
  }

  start(input: { scenarioText: string; games: number }): ApiResult<{ jobId: string }> {
    const checked = checkScenarioText(input.scenarioText);
    if (!checked.scenario) return { ok: false, error: { message: 'the scenario cannot be played', problems: errorsOnly(checked.problems) } };
    const running = this.running();
    if (running >= this.runningAtMost) {
      return { ok: false, error: { message: `${running} balance estimates are running already, the most at once (from every window and tablet together); start this one when one of them has finished or been cancelled` } };
    }
    const jobId = randomBytes(9).toString('base64url');
    const first = this.seed();
    const seeds = Array.from({ length: input.games }, (_, i) => (first + i) % 2 ** 31);
    const count = Math.min(this.workers, input.games);
    const run: BalanceRun = { jobId, total: input.games, tallies: [], running: count, state: 'running', error: null, workers: [], askedAt: this.now() };
    this.runs.set(jobId, run);
    this.forgetOld();
    for (let w = 0; w < count; w++) {
      const job: BalanceJob = { scenario: checked.scenario, players: AI_PLAYERS, seeds: seeds.filter((_, i) => i % count === w) };
      run.workers.push(this.spawn(job, {
        onGame: (tally) => { if (run.state === 'running') run.tallies.push(tally); },
        onEnd: (error) => {
          run.running -= 1;
          if (run.state !== 'running') return;
          if (error !== null) {
            run.error = error;
            this.stop(run, 'failed');
          } else if (run.running === 0) run.state = 'finished';
        },
      }));
    }
    return { ok: true, value: { jobId } };
  }

  progress(jobId: string): ApiResult<BalanceProgress> {
    const run = this.runs.get(jobId);
    if (!run) return { ok: false, error: { message: `no balance estimate "${jobId}"` } };
    run.askedAt = this.now();
    return { ok: true, value: progressOf(run) };
  }

  cancel(jobId: string): ApiResult<{ cancelled: boolean }> {
    const run = this.runs.get(jobId);
    if (!run || run.state !== 'running') return { ok: true, value: { cancelled: false } };
    this.stop(run, 'cancelled');
    return { ok: true, value: { cancelled: true } };
  }

  /** Stops every running estimate (the app is closing). */
  dispose(): void {
    for (const run of this.runs.values()) if (run.state === 'running') this.stop(run, 'cancelled');
  }

  /** How many estimates are running, once those their windows have left are stopped. */
  private running(): number {
    const left = this.now() - ABANDONED_AFTER_MS;
    let running = 0;
    for (const run of this.runs.values()) {
      if (run.state !== 'running') continue;
      if (run.askedAt < left) this.stop(run, 'cancelled');
      else running++;
    }
    return running;
  }

  private stop(run: BalanceRun, state: 'cancelled' | 'failed'): void {
    run.state = state;
    for (const worker of run.workers) worker.stop();
  }

  private forgetOld(): void {
    const finished = [...this.runs.values()].filter((r) => r.state !== 'running');
    for (const run of finished.slice(0, Math.max(0, this.runs.size - this.keep))) this.runs.delete(run.jobId);
  }
}

export function progressOf(run: Pick<BalanceRun, 'jobId' | 'total' | 'tallies' | 'state' | 'error'>): BalanceProgress {
  const done = run.tallies.length;
  const count = (winner: SideId | null | undefined) => run.tallies.filter((t) => t.winner === winner).length;
  const red = count('red'), white = count('white');
  return {
    jobId: run.jobId, total: run.total, done, red, white, draws: count(null), unfinished: count(undefined),
    intervals: { red: wilsonInterval(red, done), white: wilsonInterval(white, done) },
    state: run.state, error: run.error,
  };
}

/** The CLI's worker thread: its tsx entry from source, its built entry in the Electron app (balance-worker-url.ts). */
const spawnCliWorker: SpawnBalanceWorker = (job, { onGame, onEnd }) => {
  const worker = new Worker(balanceWorkerUrl(import.meta.url), { workerData: job });
  let ended = false;
  const end = (error: string | null) => {
    if (ended) return;
    ended = true;
    onEnd(error);
  };
  worker.on('message', (message: WorkerMessage) => {
    if (message.kind === 'game') onGame(message.tally);
    else {
      end(message.message);
      void worker.terminate();
    }
  });
  worker.on('error', (e) => end(e.message));
  worker.on('exit', (code) => end(code === 0 ? null : `a worker stopped with code ${code}`));
  return { stop: () => { ended = true; void worker.terminate(); } };
};
