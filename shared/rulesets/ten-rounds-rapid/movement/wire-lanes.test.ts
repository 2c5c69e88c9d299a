import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { moveUnit } from './movement.ts';
import { wayFor } from '../options/weather-going.ts';
import { pathPenalties } from './terrain.ts';
import { MOVEMENT_TABLE } from './movement-table.ts';
import { centreOf } from '../state.ts';
import { toCm, toInches } from '../scale.ts';
import { company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

// Wire 2 cm deep along y = 10 inches; a Mark V at x 20 and a company at x 40, both south of it.
const scenario = () => trrScenario(
  [company('r', 'red-rifles', 40, 6)],
  [{ id: 'tank', troopType: 'white-mark-v', x: 20, y: 6 }],
  [{ ...line('wire', 'wire', [[0, 10], [60, 10]], toInches(2)), label: 'Tsaritsyn wire' }],
);

describe('"Tracked AFV\'s crossing barbed wire count as if bad going, and reduce the remains to poor going for infantry"', () => {
  it('a tank crossing wire pays the bad going once for the whole way and is not halted at the wire as infantry are', () => {
    const s = startedState(scenario());
    const tank = unitOf(s, 'tank');
    tank.band = 'any';
    const m = 'very-slow-tracked' as const;
    const way = wayFor(s, m, { x: 20, y: 6 }, { x: 20, y: 14 });
    expect(way.going).toBe('bad');
    expect(way.obstacles).toEqual([]);
    expect(pathPenalties(way, m)).toBe(MOVEMENT_TABLE[m].penalties.bad);
    const from = centreOf(tank);
    const events: GameEvent[] = [];
    // "V. Slow Tracked 25 cm 20 cm 1 P 2 P": 20 cm less 3 + 4 for the bad going is 13, past the wire 10 cm on; an
    // obstacle's penalties would have halted it at the wire had the dice left it short of getting over.
    moveUnit(s, tank, { x: 20, y: 6 + toInches(20) }, false, forcedDice([3, 4, 10]), events);
    expect(toCm(centreOf(tank).y - from.y)).toBeCloseTo(13);
    // The cause is said in the list of penalties, not in a second pair of brackets inside it.
    expect(events[0]!.roll!.result).toMatch(/^2 penalties \(bad going across the Tsaritsyn wire\): /);
  });

  it('the lane the tank crushed is poor going for infantry crossing there; elsewhere the wire still costs a penalty a cm', () => {
    const s = startedState(scenario());
    const tank = unitOf(s, 'tank');
    tank.band = 'any';
    const events: GameEvent[] = [];
    moveUnit(s, tank, { x: 20, y: 6 + toInches(20) }, false, forcedDice([1, 1, 10]), events);
    expect(events.map((e) => e.text)).toContain(`${tank.name} crushes a lane through the Tsaritsyn wire: poor going for infantry there from now on (Ten Rounds Rapid: 11 Movement)`);
    expect(s.wireLanes).toEqual([expect.objectContaining({ wireId: 'wire', by: tank.name, at: { x: 20, y: 10 } })]);
    // Through the lane: no wire penalties, one poor going penalty, and nothing that halts at the wire.
    const lane = wayFor(s, 'infantry', { x: 20, y: 8 }, { x: 20, y: 12 });
    expect(lane.obstacles).toEqual([{ label: `the lane ${tank.name} crushed through the Tsaritsyn wire: poor going`, penalties: MOVEMENT_TABLE.infantry.penalties.poor }]);
    // Outside it: "Infantry take one penalty per cm width" (2 cm of wire).
    expect(wayFor(s, 'infantry', { x: 40, y: 8 }, { x: 40, y: 12 }).obstacles).toEqual([{ label: 'Tsaritsyn wire', penalties: 2, line: 'wire' }]);
    // Cavalry and wheels are still shut out: the text opens the lane to infantry.
    expect(wayFor(s, 'cavalry', { x: 20, y: 8 }, { x: 20, y: 12 }).closed).toMatch(/may not cross/);
  });

  it('a tank that stays where it stood makes no lane', () => {
    const s = startedState(scenario());
    const tank = unitOf(s, 'tank');
    tank.band = 'any';
    // Two penalties of 10 eat the whole 20 cm move.
    moveUnit(s, tank, { x: 20, y: 6 + toInches(20) }, false, forcedDice([10, 10, 10]), []);
    expect(tank.stayed).toBe(true);
    expect(s.wireLanes).toEqual([]);
  });
});
