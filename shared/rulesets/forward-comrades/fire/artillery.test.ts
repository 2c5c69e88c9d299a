import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { bombard, bombardRefusal, indirectPermission, indirectRefusal, shellsAt } from './artillery.ts';
import { resolveFire } from './fire-resolve.ts';
import { fireProfile } from './fire.ts';
import { armourHit } from './vehicles.ts';
import { area, fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';

const figures = (state: FcState, id: string) => unitOf(state, id).stands.filter((s) => !s.weapon).reduce((a, s) => a + s.figures, 0);

const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 40, y: 30 },
    { id: 'field', troopType: 'red-field-gun', leader: 'rc', x: 30, y: 2, figures: 4 },
    { id: 'light', troopType: 'red-light-gun', leader: 'rc', x: 20, y: 2, figures: 2 },
    { id: 'heavy', troopType: 'red-heavy-gun', leader: 'rc', x: 10, y: 2, figures: 5 },
  ],
  [
    { id: 'wc', troopType: 'white-officer', x: 2, y: 46 },
    { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 34, stands: 4 },
    { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 50, y: 10 },
    { id: 'allied', troopType: 'allied-field-gun', leader: 'wc', x: 60, y: 46, figures: 4 },
  ],
  [area('wood', 'woods', 20, 12, 44, 20)],
  { ruleset: { id: 'forward-comrades', options: { indirectFire: true } } },
);

describe('artillery fire', () => {
  it('"Roll a D10 per shell fired": a field section\'s four gunners fire four shells, 8-10 hit, "Target stands lose 1 figure per hit"', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    const gun = fireProfile(unitOf(state, 'field')).guns[0]!;
    const events: GameEvent[] = [];
    expect(shellsAt(gun, unitOf(state, 'whites'), 'close', forcedDice([8, 9, 7, 1]), events, unitOf(state, 'field'))).toEqual({ hits: 2, rolled: [8, 9, 7, 1] });
    expect(events[0]!.roll).toMatchObject({ table: 'artillery', dice: [8, 9, 7, 1], total: 2 });
  });

  it('"Heavy guns … Target stands lose 2 figures per hit"; a hit on 7-10, one shell', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    unitOf(state, 'heavy').leadership = true;
    // The heavy section sees the Whites over the wood? It does not: fire indirectly, spotted by the officer at 40,30.
    resolveFire(state, unitOf(state, 'heavy'), unitOf(state, 'whites'), 'indirect', forcedDice([/* permission */ 6, /* shell */ 7]), []);
    expect(figures(state, 'whites')).toBe(14);
  });

  it('"Artillery fire is -1 vs tanks … except at point blank range"', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    const gun = fireProfile(unitOf(state, 'field')).guns[0]!;
    const events: GameEvent[] = [];
    shellsAt(gun, unitOf(state, 'tank'), 'close', forcedDice([8, 8, 8, 8]), events, unitOf(state, 'field'));
    expect(events[0]!.roll!.total).toBe(0);
    shellsAt(gun, unitOf(state, 'tank'), 'point-blank', forcedDice([8, 8, 8, 8]), events, unitOf(state, 'field'));
    expect(events[1]!.roll!.total).toBe(4);
  });

  it('a critical hit on a tank: "6 = Critical hit, roll D6 again", "5,6 = On fire, abandoned"', () => {
    const state = stateAt(scenario);
    armourHit(state, unitOf(state, 'tank'), forcedDice([6, 5]), []);
    expect(unitOf(state, 'tank').status).toBe('destroyed');
    const again = stateAt(scenario);
    armourHit(again, unitOf(again, 'tank'), forcedDice([6, 3]), []);
    expect(unitOf(again, 'tank').immobile).toBe('game');
  });
});

describe('shells on armour', () => {
  it('"4 = close miss, and tank commander grows alarmed, test morale": a failed test and the tank falls back', () => {
    const state = stateAt(scenario);
    const events: GameEvent[] = [];
    armourHit(state, unitOf(state, 'tank'), forcedDice([4, 5, 1, 1]), events);
    expect(events.find((e) => e.kind === 'morale')!.text).toMatch(/a close miss\): failed/);
    expect(unitOf(state, 'tank').fallingBack).toBe(true);
  });

  it('"5 = count as hit against tank, no further damage but reduces morale.": the hit is counted and adds to its next test', () => {
    const state = stateAt(scenario);
    armourHit(state, unitOf(state, 'tank'), forcedDice([5]), []);
    expect(unitOf(state, 'tank')).toMatchObject({ countedHits: 1, status: 'active', immobile: 'no' });
    const events: GameEvent[] = [];
    armourHit(state, unitOf(state, 'tank'), forcedDice([4, 4, 1, 1]), events);
    // A 4 passes alone; with the counted hit's +1 it is 5 and fails.
    expect(events.find((e) => e.kind === 'morale')!.roll).toMatchObject({ dice: [4], total: 5, result: 'failed' });
  });

  it('"3,4 = Immobilized for remainder of game. Test morale if hit again by artillery or attacked in melee by infantry. Pass = may fire normally, Fail = surrender or abandon tank."', () => {
    const state = stateAt(scenario);
    armourHit(state, unitOf(state, 'tank'), forcedDice([6, 3]), []);
    expect(unitOf(state, 'tank').immobile).toBe('game');
    // Hit again: the test comes first, whatever the shell does; a 2 passes and the shell is defeated (1).
    const passed = structuredClone(state);
    const events: GameEvent[] = [];
    armourHit(passed, unitOf(passed, 'tank'), forcedDice([2, 1]), events);
    expect(events[0]!.text).toMatch(/hit again by artillery while immobilised\): passed/);
    expect(unitOf(passed, 'tank').status).toBe('active');
    // A 5 fails: the crew abandon it.
    armourHit(state, unitOf(state, 'tank'), forcedDice([5]), []);
    expect(unitOf(state, 'tank').status).toBe('destroyed');
  });
});

