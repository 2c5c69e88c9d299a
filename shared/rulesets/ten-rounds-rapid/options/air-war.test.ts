import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { tenRoundsRapid as trr } from '../index.ts';
import { company, trrScenario } from '../test-fixtures.ts';
import { TROOPS } from '../troops.ts';
import { AA_REACH_CM } from './air-attacks.ts';

// Casualty d10s and then the initiative's, never a tie.
const FIVES = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 6 : 2));
const eventsOf = (r: ReturnType<typeof trr.step>) => { if (!r.ok) throw new Error(r.error.reason); return r.value.events; };

describe('section 17 "Heavy AA"', () => {
  it('fields a heavy AA battery for Reds and Whites, with its rationale', () => {
    const heavy = TROOPS.filter((t) => t.aa === 'heavy-aa');
    expect(heavy.map((t) => t.id)).toEqual(['red-heavy-aa', 'white-heavy-aa']);
    for (const t of heavy) expect(t).toMatchObject({ kind: 'gun', calibre: 76, rationale: expect.stringMatching(/Lender/) });
    expect(AA_REACH_CM['heavy-aa']).toBe(150);
  });

  // "Aircraft models are moved to their target point, were they may be fired at, by their target and any specialist AA unit in range."
  it('"For Heavy AA 6 … Heavy AA … Medium + 1": a battery in reach fires at factor 6 + 1; a limbered one, or one out of reach, does not', () => {
    const sc = trrScenario([
      company('r', 'red-rifles', 2, 2),
      { id: 'near', troopType: 'red-heavy-aa', x: 40, y: 2 },
      { id: 'hooked', troopType: 'red-heavy-aa', x: 30, y: 2, tags: ['limbered'] },
      { id: 'far', troopType: 'red-heavy-aa', x: 58, y: 38 },
    ], [company('w', 'white-rifles', 30, 36)], [], { ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': 'light-bomber', 'aircraftAltitude.white': 'medium' } } });
    const { state } = trr.setup(sc, forcedDice([]));
    // At medium altitude the target has "No Fire". The near battery rolls 2: 2 + 6 - 3 + 1 = 6, one damage marker.
    const events = eventsOf(trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'bomb' }, forcedDice([2, 10, 1, 1, ...FIVES])));
    const aa = events.filter((e) => /fire at the aircraft/.test(e.text));
    expect(aa.map((e) => e.text)).toEqual(['near fire at the aircraft: 1 damage marker']);
    expect(aa[0]!.roll).toMatchObject({ total: 6, modifiers: [{ label: 'strike value, heavy AA', value: 6 }, { label: 'defence value', value: -3 }, { label: 'medium altitude', value: 1 }] });
    // "One damage marker subtracts 3 from the targets die roll for scatter": 10 - 3 = 7, over, by 2d10 at medium.
    const bombing = events.find((e) => /bomb r/.test(e.text))!;
    expect(bombing.roll).toMatchObject({ dice: [10], total: 7, modifiers: [{ label: 'damage markers', value: -3 }] });
    expect(events.map((e) => e.text)).toContain('the bombs fall 2 cm over');
  });

  it('"Heavy AA - 4" at low altitude', () => {
    const sc = trrScenario([company('r', 'red-rifles', 10, 10), { id: 'gun', troopType: 'red-heavy-aa', x: 20, y: 10 }], [company('w', 'white-rifles', 30, 36)], [], { ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': 'light-bomber' } } });
    const { state } = trr.setup(sc, forcedDice([]));
    // The target rolls 1 (1 + 1 - 3: nothing); the battery 10: 10 + 6 - 3 - 4 = 9, four markers: the attack aborts.
    const events = eventsOf(trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'bomb' }, forcedDice([1, 10, 9, 6, 2])));
    expect(events.find((e) => e.unitId === 'gun')!.roll).toMatchObject({ total: 9, modifiers: expect.arrayContaining([{ label: 'low altitude', value: -4 }]) });
    expect(events.map((e) => e.text)).toContain('The light bomber flight aborts its attack: it limps home');
  });
});

describe('section 17 dive-bombing', () => {
  const scenario = (type: string) => trrScenario([company('r', 'red-rifles', 10, 10), { id: 'aa', troopType: 'red-aa-mg', x: 20, y: 10 }], [company('w', 'white-rifles', 30, 36)], [], { ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': type } } });

  it('is offered to single-engined types and refused to heavy bombers, which bomb "in level flight"', () => {
    const light = trr.setup(scenario('light-bomber'), forcedDice([])).state;
    expect(trr.options(light).map((c) => c.label)).toContain('light bombers: dive-bomb r');
    const heavy = trr.setup(scenario('heavy-bomber'), forcedDice([])).state;
    expect(trr.options(heavy).some((c) => /dive-bomb/.test(c.label))).toBe(false);
    expect(trr.step(heavy, { type: 'air', side: 'white', targetId: 'r', attack: 'dive-bomb' }, forcedDice([]))).toMatchObject({ ok: false, error: { reason: expect.stringMatching(/level flight/) } });
  });

  it('"Divebombers attack form medium altitude, but their target may fire at them at low altitude before they attack"', () => {
    const { state } = trr.setup(scenario('light-bomber'), forcedDice([]));
    // The flight came in low, but dives from medium: the target fires as at low (d10 9: 9 + 1 - 3 = 7, two markers),
    // the AA Maxim as at medium (d10 5: 5 + 2 - 3 + 0 = 4, none); the bombs roll 10 - 5 = 5, over, scattering 2d10.
    const events = eventsOf(trr.step(state, { type: 'air', side: 'white', targetId: 'r', attack: 'dive-bomb' }, forcedDice([9, 5, 10, 3, 4, ...FIVES])));
    expect(events.find((e) => e.unitId === 'r' && /aircraft/.test(e.text))!.roll).toMatchObject({ total: 7, modifiers: [{ label: 'strike value, the target of the attack', value: 1 }, { label: 'defence value', value: -3 }] });
    expect(events.find((e) => e.unitId === 'aa')!.roll).toMatchObject({ total: 4, modifiers: [{ label: 'strike value, Lt AA MG', value: 2 }, { label: 'defence value', value: -3 }] });
    const run = events.find((e) => /dive-bomb r/.test(e.text))!;
    expect(run.text).toBe('Whites\' light bombers dive-bomb r: scatters over');
    expect(run.roll).toMatchObject({ column: 'medium altitude', total: 5 });
    expect(events.map((e) => e.text)).toContain('the bombs fall 7 cm over');
  });
});

describe('the air decision\'s actor', () => {
  it('names the side\'s air support, in the decision and in the phase the table shows', () => {
    const sc = trrScenario([company('r', 'red-rifles', 10, 10)], [company('w', 'white-rifles', 30, 36)], [], { ruleset: { id: 'ten-rounds-rapid', options: { 'aircraft.white': 'light-bomber', 'aircraftFlights.white': 2, 'aircraftArmoured.white': true } } });
    const { state } = trr.setup(sc, forcedDice([]));
    const detail = '2 flights of light bombers left, attacking from low altitude, armoured';
    expect(trr.pending(state)).toMatchObject({ kind: 'air', unitIds: [], actor: { name: 'Whites\' air support', detail } });
    expect(trr.view(state).phase).toBe(`move 1: Whites' air support (${detail})`);
  });
});
