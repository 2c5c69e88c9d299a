import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { callFire, callRefusal } from './observed-fire.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';

const scenario = () => trrScenario([{ id: 'op', troopType: 'red-observer', x: 10, y: 5 }], [company('w', 'white-rifles', 10, 5 + toInches(40))]);

describe('an OP team calls its battery (section 14 "Requesting Fire")', () => {
  it('"Telephones may only be used by observers who have not moved at all"', () => {
    const s = startedState(scenario());
    const op = unitOf(s, 'op');
    op.band = 'any';
    const w = unitOf(s, 'w');
    w.moved = true;
    expect(callRefusal(s, op, w)).toBeNull();
    op.moved = true;
    expect(callRefusal(s, op, w)).toMatch(/telephone/);
  });
  it('rolls the request ("4 or better … 8 or more … moving"), then the scatter, and the area\'s units take the battery\'s fire', () => {
    const s = startedState(scenario());
    const op = unitOf(s, 'op');
    op.band = 'any';
    const w = unitOf(s, 'w');
    w.moved = true;
    const events: GameEvent[] = [];
    // Request 9 (the target moved: 8+ needed); scatter 10: on target; the company in the open takes 76 mm shrapnel,
    // its casualty roll 1.
    callFire(s, op, w, forcedDice([9, 10, 1, 1, 1, 1]), events);
    expect(events.map((e) => e.kind)).toEqual(expect.arrayContaining(['artillery-request', 'artillery-strike', 'shot']));
    expect(events.find((e) => e.kind === 'shot')!.text).toMatch(/The battery's fire falls on w/);
    expect(op.fired).toBe(true);
  });
});
