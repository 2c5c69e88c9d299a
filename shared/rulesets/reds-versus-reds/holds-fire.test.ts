import { describe, expect, it } from 'vitest';
import { freshUnitView } from './view.ts';
import { figureOf, row, rvrScenario, stateOf, unitOf } from './test-fixtures.ts';

const scenario = rvrScenario(
  [{ id: 'rifles', troopType: 'red-infantry', at: row(4, 10, 5) }, { id: 'maxim', troopType: 'red-maxim', at: row(1, 30, 5) }],
  [{ id: 'whites', troopType: 'peoples-army', at: row(4, 10, 40) }],
);

describe('the unit card says why a unit that moved does not shoot (Reds versus Reds, Direct fire)', () => {
  it('"Figures may not shoot if they have moved or turned": all of them, or how many', () => {
    const state = stateOf(scenario);
    expect(freshUnitView(unitOf(state, 'rifles')).holdsFire).toBeUndefined();
    figureOf(state, 'rifles/1').moved = true;
    expect(freshUnitView(unitOf(state, 'rifles')).holdsFire).toBe('1 of 4 figures moved or turned this turn and may not shoot (Reds versus Reds, Direct fire: "Figures may not shoot if they have moved or turned").');
    for (const f of unitOf(state, 'rifles').figures) f.turned = true;
    expect(freshUnitView(unitOf(state, 'rifles')).holdsFire).toMatch(/^Moved or turned this turn, so it may not shoot \(Reds versus Reds, Direct fire/);
  });

  it('"HMGs must also have been stationary for the whole of the previous turn"', () => {
    const state = stateOf(scenario);
    figureOf(state, 'maxim/1').movedLastTurn = true;
    expect(freshUnitView(unitOf(state, 'maxim')).holdsFire).toBe('Moved last turn: a machine gun or field gun must stand still a whole turn before it fires (Reds versus Reds, Direct fire).');
    figureOf(state, 'rifles/1').movedLastTurn = true;
    expect(freshUnitView(unitOf(state, 'rifles')).holdsFire).toBeUndefined();
  });
});
