import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { deviationVector, mayRequest, requestRefusal, requestStrike, strikeArrives } from './artillery.ts';
import { figureOf, movedFrom, row, rvrScenario, stateOf } from '../test-fixtures.ts';
import type { RvrState } from '../state.ts';

const scenario = (terrain: unknown[] = []) => rvrScenario(
  [{ id: 'inf', troopType: 'red-infantry', at: row(4, 20, 20) }, { id: 'far', troopType: 'red-infantry', at: row(2, 2, 2) }],
  [{ id: 'obs', troopType: 'czech-observer', at: [[24, 40]], facing: 180 }, { id: 'pa', troopType: 'peoples-army', at: row(2, 40, 44), facing: 180 }],
  { terrain: terrain as never },
);
const observing = (s = scenario()) => stateOf(s, { phase: 'observer' });

describe('opportunity fire (Reds versus Reds, "Opportunity fire" and "Shrapnel")', () => {
  it('a request needs "at least 2 less than the artillery\'s Tactical Rating": 3 or less for the train', () => {
    const state = observing();
    const events: GameEvent[] = [];
    requestStrike(state, { x: 22, y: 20 }, forcedDice([4]), events);
    expect(state.observer.strike).toBeNull();
    expect(events[0]!.roll).toMatchObject({ table: 'opportunity-fire', target: '3 or less', result: 'refused' });
    const again = observing();
    requestStrike(again, { x: 22, y: 20 }, forcedDice([3]), []);
    expect(again.observer.strike).toEqual({ aim: { x: 22, y: 20 }, requestedTurn: 1 });
  });

  it('“An on-table observer can then request it to fire on any target which he can see”: only a point he can see', () => {
    const wood = { id: 'w', kind: 'area', type: 'woods', polygon: [{ x: 0, y: 25 }, { x: 48, y: 25 }, { x: 48, y: 35 }, { x: 0, y: 35 }] };
    const state = observing(scenario([wood]));
    expect(requestRefusal(state, 'white', { x: 22, y: 20 })).toMatch(/cannot see/);
  });

  it('"The strike will arrive in the next turn" — not in the turn it was called', () => {
    const state = observing();
    requestStrike(state, { x: 22, y: 20 }, forcedDice([1]), []);
    const dice = forcedDice([]);
    strikeArrives(state, dice, []);
    expect(state.observer.strike).not.toBeNull();
  });

  it('on target, shrapnel hits moving figures on 5 or 6 and those "stationary throughout the turn" on 6', () => {
    const state = observing();
    state.observer.strike = { aim: { x: 22, y: 20 }, requestedTurn: 1 };
    state.turn = 2;
    movedFrom(state, 'inf/1', [20, 15]);
    const events: GameEvent[] = [];
    // accuracy 2 (on target), then inf/1 (moving) 5, inf/2 5, inf/3 6, inf/4 1.
    strikeArrives(state, forcedDice([2, 5, 5, 6, 1]), events);
    expect(state.hit).toEqual(['inf/1', 'inf/3']);
    expect(events.slice(1).map((e) => e.roll!.target)).toEqual(['5+', '6+', '6+', '6+']);
    expect(state.observer).toMatchObject({ strike: null, strikesLeft: 1, firedTurn: 2 });
  });

  it('“It is paid for and placed in beaten zones of 4 inches radius from specified point”: a figure beyond 4″ does not dice', () => {
    const state = observing();
    state.observer.strike = { aim: { x: 22, y: 20 }, requestedTurn: 1 };
    state.turn = 2;
    figureOf(state, 'inf/4').x = 22;
    figureOf(state, 'inf/4').y = 26;
    const dice = forcedDice([2, 6, 6, 6]);
    strikeArrives(state, dice, []);
    expect(dice.remaining()).toBe(0);
    expect(state.hit).toEqual(['inf/1', 'inf/2', 'inf/3']);
  });

  it('"It has no effect on troops in trenches"', () => {
    const trench = { id: 't', kind: 'line', type: 'trench', points: [{ x: 0, y: 20 }, { x: 48, y: 20 }] };
    const state = observing(scenario([trench]));
    state.observer.strike = { aim: { x: 22, y: 20 }, requestedTurn: 1 };
    state.turn = 2;
    const dice = forcedDice([1]);
    strikeArrives(state, dice, []);
    expect(dice.remaining()).toBe(0);
    expect(state.hit).toEqual([]);
  });

  it('“A second dice throw of at least 2 under its Tactical Rating is needed for it to hit the exact aiming point”; “If it does not hit, dice again for deviation: first throw 2 D6 and add the scores to give the distance in inches”: 1-3 short (toward the firer\'s baseline), 4 right, 5 left, 6 over', () => {
    const state = observing();
    expect(deviationVector(state, 'white', 2)).toEqual({ x: 0, y: 1 });
    expect(deviationVector(state, 'white', 6)).toEqual({ x: 0, y: -1 });
    const right = deviationVector(state, 'white', 4);
    expect(right.x).toBeCloseTo(-1);
    expect(deviationVector(state, 'white', 5).x).toBeCloseTo(1);
    state.observer.strike = { aim: { x: 22, y: 20 }, requestedTurn: 1 };
    state.turn = 2;
    const events: GameEvent[] = [];
    // accuracy 5 (miss), 2D6 = 3 + 4 = 7", direction 6 (over): lands at y 13, 7" toward the Red baseline.
    strikeArrives(state, forcedDice([5, 3, 4, 6]), events);
    expect(events[0]!.roll).toMatchObject({ table: 'opportunity-fire', column: 'accuracy', dice: [5], total: 5, result: 'off target: dice for deviation' });
    expect(events[1]!.at![1]).toEqual({ x: 22, y: 13 });
    // The 2D6 of distance add up to the total; the direction die is named in the column it looks up.
    expect(events[1]!.roll).toMatchObject({ table: 'deviation', dice: [3, 4], total: 7, column: 'direction die 6: over' });
  });

  it('"The guns cannot be given a new task in any turn in which they fire", and only two strikes are called', () => {
    const state: RvrState = observing();
    state.observer.firedTurn = 1;
    expect(mayRequest(state)).toBe(false);
    state.observer.firedTurn = 0;
    state.observer.strikesLeft = 0;
    expect(mayRequest(state)).toBe(false);
  });
});
