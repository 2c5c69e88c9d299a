import { describe, expect, it } from 'vitest';
import type { ApiResult, ResumedGame } from '../../shared/api.ts';
import { GameSession } from '../../shared/engine/session.ts';
import { applyAction, startGame, type GameLog } from '../../shared/engine/game.ts';
import { firstFormat2Link } from '../../shared/engine/log-chain.ts';
import { duelRuleset } from '../../shared/testing/duel-ruleset.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { asFormat1Log } from '../../shared/testing/format-1-log.ts';
import { GameService } from './games.ts';

function played() {
  const session = GameSession.start(duelRuleset, scenarioFixture(), 7);
  session.act({ type: 'fire', side: 'red' });
  session.act({ type: 'fire', side: 'white' });
  session.act({ type: 'fire', side: 'red' });
  return { log: session.log, hash: session.hash() };
}

/** The same game as a format-2 log of the first kind: links joining their inputs as text (log-chain.ts). */
function firstKindFormat2(log: GameLog): Record<string, unknown> {
  let state = startGame(duelRuleset, log.scenario, log.seed).state;
  const chain = [log.chain[0]!];
  for (const action of log.actions) {
    const next = applyAction(duelRuleset, state, action);
    if (!next.ok) throw new Error(next.error.reason);
    chain.push(firstFormat2Link(chain.at(-1)!, action, next.value));
    state = next.value.state;
  }
  return { ...log, formatVersion: 2, chain };
}

function resumed(doc: unknown, savedHash?: string): ResumedGame['check'] {
  const result: ApiResult<ResumedGame> = new GameService().resume({ logText: JSON.stringify(doc), humanSide: 'red', difficulty: 'easy', savedHash });
  if (!result.ok) throw new Error(result.error.message);
  return result.value.check;
}

describe('resuming a save checks every hash it recorded', () => {
  it('a save of this version: its chain and the state hash stored beside it are reached', () => {
    const { log, hash } = played();
    expect(resumed(log, hash)).toMatchObject({ kind: 'verified', detail: expect.stringMatching(/every hash .* 3 actions and their dice, and the final state/) });
  });

  it('a format-2 save is verified, whichever kind of link it was written with', () => {
    const { log, hash } = played();
    expect(resumed({ ...log, formatVersion: 2 }, hash).kind).toBe('verified');
    const first = firstKindFormat2(log);
    expect(first.chain).not.toEqual(log.chain);
    expect(resumed(first, hash).kind).toBe('verified');
  });

  it('a format-2 save whose state this version does not reach says it was saved by an older version, not that it differs', () => {
    const { log } = played();
    const check = resumed(firstKindFormat2(log), '0123456789abcdef');
    expect(check.kind).toBe('older');
    expect(check.detail).toMatch(/saved by an older version of Tachanka \(game log format 2\).*in the final state, so it cannot be verified/);
  });

  it('a save under another version of its rules is older too', () => {
    const { log, hash } = played();
    const check = resumed({ ...log, rulesetVersion: '0.9.0', chain: log.chain.map((h, i) => (i === 2 ? '0000000000000000' : h)) }, hash);
    expect(check).toMatchObject({ kind: 'older', detail: expect.stringMatching(/Duel \(engine test rule set\) 0\.9\.0; this version has 1\.0\.0\).*at action 1/) });
  });

  it('a save of this version and these rules that replays differently differs, naming where', () => {
    const { log, hash } = played();
    const edited = { ...log, chain: log.chain.map((h, i) => (i === 2 ? '0000000000000000' : h)) };
    expect(resumed(edited, hash)).toMatchObject({ kind: 'differs', detail: expect.stringMatching(/differs from the save at action 1/) });
    expect(resumed(log, '0123456789abcdef')).toMatchObject({ kind: 'differs', detail: expect.stringMatching(/in the final state/) });
  });

  it('a format-1 save is checked at its end only and says so, never verified; it says so too when it has no hash', () => {
    const { log, hash } = played();
    expect(resumed(asFormat1Log(log, hash))).toMatchObject({ kind: 'end-only', detail: expect.stringMatching(/format 1, .* could only be checked at its end/) });
    expect(resumed(asFormat1Log(log), hash).kind).toBe('end-only');
    expect(resumed(asFormat1Log(log))).toMatchObject({ kind: 'older', detail: expect.stringMatching(/records no hash/) });
    expect(resumed(asFormat1Log(log, '0123456789abcdef')).kind).toBe('older');
  });
});
