import { describe, expect, it } from 'vitest';
import type { ApiResult, GameSnapshot } from '../../shared/api.ts';
import type { UnitView } from '../../shared/engine/ruleset.ts';
import { TABLE_DECISIONS_KEPT, tableDecision, yourActionResults, type TableDecision } from '../../shared/table-orders/table-decision.ts';
import { tableOrderContext } from '../../shared/table-orders/order.ts';
import { GameService } from './games.ts';
import { ScenarioFiles } from './scenario-files.ts';
import { positionRows } from './order-sheet.ts';

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

/** Red figures shot off the table by the Whites' action number `at`. */
interface Kill {
  at: number;
  name: string;
}

const figures = (unit: UnitView | undefined): number => unit?.bases.reduce((n, b) => n + b.figures, 0) ?? 0;

/**
 * The Komuch village with the Whites in the player's hands: the AI's Red decisions and the results of the Whites'
 * own actions worded as table mode words them while it plays (the view before and after each), the Whites always
 * taking their first choice.
 */
async function playAtTheTable(actions: number): Promise<{ games: GameService; snapshot: GameSnapshot; live: TableDecision[]; kills: Kill[] }> {
  const bundled = await new ScenarioFiles().getBundled('komuch-village');
  const games = new GameService({ aiByCount: true });
  let snapshot = value(games.newGame({ scenarioText: bundled!.text, humanSide: 'white', difficulty: 'easy', seed: 5 }));
  const ctx = tableOrderContext(snapshot.scenario, snapshot.distanceUnit);
  const live: TableDecision[] = [];
  const kills: Kill[] = [];
  while (snapshot.actionCount < actions && !snapshot.outcome && snapshot.pending) {
    const before = snapshot;
    if (snapshot.pending.side === 'white') {
      const action = value(games.options(snapshot.gameId))[0]!.action;
      snapshot = value(games.act(snapshot.gameId, action));
      const results = yourActionResults(before.actionCount, before.view, snapshot.view, 'white', action, ctx);
      if (results) live.push(results);
      for (const unit of before.view.units.filter((u) => u.side === 'red')) {
        const lost = figures(unit) - figures(snapshot.view.units.find((u) => u.id === unit.id));
        if (lost > 0) kills.push({ at: before.actionCount, name: unit.name });
      }
      continue;
    }
    const move = value(games.aiAct(snapshot.gameId));
    snapshot = move.snapshot;
    live.push(tableDecision(before.actionCount, before.view, snapshot.view, 'red', move.action!, ctx));
  }
  return { games, snapshot, live, kills };
}

describe('the AI\'s decisions at the table, found again from the log', () => {
  it('word each decision as it was worded while the game was played, in the game and in its resumed copy', async () => {
    const { games, snapshot, live } = await playAtTheTable(40);
    expect(live.length).toBeGreaterThan(10);
    expect(live.some((d) => d.moves.length > 0)).toBe(true);
    expect(live.some((d) => d.orders.some((o) => /square [A-L]\d/.test(o)))).toBe(true);
    const kept = live.slice(-TABLE_DECISIONS_KEPT);
    expect(value(games.tableDecisions(snapshot.gameId))).toEqual(kept);
    // Under fog of war the game is saved sealed, and resumed from that.
    const resumed = value(games.resume({ logText: value(games.sealedLog(snapshot.gameId)).sealed, humanSide: 'white', difficulty: 'easy' }));
    expect(value(games.tableDecisions(resumed.gameId))).toEqual(kept);
  });

  it('order what the player\'s own fire did to the AI\'s figures, said as the result of their action', async () => {
    const { games, snapshot, live, kills } = await playAtTheTable(40);
    // The Whites hold with their first choices, then fire: some of that fire shoots Red figures off the table.
    expect(kills.length).toBeGreaterThan(0);
    const decisions = value(games.tableDecisions(snapshot.gameId));
    for (const kill of kills) {
      const yours = decisions.find((d) => d.at === kill.at);
      expect(yours).toMatchObject({ side: 'white', yours: true });
      expect(yours!.orders.some((o) => o.startsWith(`After your move: ${kill.name}: take `) && o.includes(' off the table'))).toBe(true);
    }
    // Every order of the player's own actions is said as their result; an action that changed nothing lists none.
    const theirs = live.filter((d) => d.yours);
    expect(theirs.length).toBeGreaterThanOrEqual(kills.length);
    expect(theirs.every((d) => d.orders.length > 0 && d.orders.every((o) => o.startsWith('After your move: ')))).toBe(true);
    expect(live.filter((d) => !d.yours).every((d) => d.side === 'red' && d.orders.every((o) => !o.startsWith('After your move')))).toBe(true);
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

/**
 * The station raid at the table with the Reds in the player's hands, under fog of war: the Reds' cavalry goes first
 * and its entry by the birch wood finds the Plastun platoon waiting there in ambush.
 */
async function raidAtTheTable(actions: number) {
  const bundled = await new ScenarioFiles().getBundled('station-raid');
  const games = new GameService({ aiByCount: true });
  const start = value(games.newGame({ scenarioText: bundled!.text, humanSide: 'red', difficulty: 'easy', seed: 3 }));
  let snapshot = start;
  while (snapshot.actionCount < actions && !snapshot.outcome && snapshot.pending) {
    if (snapshot.pending.side === 'red') {
      const options = value(games.options(snapshot.gameId));
      snapshot = value(games.act(snapshot.gameId, (options.find((o) => o.label.includes('Cavalry')) ?? options[0]!).action));
    } else snapshot = value(games.aiAct(snapshot.gameId)).snapshot;
  }
  return { start, decisions: value(games.tableDecisions(snapshot.gameId)) };
}

describe('table mode under fog of war', () => {
  it('keeps the AI\'s hidden units off the table, and says where to place each when it is revealed', async () => {
    const { start, decisions } = await raidAtTheTable(30);
    const orders = decisions.flatMap((d) => d.orders.map((o) => ({ at: d.at, o })));
    const named = orders.filter(({ o }) => o.includes('Plastun platoon'));
    expect(named.length).toBeGreaterThan(0);
    // The first order naming the platoon places it: "place it in square C4 in birch wood, facing east, with 3 bases (…)".
    expect(named[0]!.o).toMatch(/^(After your move: )?Plastun platoon: place it in square [A-L]\d .*facing [a-z-]+, with \d+ (bases?|figures?)\b/);
    // Each position marker the Whites' troops stood under is lifted in the order that places them.
    const lifted = orders.filter(({ o }) => /marker \d+ \(position marker\): lift it off the table$/.test(o));
    expect(lifted.length).toBeGreaterThan(0);
    for (const { at } of lifted) expect(orders.some((x) => x.at === at && / place it in square /.test(x.o))).toBe(true);
    // Nothing of it was on the player's table before: not on the order sheet's list of where every unit stands.
    const rows = positionRows(start).map((r) => r.text);
    expect(rows.some((r) => /Plastun|MG platoon/.test(r))).toBe(false);
    expect(rows.filter((r) => /^marker \d+ \(position marker\): [A-L]\d, facing /.test(r)).length).toBe(start.view.markers!.length);
    expect(start.view.markers!.length).toBeGreaterThan(0);
  });
});
