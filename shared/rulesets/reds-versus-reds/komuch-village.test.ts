import { describe, expect, it } from 'vitest';
import scenarioJson from '../../../scenarios/komuch-village.tachanka.json' with { type: 'json' };
import { scenarioProblems } from '../../scenario-checks/validate.ts';
import { forcedDice } from '../../testing/forced-dice.ts';
import { redsVersusReds as rvr } from './index.ts';
import { checkTriggers } from './sequence/sequence.ts';
import { judgeEndOfTurn } from './sequence/victory.ts';
import { draft, figureRadius, ratingsOf } from './state.ts';
import { cohesionGap } from './troops/figures.ts';
import { komuchVillage, unitOf } from './test-fixtures.ts';

describe('the Komuch village scenario', () => {
  it('is a valid scenario with no warnings, and Reds versus Reds finds nothing wrong with it', () => {
    const scenario = komuchVillage();
    expect(scenarioProblems(scenarioJson)).toEqual([]);
    expect(rvr.checkScenario(scenario)).toEqual([]);
  });

  it('has the forces of the battle: Komuch commander, field gun, Maxim, 2 People\'s Army units, the observer and 2 Czech units', () => {
    const s = komuchVillage();
    const types = (side: 'red' | 'white') => s.sides[side].units.map((u) => u.troopType).sort();
    expect(types('white')).toEqual(['czech-legion', 'czech-legion', 'czech-observer', 'komuch-commander', 'komuch-field-gun', 'komuch-maxim', 'peoples-army', 'peoples-army']);
    expect(types('red')).toEqual(['red-commander', 'red-commissar', 'red-commissar', 'red-infantry', 'red-infantry', 'red-maxim', 'red-sailors', 'red-sailors']);
    const lewis = s.sides.red.units.flatMap((u) => u.bases.filter((b) => b.weapon === 'lewis-gun').map(() => u.id));
    expect(lewis).toEqual(['red-infantry-2']);
    expect(s.attacker).toBe('red');
  });

  it('"the Czech units must be deployed within 6 inches of their baseline"', () => {
    const s = komuchVillage();
    const czechs = s.sides.white.units.filter((u) => u.tags.includes('czech'));
    expect(czechs).toHaveLength(2);
    for (const u of czechs) for (const b of u.bases) expect(s.table.height - b.y).toBeLessThanOrEqual(6);
  });

  it('keeps the decisions of the ruleset notes ("komuch-village"): Reds within 14″, fourteen turns, People\'s Army companies of 8', () => {
    const s = komuchVillage();
    expect(s.turnLimit).toBe(14);
    for (const u of s.sides.red.units) for (const b of u.bases) expect(b.y).toBeLessThanOrEqual(14);
    for (const u of s.sides.white.units.filter((w) => w.troopType === 'peoples-army')) expect(u.bases).toHaveLength(8);
    for (const u of s.sides.red.units.filter((r) => ['red-sailors', 'red-infantry'].includes(r.troopType))) expect(u.bases).toHaveLength(10);
  });

  it('masses the Red companies either side of the road, each in two ranks of five no wider than 8″', () => {
    const s = komuchVillage();
    for (const u of s.sides.red.units.filter((r) => ['red-sailors', 'red-infantry'].includes(r.troopType))) {
      const xs = u.bases.map((b) => b.x);
      const ranks = new Set(u.bases.map((b) => b.y));
      expect(Math.max(...xs) - Math.min(...xs), u.id).toBeLessThanOrEqual(8);
      expect(ranks.size, u.id).toBe(2);
      for (const b of u.bases) expect(b.x, u.id).toBeGreaterThanOrEqual(16);
      for (const b of u.bases) expect(b.x, u.id).toBeLessThanOrEqual(56);
    }
  });

  it('every unit starts together (unit cohesion) and no two figures overlap', () => {
    const state = rvr.setup(komuchVillage(), forcedDice([])).state;
    for (const u of state.units) expect(cohesionGap(u.figures, figureRadius(u), ratingsOf(u).tactical), u.id).toBe(0);
    const all = state.units.flatMap((u) => u.figures.map((f) => ({ f, r: u.troopType.includes('gun') ? 1 : u.troopType.includes('maxim') ? 0.75 : 0.5 })));
    for (const a of all) for (const b of all) if (a !== b) expect(Math.hypot(a.f.x - b.f.x, a.f.y - b.f.y), `${a.f.id} / ${b.f.id}`).toBeGreaterThanOrEqual(a.r + b.r - 0.01);
  });

  it('"The Red Army wins if there are no Komuch units left in the village"', () => {
    const state = draft(rvr.setup(komuchVillage(), forcedDice([])).state);
    expect(judgeEndOfTurn(draft(state))).toBeNull();
    for (const id of ['peoples-army-1', 'peoples-army-2', 'komuch-maxim', 'komuch-gun']) unitOf(state, id).status = 'routed';
    expect(judgeEndOfTurn(state)).toMatchObject({ winner: 'red' });
  });

  it('"Czech units will withdraw towards their baseline if Red troops enter the village"', () => {
    const state = draft(rvr.setup(komuchVillage(), forcedDice([])).state);
    checkTriggers(state, []);
    expect(state.triggered).toEqual(['czech-never-strike-first', 'armoured-train-strikes']);
    const sailor = unitOf(state, 'sailors-1').figures[0]!;
    sailor.x = 36; sailor.y = 27.6;
    const events: import('../../engine/events.ts').GameEvent[] = [];
    checkTriggers(state, events);
    expect(state.triggered).toContain('czech-withdrawal');
    expect(events.map((e) => e.kind)).toEqual(['special-rule']);
  });

  it('“In this game the observer can call for 2 artillery strikes (4″ shrapnel zones)”: he has two', () => {
    expect(rvr.setup(komuchVillage(), forcedDice([])).state.observer.strikesLeft).toBe(2);
  });
});
