import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiResult, GameSnapshot } from '../../shared/api.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { GameService, type AiChooser } from './games.ts';
import { createApiHandlers } from './api-handlers.ts';
import { gameLogText, parseGameLogText } from './game-log-file.ts';
import { ScenarioFiles } from './scenario-files.ts';
import { runReplay } from '../cli/replay-command.ts';
import type { CliIo } from '../cli/cli-io.ts';

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}

const firingAi: AiChooser = (_r, _s, _sc, side) => ({ action: { type: 'fire', side }, reason: 'fire at will' });
const duelText = JSON.stringify(scenarioFixture());

describe('a game whose players roll their own dice', () => {
  it('asks for each roll, takes the action once it is entered, and keeps the dice in the log', () => {
    const games = new GameService({ ai: firingAi });
    const game = value(games.newGame({ scenarioText: duelText, humanSide: 'red', difficulty: 'normal', seed: 3, ownDice: true, fog: 'open table' }));
    expect(game.log!.enteredDice).toEqual([]);
    const fire = { type: 'fire', side: 'red' };
    expect(value(games.check(game.gameId, fire))).toEqual({ allowed: true, reason: null, dice: expect.objectContaining({ count: 1, sides: 6, index: 0, text: 'Roll 1d6: Duel: firing: needs 4+' }) });
    const asked = games.act(game.gameId, fire);
    expect(asked).toMatchObject({ ok: false, error: { message: 'Roll 1d6: Duel: firing: needs 4+, and enter it', problems: [{ path: '$.dice' }] } });
    expect(games.act(game.gameId, fire, [7])).toMatchObject({ ok: false, error: { problems: [{ path: '$.dice[0]', message: 'entered die 1: a d6 shows 1 to 6; 7 was entered' }] } });
    expect(games.act(game.gameId, fire, [5, 5])).toMatchObject({ ok: false, error: { problems: [{ path: '$.dice[1]' }] } });
    const after = value(games.act(game.gameId, fire, [5]));
    expect(after.events[0]!.roll).toMatchObject({ dice: [5], result: 'hit' });
    expect(after.log!.enteredDice).toEqual([[5]]);
  });

  it('holds the AI decision until its dice are entered, then carries out that same decision', () => {
    let decisions = 0;
    const games = new GameService({ ai: (...args) => { decisions++; return firingAi(...args); } });
    const game = value(games.newGame({ scenarioText: duelText, humanSide: 'red', difficulty: 'normal', seed: 3, ownDice: true, fog: 'open table' }));
    value(games.act(game.gameId, { type: 'rest', side: 'red' }));
    const waiting = value(games.aiAct(game.gameId));
    expect(waiting).toMatchObject({ action: { type: 'fire', side: 'white' }, reason: 'fire at will', dice: { count: 1, sides: 6 } });
    expect(waiting.snapshot.log!.actions).toHaveLength(1);
    expect(games.aiAct(game.gameId, [0 + 9])).toMatchObject({ ok: false, error: { problems: [{ path: '$.dice[0]' }] } });
    const done = value(games.aiAct(game.gameId, [2]));
    expect(done.dice).toBeNull();
    expect(done.snapshot.log!.enteredDice).toEqual([[], [2]]);
    expect(decisions).toBe(1);
  });

  it('takes up, on resuming, the AI decision a saved game waited on for its dice, and refuses one not due', () => {
    let decisions = 0;
    const games = new GameService({ ai: (...args) => { decisions++; return firingAi(...args); } });
    const game = value(games.newGame({ scenarioText: duelText, humanSide: 'red', difficulty: 'normal', seed: 3, ownDice: true, fog: 'open table' }));
    const rested = value(games.act(game.gameId, { type: 'rest', side: 'red' }));
    const waiting = value(games.aiAct(game.gameId));
    const logText = gameLogText(rested.log!);
    const settings = { logText, humanSide: 'red' as const, difficulty: 'normal' as const };
    const resumed = value(games.resume({ ...settings, aiPlan: { action: { ...waiting.action! }, reason: 'fire at will' } }));
    expect(value(games.aiAct(resumed.gameId))).toMatchObject({ reason: 'fire at will', dice: { count: 1, sides: 6, index: 0 } });
    expect(value(games.aiAct(resumed.gameId, [2])).snapshot.log!.enteredDice).toEqual([[], [2]]);
    expect(decisions).toBe(1);
    expect(games.resume({ ...settings, aiPlan: { action: { type: 'fire', side: 'red' }, reason: 'x' } })).toMatchObject({ ok: false, error: { problems: [{ path: '$.aiPlan.action.side' }] } });
    expect(games.resume({ ...settings, aiPlan: { action: { type: 'charge', side: 'white' }, reason: 'x' } })).toMatchObject({ ok: false, error: { problems: [{ path: expect.stringMatching(/^\$\.aiPlan\.action/) }] } });
    const appDice = value(games.newGame({ scenarioText: duelText, humanSide: 'red', difficulty: 'normal', seed: 3, fog: 'open table' }));
    expect(games.resume({ ...settings, logText: gameLogText(appDice.log!), aiPlan: { action: { type: 'fire', side: 'white' }, reason: 'x' } })).toMatchObject({ ok: false, error: { problems: [{ path: '$.aiPlan' }] } });
  });

  it('refuses dice for a game of the app\'s dice, and out-of-range dice at the Api by JSON path', async () => {
    const games = new GameService({ ai: firingAi });
    const api = createApiHandlers({ scenarios: new ScenarioFiles(), games });
    const game = value(await api.newGame({ scenarioText: duelText, humanSide: 'red', difficulty: 'normal', seed: 3 }));
    expect(await api.act({ gameId: game.gameId, action: { type: 'fire', side: 'red' }, dice: [4] })).toMatchObject({ ok: false, error: { problems: [{ path: '$.dice' }] } });
    const own = value(await api.newGame({ scenarioText: duelText, humanSide: 'red', difficulty: 'normal', seed: 3, ownDice: true, fog: 'open table' }));
    expect(await api.act({ gameId: own.gameId, action: { type: 'fire', side: 'red' }, dice: [21] })).toMatchObject({ ok: false, error: { message: 'bad argument to act', problems: [{ path: '$.dice.0' }] } });
    expect(await api.act({ gameId: own.gameId, action: { type: 'fire', side: 'red' }, dice: [2.5] })).toMatchObject({ ok: false, error: { problems: [{ path: '$.dice.0' }] } });
  });
});

