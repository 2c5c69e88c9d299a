import { timeBalance } from './balance.bench.ts';
import type { Figure } from './figure.ts';

/** `tachanka balance kamenka-crossroads --games 1000 --workers 2`, the whole run timed as a user runs it. */
const GAMES = 1000;

export async function run(): Promise<Figure[]> {
  // The tally is printed too: the scenario's balance (README) is read from the same run.
  const seconds = await timeBalance('kamenka-crossroads', GAMES, (stdout) => console.log(stdout.trim().split('\n').map((l) => `    ${l}`).join('\n')));
  return [{ name: `kamenka-crossroads: balance --games ${GAMES} --workers 2 (the whole run, ${(seconds / GAMES * 1000).toFixed(0)} ms a game)`, value: seconds, unit: 's', limit: { max: 120 } }];
}
