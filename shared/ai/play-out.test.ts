import { describe, expect, it } from 'vitest';
import { replay } from '../engine/game.ts';
import { duelRuleset } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { playGame } from './play-out.ts';

const scenario = scenarioFixture();

describe('playGame', () => {
  it('plays a whole game whose log replays to the same end', () => {
    const game = playGame(duelRuleset, scenario, 7, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'random' } });
    expect(game.outcome).not.toBeNull();
    expect(game.decisions).toHaveLength(game.log.actions.length);
    expect(game.decisions.every((d) => d.reason.length > 0)).toBe(true);
    const replayed = replay(duelRuleset, game.log);
    expect(replayed.ok && duelRuleset.outcome(replayed.value.state.game)).toEqual(game.outcome);
  });

  it('plays the same game without wording reasons, and leaves them empty', () => {
    const players = { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'ai', difficulty: 'easy' } } as const;
    const worded = playGame(duelRuleset, scenario, 11, players);
    const quiet = playGame(duelRuleset, scenario, 11, players, { explain: false });
    expect(quiet.log.actions).toEqual(worded.log.actions);
    expect(quiet.outcome).toEqual(worded.outcome);
    expect(quiet.decisions.every((d) => d.reason === '')).toBe(true);
    expect(worded.decisions.every((d) => d.reason.length > 0)).toBe(true);
  });

  it('stops an endless game after the action limit', () => {
    const game = playGame(duelRuleset, scenarioFixture({ turnLimit: 200 }), 7, { red: { kind: 'random' }, white: { kind: 'random' } }, { maxActions: 5 });
    expect(game.outcome).toBeNull();
    expect(game.stopped).toMatch(/after 5 actions/);
    expect(game.log.actions).toHaveLength(5);
  });

  it('times each decision when given a clock', () => {
    let t = 0;
    const game = playGame(duelRuleset, scenario, 7, { red: { kind: 'ai', difficulty: 'easy' }, white: { kind: 'random' } }, { now: () => (t += 2) });
    expect(game.decisions.every((d) => d.ms !== undefined && d.ms > 0)).toBe(true);
  });

  it('gives the random player its own dice: the same seed plays the same game', () => {
    const a = playGame(duelRuleset, scenario, 9, { red: { kind: 'random' }, white: { kind: 'random' } });
    const b = playGame(duelRuleset, scenario, 9, { red: { kind: 'random' }, white: { kind: 'random' } });
    expect(a.log.actions).toEqual(b.log.actions);
  });
});
