import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { checkScenario } from '../check-scenario.ts';
import { toInches } from '../scale.ts';
import { fire, fireTargets } from '../combat/fire.ts';
import { closeRefusal } from '../combat/close-combat.ts';
import { sees } from '../observation/observation.ts';

const sniper = (y: number) => ({ id: 's', troopType: 'white-sniper', x: 10, y });
const scenario = (options: Record<string, boolean> = { snipers: true }, gap = 20) => trrScenario(
  [company('r', 'red-rifles', 10, 5, { specialists: ['officer', 'lmg', 'lmg'] }), company('near', 'red-rifles', 30, 5)],
  [sniper(5 + toInches(gap))], [], { ruleset: { id: 'ten-rounds-rapid', options } },
);

describe('section 18 "Snipers" (optional)', () => {
  it('a sniper takes the field only with the option, refused by its JSON path', () => {
    const errors = checkScenario(scenario({})).filter((p) => p.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ path: '$.sides.white.units[0].troopType', message: expect.stringMatching(/only with the option "snipers"/) })]);
    expect(checkScenario(scenario()).filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('"Regardless of his actual circumstances he must be located, and is never automatically seen": not seen at 5 cm in the open until located', () => {
    const s = startedState(scenario({ snipers: true }, 5));
    const r = unitOf(s, 'r'), sn = unitOf(s, 's');
    expect(sees(s, r, sn)).toBe(false);
    sn.fired = true;
    expect(sees(s, r, sn)).toBe(false);
    s.located.red.push('s');
    expect(sees(s, r, sn)).toBe(true);
  });

  it('"He fires at a factor of 4, and ignores range modifiers, but not cover ones … he will remove firstly an officer figure"', () => {
    const s = startedState(scenario());
    const sn = unitOf(s, 's'), r = unitOf(s, 'r');
    sn.band = 'any';
    expect(fireTargets(s, sn).map((t) => t.id)).toContain('r');
    const events: GameEvent[] = [];
    // Factor 4 on column C is row 4; a 10 there is 2 casualties, of which the sniper takes one.
    fire(s, sn, r, forcedDice([10]), events);
    expect(events[0]!.text).toBe('s fire at r: basic factor 4 (sniper); column C: final fire factor 4');
    expect(events.map((e) => e.text)).toContain('r lose their officer to the sniper');
    expect(r.specialists.filter((x) => x.lost).map((x) => x.kind)).toEqual(['officer']);
    expect(r.figures).toBe(8);
  });

  it('after the officer, the firer\'s choice: the LMG team before a rifle figure (decision)', () => {
    const s = startedState(scenario());
    const sn = unitOf(s, 's'), r = unitOf(s, 'r');
    sn.band = 'any';
    r.specialists.find((x) => x.kind === 'officer')!.lost = true;
    fire(s, sn, r, forcedDice([10]), []);
    expect(r.specialists.filter((x) => x.lost).map((x) => x.kind)).toEqual(['officer', 'lmg']);
  });

  it('"operates alone": a sniper does not assault', () => {
    const s = startedState(scenario({ snipers: true }, 5));
    const sn = unitOf(s, 's');
    sn.band = 'any';
    expect(closeRefusal(s, sn, unitOf(s, 'r'), 'assault')).toBe('only companies on foot assault');
  });
});
