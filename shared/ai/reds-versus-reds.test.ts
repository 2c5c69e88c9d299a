import { describe, expect, it } from 'vitest';
import scenarioJson from '../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import { applyAction, replay, startGame, type GameState } from '../engine/game.ts';
import type { Choice, Ruleset } from '../engine/ruleset.ts';
import { validateScenario } from '../scenario-checks/validate.ts';
import { redsVersusReds, type RvrAction, type RvrState } from '../rulesets/reds-versus-reds/index.ts';
import { chooseAction } from './commander.ts';
import { evalContext } from './context.ts';
import { DIFFICULTIES } from '../engine/ai-levels.ts';
import { playGame } from './play-out.ts';
import { SHALLOW, simulateChoice } from './simulate.ts';
import { readTable } from './table-reading.ts';
import { row, rvrScenario } from '../rulesets/reds-versus-reds/test-fixtures.ts';

// The AI against a real rule set: the Komuch village battle of Reds versus Reds.
const parsed = validateScenario(scenarioJson);
if (!parsed.ok) throw new Error('the bundled Komuch village scenario does not load');
const scenario = parsed.value;
const R = redsVersusReds;

/** The rule set with a make-believe clock that moves 1 ms every time the rules are asked to step or list options. */
function clocked(): { ruleset: Ruleset<RvrState, RvrAction>; now: () => number; calls: () => number } {
  let t = 0;
  const ruleset: Ruleset<RvrState, RvrAction> = {
    ...R,
    step: (state, action, dice) => { t++; return R.step(state, action, dice); },
    options: (state) => { t++; return R.options(state); },
  };
  return { ruleset, now: () => t, calls: () => t };
}

/** The state after `n` decisions taken by the easy AI for both sides. */
function after(n: number): GameState<RvrState> {
  let state = startGame(R, scenario, 4).state;
  for (let i = 0; i < n; i++) {
    const side = R.pending(state.game)!.side;
    const next = applyAction(R, state, chooseAction(R, state, scenario, side, { difficulty: 'easy', seed: i }).action);
    if (!next.ok) throw new Error(next.error.reason);
    state = next.value.state;
  }
  return state;
}

