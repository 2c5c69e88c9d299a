import { describe, expect, it } from 'vitest';
import { refuse } from '../core/result.ts';
import { startGame } from '../engine/game.ts';
import type { Ruleset } from '../engine/ruleset.ts';
import { duelRuleset, type DuelAction, type DuelState } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { chooseAction } from './commander.ts';

// The AI decides on the state its side imagines; the true state has the last word on what may be done.

type Jam = DuelState & { jammed?: boolean };
/** The duel, where a gun may be jammed without its enemy knowing: the enemy imagines it is not. */
const jammable: Ruleset<Jam, DuelAction> = {
  ...duelRuleset,
  step: (state, action, dice) => (state.jammed && action.type === 'fire' ? refuse('the gun is jammed') : duelRuleset.step(state, action, dice)),
  imagine: (state) => (state.jammed ? { ...state, jammed: false } : state),
};
const scenario = scenarioFixture();

describe('the AI under fog of war', () => {
  const start = startGame(jammable, scenario, 5).state;
  const jammed = { ...start, game: { ...start.game, jammed: true } };
  const side = jammable.pending(start.game)!.side;

  it('decides on the state it imagines', () => {
    // Its side believes the gun clear, and a clear gun fires.
    expect(chooseAction(jammable, start, scenario, side, { difficulty: 'normal', seed: 1 }).action.type).toBe('fire');
  });

  it('falls back to the best choice the true state accepts when it refuses the one imagined', () => {
    const decision = chooseAction(jammable, jammed, scenario, side, { difficulty: 'normal', seed: 1 });
    expect(decision.action).toEqual({ type: 'rest', side });
  });

  it('is the same for the same game and seed', () => {
    const decide = () => chooseAction(jammable, jammed, scenario, side, { difficulty: 'hard', seed: 4 });
    expect(decide()).toEqual(decide());
  });
});
