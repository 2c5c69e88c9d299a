import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { centroid } from '../../../geometry/point-sets.ts';
import { moveCheck, rollMove } from './movement.ts';
import { performMove, holdInPlace } from './unit-move.ts';
import { mayMoveNow } from '../sequence.ts';
import { assaultBar } from '../melee/assault.ts';
import { area, fcScenario, line, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';

const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'inf', troopType: 'red-infantry', leader: 'rc', x: 10, y: 10, stands: 2 },
    { id: 'car', troopType: 'red-armoured-car', leader: 'rc', x: 30, y: 6 },
    { id: 'tank', troopType: 'red-tank', leader: 'rc', x: 40, y: 6 },
    { id: 'train', troopType: 'red-armoured-train', leader: 'rc', x: 60, y: 6 },
    { id: 'gun', troopType: 'red-field-gun', leader: 'rc', x: 50, y: 6, figures: 4 },
    { id: 'boat', troopType: 'red-gunboat', leader: 'rc', x: 68, y: 30 },
  ],
  [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 10, y: 44, stands: 2 }],
  [area('wood', 'woods', 8, 14, 20, 30), line('road', 'road', [[24, 0], [24, 48]]), line('rail', 'railway', [[60, 0], [60, 48]]), line('river', 'river', [[68, 0], [68, 48]])],
);

const ready = (state: FcState, id: string, allowance: number, roadInches = 0) => Object.assign(unitOf(state, id), { leadership: true, allowance, roadInches });
const at = (state: FcState, id: string) => centroid(unitOf(state, id).stands);

describe('moves', () => {
  it('the all-dice table: "Infantry moving in open 2 D6", and the road die rolled with it', () => {
    const state = stateAt(scenario);
    const events: GameEvent[] = [];
    rollMove(state, unitOf(state, 'inf'), forcedDice([3, 4, 5]), events);
    expect(unitOf(state, 'inf')).toMatchObject({ allowance: 7, roadInches: 5 });
    expect(events[0]!.roll).toMatchObject({ table: 'movement', dice: [3, 4], total: 7 });
  });

  // “Below is a movement table with a standard distance to which is added a D6 for some variability.”
  it('the fixed-plus-D6 table: "Infantry or Machine guns in open 4"+D6"', () => {
    const state = stateAt(scenario);
    state.system = 'fixed-plus-d6';
    const events: GameEvent[] = [];
    rollMove(state, unitOf(state, 'inf'), forcedDice([3, 2]), events);
    expect(unitOf(state, 'inf').allowance).toBe(7);
    expect(events[0]!.roll).toMatchObject({ dice: [3], modifiers: [{ label: 'fixed part', value: 4 }], total: 7 });
  });

  it('"half in rough": 6" of dice take infantry 3" into the wood', () => {
    const state = stateAt(scenario);
    ready(state, 'inf', 6);
    const c = at(state, 'inf');
    expect(moveCheck(state, unitOf(state, 'inf'), { x: c.x, y: c.y + 5 })).toHaveProperty('refusal');
    // 4" in the open up to the wood's edge, then 1" of wood at double: 6".
    expect(moveCheck(state, unitOf(state, 'inf'), { x: c.x, y: c.y + 4.9 })).toHaveProperty('cost');
  });

  it('"Units on road or trail in column add one D6"; "Road/trail negates rough terrain penalty if unit in column"', () => {
    const state = stateAt(scenario);
    const inf = unitOf(state, 'inf');
    inf.stands = [{ x: 24, y: 5, facing: 0, figures: 4, weapon: null }, { x: 24, y: 6.6, facing: 0, figures: 4, weapon: null }];
    ready(state, 'inf', 6, 4);
    const check = moveCheck(state, inf, { x: 24, y: 5.8 + 10 });
    expect(check).toMatchObject({ cost: { column: true } });
  });

  it('"Armored car … off road 2 D6, cannot go into rough"; "Tanks 2 D6 in open or rough"', () => {
    const scenario2 = { ...scenario, terrain: [...scenario.terrain, { id: 'marsh', kind: 'area' as const, type: 'marsh' as const, polygon: [{ x: 28, y: 8 }, { x: 44, y: 8 }, { x: 44, y: 12 }, { x: 28, y: 12 }] }] };
    const state = stateAt(scenario2);
    ready(state, 'car', 10);
    ready(state, 'tank', 8);
    expect(moveCheck(state, unitOf(state, 'car'), { x: 30, y: 14 })).toMatchObject({ refusal: expect.stringMatching(/rough/) });
    expect(moveCheck(state, unitOf(state, 'tank'), { x: 40, y: 14 })).toMatchObject({ cost: { cost: 8 } });
  });

  it('trains keep to the railway; ships to the river', () => {
    const state = stateAt(scenario);
    ready(state, 'train', 20);
    ready(state, 'boat', 12);
    expect(moveCheck(state, unitOf(state, 'train'), { x: 60, y: 20 })).toHaveProperty('cost');
    expect(moveCheck(state, unitOf(state, 'train'), { x: 55, y: 20 })).toMatchObject({ refusal: expect.stringMatching(/railway/) });
    expect(moveCheck(state, unitOf(state, 'boat'), { x: 68, y: 40 })).toHaveProperty('cost');
    expect(moveCheck(state, unitOf(state, 'boat'), { x: 62, y: 30 })).toMatchObject({ refusal: expect.stringMatching(/river/) });
  });

  it('"Guns; limbered 3 D6 … unlimbered 2" (pushed by hand)": a gun may always be pushed 2"', () => {
    const state = stateAt(scenario);
    ready(state, 'gun', 1);
    expect(moveCheck(state, unitOf(state, 'gun'), { x: 50, y: 8 })).toHaveProperty('cost');
    expect(moveCheck(state, unitOf(state, 'gun'), { x: 50, y: 9 })).toHaveProperty('refusal');
  });

  // “Due to the irregularities of the ground, there will be folds and depressions, that may provide cover but are too subtle to be represented”.
  it('"any unit that moves only 1/2 or less of the movement to which it is entiled by the dice may claim to be in cover"', () => {
    const state = stateAt(scenario);
    ready(state, 'inf', 8);
    performMove(state, unitOf(state, 'inf'), { x: 14, y: 10.8 }, forcedDice([]), []);
    expect(unitOf(state, 'inf').cover).toBe(true);
    const again = stateAt(scenario);
    ready(again, 'inf', 8);
    performMove(again, unitOf(again, 'inf'), { x: 17, y: 10.8 }, forcedDice([]), []);
    expect(unitOf(again, 'inf').cover).toBe(false);
    holdInPlace(unitOf(again, 'inf'), []);
    expect(unitOf(again, 'inf').cover).toBe(true);
  });

  it('suppressed: "may not move in phase 3 or in phase 4"', () => {
    const state = stateAt(scenario);
    const inf = ready(state, 'inf', 8);
    expect(mayMoveNow(state, inf)).toBe(true);
    inf.suppressed = true;
    expect(mayMoveNow(state, inf)).toBe(false);
    expect(assaultBar(state, inf)).toMatch(/suppressed/);
  });
});

