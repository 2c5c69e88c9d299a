import { readTextLimited } from '../services/scenario-files.ts';
import { parseGameLogText } from '../services/game-log-file.ts';
import { formatProblems } from '../services/scenario-check.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { battleReport } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';
import { firstFormat2Link, verifyGameLog } from '../../shared/engine/log-chain.ts';
import type { GameLog } from '../../shared/engine/game.ts';
import type { BaseAction } from '../../shared/engine/ruleset.ts';
import type { AnyRuleset } from '../../shared/rulesets/registry.ts';
import { parseCommandArgs, positionals } from './cli-args.ts';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from './cli-io.ts';

export const REPLAY_USAGE = 'tachanka replay <game-log.json> [--verify]';

/**
 * `replay <log>`: re-runs a saved game and prints its report and final hash. With `--verify` it checks every link
 * of the log's hash chain and its final hash instead, and exits 1 naming the first action that differs.
 */
export async function runReplay(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, { verify: { type: 'boolean' } });
  const [path] = positionals(parsed.positionals, ['log']);
  const text = await readTextLimited(path!, LIMITS.fileBytes);
  if (!text.ok) {
    io.err(formatProblems(text.error));
    return EXIT_BAD_INPUT;
  }
  const file = parseGameLogText(text.value);
  if (!file.ok) {
    io.err(`${path} is not a game log Tachanka can replay:\n${formatProblems(file.error)}`);
    return EXIT_BAD_INPUT;
  }
  const { log, ruleset, finalHash, warnings, migratedFrom } = file.value;
  if (warnings.length > 0) io.err(formatProblems(warnings));
  if (parsed.values.verify) return verify(log, ruleset, finalHash, migratedFrom, io);
  const replayed = replaySteps(ruleset, log);
  if (!replayed.ok) {
    io.err(`the replay diverges at action ${replayed.actionIndex}: ${replayed.reason}`);
    return EXIT_BAD_INPUT;
  }
  for (const line of battleReport(replayed.setupEvents, replayed.steps)) io.out(line);
  io.out('');
  io.out(`${log.actions.length} actions replayed; final hash ${replayed.hash}`);
  return EXIT_OK;
}

function verify(log: GameLog, ruleset: AnyRuleset, finalHash: string | undefined, migratedFrom: 1 | 2 | undefined, io: CliIo): number {
  if (finalHash === undefined && log.chain.length === 0) {
    io.err('the log records neither a hash chain nor a finalHash to verify against');
    return EXIT_BAD_INPUT;
  }
  const current = verifyGameLog(ruleset, log, finalHash);
  // A format-2 log written before links folded the dice in directly is checked against its own kind of link.
  const first = !current.ok && migratedFrom === 2 ? verifyGameLog(ruleset, log, finalHash, firstFormat2Link) : null;
  const checked = first?.ok ? first : current;
  if (!checked.ok) {
    const where = checked.actionIndex === null ? '' : `the replay diverges at action ${checked.actionIndex} (${describeAction(log.actions[checked.actionIndex]!)}): `;
    io.err(`MISMATCH: ${where}${checked.reason}`);
    return EXIT_BAD_INPUT;
  }
  io.out(`${log.actions.length} actions replayed; final hash ${checked.hash}`);
  if (migratedFrom === 1) {
    io.out('verified the final state only: this log is format 1, which recorded no hash chain, so an edit that ends in the same state would pass');
  } else if (finalHash === undefined) {
    io.out(`verified: every action and its dice match the recorded chain (${log.chain.length} links); the log records no final hash`);
  } else {
    io.out(`verified: every action and its dice match the recorded chain (${log.chain.length} links), and the replay ends in the recorded state`);
  }
  return EXIT_OK;
}

/** The action as the log spells it, cut short: the reader finds the whole of it at that index in the file. */
function describeAction(action: BaseAction): string {
  const json = JSON.stringify(action);
  return json.length > 120 ? `${json.slice(0, 117)}...` : json;
}
