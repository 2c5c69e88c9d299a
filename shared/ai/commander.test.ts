import { describe, expect, it } from 'vitest';
import { applyAction, startGame } from '../engine/game.ts';
import { duelRuleset } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { chooseAction } from './commander.ts';
import { DIFFICULTIES } from '../engine/ai-levels.ts';
import { playGame } from './play-out.ts';

const scenario = scenarioFixture();

describe('chooseAction on the duel rule set', () => {
  it('picks one of the options the rule set offers, and the engine accepts it', () => {
    for (const difficulty of DIFFICULTIES) {
      let state = startGame(duelRuleset, scenario, 3).state;
      for (let i = 0; i < 20 && !duelRuleset.outcome(state.game); i++) {
        const side = duelRuleset.pending(state.game)!.side;
        const decision = chooseAction(duelRuleset, state, scenario, side, { difficulty, seed: i });
        expect(duelRuleset.options(state.game).map((c) => c.action)).toContainEqual(decision.action);
        const next = applyAction(duelRuleset, state, decision.action);
        expect(next.ok).toBe(true);
        if (next.ok) state = next.value.state;
      }
    }
  });

  it('does not touch the game state or its dice', () => {
    const state = startGame(duelRuleset, scenario, 5).state;
    const copy = structuredClone(state);
    chooseAction(duelRuleset, state, scenario, 'red', { difficulty: 'hard', seed: 1 });
    expect(state).toEqual(copy);
  });

  it('is deterministic for a seed', () => {
    const play = () => playGame(duelRuleset, scenario, 11, { red: { kind: 'ai', difficulty: 'easy' }, white: { kind: 'ai', difficulty: 'hard' } });
    expect(play().log.actions).toEqual(play().log.actions);
  });

  it('refuses to decide for a side whose decision it is not', () => {
    const state = startGame(duelRuleset, scenario, 5).state;
    expect(() => chooseAction(duelRuleset, state, scenario, 'white', { difficulty: 'normal', seed: 1 })).toThrow(/no decision is due for white/);
  });

  it('keeps to its time budget when given a clock', () => {
    // A clock that moves 1 ms every time it is read: the budget runs out after a few simulations.
    let t = 0;
    const now = () => t++;
    const state = startGame(duelRuleset, scenario, 5).state;
    const timed = chooseAction(duelRuleset, state, scenario, 'red', { difficulty: 'hard', seed: 1, now, budgetMs: 2 });
    expect(timed.considered).toBeLessThanOrEqual(2);
    expect(duelRuleset.options(state.game).map((c) => c.action)).toContainEqual(timed.action);
  });

  it('plays better at normal than at easy against a random opponent (the levels differ)', () => {
    const wins = (difficulty: 'easy' | 'normal') => {
      let won = 0;
      for (let seed = 0; seed < 60; seed++) {
        const g = playGame(duelRuleset, scenario, seed, { red: { kind: 'random' }, white: { kind: 'ai', difficulty } });
        if (g.outcome?.winner === 'white') won++;
      }
      return won;
    };
    expect(wins('normal')).toBeGreaterThan(wins('easy'));
  });
});
