import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/events.ts';
import { figuresLost, recoveryAfterBattle } from './recovery.ts';
import { fcScenario, stateAt, unitOf } from '../test-fixtures.ts';

const scenario = fcScenario(
  [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 20, stands: 4 }],
  [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 27, stands: 4 }],
);

describe('casualty recovery', () => {
  it('"You can always allow casualty recovery, say 2/3 figures for the winner and 1/3 for the loser": told after the battle, rounded down', () => {
    const state = stateAt(scenario);
    const reds = unitOf(state, 'reds');
    reds.stands = reds.stands.slice(1).map((s) => ({ ...s, figures: 2 })); // 16 figures down to 6: 10 lost
    unitOf(state, 'whites').status = 'destroyed'; // all 16 lost
    expect([figuresLost(state, 'red'), figuresLost(state, 'white')]).toEqual([10, 16]);
    state.outcome = { winner: 'red', reason: 'held' };
    const events: GameEvent[] = [];
    recoveryAfterBattle(state, events);
    expect(events.map((e) => e.text)).toEqual([
      'Casualty recovery after the battle: Reds (the winners) lost 10 figures, and two thirds of them (rounded down) recover for the next battle: 6',
      'Casualty recovery after the battle: Whites (the losers) lost 16 figures, and one third of them (rounded down) recover for the next battle: 5',
    ]);
  });
});
