import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { moralePhase, moraleTest } from './morale.ts';
import { row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';

const scenario = () => rvrScenario(
  [{ id: 'sailors', troopType: 'red-sailors', at: row(10, 5, 5) }, { id: 'boss', troopType: 'red-commander', at: [[20, 2]] }],
  [{ id: 'pa', troopType: 'peoples-army', at: row(10, 5, 40) }, { id: 'mg', troopType: 'komuch-maxim', at: [[30, 40]] }],
);

describe('morale (Reds versus Reds, "Morale")', () => {
  it('“To take a morale test, throw a single D6 for each unit”: "If the score exceeds its Morale Rating, the unit has failed": sailors (Morale 4) pass on 4 and fail on 5; “The first time a unit fails a test it may continue to act as normal”, with a marker (“Place a suitable marker beside it”)', () => {
    const state = stateOf(scenario());
    const events: GameEvent[] = [];
    expect(moraleTest(state, unitOf(state, 'sailors'), 'test', forcedDice([4]), events)).toBe(false);
    expect(moraleTest(state, unitOf(state, 'sailors'), 'test', forcedDice([5]), events)).toBe(true);
    expect(unitOf(state, 'sailors').moraleMarkers).toBe(1);
    expect(events[1]!.roll).toMatchObject({ table: 'morale-test', column: 'Morale Rating 4, 0 markers held', dice: [5], result: 'failed: 1 marker, acts as normal', target: '4 or less' });
  });

  it('"It routs immediately if it receives a third marker": the whole unit is removed (“It cannot be rallied, and cannot return during the game”)', () => {
    const state = stateOf(scenario());
    const pa = unitOf(state, 'pa');
    pa.moraleMarkers = 2;
    const events: GameEvent[] = [];
    moraleTest(state, pa, 'test', forcedDice([3]), events);
    expect(pa.status).toBe('routed');
    expect(pa.figures).toHaveLength(0);
    expect(events.some((e) => e.kind === 'rout')).toBe(true);
  });

  it('“Take any morale tests required as a result of events this turn”. “Note that all tests are taken at this point, regardless of when in the turn sequence they were triggered”: casualties counted over the turn are tested in the morale phase. “Each turn in which it loses a significant proportion of its strength in casualties”: “The number of figures which must be removed in a turn to trigger a test depends on the number of figures which the unit contained at the beginning of that turn”, and “It may therefore have to take two or more tests in a turn”', () => {
    const state = stateOf(scenario());
    const pa = unitOf(state, 'pa');
    pa.turnStartFigures = 10;
    pa.casualties = 4;
    const sailors = unitOf(state, 'sailors');
    sailors.casualties = 1;
    const dice = forcedDice([1, 1]);
    const events: GameEvent[] = [];
    moralePhase(state, dice, events);
    expect(dice.remaining()).toBe(0);
    expect(events.filter((e) => e.kind === 'morale').map((e) => e.unitId)).toEqual(['pa', 'pa']);
  });

  it('a 1-figure Maxim tests after one casualty; commanders never test ("does not have to take morale tests")', () => {
    const state = stateOf(scenario());
    unitOf(state, 'mg').casualties = 1;
    unitOf(state, 'mg').turnStartFigures = 1;
    unitOf(state, 'boss').casualties = 1;
    const events: GameEvent[] = [];
    moralePhase(state, forcedDice([6]), events);
    expect(events.filter((e) => e.kind === 'morale').map((e) => e.unitId)).toEqual(['mg']);
    // One casualty is "1 casualty", one figure "1 figure": the line a player reads agrees with its count.
    expect(events.find((e) => e.kind === 'morale')!.text).toBe('mg tests morale (1 casualty from 1 figure, 1 a test): fail, 1 marker');
  });
});
