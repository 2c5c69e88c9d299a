import { verifyGameLog } from '../shared/engine/log-chain.ts';
import type { GameLog } from '../shared/engine/game.ts';
import { gameLogText, parseGameLogText } from '../main/services/game-log-file.ts';
import { verifyLogFile } from '../main/cli/verify-log.ts';
import { FuzzRandom, type FuzzCounts, type FuzzOptions } from './fuzzer.ts';
import { baseGames, sameGame } from './base-games.ts';
import { editLog, EDITS } from './log-edits.ts';

/**
 * How a saved game is passed off as an older format: its formatVersion lowered to 1 alone, or with the chain deleted
 * as format 1 never had one, or with its scenario's formatVersion lowered to 2 as well (as format-1 logs held), or
 * to format 2 keeping the chain.
 */
const DOWNGRADES = ['format 1, chain kept', 'format 1, chain deleted', 'format 1, chain deleted, scenario format 2', 'format 2'] as const;
type Downgrade = (typeof DOWNGRADES)[number];

/**
 * The game-log fuzzer's downgrade mode: edits one thing of a saved game as `game-logs.fuzz.ts` does (or, a quarter of
 * the time, nothing), passes it off as
 * an older log format, and reads and verifies it as `tachanka replay --verify` does (`verifyLogFile`). No such log
 * may come out verified: one read as format 1 can at best be "not verifiable" (exit 3), and one whose game differs
 * must never verify. `count` is the number of downgraded logs.
 */
export async function run(opts: FuzzOptions): Promise<FuzzCounts> {
  const random = new FuzzRandom(opts.seed);
  const games = baseGames(opts.seed);
  const counts: FuzzCounts = {
    'logs tried': 0, 'downgraded logs verified': 0, crashes: 0, 'refused when read': 0, 'not verifiable (exit 3)': 0, 'refused on replay': 0,
    'format-2 logs of the game as played verified': 0, 'left as played': 0, 'edits that left the game unchanged': 0, 'other games that reach the recorded final state': 0,
  };
  for (let i = 0; i < opts.count; i++) {
    const game = random.pick(games);
    // A quarter are left as played: even those must not verify once read as format 1.
    const edit = random.chance(0.25) ? 'none' : random.pick(EDITS);
    const downgrade = random.pick(DOWNGRADES);
    counts['logs tried']!++;
    try {
      const edited = edit === 'none' ? game.log : editLog(game.log, edit, random);
      const unchanged = sameGame(edited, game.log);
      if (unchanged) counts[edit === 'none' ? 'left as played' : 'edits that left the game unchanged']!++;
      else if (reachesFinalState(edited, game.finalHash)) counts['other games that reach the recorded final state']!++;
      const parsed = parseGameLogText(JSON.stringify(downgraded(edited, game.finalHash, downgrade)));
      if (!parsed.ok) {
        counts['refused when read']!++;
        continue;
      }
      const verdict = verifyLogFile(parsed.value);
      if (verdict.kind === 'verified' && (!unchanged || parsed.value.migratedFrom === 1)) {
        counts['downgraded logs verified']!++;
        console.error(`a downgraded log verified (${edit}, ${downgrade}, seed ${opts.seed}, log ${i})`);
      } else if (verdict.kind === 'verified') counts['format-2 logs of the game as played verified']!++;
      else if (verdict.kind === 'not-verifiable') counts['not verifiable (exit 3)']!++;
      else if (verdict.kind === 'mismatch') counts['refused on replay']!++;
    } catch (e) {
      counts.crashes!++;
      console.error(`crash on a downgraded log (${edit}, ${downgrade}, seed ${opts.seed}, log ${i}):`, e);
    }
  }
  return counts;
}

/** The edited log as a file of an older format, with the final hash the game recorded. */
function downgraded(log: GameLog, finalHash: string, how: Downgrade): Record<string, unknown> {
  const file = JSON.parse(gameLogText(log, finalHash)) as Record<string, unknown>;
  if (how === 'format 2') return { ...file, formatVersion: 2 };
  if (how === 'format 1, chain kept') return { ...file, formatVersion: 1 };
  const { chain: _chain, ...unchained } = file;
  if (how === 'format 1, chain deleted') return { ...unchained, formatVersion: 1 };
  return { ...unchained, formatVersion: 1, scenario: { ...(file.scenario as object), formatVersion: 2 } };
}

/** Whether an edited game still ends in the recorded final state: what a check of the final hash alone passes. */
function reachesFinalState(edited: GameLog, finalHash: string): boolean {
  const parsed = parseGameLogText(gameLogText(edited, finalHash));
  return parsed.ok && verifyGameLog(parsed.value.ruleset, { ...parsed.value.log, chain: [] }, finalHash).ok;
}
