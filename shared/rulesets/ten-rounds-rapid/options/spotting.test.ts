import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenario } from '../check-scenario.ts';
import { stepGame } from '../step.ts';
import { optionsFor } from '../options.ts';
import type { TrrState } from '../state.ts';
import { sees } from '../observation/observation.ts';
import { counterBattery } from '../combat/counter-battery-fire.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';
import { observedBy } from './planned-fire.ts';

// A Red OP team (telephone) on the south edge; a wood 2" deep between it and a White company in the open 40 cm off;
// a second White company and the White OP team hidden in woods of their own.
const scenario = (options: Record<string, string | number | boolean> = { 'spotter.red': true }, extra: Partial<Parameters<typeof trrScenario>[3]> = {}) => trrScenario(
  [{ id: 'op', troopType: 'red-observer', x: 10, y: 5 }, company('r', 'red-rifles', 50, 5)],
  [company('w', 'white-rifles', 10, 5 + toInches(40)), company('hidden', 'white-rifles', 30, 25), { id: 'wop', troopType: 'white-observer', x: 50, y: 37 }],
  [area('screen', 'woods', 4, 8, 16, 10), area('copse', 'woods', 27, 23, 34, 27), area('hq', 'woods', 46, 34, 56, 39)], { ruleset: { id: 'ten-rounds-rapid', options }, ...extra },
);

/** The OP team activated (motivation 5 + 6 + 1 artillery - 1 alone = 11, any action): its call is due. */
function calling(options?: Record<string, string | number | boolean>): TrrState {
  const r = stepGame(startedState(scenario(options), 'red'), { type: 'activate', side: 'red', unitId: 'op', stiffen: false }, forcedDice([5]));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value.state;
}

const callTargets = (s: TrrState) => optionsFor(s).filter((c) => c.action.type === 'call-fire').map((c) => (c.action as { targetId: string }).targetId);

describe('spotting aircraft (section 14: "Wireless may only be used by Blue armies (and spotting aircrafts)")', () => {
  it('observes for the OP team\'s battery a target the team cannot see, by its own wireless', () => {
    const without = calling({});
    expect(sees(without, unitOf(without, 'op'), unitOf(without, 'w'))).toBe(false);
    expect(callTargets(without)).toEqual([]);
    const s = calling();
    // The company in the open is known from the air; the one in the copse, located by nobody, is not.
    expect(callTargets(s)).toEqual(['w']);
    // Request 5 (4+, no telephone penalty: the aircraft's wireless), scatter 10 on target, then the casualty dice.
    const r = stepGame(s, { type: 'call-fire', side: 'red', unitId: 'op', targetId: 'w' }, forcedDice([5, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.reason);
    const request = r.value.events.find((e) => e.kind === 'artillery-request')!;
    expect(request.text).toBe("op call their battery onto w through the Reds' spotting aircraft: the request goes through");
    expect(request.roll).toMatchObject({ table: 'fire-request', column: 'wireless', target: '4+', dice: [5], total: 5, rule: 'Ten Rounds Rapid: 14 Indirect Fire: Requesting Fire' });
    expect(r.value.events.find((e) => e.roll?.table === 'indirect-scatter')!.roll!.result).toMatch(/on target/);
  });

  it('"Telephones may only be used by observers who have not moved at all": a team that moved calls through the aircraft', () => {
    const blind = calling({});
    unitOf(blind, 'op').moved = true;
    expect(callTargets(blind)).toEqual([]);
    const s = calling();
    unitOf(s, 'op').moved = true;
    expect(callTargets(s)).toEqual(['w']);
  });

  it('planned fire is observed ("by any observers who can see the point of impact") and counter-battery has an air observer (+1)', () => {
    const s = calling({ 'spotter.red': true, counterBattery: 'red' });
    // Behind the wood in front of the Red team: no OP team sees it.
    const aim = { x: 10, y: 6.5 };
    expect(observedBy(s, 'red', aim)).toBe(true);
    expect(observedBy(s, 'white', aim)).toBe(false);
    s.artillery.fired.wop = [1];
    s.artillery.calling = 'op';
    const events: GameEvent[] = [];
    // Request 9 (8+, "a moving target"), location 8 + 1 air observer + 1 turn fired = 10: located; the roll-off 6 v 2.
    counterBattery(s, unitOf(s, 'op'), unitOf(s, 'wop'), forcedDice([9, 8, 6, 2]), events);
    const locate = events.find((e) => e.roll?.table === 'counter-battery-locate')!;
    expect(locate.text).toBe("Counter-battery: wop' battery is located");
    expect(locate.roll).toMatchObject({ dice: [8], total: 10 });
  });

  it('is refused by JSON path: a side that is no side, a value not true, and at night or in fog', () => {
    const errors = (o: Record<string, string | number | boolean>, extra = {}) => checkScenario(scenario(o, extra)).filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);
    expect(errors({ 'spotter.red': true, 'spotter.white': true })).toEqual([]);
    expect(errors({ 'spotter.blue': true })).toEqual(['$.ruleset.options["spotter.blue"]: a spotting aircraft works for a side: "spotter.red" or "spotter.white", not "spotter.blue"']);
    expect(errors({ 'spotter.red': 2 })).toEqual(['$.ruleset.options["spotter.red"]: "spotter.red" is true: the side has a spotting aircraft over the table']);
    expect(errors({ 'spotter.red': true }, { weather: 'fog' })).toEqual(['$.ruleset.options["spotter.red"]: aircraft do not spot in fog']);
  });
});