describe('indirect fire', () => {
  it('"The game master must allow it before the start of the game"', () => {
    const state = stateAt({ ...scenario, ruleset: { id: 'forward-comrades', options: {} } }, 'preparatory', 'red');
    state.indirectFire = false;
    expect(indirectRefusal(state, unitOf(state, 'field'), 'field', unitOf(state, 'whites'), false)).toMatch(/must allow it/);
  });

  // “Guns may fire directly, indirectly, or may Bombard an area.” “Guns firing in phase 1” “(preparatory fire) may fire any type of fire.”
  // “Guns firing in phase 3 (defensive fire)” “may fire only directly (except for interventionist guns, which may fire directly or indirectly” “in phase 3 as well as in phase 1)”.
  it('light guns: "No indirect"; in defensive fire only interventionist guns fire indirectly', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    expect(indirectRefusal(state, unitOf(state, 'light'), 'light', unitOf(state, 'whites'), false)).toMatch(/light guns/);
    expect(indirectRefusal(state, unitOf(state, 'field'), 'field', unitOf(state, 'whites'), false)).toBeNull();
    expect(indirectRefusal(state, unitOf(state, 'field'), 'field', unitOf(state, 'whites'), true)).toMatch(/only directly/);
    expect(indirectRefusal(state, unitOf(state, 'allied'), 'field', unitOf(state, 'field'), true) ?? '').not.toMatch(/only directly/);
  });

  it('"Distance from leader to battery … Fire on 3-6 / 4-6 / 5-6", "Interventionist Guns +1"; "One officer may only "Spot" for one battery"', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    const events: GameEvent[] = [];
    // The officer stands about 28" from the field section: fire on 5-6; a 4 fails.
    expect(indirectPermission(state, unitOf(state, 'field'), unitOf(state, 'whites'), forcedDice([4]), events)).toBe(false);
    expect(events[0]!.roll).toMatchObject({ table: 'indirect-fire', column: 'Above 24"', target: '5-6' });
    expect(leaderOf(state, 'rc').spottedFor).toBe('field');
    expect(indirectRefusal(state, unitOf(state, 'heavy'), 'heavy', unitOf(state, 'whites'), false)).toMatch(/free to spot/);
  });

  it('“Interventionist Guns | +1 to above die roll”', () => {
    const state = stateAt(scenario, 'preparatory', 'white');
    leaderOf(state, 'wc').x = 28; leaderOf(state, 'wc').y = 8;
    const events: GameEvent[] = [];
    expect(indirectPermission(state, unitOf(state, 'allied'), unitOf(state, 'field'), forcedDice([4]), events)).toBe(true);
    expect(events[0]!.roll).toMatchObject({ modifiers: [{ label: 'interventionist guns', value: 1 }], total: 5 });
  });
});

describe('bombardment', () => {
  // “Gun Size | Die roll Modifier”: “Light guns | May not Bombard”, “Field guns | No modifier”, “Medium guns | +1 to morale roll”, “Heavy guns | +2 to morale roll”.
  it('"Light guns may not bombard"; a bombardment square per section, its size from the chart', () => {
    const state = stateAt(scenario, 'preparatory', 'red');
    expect(bombardRefusal(state, unitOf(state, 'light'), 'light', 30, 20)).toMatch(/may not Bombard/);
    expect(bombardRefusal(state, unitOf(state, 'field'), 'field', 30, 20)).toBeNull();
    expect(bombardRefusal(state, unitOf(state, 'field'), 'field', 30, 60)).toMatch(/on the table/);
    bombard(state, unitOf(state, 'heavy'), 'heavy', 30, 25, []);
    bombard(state, unitOf(state, 'field'), 'field', 30, 25, []);
    expect(state.bombardments).toMatchObject([{ size: 3, modifier: 2 }, { size: 2, modifier: 0 }]);
  });
});
