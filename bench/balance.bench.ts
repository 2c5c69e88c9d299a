import { performance } from 'node:perf_hooks';
import { runBalance } from '../main/cli/balance-command.ts';
import type { CliIo } from '../main/cli/cli-io.ts';
import type { Figure } from './figure.ts';

/**
 * `tachanka balance <scenario> --games 1000 --workers 2`, normal AI against normal AI, exactly as the CLI runs it:
 * worker threads, start-up and the workers' cold first games included. The whole run is timed; nothing is scaled.
 * Early games run slower than later ones (the workers' code is still being optimised), so timing a short run and
 * multiplying would not give the real figure.
 */
const GAMES = 1000;
const SCENARIOS = ['komuch-village', 'station-raid'];

const quiet: CliIo = { out: () => {}, err: () => {}, errIsTty: false };

async function timeBalance(scenario: string): Promise<number> {
  const t0 = performance.now();
  const code = await runBalance([scenario, '--games', String(GAMES), '--workers', '2', '--seed', '1'], quiet);
  if (code !== 0) throw new Error(`balance ${scenario} exited ${code}`);
  return (performance.now() - t0) / 1000;
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
