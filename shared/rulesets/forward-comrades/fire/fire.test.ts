import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { coverHits, fireProfile } from './fire.ts';
import { resolveFire } from './fire-resolve.ts';
import { inflict } from './casualties.ts';
import { fireBar } from './fire-options.ts';
import { area, fcScenario, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';

const figures = (state: FcState, id: string) => unitOf(state, id).stands.filter((s) => !s.weapon).reduce((a, s) => a + s.figures, 0);

const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'reds', troopType: 'red-infantry', leader: 'rc', x: 30, y: 20, stands: 4, weapons: [{ weapon: 'lmg', figures: 1 }] },
    { id: 'mgs', troopType: 'red-mg-company', leader: 'rc', x: 10, y: 20, stands: 3, figures: 2 },
    { id: 'car', troopType: 'red-armoured-car', leader: 'rc', x: 50, y: 20 },
    { id: 'kom', troopType: 'red-sailors', leader: 'rc', x: 60, y: 20, stands: 4, characteristics: ['commissar'] },
  ],
  [
    { id: 'wc', troopType: 'white-officer', x: 2, y: 46 },
    { id: 'whites', troopType: 'white-infantry', leader: 'wc', x: 30, y: 30, stands: 4, weapons: [{ weapon: 'hmg', figures: 2 }] },
    { id: 'czechs', troopType: 'czech-legion', leader: 'wc', x: 10, y: 30, stands: 4 },
    { id: 'tank', troopType: 'white-tank', leader: 'wc', x: 50, y: 30 },
    { id: 'cav', troopType: 'cossacks', leader: 'wc', x: 62, y: 40, stands: 4, figures: 3, weapons: [{ weapon: 'tachanka', figures: 2 }] },
  ],
  [area('wood', 'woods', 56, 17, 70, 23)],
);

describe('what units fire with', () => {
  it('riflemen one D6 for every two (README); "Light Machine guns roll 2 D6 per gunner", "They fire with 2 D6 effect."; "Heavy Machine guns roll 3 D6 per gunner"', () => {
    const state = stateAt(scenario);
    expect(fireProfile(unitOf(state, 'reds')).smallArms.map((a) => a.dice)).toEqual([8, 2]);
    expect(fireProfile(unitOf(state, 'whites')).smallArms.map((a) => a.dice)).toEqual([8, 6]);
    expect(fireProfile(unitOf(state, 'mgs')).smallArms.map((a) => a.dice)).toEqual([18]);
  });
  // “Dismounted cavalry stands have three men on each base.” “A 4-stand cavalry unit when dismounted would have three stands each with three figures on foot, and one stand with three mounted figures to represent the horse holders”.
  it('"MG on tank/arm. car/train roll 3 D6 per MG"; mounted cavalry do not fire but their tachanka does', () => {
    const state = stateAt(scenario);
    expect(fireProfile(unitOf(state, 'tank')).smallArms.map((a) => a.dice)).toEqual([6]);
    expect(fireProfile(unitOf(state, 'car')).smallArms.map((a) => a.dice)).toEqual([3]);
    expect(fireProfile(unitOf(state, 'cav')).smallArms.map((a) => a.label)).toEqual(['tachanka']);
    unitOf(state, 'cav').mounted = false;
    // "Dismounted stands are treated as infantry": three stands of three fire, the horse holders do not.
    expect(fireProfile(unitOf(state, 'cav')).smallArms.map((a) => a.dice)).toEqual([5, 6]);
  });
});

