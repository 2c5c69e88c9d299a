import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { MOVEMENT_TABLE, horseHolders, leftAfterPenalties, moveAfterPenalties } from './movement-table.ts';
import { moveRefusal, moveUnit } from './movement.ts';
import { changeHorses } from './formations.ts';
import { centreOf } from '../state.ts';
import { toCm, toInches } from '../scale.ts';
import { along, railOf } from './rails.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { pathTerrain } from './terrain.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

const acting = (s: ReturnType<typeof startedState>, id: string) => { const u = unitOf(s, id); u.band = 'any'; return u; };

describe('the movement table (section 11)', () => {
  it('holds the rates as printed: "Infantry 20 cm 20 cm", "Wheeled Vehicles 60 cm 30 cm", "Fast Tracked 70 cm 45 cm", "A/Train unlim"', () => {
    expect([MOVEMENT_TABLE.infantry.road, MOVEMENT_TABLE.infantry.crossCountry]).toEqual([20, 20]);
    expect([MOVEMENT_TABLE.wheeled.road, MOVEMENT_TABLE.wheeled.crossCountry]).toEqual([60, 30]);
    expect([MOVEMENT_TABLE['fast-tracked'].road, MOVEMENT_TABLE['fast-tracked'].crossCountry]).toEqual([70, 45]);
    expect(MOVEMENT_TABLE['armoured-train'].road).toBe('unlimited');
    expect(MOVEMENT_TABLE.cavalry.penalties.impassable).toBeNull();
    expect(MOVEMENT_TABLE['medium-tracked'].penalties.impassable).toBe(6);
  });
  // The columns: “Type Rate Rate Poor Bad Impassable Linear(1)”, road and cross-country rates, then penalties.
  // “Cavalry*/Bicycles /Tchanka 30 cm 30 cm 2 P 3 P N/A 1 P or 2 P”, “Manhandled Gun 10 cm 5 cm 3 P N/A N/A N/A”,
  // “V. Slow Tracked 25 cm 20 cm 1 P 2 P 3 P 1 P”, “Slow Tracked 40 cm 30 cm 1 P 2 P 4 P 1 P”, “Medium Tracked 60 cm 40 cm 2P 3 P 6 P 1 P”.
  it.each([
    ['cavalry', 30, 30, 2, 3, null], ['manhandled-gun', 10, 5, 3, null, null], ['very-slow-tracked', 25, 20, 1, 2, 3],
    ['slow-tracked', 40, 30, 1, 2, 4], ['medium-tracked', 60, 40, 2, 3, 6],
  ] as const)('the %s row: road %i cm, cross country %i cm, penalties poor %i, bad %s, impassable %s', (type, road, cross, poor, bad, impassable) => {
    const r = MOVEMENT_TABLE[type];
    expect([r.road, r.crossCountry, r.penalties.poor, r.penalties.bad, r.penalties.impassable]).toEqual([road, cross, poor, bad, impassable]);
  });
  // Penalties: "These take the form of a D10 centimetres" each.
  it('"a D10 centimetres deducted from the distance moved", never below nothing (README: "Penalties past the move")', () => {
    expect(moveAfterPenalties(20, [7])).toBe(13);
    expect(moveAfterPenalties(20, [9, 8, 10])).toBe(0);
  });
  it('prints the deduction as a sum that computes, and no sum where the penalties eat the whole move', () => {
    expect(leftAfterPenalties(20, [8])).toBe('20 − 8 = 12 cm left');
    expect(leftAfterPenalties(20, [9, 2, 2])).toBe('20 − 13 = 7 cm left');
    expect(leftAfterPenalties(20, [9, 8, 10])).toBe('27 cm lost of 20 cm: none left');
  });
  it('"must leave 1 figure in 4 to hold the horses (round this to the nearest whole number)"', () => {
    expect([horseHolders(6), horseHolders(8), horseHolders(10)]).toEqual([2, 2, 3]);
  });
});

