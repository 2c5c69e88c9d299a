import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { closeCombatResult, moraleTestResult, rallyResult } from './procedures.ts';
import { RULES_TABLES } from './rules-tables.ts';
import { moraleTest } from '../morale/morale.ts';
import { rally } from '../morale/command.ts';
import { row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';

const lookup = (id: string, q: Record<string, string>) => {
  const r = RULES_TABLES.find((t) => t.id === id)!.lookup(q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value as Record<string, unknown>;
};

describe('close combat from both scores (Reds versus Reds, "Close combat")', () => {
  it('"If one figure\'s score exceeds the other\'s by 2 or more, the loser is killed. Otherwise there is no result."', () => {
    expect(closeCombatResult(6, 4)).toEqual({ difference: 2, killed: 'second' });
    expect(closeCombatResult(4, 6)).toEqual({ difference: -2, killed: 'first' });
    expect(closeCombatResult(5, 4).killed).toBeNull();
    expect(closeCombatResult(4, 4).killed).toBeNull();
  });
});

describe('a morale test with the markers already held (Reds versus Reds, "Test procedure")', () => {
  it('"If the score exceeds its Morale Rating, the unit has failed": a marker, and nothing more the first time', () => {
    expect(moraleTestResult(3, 3, 0)).toEqual({ passed: true, markersAfter: 0, mayNotAdvance: false, routs: false });
    expect(moraleTestResult(3, 4, 0)).toEqual({ passed: false, markersAfter: 1, mayNotAdvance: false, routs: false });
  });

  it('"2 morale failure markers may not advance nearer to any visible enemy. It routs immediately if it receives a third"', () => {
    expect(moraleTestResult(2, 5, 1)).toMatchObject({ markersAfter: 2, mayNotAdvance: true, routs: false });
    expect(moraleTestResult(2, 5, 2)).toMatchObject({ markersAfter: 3, routs: true });
    expect(moraleTestResult(2, 2, 2)).toMatchObject({ passed: true, markersAfter: 2, mayNotAdvance: true });
  });

  it('the game takes its tests through the same procedure the morale-test lookup serves', () => {
    const state = stateOf(rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: row(4, 10, 10) }], [{ id: 'pa', troopType: 'peoples-army', at: row(4, 10, 30) }]));
    const unit = unitOf(state, 'inf');
    unit.moraleMarkers = 1;
    const events: GameEvent[] = [];
    moraleTest(state, unit, 'a test', forcedDice([5]), events);
    const looked = lookup('morale-test', { morale: '3', roll: '5', markers: '1' });
    expect(unit.moraleMarkers).toBe(looked.markersAfter);
    expect(events[0]!.roll).toMatchObject({ table: 'morale-test', result: `failed: 2 markers, ${looked.effect as string}` });
  });
});

describe('rallies with the markers after (Reds versus Reds, "Commanders", "Red Commissars")', () => {
  it('a commander "succeeds if the result is less than the unit\'s Morale Rating. This removes one morale failure marker"', () => {
    expect(rallyResult('commander', 3, 2, 2)).toEqual({ rallied: true, markersAfter: 1, figureLost: false });
    expect(rallyResult('commander', 3, 3, 2)).toEqual({ rallied: false, markersAfter: 2, figureLost: false });
  });

  it('a commissar succeeds "on a dice throw of 3 or better"; failing, "the unit must immediately lose 1 figure"', () => {
    expect(rallyResult('commissar', 2, 3, 1)).toEqual({ rallied: true, markersAfter: 0, figureLost: false });
    expect(rallyResult('commissar', 5, 2, 1)).toEqual({ rallied: false, markersAfter: 1, figureLost: true });
  });

  it('the game rallies through the same procedure the rally lookup serves', () => {
    const state = stateOf(rvrScenario([{ id: 'inf', troopType: 'red-infantry', at: row(4, 10, 10) }, { id: 'com', troopType: 'red-commissar', at: [[12, 8]] }], [{ id: 'pa', troopType: 'peoples-army', at: row(4, 10, 30) }]));
    state.phase = 'rally';
    const unit = unitOf(state, 'inf');
    unit.moraleMarkers = 2;
    const events: GameEvent[] = [];
    rally(state, 'com', 'inf', forcedDice([2]), events);
    const looked = lookup('rally', { rallier: 'commissar', roll: '2', markers: '2' });
    expect(unit.moraleMarkers).toBe(looked.markersAfter);
    expect(unit.figures.length).toBe(3);
    expect(events[0]!.roll).toMatchObject({ table: 'rally', result: 'failed: 2 markers left, one figure shot for defeatism' });
  });
});
