import { timeBalance } from './balance.bench.ts';
import type { Figure } from './figure.ts';

/** `tachanka balance lipki-station --games 1000 --workers 2`, the whole run timed as a user runs it. */
const GAMES = 1000;

export async function run(): Promise<Figure[]> {
  const seconds = await timeBalance('lipki-station', GAMES);
  return [{ name: `lipki-station: balance --games ${GAMES} --workers 2 (the whole run, ${(seconds / GAMES * 1000).toFixed(0)} ms a game)`, value: seconds, unit: 's', limit: { max: 120 } }];
}
