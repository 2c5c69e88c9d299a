import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { startGame, type GameState } from '../../../engine/game.ts';
import { chooseAction } from '../../../ai/commander.ts';
import { tenRoundsRapid as trr } from '../index.ts';
import type { TrrState } from '../state.ts';
import { stepGame } from '../step.ts';
import { optionsFor } from '../options.ts';
import { decisionDue } from '../sequence.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';

// A Red OP team on the south edge; a White company in the open 40 cm off, well away from any Red unit.
const scenario = () => trrScenario(
  [{ id: 'op', troopType: 'red-observer', x: 10, y: 5 }, company('r', 'red-rifles', 45, 5)],
  [company('w', 'white-rifles', 10, 5 + toInches(40))],
);

function activated(): TrrState {
  const s = startedState(scenario(), 'red');
  // Motivation 5 + 6 + 1 (artillery) - 1 (alone) = 11: any action.
  const r = stepGame(s, { type: 'activate', side: 'red', unitId: 'op', stiffen: false }, forcedDice([5]));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

describe('the call (section 14: "Off table artillery activates when it\'s OP team … is activated")', () => {
  it('comes as the OP team is activated, before it acts: a target it sees, or no call', () => {
    const s = activated();
    expect(decisionDue(s)).toMatchObject({ kind: 'call', unitIds: ['op'] });
    expect(optionsFor(s).map((c) => c.action.type)).toEqual(['call-fire', 'hold-fire']);
    // A move does not answer it.
    expect(stepGame(s, { type: 'move', side: 'red', unitId: 'op', x: 10, y: 8, toFire: false }, forcedDice([])).ok).toBe(false);
  });

  it('called once: the team then acts, with no second call that move ("Off table weapons fire once per move")', () => {
    // Request 6 (4+), scatter 10 on target; shrapnel on the company in the open: its casualty and specialist dice.
    const r = stepGame(activated(), { type: 'call-fire', side: 'red', unitId: 'op', targetId: 'w' }, forcedDice([6, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.reason);
    const s = r.value.state;
    expect(r.value.events.some((e) => e.kind === 'artillery-request' && /goes through/.test(e.text))).toBe(true);
    expect(decisionDue(s)?.kind).toBe('act');
    expect(optionsFor(s).some((c) => c.action.type === 'call-fire')).toBe(false);
    expect(stepGame(s, { type: 'call-fire', side: 'red', unitId: 'op', targetId: 'w' }, forcedDice([6])).ok).toBe(false);
  });

  it('"call no fire" leaves the battery silent and the team acts', () => {
    const r = stepGame(activated(), { type: 'hold-fire', side: 'red', unitId: 'op' }, forcedDice([]));
    expect(r.ok && decisionDue(r.value.state)?.kind).toBe('act');
  });

  it('a unit with nothing to call is not asked', () => {
    const s = startedState(scenario(), 'red');
    const r = stepGame(s, { type: 'activate', side: 'red', unitId: 'r', stiffen: false }, forcedDice([5]));
    expect(r.ok && decisionDue(r.value.state)?.kind).toBe('act');
  });

  it('an SOS point of the other side gives a company without a battery nothing to call', () => {
    // The Whites' point lies on their own company, in the Reds' sight: only "a known signal" of the Whites fires it.
    const options = { 'sos.meadow': 'white' };
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 12)],
      [area('meadow', 'fields', 5, 10, 20, 14)], { ruleset: { id: 'ten-rounds-rapid', options } }), 'red');
    const r = stepGame(s, { type: 'activate', side: 'red', unitId: 'r', stiffen: false }, forcedDice([5]));
    expect(r.ok && decisionDue(r.value.state)?.kind).toBe('act');
  });
});

describe('the AI uses its battery', () => {
  it('calls the battery onto a company in the open that no Red unit stands near', () => {
    const s = activated();
    const game: GameState<TrrState> = { ...startGame(trr, scenario(), 5).state, game: s };
    for (const seed of [1, 2, 3]) {
      const d = chooseAction(trr, game, s.scenario, 'red', { difficulty: 'normal', seed, explain: false });
      expect(d.action).toEqual({ type: 'call-fire', side: 'red', unitId: 'op', targetId: 'w' });
    }
  });
});

describe('a call onto a target next to its own troops is listed after a clean one', () => {
  it('"All batteries firing cover an area 10 cm by 10 cm": the ranking reads that square on each target', () => {
    const s = startedState(trrScenario(
      [{ id: 'op', troopType: 'red-observer', x: 10, y: 5 }, company('r', 'red-rifles', 14, 5 + toInches(30))],
      [company('near', 'white-rifles', 14, 5 + toInches(33)), company('far', 'white-rifles', 10, 5 + toInches(40))],
    ), 'red');
    const r = stepGame(s, { type: 'activate', side: 'red', unitId: 'op', stiffen: false }, forcedDice([5]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(optionsFor(r.value.state).filter((c) => c.action.type === 'call-fire').map((c) => (c.action as { targetId: string }).targetId)).toEqual(['far', 'near']);
    expect(unitOf(r.value.state, 'op').band).toBe('any');
  });
});