describe('the AI on Reds versus Reds (Komuch village)', () => {
  it('only ever submits actions the rules accept, for a whole game', () => {
    const game = playGame(R, scenario, 5, { red: { kind: 'ai', difficulty: 'easy' }, white: { kind: 'ai', difficulty: 'easy' } });
    expect(game.outcome).not.toBeNull();
    const replayed = replay(R, game.log, { keepEvents: false });
    expect(replayed.ok).toBe(true);
    expect(game.decisions.every((d) => d.reason.length > 0)).toBe(true);
  });

  it('is deterministic for a seed at every level', () => {
    const state = after(6);
    const side = R.pending(state.game)!.side;
    for (const difficulty of DIFFICULTIES) {
      const a = chooseAction(R, state, scenario, side, { difficulty, seed: 42 });
      const b = chooseAction(R, state, scenario, side, { difficulty, seed: 42 });
      expect(b).toEqual(a);
    }
  });

  it('keeps to its time budget, and the budget really cuts the search', () => {
    const state = startGame(R, scenario, 4).state;
    const free = clocked();
    chooseAction(free.ruleset, state, scenario, 'red', { difficulty: 'hard', seed: 1 });
    const timed = clocked();
    const decision = chooseAction(timed.ruleset, state, scenario, 'red', { difficulty: 'hard', seed: 1, now: timed.now, budgetMs: 6 });
    // One simulation may be under way when time runs out; a hard one steps a handful of times.
    expect(timed.now()).toBeLessThanOrEqual(6 + 12);
    expect(timed.calls()).toBeLessThan(free.calls());
    expect(R.options(state.game).map((c) => c.action)).toContainEqual(decision.action);
  });

  it('spends more search at the higher levels', () => {
    const state = startGame(R, scenario, 4).state;
    const calls = DIFFICULTIES.map((difficulty) => {
      const c = clocked();
      chooseAction(c.ruleset, state, scenario, 'red', { difficulty, seed: 3 });
      return c.calls();
    });
    expect(calls[0]!).toBeLessThan(calls[1]!);
    expect(calls[1]!).toBeLessThan(calls[2]!);
  });

  it('as the Komuch defenders, beats a random Red commander', () => {
    for (const seed of [11, 12]) {
      const game = playGame(R, scenario, seed, { red: { kind: 'random' }, white: { kind: 'ai', difficulty: 'normal' } });
      expect(game.outcome?.winner).toBe('white');
    }
  });

  it('gives a reason that says where a moved unit stands', () => {
    const game = playGame(R, scenario, 6, { red: { kind: 'ai', difficulty: 'normal' }, white: { kind: 'random' } }, { maxActions: 40 });
    expect(game.stopped).toMatch(/after 40 actions/);
    const moves = game.decisions.filter((d) => d.side === 'red' && d.action.type === 'place');
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect(m.reason).toMatch(/(from|in) the village, (in cover \(.+\)|in the open)/);
  });

  it('dices for difficult going when only that lets it charge the last defender of the village, then charges', () => {
    // Diced as in the open, figures "must halt at least 1 inch short" of an enemy in cover; diced for difficult
    // going they may contact it. Both ways of dicing are played out before one is chosen.
    const village = { id: 'village', kind: 'area' as const, type: 'built-up' as const, polygon: [{ x: 10, y: 20 }, { x: 38, y: 20 }, { x: 38, y: 34 }, { x: 10, y: 34 }] };
    const small = rvrScenario(
      [{ id: 'sailors', troopType: 'red-sailors', at: row(6, 17, 19, 1.5) }],
      [{ id: 'maxim', troopType: 'komuch-maxim', at: [[21, 21.5]], facing: 0, tags: ['komuch'] }],
      { terrain: [village], turnLimit: 3, victory: [{ type: 'clear-area', winner: 'red', areaId: 'village', tags: ['komuch'] }, { type: 'turn-limit', winner: 'white' }] },
    );
    let state = startGame(R, small, 9).state;
    const activation = chooseAction(R, state, small, 'red', { difficulty: 'normal', seed: 1 });
    expect(activation.action).toMatchObject({ type: 'activate', unitId: 'sailors', going: 'difficult' });
    const next = applyAction(R, state, activation.action);
    if (!next.ok) throw new Error(next.error.reason);
    state = next.value.state;
    const placed = R.options(state.game).find((c) => c.action.type === 'place' && /charge/.test(c.label));
    expect(placed).toBeDefined();
    expect(chooseAction(R, state, small, 'red', { difficulty: 'normal', seed: 1 }).reason).toMatch(/charge/);
  });

  it('plays out the placement that follows an activation, but takes a fire order as done when another unit fires next', () => {
    const context = evalContext(scenario, R.troopTypes, R.sightRules);
    let state = startGame(R, scenario, 4).state;
    let activation: GameState<RvrState> | null = null;
    let fire: GameState<RvrState> | null = null;
    for (let i = 0; i < 400 && !(activation && fire) && !R.outcome(state.game); i++) {
      const due = R.pending(state.game)!;
      if (due.kind === 'activate') activation ??= state;
      if (due.kind === 'fire' && due.unitIds.length > 1 && R.options(state.game).some((c) => c.action.type === 'fire')) fire ??= state;
      const next = applyAction(R, state, chooseAction(R, state, scenario, due.side, { difficulty: 'easy', seed: i }).action);
      if (!next.ok) throw new Error(next.error.reason);
      state = next.value.state;
    }
    const sample = (at: GameState<RvrState>, pick: (c: Choice<RvrAction>) => boolean) => {
      const side = R.pending(at.game)!.side;
      const root = readTable(R.view(at.game), context);
      const choice = R.options(at.game).find(pick)!;
      return simulateChoice(R, at, { choice, index: 0, prior: 0 }, side, context, SHALLOW, root)!;
    };
    expect(sample(activation!, (c) => c.action.type === 'activate').unresolved).toBe(true);
    expect(sample(fire!, (c) => c.action.type === 'fire').unresolved).toBe(false);
  });
});
