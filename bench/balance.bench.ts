import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { Figure } from './figure.ts';

/**
 * `tachanka balance <scenario> --games 1000 --workers 2`, normal AI against normal AI, run as a user runs it: the
 * `tachanka` script in a process of its own, with its worker threads, start-up and the workers' cold first games.
 * The whole run is timed; nothing is scaled. Early games run slower than later ones (the workers' code is still
 * being optimised), so timing a short run and multiplying would not give the real figure.
 */
const GAMES = 1000;
const SCENARIOS = ['komuch-village', 'station-raid'];
const TACHANKA = fileURLToPath(new URL('../bin/tachanka.mjs', import.meta.url));

/** Seconds for a whole `tachanka balance` run of `games` normal-against-normal games on 2 workers; `tally` gets what it printed. */
export function timeBalance(scenario: string, games = GAMES, tally?: (stdout: string) => void): Promise<number> {
  const args = [TACHANKA, 'balance', scenario, '--games', String(games), '--workers', '2', '--seed', '1'];
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { maxBuffer: 1 << 24 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`balance ${scenario} failed: ${error.message}\n${stderr}`));
      else if (!/Red wins\s+\d+/.test(stdout)) reject(new Error(`balance ${scenario} printed no tally:\n${stdout}`));
      else {
        tally?.(stdout);
        resolve((performance.now() - t0) / 1000);
      }
    });
  });
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const scenario of SCENARIOS) {
    const seconds = await timeBalance(scenario);
    figures.push({
      name: `${scenario}: balance --games ${GAMES} --workers 2 (the whole run, ${(seconds / GAMES * 1000).toFixed(0)} ms a game)`,
      value: seconds, unit: 's', limit: { max: 120 },
    });
  }
  return figures;
}
