import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { centreOf } from '../state.ts';
import { optionsFor } from '../options.ts';
import { sees } from '../observation/observation.ts';
import { cloudsMove } from './smoke-and-gas.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { emergencySmoke, emergencySmokeRefusal, screenAhead } from './emergency-smoke.ts';

/** A Blue company facing north at a White company 15 cm off, with a Red company beside it. */
const state = () => startedState(trrScenario(
  [company('tommies', 'blue-rifles', 20, 10), company('reds', 'red-rifles', 40, 10)],
  [company('whites', 'white-rifles', 20, 10 + 15 / 2.54)],
));

describe('section 16 "Emergency Smoke. This represents smoke grenades carried by the infantry"', () => {
  it('"Smoke may only be used by Blue Armies": a Blue company in its activation, offered as a choice', () => {
    const s = state();
    const t = unitOf(s, 'tommies'), r = unitOf(s, 'reds');
    t.band = 'any'; r.band = 'any';
    s.phase = 'act'; s.activeUnit = 'tommies';
    expect(emergencySmokeRefusal(s, t)).toBeNull();
    expect(optionsFor(s).map((c) => c.label)).toContain('tommies: throw smoke grenades (once a game)');
    s.activeUnit = 'reds';
    expect(emergencySmokeRefusal(s, r)).toBe('smoke is for Blue armies only');
  });

  it('"a screen sufficient to cover the firing group, 1 cm in front of it": as wide as its line and a base, ahead of its front', () => {
    const s = state();
    const t = unitOf(s, 'tommies');
    const screen = screenAhead(t);
    // Four bases 1" apart and a base 0.8" wide: 3.8" = 9.7 cm across; the near side 1 cm past the front edge.
    expect(screen.acrossCm).toBe(9.7);
    expect(screen.alongCm).toBe(2);
    const front = centreOf(t).y + 0.3;
    expect(screen.centre.y - 1 / 2.54).toBeCloseTo(front + 1 / 2.54);
    expect(screen.centre.x).toBeCloseTo(centreOf(t).x);
  });

  it('"It lasts one move. It may only be used once in a game": it blocks sight this move, lifts at the next', () => {
    const s = state();
    const t = unitOf(s, 'tommies'), w = unitOf(s, 'whites');
    t.band = 'any'; s.phase = 'act'; s.activeUnit = 'tommies';
    expect(sees(s, w, t)).toBe(true);
    const events: GameEvent[] = [];
    emergencySmoke(s, t, events);
    expect(events[0]!.text).toBe('tommies throw smoke grenades: a screen 9.7 by 2 cm, 1 cm in front of them, until the end of move 1 (Ten Rounds Rapid: 16 Smoke, once a game)');
    expect(sees(s, w, t)).toBe(false);
    expect(emergencySmokeRefusal(s, t)).toMatch(/only once in a game/);
    s.turn = 2;
    cloudsMove(s, forcedDice([]), []);
    expect(sees(s, w, t)).toBe(true);
  });
});
