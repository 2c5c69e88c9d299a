import { performance } from 'node:perf_hooks';
import { runBalance } from '../main/cli/balance-command.ts';
import type { CliIo } from '../main/cli/cli-io.ts';
import type { Figure } from './figure.ts';

/**
 * `tachanka balance <scenario> --games 1000 --workers 2`, normal AI against normal AI, as the CLI runs it (worker
 * threads and all). A thousand games would take the bench many minutes, so two runs are timed: a short one (one
 * game per worker: starting the workers and warming them up) and a longer one. What the extra games cost is
 * carried on to a thousand, and the start-up is counted once, as in a real run. Both runs play the same first
 * games, from the same seed.
 */
const SHORT_RUN = 2;
const LONG_RUN = 42;
const TARGET_GAMES = 1000;
const SCENARIOS = ['komuch-village', 'station-raid'];

const quiet: CliIo = { out: () => {}, err: () => {}, errIsTty: false };

async function timeBalance(scenario: string, games: number): Promise<number> {
  const t0 = performance.now();
  const code = await runBalance([scenario, '--games', String(games), '--workers', '2', '--seed', '1'], quiet);
  if (code !== 0) throw new Error(`balance ${scenario} exited ${code}`);
  return (performance.now() - t0) / 1000;
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const scenario of SCENARIOS) {
    const short = await timeBalance(scenario, SHORT_RUN);
    const long = await timeBalance(scenario, LONG_RUN);
    const perGame = Math.max(0, long - short) / (LONG_RUN - SHORT_RUN);
    figures.push({
      name: `${scenario}: balance --games ${TARGET_GAMES} --workers 2 (runs of ${SHORT_RUN} and ${LONG_RUN} games timed: ${short.toFixed(1)} s to start the workers and play a game on each, then ${perGame.toFixed(3)} s a game)`,
      value: short + perGame * (TARGET_GAMES - SHORT_RUN), unit: 's', limit: { max: 120 },
    });
  }
  return figures;
}
