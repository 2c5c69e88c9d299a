import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import type { GameEvent } from '../../engine/events.ts';
import { initiativeWinner, rollInitiative } from './initiative.ts';
import { startedState, trrScenario } from './test-fixtures.ts';

describe('d10 initiative ("both players roll a D10. The higher score then attempts to motivate his first unit")', () => {
  it('the higher d10 goes first', () => {
    expect(initiativeWinner(7, 3)).toBe('red');
    expect(initiativeWinner(2, 10)).toBe('white');
  });
  it('a tie is rolled again (README: "Initiative ties")', () => {
    const s = startedState(trrScenario([], []));
    const events: GameEvent[] = [];
    rollInitiative(s, forcedDice([5, 5, 2, 9]), events);
    expect(s.initiative).toEqual({ red: 2, white: 9, first: 'white' });
    expect(s.toAct).toBe('white');
    expect(events).toHaveLength(2);
  });
});
