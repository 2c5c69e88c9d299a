import type { ResumeCheck } from '../../shared/api.ts';
import { firstFormat2Link, verifyGameLog } from '../../shared/engine/log-chain.ts';
import type { GameLogFile } from './game-log-file.ts';

/**
 * Whether a resumed game is the game that was saved: its replay must reach every hash the save recorded, each
 * link of its chain (the start, then each action with the dice it threw) and its final state (the file's
 * `finalHash`, and `savedHash`, the state hash the app stored beside its save, which is the one its snapshot showed: `hashShown`,
 * keyed under fog of war). A format-1 save recorded no chain, so
 * when its final state matches it is said to be checked at its end only, never verified. A save whose hashes are not
 * reached is called older, not altered, when it was written by an older Tachanka (an older log format, or
 * another version of its rules): its hashes were made by other code, so it cannot be verified either way.
 */
export function resumeCheck(file: GameLogFile, replayed: { chain: readonly string[]; hash: string; hashShown?: string }, savedHash?: string): ResumeCheck {
  const { log, ruleset, finalHash, migratedFrom } = file;
  const finals = [finalHash, savedHash].filter((h): h is string => h !== undefined);
  const finalDiffers = (finalHash !== undefined && finalHash !== replayed.hash) || (savedHash !== undefined && savedHash !== (replayed.hashShown ?? replayed.hash));
  const older = [
    ...(migratedFrom ? [`game log format ${migratedFrom}`] : []),
    ...(log.rulesetVersion !== ruleset.version ? [`${ruleset.title} ${log.rulesetVersion}; this version has ${ruleset.version}`] : []),
  ].join(', ');
  const olderCheck = (what: string): ResumeCheck => ({
    kind: 'older',
    detail: `This game was saved by an older version of Tachanka (${older}) and ${what}, so it cannot be verified. It is open as this version plays it.`,
  });

  if (log.chain.length === 0) {
    // Format 1 recorded no chain: only a final hash can be checked.
    if (finals.length === 0) return olderCheck('records no hash to check its replay against');
    if (!finalDiffers) {
      return {
        kind: 'end-only',
        detail: 'This game was saved in game log format 1, which records no hash for each action, so it could only be checked at its end: it ends in the state that was saved, but a change that ended in the same state would not show.',
      };
    }
    return olderCheck('this version\'s replay ends in another state than the one saved');
  }
  let first = log.chain.findIndex((h, i) => h !== replayed.chain[i]);
  // Format-2 logs written before links folded the dice in directly: checked against their own kind of link.
  if (first > 0 && migratedFrom === 2 && verifyGameLog(ruleset, log, undefined, firstFormat2Link).ok) first = -1;
  if (first === -1 && !finalDiffers) {
    return { kind: 'verified', detail: `The replay reached every hash the save recorded: the start, ${log.actions.length} actions and their dice${finals.length > 0 ? ', and the final state' : ''}.` };
  }
  const where = first === 0 ? 'in the starting state' : first > 0 ? `at action ${first - 1}` : 'in the final state';
  if (older) return olderCheck(`this version's replay differs from the hashes it recorded ${where}`);
  return {
    kind: 'differs',
    detail: `The replay differs from the save ${where}: the save was changed after it was written, or this version plays its rules differently.`,
  };
}
