import { describe, expect, it } from 'vitest';
import { evaluateVictory, strengthLost } from './victory.ts';
import { updateTriggeredRules, behavioursFor } from './special-rules.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import type { TableView, UnitView } from './ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';

const unit = (id: string, side: SideId, x: number, y: number, status: UnitView['status'] = 'active', now = 3): UnitView => ({
  id, side, name: id, troopType: 'infantry', troopClass: 'infantry', bases: [{ x, y, facing: 0, figures: 1 }],
  baseSize: { width: 1, depth: 1 }, officers: [], markers: [], status, strength: { now, start: 3, unit: 'figures' }, stats: {},
});
const view = (turn: number, units: UnitView[]): TableView => ({ turn, turnLimit: 12, phase: 'movement', units, zones: [] });

describe('victory conditions', () => {
  const scenario = scenarioFixture();
  it('clear-area: the attacker wins once no defending unit stands in the area', () => {
    expect(evaluateVictory(scenario, view(3, [unit('w1', 'white', 22, 34), unit('r1', 'red', 10, 4)]))).toBeNull();
    const outcome = evaluateVictory(scenario, view(3, [unit('w1', 'white', 22, 34, 'routed'), unit('r1', 'red', 24, 33)]));
    expect(outcome?.winner).toBe('red');
  });
  it('turn-limit: the defender wins once the last turn has passed', () => {
    expect(evaluateVictory(scenario, view(12, [unit('w1', 'white', 22, 34)]))).toBeNull();
    expect(evaluateVictory(scenario, view(13, [unit('w1', 'white', 22, 34)]))?.winner).toBe('white');
  });
  it('break-army counts routed units as lost', () => {
    expect(strengthLost([unit('a', 'red', 0, 0, 'routed'), unit('b', 'red', 0, 0, 'active', 3)])).toBeCloseTo(0.5);
  });
  it('break-army says why in words that agree with a side named in the singular or the plural', () => {
    const s = scenarioFixture({ victory: [{ type: 'break-army', winner: 'white', fraction: 0.5 }] });
    const outcome = evaluateVictory(s, view(3, [unit('r1', 'red', 0, 0, 'routed'), unit('r2', 'red', 0, 0, 'active', 3)]));
    expect(outcome?.winner).toBe('white');
    expect(outcome?.reason).toMatch(/^the losses of .+ reach 50% of the starting strength \(the side breaks at 50%\)$/);
  });
  it('with no condition met at the end it is a draw', () => {
    const s = scenarioFixture({ victory: [] });
    expect(evaluateVictory(s, view(13, []))).toEqual(expect.objectContaining({ winner: null }));
  });
});

describe('special rules', () => {
  const scenario = scenarioFixture({
    specialRules: [{
      id: 'czech-withdraw', title: 'Czechs withdraw', units: { side: 'white', tags: ['czech'] },
      trigger: { type: 'enemy-enters-area', areaId: 'village' }, behaviour: { type: 'withdraw', toward: 'baseline', initiateCombat: false },
    }],
  });
  it('fires when an enemy unit enters the area, and stays fired', () => {
    const outside = updateTriggeredRules(scenario, view(2, [unit('r1', 'red', 10, 4)]), []);
    expect(outside.triggered).toEqual([]);
    const inside = updateTriggeredRules(scenario, view(2, [unit('r1', 'red', 24, 33)]), []);
    expect(inside.triggered).toEqual(['czech-withdraw']);
    expect(updateTriggeredRules(scenario, view(3, []), inside.triggered).newlyTriggered).toEqual([]);
  });
  it('applies only to the units its selector picks', () => {
    expect(behavioursFor(scenario, ['czech-withdraw'], { id: 'w1', side: 'white', troopType: 'infantry' })).toEqual([]);
  });
});
