import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { stepGame } from '../step.ts';
import { optionsFor } from '../options.ts';
import { motivationModifiers } from '../motivation/motivation.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { counterBattery, counterBatteryRefusal } from './counter-battery-fire.ts';

// Two OP teams far apart, neither in sight of the other; each side has a company in front of it.
const scenario = (counter = 'red') => trrScenario(
  [{ id: 'rop', troopType: 'red-observer', x: 10, y: 3 }, company('r', 'red-rifles', 12, 3)],
  [{ id: 'wop', troopType: 'white-observer', x: 50, y: 37 }, { id: 'wop2', troopType: 'white-observer', x: 30, y: 37 }, company('w', 'white-rifles', 48, 37)],
  [], { ruleset: { id: 'ten-rounds-rapid', options: { counterBattery: counter } } });

function calling(counter = 'red') {
  const s = startedState(scenario(counter), 'red');
  const rop = unitOf(s, 'rop');
  rop.band = 'any';
  s.artillery.calling = rop.id;
  s.phase = 'act';
  s.activeUnit = rop.id;
  return { s, rop, wop: unitOf(s, 'wop') };
}

describe('Counter Battery Fire (section 14)', () => {
  it('"restricted to specialist weapons, allocated to counter battery fire": the option names the sides, checked by JSON path', () => {
    const { s, rop, wop } = calling('white');
    s.artillery.fired.wop = [1];
    expect(counterBatteryRefusal(s, rop, wop)).toMatch(/no guns allocated/);
    const doc = JSON.parse(JSON.stringify(scenario('blue')));
    expect(checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error').map((p) => p.path)).toEqual(['$.ruleset.options.counterBattery']);
  });

  it('engages only a battery "firing indirect": one that has fired', () => {
    const { s, rop, wop } = calling();
    expect(counterBatteryRefusal(s, rop, wop)).toMatch(/has not fired/);
    s.artillery.fired.wop = [1];
    expect(counterBatteryRefusal(s, rop, wop)).toBeNull();
    expect(optionsFor(s).map((c) => c.label)).toContain("rop: counter-battery fire on wop' battery");
  });

  // "This can also be used against off table batteries if you wish, but it would really need a side table with models":
  // the White battery is off the table, so the abstract roll-off settles it.
  it('"Assume it is attempting to engage a moving target" (8+), then located on a 10 "+ 1 for each turn" it fired, then the roll-off', () => {
    const { s, rop, wop } = calling();
    s.artillery.fired.wop = [1, 2];
    s.turn = 3;
    const events: GameEvent[] = [];
    // Request 8; locate 8 + 2 = 10; firer 7, target 3: 4 off the target's next activation roll.
    counterBattery(s, rop, wop, forcedDice([8, 8, 7, 3]), events);
    expect(events.map((e) => e.roll && [e.roll.table, e.roll.total])).toEqual([['fire-request', 8], ['counter-battery-locate', 10], ['counter-battery-duel', 7], ['counter-battery-duel', 3]]);
    expect(s.artillery.engaged.red).toBe('wop');
    expect(motivationModifiers(s, wop)).toContainEqual({ label: 'counter-battery fire (4 points)', value: -4 });
    // The points come off that one test: the White team's activation uses them up.
    Object.assign(s, { toAct: 'white', phase: 'activate', activeUnit: null });
    s.artillery.calling = null;
    const r = stepGame(s, { type: 'activate', side: 'white', unitId: 'wop', stiffen: false }, forcedDice([9]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(r.value.events.find((e) => e.roll?.table === 'motivation')!.roll!.modifiers).toContainEqual({ label: 'counter-battery fire (4 points)', value: -4 });
    expect(motivationModifiers(r.value.state, unitOf(r.value.state, 'wop')).some((m) => /counter-battery/.test(m.label))).toBe(false);
  });

  it('"Counter battery fire must stay on the same target until it\'s target ceases fire"', () => {
    const { s, rop } = calling();
    s.turn = 3;
    s.artillery.fired = { wop: [2], wop2: [3] };
    s.artillery.engaged.red = 'wop';
    expect(counterBatteryRefusal(s, rop, unitOf(s, 'wop2'))).toMatch(/must stay on the same target/);
    // Once the engaged battery has not fired this move or the last, the guns are free.
    s.turn = 4;
    s.artillery.fired.wop = [1];
    s.artillery.fired.wop2 = [3];
    expect(counterBatteryRefusal(s, rop, unitOf(s, 'wop2'))).toBeNull();
  });

  it('a battery not located is not engaged; a located one stays located (no second location roll)', () => {
    const { s, rop, wop } = calling();
    s.artillery.fired.wop = [1];
    const missed: GameEvent[] = [];
    counterBattery(s, rop, wop, forcedDice([9, 5]), missed);
    expect(s.artillery.engaged.red).toBeNull();
    s.artillery.engaged.red = 'wop';
    const again: GameEvent[] = [];
    counterBattery(s, rop, wop, forcedDice([9, 2, 6]), again);
    expect(again.map((e) => e.roll?.table)).toEqual(['fire-request', 'counter-battery-duel', 'counter-battery-duel']);
  });
});
