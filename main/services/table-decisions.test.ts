import { describe, expect, it } from 'vitest';
import type { ApiResult, GameSnapshot } from '../../shared/api.ts';
import { tableDecision, type TableDecision } from '../../shared/table-orders/table-decision.ts';
import { tableOrderContext } from '../../shared/table-orders/order.ts';
import { GameService } from './games.ts';
import { gameLogText } from './game-log-file.ts';
import { ScenarioFiles } from './scenario-files.ts';
import { TABLE_DECISIONS_KEPT } from './table-decisions.ts';

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

/**
 * The Komuch village with the Whites in the player's hands: the AI's Red decisions worded as table mode words
 * them while it plays (the view before and after each), the Whites always taking their first choice.
 */
async function playAtTheTable(actions: number): Promise<{ games: GameService; snapshot: GameSnapshot; live: TableDecision[] }> {
  const bundled = await new ScenarioFiles().getBundled('komuch-village');
  const games = new GameService({ aiBudgetMs: 5 });
  let snapshot = value(games.newGame({ scenarioText: bundled!.text, humanSide: 'white', difficulty: 'easy', seed: 5 }));
  const ctx = tableOrderContext(snapshot.scenario, snapshot.distanceUnit);
  const live: TableDecision[] = [];
  while (snapshot.log!.actions.length < actions && !snapshot.outcome && snapshot.pending) {
    const before = snapshot;
    if (snapshot.pending.side === 'white') {
      snapshot = value(games.act(snapshot.gameId, value(games.options(snapshot.gameId))[0]!.action));
      continue;
    }
    const move = value(games.aiAct(snapshot.gameId));
    snapshot = move.snapshot;
    live.push(tableDecision(before.log!.actions.length, before.view, snapshot.view, 'red', move.action!, ctx));
  }
  return { games, snapshot, live };
}

describe('the AI\'s decisions at the table, found again from the log', () => {
  it('word each decision as it was worded while the game was played, in the game and in its resumed copy', async () => {
    const { games, snapshot, live } = await playAtTheTable(40);
    expect(live.length).toBeGreaterThan(10);
    expect(live.some((d) => d.moves.length > 0)).toBe(true);
    expect(live.some((d) => d.orders.some((o) => /square [A-L]\d/.test(o)))).toBe(true);
    const kept = live.slice(-TABLE_DECISIONS_KEPT);
    expect(value(games.tableDecisions(snapshot.gameId))).toEqual(kept);
    const resumed = value(games.resume({ logText: gameLogText(snapshot.log!), humanSide: 'white', difficulty: 'easy' }));
    expect(value(games.tableDecisions(resumed.gameId))).toEqual(kept);
  });

  it('keep only the latest decisions of a long game', async () => {
    const { games, snapshot, live } = await playAtTheTable(140);
    expect(live.length).toBeGreaterThan(TABLE_DECISIONS_KEPT);
    const replayed = value(games.tableDecisions(snapshot.gameId));
    expect(replayed).toHaveLength(TABLE_DECISIONS_KEPT);
    expect(replayed[0]).toEqual(live.at(-TABLE_DECISIONS_KEPT));
  });

  it('answers for an open game only', () => {
    expect(new GameService().tableDecisions('no-such-game')).toMatchObject({ ok: false });
  });
});
