import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { allowanceOf, diceVehicleMove, furthestAlong, moveRefusal } from './movement.ts';
import { fireBar } from '../fire/fire.ts';
import { centroid } from '../state.ts';
import { deployedState, kamenka, unitOf, woods, wwScenario } from '../test-fixtures.ts';
import { statesOfARandomGame } from '../../../testing/random-states.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { SeededDice, rngFromSeed } from '../../../engine/dice.ts';

const road = { id: 'road', kind: 'line' as const, type: 'road' as const, points: [{ x: 40, y: 0 }, { x: 40, y: 48 }] };
const marsh = { id: 'marsh', kind: 'area' as const, type: 'marsh' as const, polygon: [{ x: 0, y: 30 }, { x: 72, y: 30 }, { x: 72, y: 34 }, { x: 0, y: 34 }] };
const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 },
    { id: 'cav', troopType: 'red-cavalry', command: 'a', x: 20, y: 10, stands: 4 },
    { id: 'mg', troopType: 'red-mg', command: 'b', x: 30, y: 10 },
    { id: 'gun', troopType: 'red-field-gun', command: 'b', x: 40, y: 10 },
    { id: 'car', troopType: 'red-armoured-car', command: 'c', x: 50, y: 10 },
  ],
  [{ id: 'w', troopType: 'white-infantry', command: 'a', x: 60, y: 40, stands: 4 }],
  [woods('wood', 0, 14, 72, 24), road, marsh],
);

const to = (state: ReturnType<typeof deployedState>, id: string, dy: number) => {
  const c = centroid(unitOf(state, id).stands);
  return { x: c.x, y: c.y + dy };
};

