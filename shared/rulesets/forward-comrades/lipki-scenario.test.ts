import { describe, expect, it } from 'vitest';
import { pointInPolygon } from '../../geometry/polygon.ts';
import { threats } from './ai/exposure.ts';
import { chanceOver } from './ai/rout-risk.ts';
import { moverOf } from './movement/movement.ts';
import { moveDice } from './tables/tables-move.ts';
import { lipki, stateAt, unitOf } from './test-fixtures.ts';

// The bundled battle's Red deployment (README "The bundled battle"): the Reds' own edge is the southern one, 10" behind
// the town, and "Units, that fail morale, move one move to rear", off the table if the move carries them past it.
describe('the station at Lipki: where the Red reserve waits', () => {
  it('the Kazan cavalry wait in the town and the supply column behind it, where no White unit can fire on them at the start', () => {
    // "Being in defilade behind hills or woods usually gives complete cover": the town hides them from Battery Ridge.
    const state = stateAt(lipki(), 'preparatory', 'white');
    const town = state.scenario.terrain.find((f) => f.id === 'town');
    if (town?.kind !== 'area') throw new Error('Lipki is not an area');
    const cavalry = unitOf(state, 'r-cavalry');
    expect(cavalry.stands.every((s) => pointInPolygon(s, town.polygon))).toBe(true);
    expect(threats(state, cavalry)).toBe(0);
    expect(threats(state, unitOf(state, 'r-wagons'))).toBe(0);
  });

  it('the gunboat stands far enough up the river that one fall back ("Ships 4 D6") seldom carries it off', () => {
    const state = stateAt(lipki(), 'preparatory', 'white');
    const gunboat = unitOf(state, 'r-gunboat');
    const move = moveDice(state.system, moverOf(gunboat));
    expect(move).toEqual({ fixed: 0, dice: 4 });
    const room = Math.min(...gunboat.stands.map((s) => s.y));
    expect(chanceOver(move.dice, move.fixed, room)).toBeLessThan(0.1);
  });
});