/** Dice "rolled at the table": a fixed run of values, each fitted to the die asked for. */
function tableDice(): (count: number, sides: number) => number[] {
  let n = 0;
  return (count, sides) => Array.from({ length: count }, () => ((n++ * 7 + 3) % sides) + 1);
}

async function playKomuch(actions: number): Promise<{ games: GameService; snapshot: GameSnapshot }> {
  const bundled = await new ScenarioFiles().getBundled('komuch-village');
  const games = new GameService({ aiByCount: true });
  const roll = tableDice();
  let snapshot = value(games.newGame({ scenarioText: bundled!.text, humanSide: null, difficulty: 'easy', seed: 21, ownDice: true }));
  while (snapshot.log!.actions.length < actions && !snapshot.outcome) {
    let dice: number[] = [];
    for (;;) {
      const move = value(games.aiAct(snapshot.gameId, dice));
      snapshot = move.snapshot;
      if (!move.dice) break;
      dice = [...dice.slice(0, move.dice.index), ...roll(move.dice.count, move.dice.sides)];
    }
  }
  return { games, snapshot };
}

describe('the Komuch village with the players\' own dice', () => {
  it('resumes from its log, and `tachanka replay --verify` checks every entered die', async () => {
    const { games, snapshot } = await playKomuch(30);
    const entered = snapshot.log!.enteredDice!;
    expect(entered).toHaveLength(snapshot.log!.actions.length);
    expect(entered.flat().length).toBeGreaterThan(0);
    const text = gameLogText(snapshot.log!, snapshot.hash);
    const parsed = parseGameLogText(text);
    expect(parsed.ok && parsed.value.log.enteredDice).toEqual(entered);
    const resumed = value(games.resume({ logText: text, humanSide: null, difficulty: 'easy' }));
    expect(resumed.hash).toBe(snapshot.hash);

    const dir = mkdtempSync(join(tmpdir(), 'own-dice-'));
    const out: string[] = [];
    const io: CliIo = { out: (t) => out.push(t), err: (t) => out.push(t), errIsTty: false, ask: async () => null };
    writeFileSync(join(dir, 'game.json'), text);
    expect(await runReplay([join(dir, 'game.json'), '--verify'], io)).toBe(0);
    expect(out.join('\n')).toContain('verified: every action and its dice match the recorded chain');

    // One entered die changed: the verify names the action it belongs to.
    const at = entered.findIndex((d) => d.length > 0);
    const edited = structuredClone(snapshot.log!);
    edited.enteredDice![at]![0] = (edited.enteredDice![at]![0]! % 6) + 1;
    writeFileSync(join(dir, 'edited.json'), gameLogText(edited, snapshot.hash));
    out.length = 0;
    expect(await runReplay([join(dir, 'edited.json'), '--verify'], io)).toBe(1);
    expect(out.join('\n')).toContain(`MISMATCH: the replay diverges at action ${at}`);

    // A die no d6 shows is refused with where it is in the file.
    const bad = structuredClone(snapshot.log!);
    bad.enteredDice![at]![0] = 19;
    writeFileSync(join(dir, 'bad.json'), gameLogText(bad, snapshot.hash));
    out.length = 0;
    expect(await runReplay([join(dir, 'bad.json'), '--verify'], io)).toBe(1);
    expect(out.join('\n')).toMatch(new RegExp(`\\$\\.enteredDice\\[${at}\\]\\[0\\]: entered die 1: a d\\d+ shows 1 to \\d+; 19 was entered`));
  }, 60_000);
});
