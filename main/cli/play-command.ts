import { resolve } from 'node:path';
import { playGame, type Player } from '../../shared/ai/index.ts';
import type { GameLog } from '../../shared/engine/game.ts';
import type { Outcome } from '../../shared/engine/ruleset.ts';
import type { AnyRuleset } from '../../shared/rulesets/registry.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';
import type { SideId } from '../../shared/scenario/terrain-kinds.ts';
import { playWithOwnDice } from './own-dice-game.ts';
import { writeFileAtomic } from '../services/atomic-write.ts';
import { gameLogText } from '../services/game-log-file.ts';
import { battleReport, outcomeLine } from './battle-report.ts';
import { describePlayer, parseCommandArgs, positionals, seedOption, sideOption, sidePlayers } from './cli-args.ts';
import { reportForSide } from './side-report.ts';
import { EXIT_BAD_INPUT, EXIT_OK, type CliIo } from './cli-io.ts';
import { loadScenarioForPlay } from './load-scenario.ts';
import { replaySteps } from './replay-steps.ts';
import { tableOrdersKey, tableOrdersOfLog } from './table-orders-report.ts';

export const PLAY_USAGE = 'tachanka play <scenario> [--seed N] [--red ai|random|easy|normal|hard] [--white …] [--log FILE] [--table-orders] [--own-dice] [--as red|white]';

/**
 * `play`: a whole game between two automatic players, told turn by turn with every roll and reason. With
 * `--own-dice` every roll is thrown at the table and typed in at the terminal, as table mode asks for it. With
 * `--as red` (or `white`) the report is told as that side knew it under fog of war (`side-report.ts`); without it,
 * it is the umpire's whole record.
 */
export async function runPlay(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandArgs(args, {
    seed: { type: 'string' }, red: { type: 'string' }, white: { type: 'string' }, log: { type: 'string' },
    'table-orders': { type: 'boolean' }, 'own-dice': { type: 'boolean' }, as: { type: 'string' },
  });
  const asSide = sideOption('as', parsed.values.as);
  const [scenarioName] = positionals(parsed.positionals, ['scenario']);
  const seed = seedOption(parsed.values.seed);
  const players = sidePlayers(parsed.values);
  const loaded = await loadScenarioForPlay(scenarioName!);
  if (!loaded.ok) {
    io.err(loaded.message);
    return EXIT_BAD_INPUT;
  }
  const { scenario, ruleset } = loaded;
  const played = parsed.values['own-dice'] === true ? await ownDicePlayed(ruleset, scenario, seed, players, io) : automatic(ruleset, scenario, seed, players);
  const replayed = replaySteps(ruleset, played.log, played.reasons);
  if (!replayed.ok) {
    io.err(`the game could not be retold: action ${replayed.actionIndex} was refused (${replayed.reason})`);
    return EXIT_BAD_INPUT;
  }
  io.out(`${scenario.title} — ${ruleset.title} ${ruleset.version}, seed ${seed}`);
  io.out(`Red: ${scenario.sides.red.name}, ${describePlayer(players.red)}. White: ${scenario.sides.white.name}, ${describePlayer(players.white)}.`);
  const withOrders = parsed.values['table-orders'] === true;
  const orders = withOrders ? tableOrdersOfLog(ruleset, played.log, asSide) : [];
  if (withOrders) io.out(tableOrdersKey(ruleset.distanceUnit ?? 'in'));
  const steps = replayed.steps.map((step, i) => (orders[i] ? { ...step, orders: orders[i] } : step));
  // The umpire's record tells everything; `--as` tells what that side knew as it happened.
  const told = asSide ? reportForSide(ruleset, scenario, replayed.games, replayed.setupEvents, steps, asSide) : { setupEvents: replayed.setupEvents, steps };
  if (asSide) io.out(`As the ${asSide === 'red' ? 'Reds' : 'Whites'} knew it: the enemy's units only as they were seen, its position markers as markers.`);
  for (const line of battleReport(told.setupEvents, told.steps)) io.out(line);
  io.out('');
  io.out(outcomeLine(played.outcome, played.stopped, ruleset.view(replayed.state.game).turn, played.log.actions.length));
  io.out(`final hash ${replayed.hash}`);
  if (parsed.values.log !== undefined) {
    const path = resolve(parsed.values.log);
    await writeFileAtomic(path, gameLogText(played.log, replayed.hash), { backup: false });
    io.out(`game log written to ${path}`);
  }
  return EXIT_OK;
}

interface Played { log: GameLog; outcome: Outcome | null; stopped?: string; reasons: string[] }

function automatic(ruleset: AnyRuleset, scenario: Scenario, seed: number, players: Record<SideId, Player>): Played {
  const game = playGame(ruleset, scenario, seed, players);
  return { log: game.log, outcome: game.outcome, reasons: game.decisions.map((d) => d.reason), ...(game.stopped ? { stopped: game.stopped } : {}) };
}

async function ownDicePlayed(ruleset: AnyRuleset, scenario: Scenario, seed: number, players: Record<SideId, Player>, io: CliIo): Promise<Played> {
  io.err('Roll each die at the table and type what it shows (several dice: separated by spaces).');
  const game = await playWithOwnDice(ruleset, scenario, seed, players, io.ask, io.err);
  return { log: game.session.log, outcome: game.outcome, reasons: game.reasons, ...(game.stopped ? { stopped: game.stopped } : {}) };
}
