import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../engine/events.ts';
import { announcedLosses } from './announced-losses.ts';

const roll = (result: string) => ({ table: 'shooting', dice: [5], modifiers: [], total: 5, result, rule: 'Reds versus Reds: Shooting procedure' });

describe('losses announced by events, not yet shown on the table', () => {
  it('are read from the data the rule set gives, summed by unit', () => {
    const events: GameEvent[] = [
      { kind: 'shot', text: 'a hit', targetUnitId: 'b', roll: roll('casualty'), figuresLost: { unitId: 'b', figures: 1 } },
      { kind: 'casualty', text: 'two more', unitId: 'b', figuresLost: { unitId: 'b', figures: 2 } },
      { kind: 'combat', text: 'the attacker falls', unitId: 'a', targetUnitId: 'b', figuresLost: { unitId: 'a', figures: 1 } },
    ];
    expect([...announcedLosses(events)]).toEqual([['b', 3], ['a', 1]]);
  });

  it('never from the words of a roll: "no casualties" or "a rifle figure is the casualty" without data are no loss', () => {
    const events: GameEvent[] = [
      { kind: 'casualty', text: 'Latvian Company: no casualties', unitId: 'c', roll: roll('no casualties') },
      { kind: 'casualty', text: 'Latvian Company: a rifle figure is the casualty', unitId: 'c', roll: roll('a rifle figure is the casualty') },
    ];
    expect(announcedLosses(events).size).toBe(0);
  });
});
