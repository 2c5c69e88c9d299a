import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { callFire, callRefusal, fireOnArea } from './observed-fire.ts';
import { fireBetween } from './fire-between.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';

const scenario = () => trrScenario([{ id: 'op', troopType: 'red-observer', x: 10, y: 5 }], [company('w', 'white-rifles', 10, 5 + toInches(40))]);

/** The OP team's state just after its activation: its call due. */
function calling() {
  const s = startedState(scenario());
  const op = unitOf(s, 'op');
  op.band = 'any';
  s.artillery.calling = op.id;
  return { s, op, w: unitOf(s, 'w') };
}

describe('an OP team calls its battery (section 14 "Requesting Fire")', () => {
  it('"Telephones may only be used by observers who have not moved at all"', () => {
    const { s, op, w } = calling();
    w.moved = true;
    expect(callRefusal(s, op, w)).toBeNull();
    op.moved = true;
    expect(callRefusal(s, op, w)).toMatch(/telephone/);
  });

  // "Off table weapons, and guns which cannot see their target must be requested": the OP team's battery fires only on its request.
  it('rolls the request ("4 or better … 8 or more … moving"), then the scatter, and the area\'s units take the battery\'s fire', () => {
    const { s, op, w } = calling();
    w.moved = true;
    const events: GameEvent[] = [];
    // Request 9 (the target moved: 8+ needed); scatter 10: on target; the company in the open takes 76 mm shrapnel,
    // its casualty roll 1.
    callFire(s, op, w, forcedDice([9, 10, 1, 1, 1, 1]), events);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['artillery-request', 'artillery-strike', 'shot']));
    expect(events.find((e) => e.kind === 'shot')!.text).toMatch(/The 76 mm battery's fire falls on w/);
    // The team only telephoned: it did not fire, so it is not given away as a firing unit is.
    expect(op.fired).toBe(false);
    expect(s.artillery.fired.op).toEqual([1]);
  });

  it('"For Telephones - 3 if there is artillery fire falling between the observer and his base line"', () => {
    const { s, op, w } = calling();
    expect(fireBetween(s, op)).toBe(false);
    // White's fire lands 2 cm behind the OP team, between it and the Red edge (south).
    s.artillery.strikes.push({ x: 10, y: 5 - toInches(2) });
    expect(fireBetween(s, op)).toBe(true);
    const events: GameEvent[] = [];
    callFire(s, op, w, forcedDice([6, 10, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    expect(events[0]!.roll).toMatchObject({ dice: [6], total: 3, modifiers: [{ value: -3 }], result: 'request failed' });
  });
});

describe('"Effects of on Armoured Vehicles Fire": "Vehicles are hit on a 10 on a D10. Once hit, roll once on the AFV Hit Effects Table"', () => {
  const tanks = () => startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [{ id: 'tank', troopType: 'white-mark-v', x: 30, y: 20 }]));

  // "Any vehicle under the area covered by fire must test to see if they are hit": the Mark V under the square rolls.
  it('a 9 misses; a 10 hits and rolls the table, "Heavy indirect artillery (over 160 mm) + 2"', () => {
    const s = tanks();
    const miss: GameEvent[] = [];
    fireOnArea(s, { side: 'red', calibreMm: 76, observed: true }, { x: 30, y: 20 }, 0, forcedDice([10, 9]), miss);
    expect(miss.find((e) => e.roll?.table === 'armour-under-fire')!.roll).toMatchObject({ dice: [9], result: 'missed' });
    expect(miss.some((e) => e.roll?.table === 'afv-hit-effects')).toBe(false);
    const hit: GameEvent[] = [];
    // On target, hit on the 10, then the hit effect: 8 + 2 (203 mm) = 10, knocked out.
    fireOnArea(s, { side: 'red', calibreMm: 203, observed: true }, { x: 30, y: 20 }, 0, forcedDice([10, 10, 8]), hit);
    expect(hit.find((e) => e.roll?.table === 'afv-hit-effects')!.roll).toMatchObject({ dice: [8], total: 10, modifiers: [{ label: 'heavy indirect artillery (over 160 mm)', value: 2 }] });
    expect(unitOf(s, 'tank').status).toBe('destroyed');
  });
});

describe('"8 or more is needed to fire on a target moving at more than 6 cm"', () => {
  it('reads how far the target\'s centre is from where it began the move', () => {
    const { s, op, w } = calling();
    s.artillery.startOfMove = { w: { x: 11.5, y: 5 + toInches(35) } };
    w.moved = true;
    // The company began 5 cm nearer than it stands: under 6 cm, 4+ suffices.
    const slow: GameEvent[] = [];
    callFire(s, op, w, forcedDice([4, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1]), slow);
    expect(slow[0]!.roll).toMatchObject({ target: '4+', result: 'the battery fires' });
    s.artillery.startOfMove = { w: { x: 11.5, y: 5 + toInches(33) } };
    const fast: GameEvent[] = [];
    callFire(s, op, w, forcedDice([7]), fast);
    expect(fast[0]!.roll).toMatchObject({ target: '8+', result: 'request failed' });
  });
});
