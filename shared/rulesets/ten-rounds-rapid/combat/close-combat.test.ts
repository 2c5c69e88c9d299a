import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { assault, closeRefusal } from './close-combat.ts';
import { charge } from './charge.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { sees } from '../observation/observation.ts';
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
    // at medium range" (B: 11) rolls 1 (1 casualty, specialist roll 1). Even losses, so a later round at close range:
    // the charger (6 figures, B: 9) rolls 10 (2 casualties), the company (5, A: 10) rolls 1 (1): the company gives ground.
    charge(s, c, r, forcedDice([8, 5, 1, 1, 1, 7, 1, 1, 1, 1, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    expect(events.some((e) => /must test again to charge home/.test(e.text))).toBe(true);
    const crash = events.find((e) => e.kind === 'combat' && e.unitId === 'c')!.text;
    expect(crash).toMatch(/close range \(charging\): basic factor 7 \(7 figures firing\) \+ 3 \(charging cavalry\)/);
    expect(events.find((e) => e.kind === 'combat' && e.unitId === 'r' && /^r meet/.test(e.text))!.text).toMatch(/meet c: medium range \(charged: fights as if at medium range\)/);
    expect(events.filter((e) => e.kind === 'combat' && /fight on against/.test(e.text)).map((e) => e.text)).toEqual([
      expect.stringMatching(/^c fight on against r: close range \(after the initial charge\): basic factor 6 \(6 figures firing\); column C, 1 left \(close range\) to B: final fire factor 9/),
      expect.stringMatching(/^r fight on against c: close range \(after the initial charge\): basic factor 5/),
    ]);
    expect(r.status).toBe('halted');
  });
  it('"After the initial charge both fight at close range and lancers take a minus 2 factor if fighting non-lance cavalry"', () => {
    const s = startedState(trrScenario([company('r', 'red-cavalry', 10, 5)], [company('c', 'cossack-cavalry', 10, 5 + toInches(25))]));
    const c = ready(s, 'c');
    const r = unitOf(s, 'r');
    const events: GameEvent[] = [];
    // Charge d10 5; the Reds countercharge. Contact: the Cossacks at point blank (A: 28) roll 1 and 1 (2 casualties),
    // the Reds charging at close (A: 18) roll 1 and 10 (2): level, so a later round. The Cossacks, 6 figures with
    // lances against sabres, fight at 6 - 2 = 4 and roll 1 (none); the Reds (A: 12) roll 1 (1): the Cossacks give ground.
    charge(s, c, r, forcedDice([5, 1, 1, 1, 1, 1, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]), events);
    // "Mounted enemies may declare a countercharge."
    expect(events.some((e) => e.kind === 'reaction' && e.text === 'r countercharge')).toBe(true);
    const later = events.filter((e) => /fight on against/.test(e.text)).map((e) => e.text);
    expect(later[0]).toMatch(/^c fight on against r: close range \(after the initial charge\): basic factor 6 \(6 figures firing\) - 2 \(lancers fighting non-lance cavalry\) = 4; column C, 1 left \(close range\), 1 left \(mounted troops\) to A: final fire factor 8/);
    expect(later[1]).not.toMatch(/lancers/);
    expect(c.status).toBe('halted');
  });
  it('lancers against lancers take nothing off in later rounds', () => {
    const s = startedState(trrScenario([company('r', 'polish-cavalry', 10, 5)], [company('c', 'cossack-cavalry', 10, 5 + toInches(25))]));
    const events: GameEvent[] = [];
    // Cossacks and uhlans meet lance to lance; level at contact (2 casualties each), so they fight on at close range.
    charge(s, ready(s, 'c'), unitOf(s, 'r'), forcedDice([5, 1, 1, 1, 1, 1, 2, 1, 1, ...Array<number>(20).fill(1)]), events);
    const later = events.filter((e) => /fight on against/.test(e.text)).map((e) => e.text);
    expect(later[0]).toMatch(/^c fight on against r: close range \(after the initial charge\): basic factor 6 \(6 figures firing\); column C/);
    for (const t of later) expect(t).not.toMatch(/non-lance/);
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

  it('"firing on located enemies": a concealed enemy one company has located may be assaulted by another, and the report names who located it (README "Who locates an enemy")', () => {
    // The Reds sit in a wood, concealed: seen at half the distances, infantry 12.5 cm, else only by a location test.
    const s = startedState(trrScenario(
      [company('r', 'red-rifles', 10, 20)],
      [company('near', 'white-rifles', 10, 20 + toInches(10)), company('w', 'white-assault', 14, 20 + toInches(18))],
      [area('wood', 'woods', 0, 18, 30, 22)],
    ));
    const w = ready(s, 'w');
    const r = unitOf(s, 'r');
    expect(sees(s, w, r)).toBe(false);
    expect(sees(s, unitOf(s, 'near'), r)).toBe(true);
    expect(closeRefusal(s, w, r, 'assault')).toBeNull();
    const events: GameEvent[] = [];
    assault(s, w, r, forcedDice(Array<number>(30).fill(1)), events);
    expect(events[0]!.text).toMatch(/^w (assault r|go in against r) \(located by near\)/);
    // With nobody seeing them, they may not be assaulted.
    const alone = startedState(trrScenario([company('r', 'red-rifles', 10, 20)], [company('w', 'white-assault', 14, 20 + toInches(18))], [area('wood', 'woods', 0, 18, 30, 22)]));
    expect(closeRefusal(alone, ready(alone, 'w'), unitOf(alone, 'r'), 'assault')).toMatch(/have not been located/);
  });
});
