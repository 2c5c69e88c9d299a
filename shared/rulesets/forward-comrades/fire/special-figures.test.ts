import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { inflict } from './casualties.ts';
import { RULES_TABLES } from '../tables/rules-tables.ts';
import { fcScenario, stateAt, unitOf } from '../test-fixtures.ts';

const scenario = fcScenario(
  [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'kom', troopType: 'red-infantry', leader: 'rc', x: 30, y: 10, stands: 4, characteristics: ['commissar'] }],
  [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'pop', troopType: 'white-infantry', leader: 'wc', x: 30, y: 40, stands: 4, characteristics: ['religious-leader'] }],
);

const lookUp = (id: string) => {
  const table = RULES_TABLES.find((t) => t.id === id);
  if (!table) throw new Error(`no table ${id}`);
  return table;
};

describe('special figures hit when their unit takes a casualty', () => {
  it('"every special figure attached to the unit (officer, priest, commissar) all must test": the priest rolls on his own table, under his own rule', () => {
    const state = stateAt(scenario);
    const events: GameEvent[] = [];
    inflict(state, unitOf(state, 'pop'), 1, 'fire', forcedDice([10]), events);
    const roll = events.find((e) => e.roll?.column === 'religious leader')!.roll!;
    expect(roll.table).toBe('religious-leader-loss');
    expect(roll.rule).toMatch(/Religious leaders/);
    expect(roll.rule).not.toMatch(/Commissar/);
    expect(unitOf(state, 'pop').priest).toBe(false);
    expect(lookUp('religious-leader-loss').title).toMatch(/Religious leader/);
  });

  it('"Any time that the unit to which the commissar is attached takes a casualty, roll a D10. It the result is "0" he is killed"', () => {
    const state = stateAt(scenario);
    const events: GameEvent[] = [];
    inflict(state, unitOf(state, 'kom'), 1, 'fire', forcedDice([9]), events);
    const roll = events.find((e) => e.roll?.column === 'commissar')!.roll!;
    expect(roll.table).toBe('commissar-loss');
    expect(roll.rule).toBe('Forward Comrades: Commissars');
    expect(unitOf(state, 'kom').commissar).toBe(true);
  });

  it('the rules tables answer as the game rolls: killed on the ten face only', () => {
    for (const id of ['commissar-loss', 'religious-leader-loss']) {
      const table = lookUp(id);
      expect(table.lookup({ roll: '10' })).toEqual({ ok: true, value: { killed: true } });
      expect(table.lookup({ roll: '9' })).toEqual({ ok: true, value: { killed: false } });
    }
  });
});