describe('moving through a bombardment', () => {
  const bombarded = (): FcState => {
    const state = stateAt(scenario);
    state.bombardments.push({ gunId: 'x', side: 'white', x: 40, y: 12, size: 2, modifier: 1, label: 'bombardment by x' });
    return state;
  };

  // “If a unit attempts to enter or move throuh, an area that is being bombarded, it may not move any farther that turn without passing a morale test. If it does not pass morale it is Pinned.”
  it('"Any morale failure and the unit must stop at edge of bombardment area" — and "Pinned units may not fire or move further"', () => {
    const state = bombarded();
    const inf = unitOf(state, 'inf');
    inf.stands = [{ x: 40, y: 4, facing: 0, figures: 4, weapon: null }];
    inf.startStands = 1;
    ready(state, 'inf', 12);
    const events: GameEvent[] = [];
    // Morale: 4 + 1 (medium guns) = 5, failed.
    performMove(state, inf, { x: 40, y: 16 }, forcedDice([4]), events);
    expect(inf.pinned).toBe(true);
    expect(centroid(inf.stands).y).toBeLessThan(11.1);
    expect(events[0]!.roll).toMatchObject({ modifiers: [{ label: 'heavier guns bombarding', value: 1 }], total: 5, result: 'failed' });
  });

  // “Even if it passes morale, it may move only ½ normal move.”
  it('"If morale test passed, unit\'s move is cut in half"; "If the testing unit rolls a "6" … it takes one casualty" (a 6 also fails, README)', () => {
    const state = bombarded();
    const inf = unitOf(state, 'inf');
    inf.stands = [{ x: 40, y: 4, facing: 0, figures: 4, weapon: null }];
    ready(state, 'inf', 12);
    performMove(state, inf, { x: 40, y: 16 }, forcedDice([2]), []);
    expect(centroid(inf.stands).y).toBeCloseTo(10, 0);
    const again = bombarded();
    const other = unitOf(again, 'inf');
    other.stands = [{ x: 40, y: 4, facing: 0, figures: 4, weapon: null }];
    ready(again, 'inf', 12);
    performMove(again, other, { x: 40, y: 16 }, forcedDice([6]), []);
    expect(other.stands[0]!.figures).toBe(3);
  });

  it('"No units except Tanks, armored trains, or ships can move through a Bombardment without testing morale." "Tanks & armored trains may move through without testing morale but do so at half rate"', () => {
    const state = bombarded();
    ready(state, 'tank', 10);
    const events: GameEvent[] = [];
    performMove(state, unitOf(state, 'tank'), { x: 40, y: 16 }, forcedDice([]), events);
    expect(events.some((e) => e.kind === 'morale')).toBe(false);
    expect(at(state, 'tank').y).toBeCloseTo(11, 0);
  });

  it('"Ships are not affected by bombardment"', () => {
    const state = stateAt(scenario);
    state.bombardments.push({ gunId: 'x', side: 'white', x: 68, y: 34, size: 3, modifier: 2, label: 'bombardment by x' });
    ready(state, 'boat', 12);
    performMove(state, unitOf(state, 'boat'), { x: 68, y: 40 }, forcedDice([]), []);
    expect(at(state, 'boat').y).toBe(40);
  });
});
