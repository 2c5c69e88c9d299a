import { verifyGameLog } from '../shared/engine/log-chain.ts';
import { gameLogText, parseGameLogText } from '../main/services/game-log-file.ts';
import { FuzzRandom, type FuzzCounts, type FuzzOptions } from './fuzzer.ts';
import { baseGames, sameGame } from './base-games.ts';
import { editLog, EDITS } from './log-edits.ts';

/**
 * Edits saved games as a person with a text editor would (a facing, a number, two actions swapped, one dropped or
 * repeated, a side or a unit changed, another seed), writes each as a file, and reads and verifies it as
 * `tachanka replay --verify` does. An edit that changes the game must never verify. `count` is the number of
 * edited logs. Its downgrade mode is `game-log-downgrades.fuzz.ts`.
 */
export async function run(opts: FuzzOptions): Promise<FuzzCounts> {
  const random = new FuzzRandom(opts.seed);
  const games = baseGames(opts.seed);
  const counts: FuzzCounts = { 'logs tried': 0, 'edited logs verified': 0, crashes: 0, 'edits that left the game unchanged': 0, 'refused when read': 0, 'refused on replay': 0,
    'would pass a check of the final hash alone': 0,
  };
  for (let i = 0; i < opts.count; i++) {
    const game = random.pick(games);
    const edit = random.pick(EDITS);
    counts['logs tried']!++;
    try {
      const edited = editLog(game.log, edit, random);
      const parsed = parseGameLogText(gameLogText(edited, game.finalHash));
      if (!parsed.ok) {
        counts['refused when read']!++;
        continue;
      }
      const { log } = parsed.value;
      if (sameGame(log, game.log)) {
        counts['edits that left the game unchanged']!++;
        continue;
      }
      const checked = verifyGameLog(parsed.value.ruleset, log, parsed.value.finalHash);
      // What format 1 could check: the final state only.
      if (verifyGameLog(parsed.value.ruleset, { ...log, chain: [] }, parsed.value.finalHash).ok) counts['would pass a check of the final hash alone']!++;
      if (checked.ok) {
        counts['edited logs verified']!++;
        console.error(`an edited log verified (${edit}, seed ${opts.seed}, log ${i})`);
      } else counts['refused on replay']!++;
    } catch (e) {
      counts.crashes!++;
      console.error(`crash on an edited log (${edit}, seed ${opts.seed}, log ${i}):`, e);
    }
  }
  return counts;
}
