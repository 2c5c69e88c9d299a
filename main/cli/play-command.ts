import { resolve } from 'node:path';
import { playGame } from '../../shared/ai/index.ts';
import { writeFileAtomic } from '../services/atomic-write.ts';
import { gameLogText } from '../services/game-log-file.ts';
import { battleReport, outcomeLine } from './battle-report.ts';
import { describePlayer, parseCommandArgs, positionals, seedOption, sidePlayers } from './cli-args.ts';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from './cli-io.ts';
import { loadScenarioForPlay } from './load-scenario.ts';
import { replaySteps } from './replay-steps.ts';
import { tableOrdersKey, tableOrdersOfLog } from './table-orders-report.ts';

export const PLAY_USAGE = 'tachanka play <scenario> [--seed N] [--red ai|random|easy|normal|hard] [--white …] [--log FILE] [--table-orders]';

/** `play`: a whole game between two automatic players, told turn by turn with every roll and reason. */
export async function runPlay(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, {
    seed: { type: 'string' }, red: { type: 'string' }, white: { type: 'string' }, log: { type: 'string' },
    'table-orders': { type: 'boolean' },
  });
  const [scenarioName] = positionals(parsed.positionals, ['scenario']);
  const seed = seedOption(parsed.values.seed);
  const players = sidePlayers(parsed.values);
  const loaded = await loadScenarioForPlay(scenarioName!);
  if (!loaded.ok) {
    io.err(loaded.message);
    return EXIT_BAD_INPUT;
  }
  const { scenario, ruleset } = loaded;
  const played = playGame(ruleset, scenario, seed, players);
  const replayed = replaySteps(ruleset, played.log, played.decisions.map((d) => d.reason));
  if (!replayed.ok) {
    io.err(`the game could not be retold: action ${replayed.actionIndex} was refused (${replayed.reason})`);
    return EXIT_BAD_INPUT;
  }
  io.out(`${scenario.title} — ${ruleset.title} ${ruleset.version}, seed ${seed}`);
  io.out(`Red: ${scenario.sides.red.name}, ${describePlayer(players.red)}. White: ${scenario.sides.white.name}, ${describePlayer(players.white)}.`);
  const withOrders = parsed.values['table-orders'] === true;
  const orders = withOrders ? tableOrdersOfLog(ruleset, played.log) : [];
  if (withOrders) io.out(tableOrdersKey(ruleset.distanceUnit ?? 'in'));
  const steps = replayed.steps.map((step, i) => (orders[i] ? { ...step, orders: orders[i] } : step));
  for (const line of battleReport(replayed.setupEvents, steps)) io.out(line);
  io.out('');
  io.out(outcomeLine(played.outcome, played.stopped, played.turns, played.log.actions.length));
  io.out(`final hash ${replayed.hash}`);
  if (parsed.values.log !== undefined) {
    const path = resolve(parsed.values.log);
    await writeFileAtomic(path, gameLogText(played.log, replayed.hash), { backup: false });
    io.out(`game log written to ${path}`);
  }
  return EXIT_OK;
}
