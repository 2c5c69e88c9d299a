import { Worker } from 'node:worker_threads';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { describePlayer, intOption, parseCommandArgs, positionals, seedOption, sidePlayers } from './cli-args.ts';
import { EXIT_BAD_INPUT, EXIT_OK, UsageError, type CliIo } from './cli-io.ts';
import { loadScenarioForPlay } from './load-scenario.ts';
import { progressBar } from './progress-bar.ts';
import { wilsonInterval } from './wilson.ts';
import type { BalanceJob, GameTally, WorkerMessage } from './balance-worker.ts';

export const BALANCE_USAGE = 'tachanka balance <scenario> --games N [--workers 2] [--seed S] [--red …] [--white …]';

/** `balance`: many automatic games in worker threads; each side's win rate with a 95% Wilson interval. */
export async function runBalance(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, {
    games: { type: 'string' }, workers: { type: 'string' }, seed: { type: 'string' }, red: { type: 'string' }, white: { type: 'string' },
  });
  const [scenarioName] = positionals(parsed.positionals, ['scenario']);
  const games = intOption('games', parsed.values.games, 1, 100_000);
  if (games === undefined) throw new UsageError('--games N is required');
  const workers = Math.min(games, intOption('workers', parsed.values.workers, 1, 32) ?? 2);
  const seed = seedOption(parsed.values.seed);
  const players = sidePlayers(parsed.values);
  const loaded = await loadScenarioForPlay(scenarioName!);
  if (!loaded.ok) {
    io.err(loaded.message);
    return EXIT_BAD_INPUT;
  }
  const { scenario, ruleset } = loaded;
  // Game i plays on seed + i: any single game can be re-run with `tachanka play --seed`.
  const seeds = Array.from({ length: games }, (_, i) => (seed + i) % 2 ** 31);
  const jobs: BalanceJob[] = Array.from({ length: workers }, (_, w) => ({
    scenario, players, seeds: seeds.filter((_, i) => i % workers === w),
  }));
  const bar = progressBar(io, games, 'games');
  const tallies: GameTally[] = [];
  bar.update(0);
  try {
    await Promise.all(jobs.map((job) => runWorker(job, (tally) => { tallies.push(tally); bar.update(tallies.length); })));
  } catch (e) {
    io.err(`a game failed: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT_BAD_INPUT;
  }
  io.out(`${scenario.title} — ${ruleset.title} ${ruleset.version}: ${games} games from seed ${seed} on ${workers} worker${workers === 1 ? '' : 's'}`);
  io.out(`Red: ${describePlayer(players.red)}. White: ${describePlayer(players.white)}.`);
  for (const line of balanceSummary(tallies)) io.out(line);
  return EXIT_OK;
}

export function balanceSummary(tallies: readonly GameTally[]): string[] {
  const n = tallies.length;
  const count = (winner: SideId | null | undefined) => tallies.filter((t) => t.winner === winner).length;
  const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
  const share = (k: number) => percent(n === 0 ? 0 : k / n);
  const side = (name: string, k: number) => {
    const { low, high } = wilsonInterval(k, n);
    return `  ${name.padEnd(11)}${String(k).padStart(6)}  ${share(k).padStart(6)}  (95% interval ${percent(low)} to ${percent(high)})`;
  };
  const finished = tallies.filter((t) => t.winner !== undefined);
  const meanTurns = finished.length === 0 ? 0 : finished.reduce((s, t) => s + t.turns, 0) / finished.length;
  const lines = [
    side('Red wins', count('red')),
    side('White wins', count('white')),
    `  ${'Draws'.padEnd(11)}${String(count(null)).padStart(6)}  ${share(count(null)).padStart(6)}`,
  ];
  const unfinished = count(undefined);
  if (unfinished > 0) lines.push(`  ${'Unfinished'.padEnd(11)}${String(unfinished).padStart(6)}  ${share(unfinished).padStart(6)}  (stopped without a result; not counted as draws)`);
  lines.push(`  Mean length ${meanTurns.toFixed(1)} turns`);
  return lines;
}

/** Runs one worker thread over its seeds, reporting each game; rejects on the first failure. */
function runWorker(job: BalanceJob, onGame: (tally: GameTally) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    // The entry registers tsx in the thread, then loads the TypeScript worker (see balance-worker-entry.mjs).
    const worker = new Worker(new URL('./balance-worker-entry.mjs', import.meta.url), { workerData: job });
    let failed = false;
    worker.on('message', (message: WorkerMessage) => {
      if (message.kind === 'game') onGame(message.tally);
      else {
        failed = true;
        reject(new Error(message.message));
        void worker.terminate();
      }
    });
    worker.on('error', (e) => { failed = true; reject(e); });
    worker.on('exit', (code) => {
      if (failed) return;
      if (code === 0) resolve();
      else reject(new Error(`worker stopped with code ${code}`));
    });
  });
}
