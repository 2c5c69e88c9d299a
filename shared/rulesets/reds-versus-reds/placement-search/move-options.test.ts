import { describe, expect, it } from 'vitest';
import type { RvrAction } from '../actions.ts';
import { placementChoices } from './move-options.ts';
import { cohesionGap } from '../troops/figures.ts';
import { placeFigures } from '../movement/placement.ts';
import { type RvrState, combatOf } from '../state.ts';
import { row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';

/** The moves offered to an activated unit: every one of them must be legal, and the useful ones must be there. */
const village = { id: 'village', kind: 'area' as const, type: 'built-up' as const, polygon: [{ x: 10, y: 20 }, { x: 38, y: 20 }, { x: 38, y: 34 }, { x: 10, y: 34 }] };

function activated(state: RvrState, unitId: string, going: 'open' | 'difficult', inches: number): RvrState {
  state.activation = { unitId, going, open: going === 'open' ? inches : null, difficult: going === 'difficult' ? inches : null };
  return state;
}

const labelled = (state: RvrState, text: string) => placementChoices(state).find((c) => c.label.includes(text));
const placed = (choice: { action: RvrAction } | undefined) => (choice?.action.type === 'place' ? choice.action.figures : []);

describe('moves offered to an activated unit (Reds versus Reds)', () => {
  it('a unit diced for difficult going may charge defenders of a built-up area, two figures to an enemy where it can', () => {
    const scenario = rvrScenario(
      [{ id: 'sailors', troopType: 'red-sailors', at: row(6, 18, 18, 1.5) }],
      [{ id: 'maxim', troopType: 'komuch-maxim', at: [[21, 21]], facing: 180 }],
      { terrain: [village], victory: [{ type: 'clear-area', winner: 'red', areaId: 'village' }, { type: 'turn-limit', winner: 'white' }] },
    );
    const state = activated(stateOf(scenario), 'sailors', 'difficult', 4);
    const charge = labelled(state, 'charge');
    expect(charge).toBeDefined();
    // The Maxim has a single figure: "no more than two opponents may fight in close combat against a figure".
    const draft = structuredClone(state);
    expect(placeFigures(draft, charge!.action as Extract<RvrAction, { type: 'place' }>, [])).toBeNull();
    expect(combatOf(draft, 'maxim/1')?.opponents).toHaveLength(2);
    // The rest of the unit keeps its chain ("within the Tactical Rating in inches" of the next figure).
    expect(cohesionGap(unitOf(draft, 'sailors').figures, 0.5, 2)).toBe(0);
  });

  it('the figures that follow a charge step round a friend standing in their straight way, so the chain holds and the charge is offered', () => {
    // The sailors' wings would close straight on the charger, but another company stands there.
    const scenario = rvrScenario(
      [
        { id: 'sailors', troopType: 'red-sailors', at: [[17, 18], [20, 18], [23, 18]] },
        { id: 'company', troopType: 'red-infantry', at: [[17.9, 19.5], [22.1, 19.5]] },
      ],
      [{ id: 'maxim', troopType: 'komuch-maxim', at: [[20, 22]], facing: 180 }],
      { terrain: [village], victory: [{ type: 'clear-area', winner: 'red', areaId: 'village' }, { type: 'turn-limit', winner: 'white' }] },
    );
    const state = activated(stateOf(scenario), 'sailors', 'difficult', 3);
    const charge = labelled(state, 'charge');
    expect(charge).toBeDefined();
    const draft = structuredClone(state);
    expect(placeFigures(draft, charge!.action as Extract<RvrAction, { type: 'place' }>, [])).toBeNull();
    expect(combatOf(draft, 'maxim/1')?.opponents.length).toBeGreaterThan(0);
    // "Each figure must remain within the Tactical Rating in inches of its nearest neighbour."
    expect(cohesionGap(unitOf(draft, 'sailors').figures, 0.5, 2)).toBe(0);
  });

  it('a unit that diced as in the open is not offered a charge into the built-up area ("must halt at least 1 inch short")', () => {
    const scenario = rvrScenario(
      [{ id: 'sailors', troopType: 'red-sailors', at: row(6, 18, 18, 1.5) }],
      [{ id: 'maxim', troopType: 'komuch-maxim', at: [[21, 21]], facing: 180 }],
      { terrain: [village], victory: [{ type: 'clear-area', winner: 'red', areaId: 'village' }, { type: 'turn-limit', winner: 'white' }] },
    );
    const state = activated(stateOf(scenario), 'sailors', 'open', 7);
    expect(labelled(state, 'charge')).toBeUndefined();
  });

  it('offers closing to charging distance of the nearest defender of the objective, outside the inch kept from enemies', () => {
    const scenario = rvrScenario(
      [{ id: 'sailors', troopType: 'red-sailors', at: row(6, 18, 16, 1.5) }],
      [
        { id: 'pa', troopType: 'peoples-army', at: row(4, 20, 26, 1.5), facing: 180 },
        { id: 'czechs', troopType: 'czech-legion', at: row(4, 40, 14, 1.5), facing: 180 },
      ],
      { terrain: [village], victory: [{ type: 'clear-area', winner: 'red', areaId: 'village' }, { type: 'turn-limit', winner: 'white' }] },
    );
    const state = activated(stateOf(scenario), 'sailors', 'open', 12);
    const close = labelled(state, 'close to charging distance');
    expect(placed(close)).not.toEqual(placed(labelled(state, 'close in on')));
    expect(close?.label).toContain('pa');
    const figures = placed(close);
    expect(figures.length).toBeGreaterThan(0);
    const nearest = Math.min(...figures.map((f) => Math.min(...row(4, 20, 26, 1.5).map(([x, y]) => Math.hypot(x - f.x, y - f.y)))));
    expect(nearest - 1).toBeGreaterThanOrEqual(1);
    expect(nearest - 1).toBeLessThan(2);
  });

  it('every move offered is legal, also when friends stand in the way and part of the unit is held up', () => {
    const scenario = rvrScenario(
      [
        { id: 'sailors', troopType: 'red-sailors', at: row(10, 10, 10, 2) },
        { id: 'infantry', troopType: 'red-infantry', at: row(6, 14, 15, 2) },
      ],
      [{ id: 'pa', troopType: 'peoples-army', at: row(6, 12, 24, 2), facing: 180 }],
      { terrain: [village], victory: [{ type: 'clear-area', winner: 'red', areaId: 'village' }, { type: 'turn-limit', winner: 'white' }] },
    );
    for (const [going, inches] of [['open', 9], ['difficult', 3]] as const) {
      const state = activated(stateOf(scenario), 'sailors', going, inches);
      const choices = placementChoices(state);
      expect(choices.length).toBeGreaterThan(2);
      for (const c of choices) {
        expect(placeFigures(structuredClone(state), c.action as Extract<RvrAction, { type: 'place' }>, []), c.label).toBeNull();
      }
      expect(choices.some((c) => /advance|close in|charging distance/.test(c.label))).toBe(true);
    }
  });
});
