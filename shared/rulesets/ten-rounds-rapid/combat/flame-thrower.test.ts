import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';
import { flame, flamed, flameRefusal } from './flame-thrower.ts';
import { motivationModifiers } from '../motivation/motivation.ts';
import { optionsFor } from '../options.ts';

// Blues with a flame-thrower 3 cm from a Red company; a second Red company 10 cm off, out of the flame's reach.
const scenario = () => trrScenario(
  [company('r', 'red-rifles', 10, 10), company('far', 'red-rifles', 30, 10)],
  [company('b', 'blue-rifles', 10, 10 + toInches(3), { specialists: ['flamethrower'] })],
);

describe('flame-throwers in play (section 12 "Flame-throwers")', () => {
  it('"The Range is 4 cm": offered at 3 cm, refused beyond, and only to a company that carries one', () => {
    const s = startedState(scenario());
    const b = unitOf(s, 'b');
    b.band = 'any';
    s.phase = 'act';
    s.activeUnit = 'b';
    expect(flameRefusal(s, b, unitOf(s, 'r'))).toBeNull();
    expect(flameRefusal(s, b, unitOf(s, 'far'))).toMatch(/beyond a flame-thrower's 4 cm/);
    expect(optionsFor(s).some((c) => c.action.type === 'flame' && c.action.targetId === 'r')).toBe(true);
    b.specialists.find((x) => x.kind === 'flamethrower')!.lost = true;
    expect(flameRefusal(s, b, unitOf(s, 'r'))).toMatch(/no flame-thrower/);
  });

  it('"attacked with a factor of 16. Range modifiers are used, but cover ones are not": at 3 cm (long in the flame\'s brackets) it shifts for range only, and the target tests at "Under Flame or gas attack - 2"', () => {
    const s = startedState(scenario());
    const b = unitOf(s, 'b'), r = unitOf(s, 'r');
    b.band = 'any';
    const events: GameEvent[] = [];
    // A casualty d10 of 10 on factor 16 (row 15 and row 1), then the specialist d10s.
    flame(s, b, r, forcedDice([10, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    const line = events.find((e) => e.kind === 'shot' && e.targetUnitId === 'r' && /flame reaches/.test(e.text))!;
    expect(line.text).toMatch(/3 cm, long range \(cover ignored\)/);
    expect(r.figures).toBeLessThan(8);
    expect(b.fired).toBe(true);
    expect(motivationModifiers(s, r)).toContainEqual({ label: 'under flame or gas attack', value: -2 });
    expect(motivationModifiers(s, unitOf(s, 'far')).some((m) => m.value === -2 && /flame/.test(m.label))).toBe(false);
  });

  it('"All figures and models between the firer and it\'s maximum range are attacked": a friendly company in the line is burnt too (decision)', () => {
    const sc = trrScenario(
      [company('r', 'red-rifles', 10, 10)],
      [company('b', 'blue-rifles', 10, 10 + toInches(4), { specialists: ['flamethrower'] }), company('friend', 'blue-rifles', 10, 10 + toInches(2), { bases: 1 })],
    );
    const s = startedState(sc);
    expect(flamed(s, unitOf(s, 'b'), unitOf(s, 'r')).map((u) => u.id)).toEqual(['r', 'friend']);
  });
});
