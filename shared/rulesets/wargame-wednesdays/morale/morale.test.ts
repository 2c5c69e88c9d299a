import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { recoveryTest, routMove, testMorale } from './morale.ts';
import { advance } from '../turn/sequence.ts';
import type { WwState } from '../state.ts';
import { deployedState, unitOf, wwScenario } from '../test-fixtures.ts';

const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 20, stands: 4 },
    { id: 'latvians', troopType: 'red-infantry-elite', command: 'b', x: 30, y: 20, stands: 4 },
    { id: 'edge', troopType: 'red-infantry', command: 'c', x: 50, y: 3, stands: 4 },
    { id: 'car', troopType: 'red-armoured-car', command: 'c', x: 60, y: 10 },
  ],
  [{ id: 'w', troopType: 'white-mg', command: 'a', x: 11.5, y: 30 }, { id: 'w2', troopType: 'white-mg', command: 'b', x: 31.5, y: 40 }, { id: 'w3', troopType: 'white-tank', command: 'c', x: 50, y: 20 }],
);

describe('morale', () => {
  it('"roll 1d6, if it is Less than the number of stands remaining it passes"; "Elite … add one to the number of stands"', () => {
    const state = deployedState(scenario);
    expect(testMorale(unitOf(state, 'inf'), forcedDice([3]), [], 'test')).toBe(true);
    expect(testMorale(unitOf(state, 'inf'), forcedDice([4]), [], 'test')).toBe(false);
    expect(testMorale(unitOf(state, 'latvians'), forcedDice([4]), [], 'test')).toBe(true);
  });

  it('"Infantry and Cavalry units that lose a stand must test morale"; a failure offers "route, or take 1 full stand as casualties"', () => {
    const state = deployedState(scenario, 'fire');
    state.fireStep = 2;
    state.incoming = [{ unitId: 'inf', hits: 3 }];
    state.fireDone = ['inf'];
    // No one left to fire at anything in range: the step ends, the 3 hits take a stand, the test (a 5 against 3) fails.
    advance(state, forcedDice([5]), []);
    expect(ww.pending(state)).toMatchObject({ side: 'red', kind: 'morale', unitIds: ['inf'] });
    expect(ww.options(state).map((c) => (c.action as { choice: string }).choice)).toEqual(['rout', 'lose-stand']);
    // Losing a stand by choice brings no further test (README "Who tests and when").
    const r = ww.step(state, { type: 'morale-choice', side: 'red', unitId: 'inf', choice: 'lose-stand' }, forcedDice([6, 5, 1, 2]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(unitOf(r.value.state, 'inf').stands.length).toBe(2);
    expect(unitOf(r.value.state, 'inf').status).toBe('active');
  });

  it('"If a unit routes, move it 2d6" away from the enemy. It is marked as routing"', () => {
    const state = deployedState(scenario);
    routMove(state, unitOf(state, 'inf'), forcedDice([3, 4]), []);
    expect(unitOf(state, 'inf').status).toBe('routing');
    expect(unitOf(state, 'inf').stands[0]!.y).toBeCloseTo(13, 0);
  });

  it('a rout that would leave the table takes the unit out of the game (README "Routing off the table")', () => {
    const state = deployedState(scenario);
    routMove(state, unitOf(state, 'edge'), forcedDice([3, 4]), []);
    expect(unitOf(state, 'edge').status).toBe('routed');
  });

  it('"if it passes, it recovers from routing … If it fails, it continues routing (2d6")"', () => {
    const state = deployedState(scenario);
    unitOf(state, 'inf').status = 'routing';
    recoveryTest(state, unitOf(state, 'inf'), forcedDice([1]), []);
    expect(unitOf(state, 'inf').status).toBe('active');
    unitOf(state, 'inf').status = 'routing';
    recoveryTest(state, unitOf(state, 'inf'), forcedDice([6, 1, 1]), []);
    expect(unitOf(state, 'inf').status).toBe('routing');
    expect(unitOf(state, 'inf').stands[0]!.y).toBeCloseTo(18, 0);
  });
});

describe('vehicle destruction', () => {
  function endOfTurn(hits: number, roll: number): { state: WwState; events: GameEvent[] } {
    const state = deployedState(scenario, 'morale');
    state.afterMorale = 'end';
    const car = unitOf(state, 'car');
    car.vehicleHits = hits;
    car.hitThisTurn = true;
    const events: GameEvent[] = [];
    // The test, then the next turn's initiative (6+5 against 1+2).
    advance(state, forcedDice([roll, 6, 5, 1, 2]), events);
    return { state, events };
  }

  it('"on every turn the vehicle is hit it must test … if the roll is less than or equal to the TOTAL number of hits … destroyed"', () => {
    expect(unitOf(endOfTurn(3, 3).state, 'car').status).toBe('destroyed');
    expect(unitOf(endOfTurn(3, 4).state, 'car').status).toBe('active');
    expect(endOfTurn(2, 4).events.filter((e) => e.kind === 'vehicle')).toHaveLength(1);
  });
});
