import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { duelRuleset, type DuelAction } from '../testing/duel-ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { applyAction, replay, startGame, stateHash, type GameState } from './game.ts';
import { GameSession } from './session.ts';
import type { DuelState } from '../testing/duel-ruleset.ts';

const scenario = scenarioFixture({ turnLimit: 200 });

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Plays choices picked by index from the legal options until the game ends or the picks run out. */
function play(seed: number, picks: number[]): { state: GameState<DuelState>; actions: DuelAction[] } {
  let state = startGame(duelRuleset, scenario, seed).state;
  const actions: DuelAction[] = [];
  for (const pick of picks) {
    if (duelRuleset.outcome(state.game)) break;
    const options = duelRuleset.options(state.game);
    const action = options[pick % options.length]!.action;
    const next = applyAction(duelRuleset, state, action);
    if (!next.ok) throw new Error(next.error.reason);
    state = next.value.state;
    actions.push(action);
  }
  return { state, actions };
}

const seedArb = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const picksArb = fc.array(fc.nat(9), { maxLength: 60 });

describe('the game as a fold', () => {
  it('replaying the log gives the same state hash', () => {
    fc.assert(fc.property(seedArb, picksArb, (seed, picks) => {
      const { state, actions } = play(seed, picks);
      const replayed = replay(duelRuleset, { scenario, seed, actions });
      expect(replayed.ok && replayed.value.hash).toBe(stateHash(state));
    }));
  });

  it('undo then redo gives the same hash', () => {
    fc.assert(fc.property(seedArb, picksArb, fc.nat(20), (seed, picks, back) => {
      const { actions } = play(seed, picks);
      const session = GameSession.start(duelRuleset, scenario, seed, 7);
      for (const a of actions) session.act(a);
      const before = session.hash();
      const n = Math.min(back, actions.length);
      session.undo(n);
      expect(session.length).toBe(actions.length - n);
      for (const a of actions.slice(actions.length - n)) expect(session.act(a).ok).toBe(true);
      expect(session.hash()).toBe(before);
    }));
  });

  it('the hash survives a JSON round trip', () => {
    fc.assert(fc.property(seedArb, picksArb, (seed, picks) => {
      const { state } = play(seed, picks);
      expect(stateHash(JSON.parse(JSON.stringify(state)) as GameState)).toBe(stateHash(state));
    }));
  });

  it('no action mutates its input state', () => {
    fc.assert(fc.property(seedArb, picksArb, (seed, picks) => {
      let state = deepFreeze(startGame(duelRuleset, scenario, seed).state);
      for (const pick of picks) {
        if (duelRuleset.outcome(state.game)) break;
        const options = duelRuleset.options(state.game);
        const before = stateHash(state);
        const next = applyAction(duelRuleset, state, options[pick % options.length]!.action);
        expect(stateHash(state)).toBe(before);
        if (!next.ok) throw new Error(next.error.reason);
        state = deepFreeze(next.value.state);
      }
    }));
  });

  it('writes every die into the events and keeps the dice in the state', () => {
    const start = startGame(duelRuleset, scenario, 42).state;
    const a = applyAction(duelRuleset, start, { type: 'fire', side: 'red' });
    const b = applyAction(duelRuleset, start, { type: 'fire', side: 'red' });
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.value.events[0]!.roll!.dice).toEqual(b.value.events[0]!.roll!.dice);
    expect(a.value.state.rng).not.toEqual(start.rng);
  });

  it('refuses an action from the side whose decision it is not', () => {
    const start = startGame(duelRuleset, scenario, 1).state;
    const r = applyAction(duelRuleset, start, { type: 'fire', side: 'white' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.reason).toMatch(/red's decision/);
  });

  it('reports the index of the first action a replay refuses', () => {
    const r = replay(duelRuleset, { scenario, seed: 1, actions: [{ type: 'rest', side: 'red' }, { type: 'rest', side: 'red' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.actionIndex).toBe(1);
  });
});
