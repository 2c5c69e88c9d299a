import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../testing/forced-dice.ts';
import { wargameWednesdays as ww } from './index.ts';
import { NOTES } from './notes.ts';
import { TROOPS } from './troops.ts';
import { KINDS } from './tables.ts';
import { fightMelee } from './melee/melee.ts';
import { unitsToMove } from './turn/sequence.ts';
import { judgeEndOfTurn } from './turn/victory.ts';
import { tableView } from './view.ts';
import { deployedState, unitOf, wwScenario } from './test-fixtures.ts';

const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 },
    { id: 'car', troopType: 'red-armoured-car', command: 'b', x: 30, y: 10 },
    { id: 'mg', troopType: 'red-mg', command: 'c', x: 40, y: 10 },
  ],
  [
    { id: 'w-inf', troopType: 'white-infantry', command: 'a', x: 10, y: 12, stands: 5 },
    { id: 'w-cav', troopType: 'cossack-cavalry', command: 'b', x: 30, y: 30, stands: 4 },
    { id: 'w-mg', troopType: 'white-mg', command: 'c', x: 40, y: 40 },
  ],
);

describe('decisions where the text is silent (README and in-app notes)', () => {
  it('every note has an id, a topic and a decision', () => {
    expect(new Set(NOTES.map((n) => n.id)).size).toBe(NOTES.length);
    for (const n of NOTES) expect(n.topic.length * n.decision.length).toBeGreaterThan(0);
    expect(ww.notes).toBe(NOTES);
  });

  it('Lone units losing hand to hand: an armoured car takes the hits but does not rout', () => {
    const state = deployedState(scenario);
    // Infantry 6 + 1 (larger; no charging bonus against a car) against the car's 1 + 1 (vehicle against infantry):
    // the car loses by 5 and saves one (1, 1, 1, 1, 6).
    fightMelee(state, unitOf(state, 'w-inf'), unitOf(state, 'car'), forcedDice([6, 1, 1, 1, 1, 1, 6]), []);
    expect(unitOf(state, 'car').status).toBe('active');
    expect(unitOf(state, 'car').vehicleHits).toBe(4);
  });

  it('Lone units losing hand to hand: an MG routs like any unit', () => {
    const state = deployedState(scenario);
    // 1 + 1 (larger) against 1: the MG takes 1 hit and routs 2d6 (3 + 3).
    fightMelee(state, unitOf(state, 'inf'), unitOf(state, 'mg'), forcedDice([1, 1, 3, 3]), []);
    expect(unitOf(state, 'mg').status).toBe('routing');
  });

  it('Evading: a unit pinned by doubles cannot evade, so it is offered nothing and stands', () => {
    const state = deployedState(scenario, 'move', 'white');
    state.activeCommand = 'white/a';
    state.charges.push({ charger: 'inf', target: 'w-inf', contact: true, remaining: 3 });
    expect(unitsToMove(state).map((u) => u.id)).toEqual(['w-inf']);
    state.frozen.push('w-inf');
    expect(unitsToMove(state)).toEqual([]);
  });

  it('Vehicles dice on activation: activating the command throws 5d6 for its car', () => {
    const state = deployedState(scenario);
    const r = ww.step(state, { type: 'activate', side: 'red', command: 'b' }, forcedDice([1, 2, 3, 4, 6]));
    if (!r.ok) throw new Error(r.error.reason);
    expect(unitOf(r.value.state, 'car').allowance).toBe(16);
  });

  it('Routing units and victory: a routing unit is drawn as routed, holding no ground', () => {
    const state = deployedState(scenario);
    unitOf(state, 'inf').status = 'routing';
    expect(tableView(state).units.find((u) => u.id === 'inf')).toMatchObject({ status: 'routed', markers: [{ kind: 'routing', count: 1 }] });
  });

  it('Victory and game length: a side with no unit left fighting on the table has lost', () => {
    const state = deployedState(scenario);
    for (const id of ['w-inf', 'w-cav']) unitOf(state, id).status = 'destroyed';
    unitOf(state, 'w-mg').status = 'routing';
    expect(judgeEndOfTurn(state)).toEqual({ winner: 'red', reason: 'Whites have no unit left fighting on the table' });
  });

  it('Who the Elite are; troop types for five armies, each with every kind the text names and a rationale', () => {
    expect(TROOPS.filter((t) => t.elite).map((t) => t.name)).toEqual([
      'Latvian riflemen', 'First Cavalry Army', 'White officer battalion', 'Cossack guards sotnia', 'Polish Legion veterans', 'Makhno\'s black sotnia',
    ]);
    for (const army of ['red-army', 'whites', 'cossacks', 'poles', 'makhnovists'] as const) {
      expect(TROOPS.some((t) => t.army === army)).toBe(true);
    }
    for (const kind of KINDS) expect(TROOPS.filter((t) => t.kind === kind).length).toBeGreaterThanOrEqual(3);
    for (const t of TROOPS) expect(t.rationale.length).toBeGreaterThan(10);
  });
});
