import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { availableRalliers, rally, rallyRefusal, rallyTargets } from './command.ts';
import { row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';

const scenario = () => rvrScenario(
  [
    { id: 'inf', troopType: 'red-infantry', at: row(6, 5, 5) },
    { id: 'far', troopType: 'red-infantry', at: row(6, 30, 5) },
    { id: 'boss', troopType: 'red-commander', at: [[5, 7]] },
    { id: 'kom', troopType: 'red-commissar', at: [[9, 7]] },
  ],
  [{ id: 'pa', troopType: 'peoples-army', at: row(6, 5, 40) }],
);

function rallyPhase() {
  const state = stateOf(scenario(), { phase: 'rally' });
  unitOf(state, 'inf').moraleMarkers = 2;
  unitOf(state, 'far').moraleMarkers = 1;
  return state;
}

describe('rallies (Reds versus Reds, "Commanders" and "Red Commissars")', () => {
  it('a commander may “Rally one of his units which has any figures within its Tactical Radius in inches of him”, not one farther off', () => {
    const state = rallyPhase();
    const boss = availableRalliers(state, 'red').find((r) => r.unit.id === 'boss')!;
    expect(rallyTargets(state, boss).map((u) => u.id)).toEqual(['inf']);
    expect(rallyRefusal(state, 'red', 'boss', 'far')).toMatch(/Tactical Rating/);
  });

  it('"succeeds if the result is less than the unit\'s Morale Rating": Red infantry (Morale 3) rally on 2, not on 3; “This marker may be removed only if the unit is successfully rallied by its C-in-C”', () => {
    const state = rallyPhase();
    const events: GameEvent[] = [];
    rally(state, 'boss', 'inf', forcedDice([3]), events);
    expect(unitOf(state, 'inf').moraleMarkers).toBe(2);
    const again = rallyPhase();
    rally(again, 'boss', 'inf', forcedDice([2]), events);
    expect(unitOf(again, 'inf').moraleMarkers).toBe(1);
    expect(events[1]!.roll).toMatchObject({ table: 'rally', target: 'under 3', result: 'rallied: 1 marker left' });
  });

  it('a commissar rallies on 3 or better; failing, the unit loses a figure "treated as a casualty"', () => {
    const state = rallyPhase();
    const events: GameEvent[] = [];
    rally(state, 'kom', 'inf', forcedDice([3]), events);
    expect(unitOf(state, 'inf').moraleMarkers).toBe(1);
    const again = rallyPhase();
    rally(again, 'kom', 'inf', forcedDice([2]), events);
    expect(unitOf(again, 'inf').figures).toHaveLength(5);
    expect(unitOf(again, 'inf').casualties).toBe(1);
    expect(unitOf(again, 'inf').moraleMarkers).toBe(2);
  });

  it('each rallies one unit a turn, and a commander who shot this turn "may not undertake any command tasks"', () => {
    const state = rallyPhase();
    rally(state, 'kom', 'inf', forcedDice([6]), []);
    expect(availableRalliers(state, 'red').map((r) => r.unit.id)).toEqual(['boss']);
    state.fired.push('boss/1');
    expect(availableRalliers(state, 'red')).toEqual([]);
  });
});
