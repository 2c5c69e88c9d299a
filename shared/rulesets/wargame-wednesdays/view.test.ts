import { describe, expect, it } from 'vitest';
import { applyHits } from './fire/hits.ts';
import { deployedState, unitOf, wwScenario } from './test-fixtures.ts';
import { unitView } from './view.ts';

const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: '1st-rifle-battalion', x: 10, y: 5, stands: 4 },
    { id: 'mg', troopType: 'red-mg', command: 'support-group', x: 30, y: 5 },
    { id: 'car', troopType: 'red-armoured-car', command: 'support-group', x: 36, y: 5 },
  ],
  [{ id: 'w', troopType: 'white-infantry', command: 'a', x: 10, y: 40, stands: 4 }],
);

describe('the table view of a unit', () => {
  it('"Each infantry stand can suffer three hits before being removed": a stand shows one figure per hit it can still take', () => {
    const state = deployedState(scenario);
    const inf = unitOf(state, 'inf');
    expect(unitView(state, inf).bases.map((b) => b.figures)).toEqual([3, 3, 3, 3]);
    applyHits(inf, 2, []);
    const view = unitView(state, inf);
    expect(view.bases.map((b) => b.figures)).toEqual([3, 3, 3, 1]);
    expect(view.stats['Hits on stands']).toBe('2 (a stand takes 3)');
  });

  it('names the unit\'s command in words, for the card and the list\'s command groups', () => {
    const state = deployedState(scenario);
    expect(unitView(state, unitOf(state, 'inf')).stats['Command']).toBe('1st Rifle Battalion');
    expect(unitView(state, unitOf(state, 'mg')).stats['Command']).toBe('Support Group');
  });

  it('"Each MG stand can suffer two hits before being removed": the card counts the crew left', () => {
    const state = deployedState(scenario);
    const mg = unitOf(state, 'mg');
    applyHits(mg, 1, []);
    const view = unitView(state, mg);
    expect(view.stats['Crew']).toBe(1);
    expect(view.bases.map((b) => b.figures)).toEqual([1]);
  });

  it('draws a vehicle as one model whatever its hits, and counts its hits in the game for the destruction test', () => {
    const state = deployedState(scenario);
    const car = unitOf(state, 'car');
    car.vehicleHits = 2;
    const view = unitView(state, car);
    expect(view.bases.map((b) => b.figures)).toEqual([1]);
    expect(view.stats['Hits in the game']).toBe(2);
  });
});

describe('the unit card says why a unit that moved does not fire', () => {
  it('"If an Artillery unit or MG unit move, they may not shoot": the MG says so, the infantry do not', () => {
    const state = deployedState(scenario);
    unitOf(state, 'mg').moved = true;
    unitOf(state, 'inf').moved = true;
    expect(unitView(state, unitOf(state, 'mg')).holdsFire).toBe('Moved this turn, so it may not fire (Wargame Wednesdays, Turn sequence 8: "If an Artillery unit or MG unit move, they may not shoot").');
    expect(unitView(state, unitOf(state, 'inf')).holdsFire).toBeUndefined();
  });

  it('"The charging unit may not fire"; "An evading unit may not fire"', () => {
    const state = deployedState(scenario);
    state.charges = [{ charger: 'inf', target: 'w', contact: false, remaining: 0 }];
    expect(unitView(state, unitOf(state, 'inf')).holdsFire).toMatch(/^Made a charge this turn, so it may not fire \(Wargame Wednesdays, Charge and response 5/);
    state.charges = [];
    unitOf(state, 'inf').evaded = true;
    expect(unitView(state, unitOf(state, 'inf')).holdsFire).toMatch(/^Evaded this turn, so it may not fire/);
  });
});
