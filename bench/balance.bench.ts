import { performance } from 'node:perf_hooks';
import { runBalance } from '../main/cli/balance-command.ts';
import type { CliIo } from '../main/cli/cli-io.ts';
import type { Figure } from './figure.ts';

/**
 * `tachanka balance <scenario> --games 1000 --workers 2`, normal AI against normal AI, as the CLI runs it (worker
 * threads and all). A thousand games would take the bench many minutes, so a sample of games is timed and the
 * time scaled to a thousand: the games are independent and the workers share them evenly.
 */
const SAMPLE_GAMES = 40;
const TARGET_GAMES = 1000;
const SCENARIOS = ['komuch-village', 'station-raid'];

const quiet: CliIo = { out: () => {}, err: () => {}, errIsTty: false };

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const scenario of SCENARIOS) {
    const t0 = performance.now();
    const code = await runBalance([scenario, '--games', String(SAMPLE_GAMES), '--workers', '2', '--seed', '1'], quiet);
    if (code !== 0) throw new Error(`balance ${scenario} exited ${code}`);
    const seconds = (performance.now() - t0) / 1000;
    figures.push({
      name: `${scenario}: balance --games ${TARGET_GAMES} --workers 2 (${SAMPLE_GAMES} games timed, scaled)`,
      value: (seconds * TARGET_GAMES) / SAMPLE_GAMES, unit: 's', limit: { max: 120 },
    });
  }
  return figures;
}
