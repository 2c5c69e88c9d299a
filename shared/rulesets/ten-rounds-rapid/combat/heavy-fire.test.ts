import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { attackOn, fire } from './fire.ts';
import { company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { toInches } from '../scale.ts';
import { TROOPS } from '../troops.ts';
import { isArmoured } from '../troop-kinds.ts';

describe('guns fire HE, and at armour (sections 12 "Direct Firing HE" and 13)', () => {
  const scenario = () => trrScenario(
    [{ id: 'g', troopType: 'red-field-gun', x: 10, y: 5, bases: 2 }, { id: 'mg', troopType: 'red-mg', x: 30, y: 5 }],
    [company('w', 'white-rifles', 10, 5 + toInches(25)), { id: 't', troopType: 'white-mark-v', x: 30, y: 5 + toInches(25) }],
  );
  it('a deployed gun at a company in the open fires shrapnel, twice ("Deployed artillery … may fire twice with HE at soft targets")', () => {
    const s = startedState(scenario());
    const g = unitOf(s, 'g');
    g.band = 'any';
    const attack = attackOn(s, g, unitOf(s, 'w'));
    expect(attack?.kind).toBe('he');
    const events: GameEvent[] = [];
    // Two shots, each missing: a 1 against 2+ at up to 30 cm.
    fire(s, g, unitOf(s, 'w'), forcedDice([1, 1]), events);
    expect(events.filter((e) => e.kind === 'shot').map((e) => e.text)).toEqual([
      'g fire shrapnel at w (shot 1 of 2): a miss', 'g fire shrapnel at w (shot 2 of 2): a miss',
    ]);
  });
  it('a limbered gun does not fire', () => {
    const s = startedState(scenario());
    const g = unitOf(s, 'g');
    g.band = 'any';
    g.limbered = true;
    expect(attackOn(s, g, unitOf(s, 'w'))).toBeNull();
  });
  it('a gun fires at a tank with its strike value against the defence value; each hit is rolled on the hit-effects table', () => {
    const s = startedState(scenario());
    const g = unitOf(s, 'g');
    g.band = 'any';
    const t = unitOf(s, 't');
    t.moved = true;
    expect(attackOn(s, g, t)?.kind).toBe('armour');
    const events: GameEvent[] = [];
    // 10 + 4 (76 mm) - 2 (Mark V) - 1 (target moving) = 11 at medium range: "+10 gives five hits"; the five
    // effects are rolled together, each a 10: knocked out by the first, the rest find nothing left to hit.
    fire(s, g, t, forcedDice([10, 10, 10, 10, 10, 10]), events);
    expect(t.status).toBe('destroyed');
    expect(events.some((e) => /knocked out/.test(e.text))).toBe(true);
  });
  it('a machine gun fires at a tank as an HMG (strike 1) and its hits take "HMG - 2" on the effects', () => {
    const s = startedState(scenario());
    const mg = unitOf(s, 'mg');
    mg.band = 'any';
    const attack = attackOn(s, mg, unitOf(s, 't'));
    expect(attack).toMatchObject({ kind: 'armour', input: { weapon: 'hmg', defence: 2 } });
  });
});

describe('tanks\' weapons and defence values (sections 12 and 13)', () => {
  it('"Tanks may fire with any weapon carried": a Mark V fires its 6-pdrs\' HE at a company, and its Hotchkiss once the guns are lost', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5 + toInches(25))], [{ id: 't', troopType: 'white-mark-v', x: 10, y: 5 }]));
    const t = unitOf(s, 't');
    t.band = 'any';
    expect(attackOn(s, t, unitOf(s, 'r'))).toMatchObject({ kind: 'he', input: { weapon: 'gun', calibreMm: 57 } });
    t.vehicle!.weapons = t.vehicle!.weapons.filter((w) => !/gun|pdr/.test(w));
    expect(attackOn(s, t, unitOf(s, 'r'))?.kind).toBe('direct');
  });
  it('"2 Russian A/Cars, Tank Mk IV, Tank Mk V, Tank Mk VIII, Whippet, … Renault FT, … A/Train": every armoured troop type the game fields has defence 2', () => {
    const armour = TROOPS.filter((t) => isArmoured(t.kind) || t.kind === 'train');
    expect(armour.length).toBeGreaterThan(0);
    expect(armour.filter((t) => t.defence !== 2).map((t) => t.id)).toEqual([]);
  });
});