describe('moving a unit', () => {
  it('infantry cross country move 20 cm and no more', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], []));
    const a = acting(s, 'a');
    const c = centreOf(a);
    expect(moveRefusal(s, a, { x: c.x, y: c.y + toInches(20) })).toBeNull();
    expect(moveRefusal(s, a, { x: c.x, y: c.y + toInches(21) })).toMatch(/at most 20 cm/);
  });
  it('a half-speed unit moves half ("may only move forward at 1/2 speed") and only forward', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], []));
    const a = unitOf(s, 'a');
    a.band = 'hesitant';
    const c = centreOf(a);
    expect(moveRefusal(s, a, { x: c.x, y: c.y + toInches(11) })).toMatch(/at most 10 cm/);
    expect(moveRefusal(s, a, { x: c.x, y: c.y - toInches(5) })).toMatch(/only move forward/);
  });
  it('a move through poor going rolls its penalty and stops short: woods are "Poor going … to infantry"', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], [], [area('w', 'woods', 0, 6, 30, 20)]));
    const a = acting(s, 'a');
    const c = centreOf(a);
    const events: GameEvent[] = [];
    moveUnit(s, a, { x: c.x, y: c.y + toInches(20) }, false, forcedDice([6]), events);
    expect(toCm(centreOf(a).y - c.y)).toBeCloseTo(14);
    expect(events[0]!.roll!.result).toMatch(/1 penalty \(poor going\): 20 − 6 = 14 cm left/);
  });
  it('"Any figure or vehicle moving and firing takes one penalty to do so"', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], []));
    const a = acting(s, 'a');
    const c = centreOf(a);
    moveUnit(s, a, { x: c.x, y: c.y + toInches(20) }, true, forcedDice([4]), []);
    expect(toCm(centreOf(a).y - c.y)).toBeCloseTo(16);
    expect(a.movedToFire).toBe(true);
  });
  it('"Barbed wire is impassable to cavalry"; infantry take "one penalty per cm width"', () => {
    const wire = line('wire', 'wire', [[0, 8], [60, 8]], toInches(2));
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5), company('c', 'red-cavalry', 30, 5)], [], [wire]));
    const cav = acting(s, 'c');
    expect(moveRefusal(s, cav, { x: centreOf(cav).x, y: 10 })).toMatch(/may not cross/);
    const a = acting(s, 'a');
    const c = centreOf(a);
    moveUnit(s, a, { x: c.x, y: c.y + toInches(20) }, false, forcedDice([3, 4]), []);
    expect(toCm(centreOf(a).y - c.y)).toBeCloseTo(13);
  });
  it('"(1) This applies to normal types of hedge, fence, wall or drainage ditches"; "rivers or larger streams add 1 penalty"; "Tracked AFV\'s crossing barbed wire count as if bad going"', () => {
    const lines = [line('hedge', 'hedge', [[0, 8], [60, 8]]), line('wall', 'wall', [[0, 12], [60, 12]]), line('ditch', 'stream-small', [[0, 16], [60, 16]]), line('stream', 'stream-big', [[0, 20], [60, 20]]), line('wire', 'wire', [[0, 24], [60, 24]], toInches(2))];
    const index = terrainIndexFor(trrScenario([], [], lines));
    const crossing = (m: Parameters<typeof pathTerrain>[1], y: number) => pathTerrain(index, m, { x: 10, y: y - 1 }, { x: 10, y: y + 1 }).obstacles.map((o) => o.penalties);
    // Wheeled vehicles: the Linear column's 2 P at a hedge, a wall and a small stream; 3 P at a larger stream.
    expect([8, 12, 16, 20].map((y) => crossing('wheeled', y))).toEqual([[2], [2], [2], [3]]);
    // Tracks over wire: no obstacle to halt at, but the way's going is bad (slow tracked 2 P; linear would be 1).
    expect(crossing('slow-tracked', 24)).toEqual([]);
    expect(pathTerrain(index, 'slow-tracked', { x: 10, y: 23 }, { x: 10, y: 25 }).going).toBe('bad');
    expect(MOVEMENT_TABLE['slow-tracked'].penalties.bad).toBe(2);
    // "Barbed wire is impassable to cavalry and wheeled transport."
    expect(pathTerrain(index, 'wheeled', { x: 10, y: 23 }, { x: 10, y: 25 }).closed).toBe('Wheeled vehicles may not cross the wire');
  });
  it('the road rate holds when the whole way keeps to the road: "Wheeled Vehicles 60 cm" on it, 30 off it', () => {
    const road = line('road', 'road', [[20, 0], [20, 40]]);
    const s = startedState(trrScenario([{ id: 'car', troopType: 'red-austin', x: 20, y: 2 }], [], [road]));
    const car = acting(s, 'car');
    expect(moveRefusal(s, car, { x: 20, y: 2 + toInches(60) })).toBeNull();
    expect(moveRefusal(s, car, { x: 22, y: 2 + toInches(25) })).toBeNull();
    expect(moveRefusal(s, car, { x: 23, y: 2 + toInches(40) })).toMatch(/at most 30 cm/);
  });
  it('"Cavalry take one penalty to dismount", leaving horse holders out of the fight', () => {
    const s = startedState(trrScenario([company('c', 'red-cavalry', 10, 5)], []));
    const c = acting(s, 'c');
    changeHorses(c, 'dismount', forcedDice([5]), []);
    expect(c.mounted).toBe(false);
    expect(c.figures).toBe(6);
    expect(c.horseHolders).toBe(2);
    expect(c.spentCm).toBe(5);
  });
  it('the armoured train moves any distance on its rails and never off them ("A/Train unlim")', () => {
    const rail = line('rail', 'railway', [[45, 0], [45, 40]]);
    const s = startedState(trrScenario([], [{ id: 't', troopType: 'white-train', x: 45, y: 30, bases: 3 }], [rail]));
    const t = acting(s, 't');
    t.pieces = t.pieces.map((p, i) => ({ ...p, x: 45, y: 34 - i * 6 }));
    expect(moveRefusal(s, t, { x: 50, y: 20 })).toMatch(/only along the railway/);
    expect(moveRefusal(s, t, { x: 45, y: 2 })).toBeNull();
    moveUnit(s, t, { x: 45, y: 2 }, false, forcedDice([]), []);
    const railway = railOf(terrainIndexFor(s.scenario), t.pieces)!;
    for (const p of t.pieces) expect(along(railway, p).off).toBeLessThan(0.01);
  });
});
