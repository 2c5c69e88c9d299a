import { readTextLimited } from '../services/scenario-files.ts';
import { parseGameLogText } from '../services/game-log-file.ts';
import { formatProblems } from '../services/scenario-check.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { battleReport } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';
import { parseCommandArgs, positionals } from './cli-args.ts';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from './cli-io.ts';

export const REPLAY_USAGE = 'tachanka replay <game-log.json> [--verify]';

/**
 * `replay <log>`: re-runs a saved game and prints its report and final hash. With `--verify` it prints only the
 * hash check, and exits 1 when the replay does not end in the state the log recorded.
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
  const { log, ruleset, finalHash, warnings } = file.value;
  if (warnings.length > 0) io.err(formatProblems(warnings));
  const replayed = replaySteps(ruleset, log);
  if (!replayed.ok) {
    io.err(`the replay diverges at action ${replayed.actionIndex}: ${replayed.reason}`);
    return EXIT_BAD_INPUT;
  }
  if (!parsed.values.verify) {
    for (const line of battleReport(replayed.setupEvents, replayed.steps)) io.out(line);
    io.out('');
  }
  io.out(`${log.actions.length} actions replayed; final hash ${replayed.hash}`);
  if (!parsed.values.verify) return EXIT_OK;
  if (finalHash === undefined) {
    io.err('the log records no finalHash to verify against');
    return EXIT_BAD_INPUT;
  }
  if (finalHash !== replayed.hash) {
    io.err(`MISMATCH: the log records ${finalHash}; this build's replay ends in ${replayed.hash}`);
    return EXIT_BAD_INPUT;
  }
  io.out('verified: the replay ends in the recorded state');
  return EXIT_OK;
}
