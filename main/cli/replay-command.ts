import { readTextLimited } from '../services/scenario-files.ts';
import { parseGameLogText } from '../services/game-log-file.ts';
import { formatProblems } from '../services/scenario-check.ts';
import { LIMITS } from '../../shared/scenario/limits.ts';
import { battleReport } from './battle-report.ts';
import { replaySteps } from './replay-steps.ts';
import { verifyLogFile } from './verify-log.ts';
import { parseCommandArgs, positionals } from './cli-args.ts';
import { EXIT_BAD_INPUT, EXIT_NOT_VERIFIABLE, EXIT_OK, type CliIo } from './cli-io.ts';

export const REPLAY_USAGE = 'tachanka replay <game-log.json> [--verify]';

/**
 * `replay <log>`: re-runs a saved game and prints its report and final hash. With `--verify` it checks every link
 * of the log's hash chain and its final hash instead (`verify-log.ts`): it exits 0 when all match, 1 naming the
 * first action that differs, and 3 for a log that cannot be verified link by link (format 1 recorded no chain).
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
  const { log, ruleset, warnings } = file.value;
  if (warnings.length > 0) io.err(formatProblems(warnings));
  if (parsed.values.verify) {
    const verdict = verifyLogFile(file.value);
    if (verdict.kind === 'mismatch') {
      io.err(verdict.message);
      return EXIT_BAD_INPUT;
    }
    for (const line of verdict.lines) io.out(line);
    return verdict.kind === 'verified' ? EXIT_OK : EXIT_NOT_VERIFIABLE;
  }
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