describe('small-arms fire', () => {
  // “Machine guns attached to infantry or cavalry units (tchanka) may be hit if the unit takes hits due to fire. Roll a D10 and if the result is 0, the MG stand takes 1 hit.”
  it('hits on 5 and 6 at close range, every casualty a figure, attached MG risking a hit on a D10 "0"; the light MG "may fire with full effect in the attacking fire phase"', () => {
    const state = stateAt(scenario, 'attack-fire');
    const events: GameEvent[] = [];
    // Reds (10" away, close): 8 rifle dice, 2 hits; LMG 2 dice, 1 hit. The Whites' HMG D10: a 10, hit; its crew's save 5: killed.
    resolveFire(state, unitOf(state, 'reds'), unitOf(state, 'whites'), 'direct', forcedDice([5, 6, 1, 2, 3, 4, 4, 4, 6, 2, 10, 5]), events);
    expect(figures(state, 'whites')).toBe(13);
    expect(unitOf(state, 'whites').stands.find((s) => s.weapon === 'hmg')!.figures).toBe(1);
    expect(events.filter((e) => e.kind === 'shot').map((e) => e.roll!.total)).toEqual([2, 1]);
  });

  it('"+1 Interventionist (British/Canadian/U.S./French/Serbian/Czech)": the Czech Legion hit on 4, 5 and 6', () => {
    const state = stateAt(scenario, 'attack-fire');
    const events: GameEvent[] = [];
    resolveFire(state, unitOf(state, 'czechs'), unitOf(state, 'mgs'), 'direct', forcedDice([4, 4, 3, 3, 3, 3, 3, 3, /* saves */ 1, 1]), events);
    expect(events[0]!.roll).toMatchObject({ total: 2, target: expect.stringContaining('interventionist') });
  });

  it('“Saving throws for artillerists and Machine gunner targets”, “SAVING THROW = Saved on D6 roll of 1,2,3, Killed on D6 roll of 4,5,6”', () => {
    const state = stateAt(scenario);
    inflict(state, unitOf(state, 'mgs'), 3, 'fire', forcedDice([1, 4, 6]), []);
    expect(figures(state, 'mgs')).toBe(4);
  });

  it('"There is a saving throw for each casualty taken by artillerists as well as for each casualty due to small arms": gun crews save against shells and in melee too; riflemen do not', () => {
    const guns = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'gun', troopType: 'red-field-gun', leader: 'rc', x: 30, y: 6, figures: 4 }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 30, y: 40, stands: 4 }],
    );
    for (const cause of ['fire', 'bombardment', 'melee'] as const) {
      const state = stateAt(guns);
      inflict(state, unitOf(state, 'gun'), 2, cause, forcedDice([3, 4, 1]), []);
      expect(figures(state, 'gun')).toBe(3);
    }
    const state = stateAt(guns);
    inflict(state, unitOf(state, 'w'), 2, 'fire', forcedDice([]), []);
    expect(figures(state, 'w')).toBe(14);
  });

  it('"½ hits against targets in cover": the odd half hit stands on a D6 of 4-6, as in the worked example', () => {
    const state = stateAt(scenario);
    expect(coverHits(3, forcedDice([4]), [], unitOf(state, 'whites'))).toBe(2);
    expect(coverHits(3, forcedDice([3]), [], unitOf(state, 'whites'))).toBe(1);
    expect(coverHits(4, forcedDice([]), [], unitOf(state, 'whites'))).toBe(2);
  });

  it('a unit that claimed cover by moving half may not claim it "against units which are firing on them from Point Blank range"', () => {
    const state = stateAt(scenario, 'defensive-fire');
    const whites = unitOf(state, 'whites');
    whites.cover = true;
    whites.stands = whites.stands.map((s) => ({ ...s, y: 23 }));
    // 3" away: point blank, +1. 8 dice of 4: 8 hits, not halved.
    resolveFire(state, unitOf(state, 'reds'), whites, 'direct', forcedDice([...Array(8).fill(4), 1, 1, /* HMG D10 */ 1, /* morale, two stands lost */ 1]), []);
    expect(figures(state, 'whites')).toBe(8);
  });

  it('small arms have no effect on a tank (README)', () => {
    const state = stateAt(scenario, 'defensive-fire');
    const events: GameEvent[] = [];
    resolveFire(state, unitOf(state, 'car'), unitOf(state, 'tank'), 'direct', forcedDice([6, 6, 6]), events);
    expect(events.at(-1)!.text).toMatch(/armoured: small-arms hits have no effect/);
    expect(unitOf(state, 'tank').status).toBe('active');
  });

  it('commissar: "Any time that the unit to which the commissar is attached takes a casualty, roll a D10. It the result is "0" he is killed"', () => {
    const state = stateAt(scenario);
    inflict(state, unitOf(state, 'kom'), 1, 'melee', forcedDice([10]), []);
    expect(unitOf(state, 'kom').commissar).toBe(false);
  });

  it('"Units which lost a stand due to fire in phase 1 of that turn are suppressed"; a stand lost to fire calls a morale test', () => {
    const state = stateAt(scenario, 'preparatory');
    const events: GameEvent[] = [];
    // 8 hits on the Whites (point blank): 2 stands lost; the morale test's 1 passes (4 + 2 stands lost = …).
    const whites = unitOf(state, 'whites');
    whites.stands = whites.stands.map((s) => ({ ...s, y: 23 }));
    resolveFire(state, unitOf(state, 'reds'), unitOf(state, 'whites'), 'direct', forcedDice([...Array(8).fill(6), 1, 1, 1, 1]), events);
    expect(unitOf(state, 'whites').suppressed).toBe(true);
    expect(events.find((e) => e.kind === 'morale')!.roll).toMatchObject({ dice: [1], modifiers: [{ label: '2 stands lost', value: 2 }], total: 3, result: 'passed' });
  });

  it('who fires when: in phase 2 only units with a leadership point; in defensive fire any unit that did not move', () => {
    const state = stateAt(scenario, 'attack-fire');
    const reds = unitOf(state, 'reds');
    expect(fireBar(state, reds)).toMatch(/no leadership point/);
    reds.leadership = true;
    expect(fireBar(state, reds)).toBeNull();
    state.phase = 'defensive-fire';
    reds.leadership = false;
    expect(fireBar(state, reds)).toBeNull();
    reds.moved = true;
    expect(fireBar(state, reds)).toMatch(/moved/);
  });
});
