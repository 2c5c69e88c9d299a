import { describe, expect, it } from 'vitest';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import type { ApiResult } from '../../shared/api.ts';
import { GameSession } from '../../shared/engine/session.ts';
import { duelRuleset } from '../../shared/testing/duel-ruleset.ts';
import { GameService, aiSeed, type AiChooser } from './games.ts';
import { gameLogText } from './game-log-file.ts';
import { ScenarioFiles } from './scenario-files.ts';

const scenarioText = JSON.stringify(scenarioFixture());
const restingAi: AiChooser = (_ruleset, _state, _scenario, side) => ({ action: { type: 'rest', side }, reason: 'resting' });

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`expected ok, got: ${result.error.message}`);
  return result.value;
}
function refusal<T>(result: ApiResult<T>) {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

const start = (service: GameService, undoMode: 'strict' | 'lenient' = 'strict') =>
  value(service.newGame({ scenarioText, humanSide: 'red', difficulty: 'normal', seed: 11, undoMode, fog: 'open table' }));

describe('GameService', () => {
  it('starts a game from scenario text with a snapshot of the table', () => {
    const snapshot = start(new GameService({ ai: restingAi }));
    expect(snapshot.gameId).toMatch(/^[\w-]{16}$/);
    expect(snapshot).toMatchObject({ rulesetId: 'duel-test', humanSide: 'red', difficulty: 'normal', outcome: null, canUndo: false });
    expect(snapshot.pending).toMatchObject({ side: 'red' });
    expect(snapshot.log!.seed).toBe(11);
    expect(snapshot.events[0]!.text).toBe('Turn 1');
    expect(snapshot.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('refuses a bad scenario with its problems, and gives each game its own id', () => {
    const service = new GameService();
    const error = refusal(service.newGame({ scenarioText: '{"format":"tachanka-scenario","formatVersion":2}', humanSide: null, difficulty: 'easy' }));
    expect(error.problems?.length).toBeGreaterThan(0);
    const a = start(service);
    const b = start(service);
    expect(a.gameId).not.toBe(b.gameId);
  });

  it('checks an action against the rule set schema, then the rules', () => {
    const service = new GameService({ ai: restingAi });
    const { gameId } = start(service);
    expect(refusal(service.act(gameId, { type: 'charge', side: 'red' })).problems?.[0]!.path).toBe('$.action.type');
    expect(refusal(service.act(gameId, { type: 'fire', side: 'white' })).message).toMatch(/red's decision/);
    const after = value(service.act(gameId, { type: 'fire', side: 'red' }));
    expect(after.pending?.side).toBe('white');
    expect(after.events[0]!.roll?.target).toBe('4+');
    expect(refusal(service.act(gameId, { type: 'fire', side: 'white' })).message).toMatch(/AI's decision/);
  });

  it('checks an action without taking it: the same refusal as act, and nothing recorded', () => {
    const service = new GameService({ ai: restingAi });
    const { gameId, hash } = start(service);
    expect(value(service.check(gameId, { type: 'fire', side: 'white' }))).toEqual({ allowed: false, reason: "it is red's decision (fire or rest), not white's" });
    expect(value(service.check(gameId, { type: 'charge', side: 'red' })).reason).toMatch(/not one this rule set knows/);
    expect(value(service.check(gameId, { type: 'fire', side: 'red' }))).toEqual({ allowed: true, reason: null });
    const now = value(service.get(gameId));
    expect([now.hash, now.log!.actions.length]).toEqual([hash, 0]);
  });

  it('lets the AI take its own decision only', () => {
    const service = new GameService({ ai: restingAi });
    const { gameId } = start(service);
    expect(refusal(service.aiAct(gameId)).message).toMatch(/your decision/);
    value(service.act(gameId, { type: 'rest', side: 'red' }));
    const move = value(service.aiAct(gameId));
    expect(move.reason).toBe('resting');
    expect(move.snapshot.log!.actions).toEqual([{ type: 'rest', side: 'red' }, { type: 'rest', side: 'white' }]);
    expect(move.thinkingMs).toBeGreaterThanOrEqual(0);
  });

  it('plays the real commander for the AI side', () => {
    const service = new GameService();
    const { gameId } = value(service.newGame({ scenarioText, humanSide: 'white', difficulty: 'easy', seed: 3, fog: 'open table' }));
    const move = value(service.aiAct(gameId));
    expect(move.snapshot.log!.actions).toHaveLength(1);
    expect(move.snapshot.log!.actions[0]!.side).toBe('red');
    expect(move.reason.length).toBeGreaterThan(0);
  });

  it('reports an AI that throws or picks an illegal action as a refusal', () => {
    const throwing = new GameService({ ai: () => { throw new Error('lost the map'); } });
    const a = value(throwing.newGame({ scenarioText, humanSide: null, difficulty: 'hard', seed: 1 }));
    expect(refusal(throwing.aiAct(a.gameId)).message).toMatch(/lost the map/);
    const cheating = new GameService({ ai: () => ({ action: { type: 'fire', side: 'white' }, reason: '' }) });
    const b = value(cheating.newGame({ scenarioText, humanSide: null, difficulty: 'hard', seed: 1 }));
    expect(refusal(cheating.aiAct(b.gameId)).message).toMatch(/illegal action/);
  });

  it('strict undo takes back only the human moves nothing has answered', () => {
    const service = new GameService({ ai: restingAi });
    const { gameId, hash: startHash } = start(service);
    const afterRed = value(service.act(gameId, { type: 'fire', side: 'red' }));
    expect(afterRed.canUndo).toBe(true);
    const undone = value(service.undo(gameId, 1));
    expect(undone.hash).toBe(startHash);
    expect(undone.log!.actions).toEqual([]);
    value(service.act(gameId, { type: 'fire', side: 'red' }));
    const answered = value(service.aiAct(gameId)).snapshot;
    expect(answered.canUndo).toBe(false);
    expect(refusal(service.undo(gameId, 1)).message).toMatch(/already answered/);
  });

  it('lenient undo goes back past the AI to the human decision', () => {
    const service = new GameService({ ai: restingAi });
    const { gameId } = start(service, 'lenient');
    value(service.act(gameId, { type: 'fire', side: 'red' }));
    const afterAi = value(service.aiAct(gameId)).snapshot;
    expect(afterAi.canUndo).toBe(true);
    const undone = value(service.undo(gameId, 1));
    expect(undone.log!.actions).toEqual([]);
    expect(undone.pending?.side).toBe('red');
  });

  it('resumes a saved log to the same state, and refuses one that diverges at its action index', () => {
    const session = GameSession.start(duelRuleset, scenarioFixture(), 5);
    session.act({ type: 'fire', side: 'red' });
    session.act({ type: 'fire', side: 'white' });
    const service = new GameService({ ai: restingAi });
    const resumed = value(service.resume({ logText: gameLogText(session.log), humanSide: 'red', difficulty: 'easy' }));
    expect(resumed.hash).toBe(session.hash());
    expect(resumed.log!.actions).toHaveLength(2);
    const diverging = { ...session.log, actions: [{ type: 'fire', side: 'red' }, { type: 'fire', side: 'red' }] };
    const error = refusal(service.resume({ logText: JSON.stringify(diverging), humanSide: 'red', difficulty: 'easy' }));
    expect(error.message).toMatch(/diverges at action 1/);
    expect(error.problems?.[0]!.path).toBe('$.actions[1]');
    expect(refusal(service.resume({ logText: '{', humanSide: 'red', difficulty: 'easy' })).problems?.[0]!.path).toBe('$');
  });

  it('lists options, closes games, and forgets the least recently used beyond its limit', () => {
    const service = new GameService({ ai: restingAi, maxGames: 2 });
    const first = start(service);
    expect(value(service.options(first.gameId)).map((c) => c.label)).toEqual(['Fire', 'Rest']);
    const second = start(service);
    value(service.get(first.gameId));
    start(service);
    expect(service.size).toBe(2);
    expect(service.get(first.gameId).ok).toBe(true);
    expect(refusal(service.get(second.gameId)).message).toMatch(/no game/);
    expect(value(service.close(first.gameId))).toEqual({ closed: true });
    expect(value(service.close(first.gameId))).toEqual({ closed: false });
  });

  it('draws a fresh seed when none is given, and derives the AI seed from game and move', () => {
    const service = new GameService({ randomSeed: () => 1234 });
    expect(value(service.newGame({ scenarioText, humanSide: null, difficulty: 'easy' })).log!.seed).toBe(1234);
    expect(aiSeed(1, 0)).not.toBe(aiSeed(1, 1));
    expect(aiSeed(1, 0)).toBe(aiSeed(1, 0));
    expect(aiSeed(2 ** 31 - 1, 199_999)).toBeGreaterThanOrEqual(0);
  });
});

describe('GameService with the bundled Komuch village battle', () => {
  it('lets the commander move for Red, and resumes the game from its log to the same state', async () => {
    const bundled = await new ScenarioFiles().getBundled('komuch-village');
    expect(bundled?.scenario.ruleset.id).toBe('reds-versus-reds');
    const service = new GameService();
    const started = value(service.newGame({ scenarioText: bundled!.text, humanSide: 'white', difficulty: 'easy', seed: 21, fog: 'open table' }));
    expect(started.view.units.length).toBeGreaterThan(0);
    let snapshot = started;
    for (let i = 0; i < 3 && snapshot.pending && snapshot.pending.side === 'red'; i++) snapshot = value(service.aiAct(snapshot.gameId)).snapshot;
    expect(snapshot.log!.actions.length).toBeGreaterThan(0);
    const resumed = value(service.resume({ logText: gameLogText(snapshot.log!), humanSide: 'white', difficulty: 'easy' }));
    expect(resumed.hash).toBe(snapshot.hash);
  });
});

describe('GameService under fog of war', () => {
  it('refuses the plain log, and resumes from the sealed one at the same keyed hash; once over, the log is sent again', async () => {
    const bundled = await new ScenarioFiles().getBundled('station-raid');
    const service = new GameService({ aiByCount: true });
    let snapshot = value(service.newGame({ scenarioText: bundled!.text, humanSide: 'red', difficulty: 'easy', seed: 21 }));
    expect(snapshot.log).toBeUndefined();
    expect(snapshot.seed).toBeUndefined();
    expect(snapshot.hash).not.toBe(service.session(snapshot.gameId)!.hash());
    expect(refusal(service.log(snapshot.gameId)).message).toMatch(/fog of war is on and the battle goes on/);
    const sealed = value(service.sealedLog(snapshot.gameId)).sealed;
    const resumed = value(service.resume({ logText: sealed, humanSide: 'red', difficulty: 'easy', savedHash: snapshot.hash }));
    expect(resumed.check.kind).toBe('verified');
    expect(resumed.hash).toBe(snapshot.hash);
    const file = JSON.parse(sealed) as { sealed: { text: string } };
    const altered = JSON.stringify({ ...file, sealed: { ...file.sealed, text: `${file.sealed.text.startsWith('A') ? 'B' : 'A'}${file.sealed.text.slice(1)}` } });
    expect(refusal(service.resume({ logText: altered, humanSide: 'red', difficulty: 'easy' })).message).toMatch(/cannot be opened: the sealed game was tampered with/);
    expect(refusal(new GameService().resume({ logText: sealed, humanSide: 'red', difficulty: 'easy' })).message).toMatch(/sealed by another Tachanka install/);
    for (let i = 0; i < 2000 && !snapshot.outcome; i++) {
      snapshot = snapshot.pending?.side === 'red' ? value(service.act(snapshot.gameId, value(service.options(snapshot.gameId))[0]!.action)) : value(service.aiAct(snapshot.gameId)).snapshot;
    }
    expect(snapshot.outcome).not.toBeNull();
    expect(snapshot.hash).toBe(service.session(snapshot.gameId)!.hash());
    expect(value(service.log(snapshot.gameId)).actions.length).toBe(snapshot.actionCount);
    expect(snapshot.log?.seed).toBe(21);
  });
});