describe('movement', () => {
  it('"Infantry and MG units move half in rough terrain"', () => {
    const state = deployedState(scenario);
    // 4" in the open, then 2" into the wood at double cost: 4 + 4 = 8 > 6.
    expect(moveRefusal(state, unitOf(state, 'inf'), to(state, 'inf', 6))).toMatch(/costs 8"/);
    expect(moveRefusal(state, unitOf(state, 'inf'), to(state, 'inf', 5))).toBeNull();
  });

  it('"Artillery, Cavalry, Tanks and A/Cs may not enter rough terrain"', () => {
    const state = deployedState(scenario);
    expect(moveRefusal(state, unitOf(state, 'cav'), to(state, 'cav', 5))).toMatch(/may not enter rough terrain/);
    expect(moveRefusal(state, unitOf(state, 'cav'), to(state, 'cav', 3))).toBeNull();
    unitOf(state, 'car').allowance = 12;
    expect(moveRefusal(state, unitOf(state, 'car'), to(state, 'car', 6))).toMatch(/rough terrain/);
  });

  it('"Roads … if they pass through forest, then they permit full speed movement, and also artillery movement"', () => {
    const state = deployedState(scenario);
    expect(moveRefusal(state, unitOf(state, 'gun'), to(state, 'gun', 6))).toBeNull();
    // Off the road, the same move is closed to the gun.
    const gun = unitOf(state, 'gun');
    gun.stands = [{ ...gun.stands[0]!, x: 44 }];
    expect(moveRefusal(state, unitOf(state, 'gun'), to(state, 'gun', 6))).toMatch(/rough terrain/);
  });

  it('a road through marsh does not help: "Roads have no effect in the game, unless they pass through forest"', () => {
    const state = deployedState(scenario);
    const inf = unitOf(state, 'inf');
    inf.stands = inf.stands.map((s, i) => ({ ...s, x: 39 + i * 0.01, y: 28 }));
    expect(moveRefusal(state, inf, { x: 39, y: 33 })).toMatch(/costs/);
  });

  it('"Tanks and A/Cs may choose to move up to 5d6 worth of inches"; three of a kind, no move', () => {
    const state = deployedState(scenario);
    const car = unitOf(state, 'car');
    diceVehicleMove(car, forcedDice([6, 5, 4, 1, 2]), []);
    expect(allowanceOf(car)).toBe(18);
    diceVehicleMove(car, forcedDice([2, 5, 2, 1, 2]), []);
    expect(allowanceOf(car)).toBe(0);
  });

  it('"If an Artillery unit or MG unit move, they may not shoot"', () => {
    const state = deployedState(scenario, 'fire');
    state.fireStep = 1;
    const mg = unitOf(state, 'mg');
    expect(fireBar(state, mg)).toBeNull();
    mg.moved = true;
    expect(fireBar(state, mg)).toMatch(/moved this turn/);
    unitOf(state, 'car').moved = true;
    expect(fireBar(state, unitOf(state, 'car'))).toBeNull();
  });

  it('a plain move may not come within 1" of an enemy: only a charge makes contact', () => {
    const state = deployedState(scenario);
    const w = unitOf(state, 'w');
    w.stands = w.stands.map((s, i) => ({ ...s, x: 10 + i, y: 15 }));
    expect(moveRefusal(state, unitOf(state, 'inf'), to(state, 'inf', 3.5))).toMatch(/only a charge/);
  });
});

describe('move choices say what the move does', () => {
  it('a move choice\'s label gives the inches the step then reports, in every move offered through two random games', () => {
    let checked = 0;
    const mismatches: string[] = [];
    for (const seed of [3, 9]) {
      for (const state of statesOfARandomGame(ww, kamenka(), seed)) {
        if (state.phase !== 'move') continue;
        for (const choice of ww.options(state)) {
          if (choice.action.type !== 'move') continue;
          // The last move of the phase runs on through the fire steps: any dice do.
          const r = ww.step(state, choice.action, new SeededDice(rngFromSeed(seed)));
          if (!r.ok) throw new Error(r.error.reason);
          const said = /move ([\d.]+)"/.exec(choice.label)![1];
          const done = /moves? ([\d.]+)"$/.exec(r.value.events.find((e) => e.kind === 'move')!.text)![1];
          checked++;
          if (said !== done) mismatches.push(`${choice.label} / ${done}"`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(mismatches).toEqual([]);
  });
});

describe('stands never overlap (README: "Measuring")', () => {
  // 004 line 13, "Units should be organized by stands": a stand is a rectangle on the table (cavalry 1" by 2"), so no
  // move may leave it on another unit's stand, nose to tail as much as side by side.
  const column = wwScenario(
    [{ id: 'front', troopType: 'red-cavalry', command: 'a', x: 20, y: 10 }, { id: 'rear', troopType: 'red-cavalry', command: 'a', x: 20, y: 14 }],
    [{ id: 'w', troopType: 'white-infantry', command: 'a', x: 60, y: 40 }],
  );

  it('a cavalry stand may close up to touch the one ahead, but not ride onto it', () => {
    const state = deployedState(column);
    const rear = unitOf(state, 'rear');
    // Centres 1.5" apart are more than a stand's width, yet two 2"-deep stands then overlap by half an inch.
    expect(moveRefusal(state, rear, { x: 20, y: 11.5 })).toBe('the move would end on top of another unit');
    expect(moveRefusal(state, rear, { x: 20, y: 12 })).toBeNull();
    expect(furthestAlong(state, rear, { x: 0, y: -1 }, 3, allowanceOf(rear))).toBe(2);
  });

  it('a move turns its stands the way they go, and is judged so turned', () => {
    const state = deployedState(wwScenario(
      [{ id: 'left', troopType: 'red-cavalry', command: 'a', x: 20, y: 10 }, { id: 'right', troopType: 'red-cavalry', command: 'a', x: 23, y: 10 }],
      [{ id: 'w', troopType: 'white-infantry', command: 'a', x: 60, y: 40 }],
    ));
    const right = unitOf(state, 'right');
    // Riding west the stand turns west, 2" long along the way: 1.4" from the stand beside it, it overlaps it by 0.1".
    expect(moveRefusal(state, right, { x: 21.4, y: 10 })).toBe('the move would end on top of another unit');
    expect(moveRefusal(state, right, { x: 21.6, y: 10 })).toBeNull();
  });
});
