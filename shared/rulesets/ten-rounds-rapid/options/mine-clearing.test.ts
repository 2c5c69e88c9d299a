import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { moveUnit } from '../movement/movement.ts';
import { centreOf } from '../state.ts';
import { toInches } from '../scale.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { clearMines, clearRefusal, clearingRoll } from './mine-clearing.ts';
import { optionsFor } from '../options.ts';
import { OPTION_TABLES } from './option-tables.ts';

/** A field across the Reds' way north, with two companies side by side south of it. */
const field = area('mf', 'fields', 0, 7, 60, 11);
const state = () => startedState(trrScenario(
  [company('a', 'red-rifles', 10, 5), company('b', 'red-rifles', 30, 5), { id: 'mg', troopType: 'red-mg', x: 20, y: 5 }],
  [company('w', 'white-rifles', 10, 38)], [field], { ruleset: { id: 'ten-rounds-rapid', options: { 'minefield.mf': 6 } } },
));

describe('clearing minefields: "Mines can be cleared by troops on foot. They move forward at bad going rate, leaving a path as wide as the model"', () => {
  it('any company on foot may clear (Tachanka has no engineers: decision), on 8 or more, before it moves or fires', () => {
    const s = state();
    const a = unitOf(s, 'a'), mg = unitOf(s, 'mg');
    a.band = 'hesitant';
    expect(clearRefusal(s, a)).toMatch(/8 or more/);
    a.band = 'any';
    expect(clearRefusal(s, a)).toBeNull();
    s.phase = 'act';
    s.activeUnit = 'a';
    expect(optionsFor(s).map((c) => c.label)).toContain('a: clear a lane forward through the mines');
    mg.band = 'any';
    expect(clearRefusal(s, mg)).toBe('only companies on foot clear mines');
  });

  it('"at bad going rate": 20 cm less two d10s, testing for no mines on the way', () => {
    expect(clearingRoll(forcedDice([3, 4])).cm).toBe(13);
    expect(clearingRoll(forcedDice([10, 10])).cm).toBe(0);
    const s = state();
    const a = unitOf(s, 'a');
    a.band = 'any';
    const y = centreOf(a).y;
    const dice = forcedDice([3, 4]);
    const events: GameEvent[] = [];
    clearMines(s, a, dice, events);
    expect(dice.remaining()).toBe(0);
    expect(centreOf(a).y).toBeCloseTo(y + toInches(13), 5);
    expect(events[0]!.text).toBe('a clear a lane through the mines: 13 cm cleared (20 cm - 7)');
    expect(OPTION_TABLES.find((t) => t.id === 'mine-clearing')!.lookup({ rolls: '3,4' })).toEqual({ ok: true, value: { cleared: 13 } });
  });

  it('a unit following the lane tests for no mines; one beside it still does', () => {
    const s = state();
    const a = unitOf(s, 'a');
    a.band = 'any';
    clearMines(s, a, forcedDice([1, 1]), []);
    // A second company moved up the same lane: no test.
    const b = unitOf(s, 'b');
    b.pieces = a.pieces.map((p) => ({ ...p, y: 5 }));
    const c = centreOf(b);
    const lane = forcedDice([]);
    moveUnit(s, b, { x: c.x, y: c.y + toInches(15) }, false, lane, []);
    expect(lane.rolls).toEqual([]);
    // The MG, 10" east of the lane, tests on its way north (a 7 is safe, then 7 7).
    const mg = unitOf(s, 'mg');
    mg.band = 'any';
    const m = centreOf(mg);
    const events: GameEvent[] = [];
    moveUnit(s, mg, { x: m.x, y: m.y + toInches(12) }, false, forcedDice([10, 7, 7, 7]), events);
    expect(events.some((e) => e.roll?.table === 'minefield')).toBe(true);
  });
});
