import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { assault, charge, closeRefusal } from './close-combat.ts';
import { unitDistanceCm } from '../observation/observation.ts';
import { company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';

const ready = (s: ReturnType<typeof startedState>, id: string) => { const u = unitOf(s, id); u.band = 'any'; return u; };

describe('cavalry charges (section 12 "Cavalry Charges")', () => {
  const scenario = (terrain = [] as Parameters<typeof trrScenario>[2]) => trrScenario(
    [company('r', 'red-rifles', 10, 5)],
    [company('c', 'white-cavalry', 10, 5 + toInches(35))],
    terrain,
  );
  it('"A charge may not be launched if any penalties would apply"', () => {
    const s = startedState(scenario([line('hedge', 'hedge', [[0, 12], [60, 12]])]));
    expect(closeRefusal(s, ready(s, 'c'), unitOf(s, 'r'), 'charge')).toMatch(/penalties would apply/);
    const open = startedState(scenario());
    expect(closeRefusal(open, ready(open, 'c'), unitOf(open, 'r'), 'charge')).toBeNull();
  });
  it('adds "one D10 to its move"; the target tests and fires at the end of the normal move; beyond a normal move the charger tests again to charge home', () => {
    const s = startedState(scenario());
    const c = ready(s, 'c');
    const r = unitOf(s, 'r');
    const events: GameEvent[] = [];
    // Charge d10 8 (38 cm reach); the target's test 5 (any); its fire at 5 cm, final factor 16, rolls 1 on row 15
    // (1 casualty, a rifle figure on a specialist roll of 1) and 1 on row 1; the charger's second test 7 (home);
    // the charge, 7 figures + 3 charging at close (B: 15), rolls 1 (1 casualty, specialist roll 1); the reply "as if
    // at medium range" (B: 11) rolls 1 (1 casualty, specialist roll 1). Even losses: nobody gives ground.
    charge(s, c, r, forcedDice([8, 5, 1, 1, 1, 7, 1, 1, 1, 1]), events);
    expect(events.some((e) => /must test again to charge home/.test(e.text))).toBe(true);
    const crash = events.find((e) => e.kind === 'combat' && e.unitId === 'c')!.text;
    expect(crash).toMatch(/close range: basic factor 7 \(7 figures firing\) \+ 3 \(charging cavalry\)/);
    expect(events.filter((e) => e.kind === 'combat' && e.unitId === 'r').at(-1)!.text).toMatch(/meet c: 9 cm, medium range/);
    expect(r.status).toBe('ready');
    expect(unitDistanceCm(c, r)).toBeLessThan(4);
  });
});

describe('close assaults (README: "Close assaults")', () => {
  it('close to point blank, fire, take the reply, and the defender tests whether it holds', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-assault', 10, 5 + toInches(15))]));
    const w = ready(s, 'w');
    const r = unitOf(s, 'r');
    expect(closeRefusal(s, w, r, 'assault')).toBeNull();
    const events: GameEvent[] = [];
    // Assault fire: 8 figures, +3 assault company at point blank = 11, 2 left: column A, 22: rolls on rows 15 and 7.
    // Rolls 10 and 10: 4 + 2 = 6 casualties, each a specialist roll of 1; the reply (2 figures) rolls 1; the test 1 routs.
    assault(s, w, r, forcedDice([10, 10, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    expect(events.find((e) => e.kind === 'combat' && e.unitId === 'w')!.text).toMatch(/assault company at point blank/);
    expect(r.figures).toBe(2);
    expect(['routing', 'gone', 'surrendered']).toContain(r.status);
  });
  it('a company that hesitates may not assault ("may only move forward at 1/2 speed")', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 5 + toInches(15))]));
    const w = unitOf(s, 'w');
    w.band = 'hesitant';
    expect(closeRefusal(s, w, unitOf(s, 'r'), 'assault')).toMatch(/8 or more/);
  });
});
