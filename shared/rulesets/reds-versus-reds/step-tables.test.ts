import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import { stepTablesOf } from '../../engine/step-tables.ts';
import { stepGame } from './step.ts';
import { row, rvrScenario, stateOf } from './test-fixtures.ts';
import type { RvrState } from './state.ts';

/**
 * The last decision of the infantry shooting, with a figure already hit in it and a close combat waiting: one
 * action runs the end of the shooting, the close combat, the morale phase and the start of turn 2.
 */
function lastShootingDecision(): RvrState {
  const scenario = rvrScenario(
    [{ id: 'sailors', troopType: 'red-sailors', at: row(3, 10, 10.5) }],
    // The People's Army face away from the sailors: they have nothing to shoot at.
    [{ id: 'pa', troopType: 'peoples-army', at: row(3, 10, 14), facing: 0 }],
  );
  const state = stateOf(scenario, { phase: 'shooting', category: 4, hit: ['pa/3'] });
  state.combats.push({ id: 'c1', single: 'pa/1', opponents: ['sailors/1'], attackerSide: 'red', startedTurn: 1 });
  return state;
}

const strengthOf = (units: { id: string; strength: { now: number } }[], id: string) => units.find((u) => u.id === id)!.strength.now;

describe('the table as each rules step of one action ended (Reds versus Reds)', () => {
  it('shows the infantry shooting\'s casualty at the close combat\'s start, and the combat\'s only after it', () => {
    const state = lastShootingDecision();
    // "If one figure's score exceeds the other's by 2 or more, the loser is killed": the sailor's 5 beats 3.
    const stepped = stepGame(state, { type: 'hold-fire', side: 'red', unitId: 'sailors' }, forcedDice([5, 3, ...Array<number>(20).fill(6)]), { keepTables: true });
    if (!stepped.ok) throw new Error(stepped.error.reason);
    const { events } = stepped.value;
    const tables = stepTablesOf(events);
    expect(tables.map((t) => events[t.at]!.text)).toEqual(['Close combat', 'Morale: rallies', 'Morale: tests', 'Turn 2 of 6']);
    // Three figures at the start; one fell to the infantry weapons, then one in close combat.
    expect(tables.map((t) => strengthOf(t.table.units, 'pa'))).toEqual([2, 1, 1, 1]);
    expect(tables[0]!.table.phase).toBe('shooting: infantry weapons');
    expect(stepped.value.state.units.find((u) => u.id === 'pa')!.figures).toHaveLength(1);
  });

  it('asked for no tables, the same action gives the same state and events, and keeps none', () => {
    const dice = () => forcedDice([5, 3, ...Array<number>(20).fill(6)]);
    const kept = stepGame(lastShootingDecision(), { type: 'hold-fire', side: 'red', unitId: 'sailors' }, dice(), { keepTables: true });
    const plain = stepGame(lastShootingDecision(), { type: 'hold-fire', side: 'red', unitId: 'sailors' }, dice());
    if (!kept.ok || !plain.ok) throw new Error('refused');
    expect(plain.value.events).toEqual(kept.value.events);
    expect(JSON.stringify(plain.value.state)).toBe(JSON.stringify(kept.value.state));
    expect(stepTablesOf(plain.value.events)).toEqual([]);
  });
});
