import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { CORE_TABLES } from '../rules-tables.ts';
import { breakdownTest } from './breakdown.ts';
import { startedState, trrScenario, unitOf } from '../test-fixtures.ts';

const table = CORE_TABLES.find((t) => t.id === 'mechanical-breakdown')!;

describe('section 18 "Mechanical Breakdowns": one function for the game and its rules table', () => {
  it('"modify by +1 for each penalty caused by terrain. On a roll of 10 … immobilised": the game and the table agree roll by roll', () => {
    for (const penalties of [0, 1, 3]) {
      for (let roll = 1; roll <= 10; roll++) {
        const s = startedState(trrScenario([], [{ id: 't', troopType: 'white-mark-v', x: 20, y: 30 }]));
        const t = unitOf(s, 't');
        const events: GameEvent[] = [];
        breakdownTest(t, penalties, forcedDice([roll]), events);
        const looked = table.lookup({ roll: String(roll), penalties: String(penalties) });
        expect(looked).toEqual({ ok: true, value: { total: roll + penalties, brokenDown: t.immobilised, result: events[0]!.roll!.result } });
        expect(t.immobilised).toBe(roll + penalties >= 10);
      }
    }
  });
});
