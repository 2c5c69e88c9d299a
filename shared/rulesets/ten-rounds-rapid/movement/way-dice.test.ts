import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { moveUnit } from './movement.ts';
import { isMoving } from './moving.ts';
import { SHORT_OF_OBSTACLE_CM } from './way-dice.ts';
import { centreOf } from '../state.ts';
import { toCm, toInches } from '../scale.ts';
import { heInput } from '../combat/heavy-fire.ts';
import { heShotsAllowed } from '../fire/he/he-fire.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';

const acting = (s: ReturnType<typeof startedState>, id: string) => { const u = unitOf(s, id); u.band = 'any'; return u; };
/** A hedge across the table `cm` ahead of a Red company set up at y = 5 (it moves north, toward y = 40). */
const hedgeAhead = (cm: number) => line('h', 'hedge', [[0, 5 + toInches(cm)], [60, 5 + toInches(cm)]]);
const breakdownOn = { ruleset: { id: 'ten-rounds-rapid' as const, options: { mechanicalBreakdown: true } } };

describe('section 11: an obstacle costs its penalties only when the move reaches it', () => {
  it('"trying to cross a linear obstacle" (002, line 191): a move the other dice stop short of the hedge pays nothing for it', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], [], [hedgeAhead(17)]));
    const a = acting(s, 'a');
    const c = centreOf(a);
    const events: GameEvent[] = [];
    const dice = forcedDice([6]);
    moveUnit(s, a, { x: c.x, y: c.y + toInches(20) }, true, dice, events);
    expect(toCm(centreOf(a).y - c.y)).toBeCloseTo(14);
    expect(dice.remaining()).toBe(0);
    expect(events[0]!.roll!.result).toBe('1 penalty (moving and firing): 20 − 6 = 14 cm left');
  });
  it('a unit that reaches the hedge and is left too little to get over it stops at it, and tries again at its next move', () => {
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], [], [hedgeAhead(17)]));
    const a = acting(s, 'a');
    const c = centreOf(a);
    const events: GameEvent[] = [];
    moveUnit(s, a, { x: c.x, y: c.y + toInches(20) }, false, forcedDice([9]), events);
    expect(toCm(centreOf(a).y - c.y)).toBeCloseTo(17 - SHORT_OF_OBSTACLE_CM);
    expect(events[0]!.roll!.result).toBe('1 penalty (hedge): 20 − 9 = 11 cm left, short of the hedge 17 cm on: stops at it');
    a.moved = false;
    const here = centreOf(a);
    moveUnit(s, a, { x: here.x, y: here.y + toInches(20) }, false, forcedDice([3]), events);
    expect(toCm(centreOf(a).y - here.y)).toBeCloseTo(17);
  });
  it('wire is paid "until the wire is fully traversed" (002, line 214), not by a company 15 cm short of it', () => {
    const wire = line('w', 'wire', [[0, 5 + toInches(17)], [60, 5 + toInches(17)]], toInches(3));
    const s = startedState(trrScenario([company('a', 'red-rifles', 10, 5)], [], [wire, area('wood', 'woods', 0, 0, 60, 6)]));
    const a = acting(s, 'a');
    const c = centreOf(a);
    const events: GameEvent[] = [];
    const dice = forcedDice([7]);
    moveUnit(s, a, { x: c.x, y: c.y + toInches(20) }, false, dice, events);
    expect(dice.remaining()).toBe(0);
    expect(toCm(centreOf(a).y - c.y)).toBeCloseTo(13);
    expect(events[0]!.roll!.result).toBe('1 penalty (poor going): 20 − 7 = 13 cm left');
  });
});

describe('a tank the dice leave where it stood (002, lines 371 and 381, line 696)', () => {
  const marsh = area('m', 'marsh', 0, 20, 60, 40);
  const tankInMarsh = () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 20, 22)], [{ id: 't', troopType: 'white-mark-v', x: 20, y: 30 }], [marsh], breakdownOn));
    return { s, t: acting(s, 't') };
  };
  it('has not moved: no breakdown roll ("Every time a tank moves"), and it fires as a stationary vehicle, twice, with no "firer moving"', () => {
    const { s, t } = tankInMarsh();
    const c = centreOf(t);
    const events: GameEvent[] = [];
    const dice = forcedDice([9, 8, 5]);
    moveUnit(s, t, { x: c.x, y: c.y - toInches(9.5) }, true, dice, events);
    expect(dice.remaining()).toBe(0);
    expect(centreOf(t)).toEqual(c);
    expect(events.map((e) => e.kind)).toEqual(['move']);
    expect(t.immobilised).toBe(false);
    expect(isMoving(t)).toBe(false);
    const input = heInput(s, t, unitOf(s, 'r'), 15)!;
    expect(input.moving).toBe(false);
    expect(heShotsAllowed({ stationary: !isMoving(t), armouredTarget: false, calibreMm: input.calibreMm, firedLastMove: false, firesOnce: false }).shots).toBe(2);
  });
  it('"modify by +1 for each penalty caused by terrain": the moving-and-firing penalty is not the terrain\'s', () => {
    const { s, t } = tankInMarsh();
    const c = centreOf(t);
    const events: GameEvent[] = [];
    moveUnit(s, t, { x: c.x, y: c.y - toInches(4) }, true, forcedDice([1, 1, 1, 5]), events);
    expect(isMoving(t)).toBe(true);
    const breakdown = events.find((e) => e.roll?.table === 'mechanical-breakdown')!;
    expect(breakdown.roll!.modifiers).toEqual([{ label: 'terrain penalties', value: 2 }]);
    expect(breakdown.roll!.total).toBe(7);
  });
});
