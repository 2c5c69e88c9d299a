import { firstFormat2Link, verifyGameLog } from '../../shared/engine/log-chain.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { GameLogFile } from '../services/game-log-file.ts';

/**
 * What `replay --verify` finds: every link of the chain and the final state matched; a log that replays but cannot be
 * verified link by link (format 1 recorded no chain, so an edit that ends in the same state would go unseen); or a
 * mismatch, naming the first action that differs where the chain tells.
 */
export type LogVerdict =
  | { kind: 'verified'; lines: string[] }
  | { kind: 'not-verifiable'; lines: string[] }
  | { kind: 'mismatch'; message: string };

export const NOT_VERIFIABLE = 'not verifiable: a format-1 log has no chain';

export function verifyLogFile(file: Pick<GameLogFile, 'log' | 'ruleset' | 'finalHash' | 'migratedFrom'>): LogVerdict {
  const { log, ruleset, finalHash, migratedFrom } = file;
  const current = verifyGameLog(ruleset, log, finalHash);
  // A format-2 log written before links folded the dice in directly is checked against its own kind of link.
  const first = !current.ok && migratedFrom === 2 ? verifyGameLog(ruleset, log, finalHash, firstFormat2Link) : null;
  const checked = first?.ok ? first : current;
  if (!checked.ok) {
    const where = checked.actionIndex === null ? '' : `the replay diverges at action ${checked.actionIndex} (${describeAction(log.actions[checked.actionIndex]!)}): `;
    return { kind: 'mismatch', message: `MISMATCH: ${where}${checked.reason}` };
  }
  const replayed = `${log.actions.length} actions replayed; final hash ${checked.hash}`;
  if (!checked.chained) {
    const end = finalHash === undefined
      ? ', and this one records no final hash: only that the rules accept every action was checked'
      : '; its replay ends in the recorded final state, but so would an edit that ends in the same state';
    return { kind: 'not-verifiable', lines: [replayed, `${NOT_VERIFIABLE}${end}`] };
  }
  const links = `every action and its dice match the recorded chain (${log.chain.length} links)`;
  return {
    kind: 'verified',
    lines: [replayed, finalHash === undefined ? `verified: ${links}; the log records no final hash` : `verified: ${links}, and the replay ends in the recorded state`],
  };
}

/** The action as the log spells it, cut short: the reader finds the whole of it at that index in the file. */
function describeAction(action: BaseAction): string {
  const json = JSON.stringify(action);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}
