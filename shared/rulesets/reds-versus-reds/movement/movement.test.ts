import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { activate } from './movement.ts';
import { placeFigures } from './placement.ts';
import { cohesionGap } from '../troops/figures.ts';
import { figureOf, row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';
import type { Going, RvrState } from '../state.ts';
import type { PlaceAction } from '../actions.ts';

const wood = { id: 'wood', kind: 'area', type: 'woods', polygon: [{ x: 0, y: 20 }, { x: 48, y: 20 }, { x: 48, y: 30 }, { x: 0, y: 30 }] };
const marsh = { id: 'marsh', kind: 'area', type: 'marsh', polygon: [{ x: 30, y: 0 }, { x: 48, y: 0 }, { x: 48, y: 48 }, { x: 30, y: 48 }] };
const road = { id: 'road', kind: 'line', type: 'road', points: [{ x: 5, y: 0 }, { x: 5, y: 48 }] };

const scenario = (terrain: unknown[] = []) => rvrScenario(
  [
    { id: 'inf', troopType: 'red-infantry', at: row(3, 5, 16) },
    { id: 'mg', troopType: 'red-maxim', at: [[20, 5]] },
    { id: 'boss', troopType: 'red-commander', at: [[40, 16]] },
  ],
  [{ id: 'pa', troopType: 'peoples-army', at: row(3, 5, 40), facing: 180 }, { id: 'gun', troopType: 'komuch-field-gun', at: [[30, 44]], facing: 180 }],
  { terrain: terrain as never },
);

const place = (unitId: string, side: 'red' | 'white', figures: [string, number, number][]): PlaceAction =>
  ({ type: 'place', side, unitId, figures: figures.map(([id, x, y]) => ({ id, x, y, facing: 0 })) });

function activated(state: RvrState, unitId: string, going: Going, open: number | null, difficult: number | null) {
  state.activation = { unitId, going, open, difficult };
  return state;
}

describe('movement throws (Reds versus Reds, "Movement" and the Characteristics table)', () => {
  it.each([
    ['inf', 'open', [3, 4], 7], ['inf', 'difficult', [5], 5], ['mg', 'open', [4], 4], ['mg', 'difficult', [4], 2], ['mg', 'difficult', [1], 0],
  ] as const)('“The maximum distance which any of a unit’s figures may move is decided for each turn separately, by throwing one or more dice as set out in the Characteristics table”: %s dicing as %s going throws %j for %i"', (unitId, going, dice, inches) => {
    const state = stateOf(scenario());
    const events: GameEvent[] = [];
    activate(state, unitOf(state, unitId), going, forcedDice(dice), events);
    expect(state.activation![going]).toBe(inches);
    expect(events[0]!.roll).toMatchObject({ table: 'characteristics', dice, total: inches });
  });

  it('a field gun moves D6-3 in difficult going, never below 0', () => {
    const state = stateOf(scenario());
    activate(state, unitOf(state, 'gun'), 'difficult', forcedDice([2]), []);
    expect(state.activation!.difficult).toBe(0);
  });

  it('“Normally only one throw per turn is required for each unit”, but “it is advisable to dice separately for each part of a unit which has figures in both types of going”: a split throws both', () => {
    const state = stateOf(scenario());
    activate(state, unitOf(state, 'inf'), 'split', forcedDice([3, 3, 2]), []);
    expect(state.activation).toMatchObject({ open: 6, difficult: 2 });
  });
});

describe('placing figures', () => {
  it('no figure may move farther than the distance diced', () => {
    const state = activated(stateOf(scenario()), 'inf', 'open', 4, null);
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 5, 20.5], ['inf/2', 6.5, 20.5], ['inf/3', 8, 20.5]]), [])).toMatch(/at most 4"/);
    const ok = activated(stateOf(scenario()), 'inf', 'open', 4, null);
    expect(placeFigures(ok, place('inf', 'red', [['inf/1', 5, 19.5], ['inf/2', 6.5, 19.5], ['inf/3', 8, 19.5]]), [])).toBeNull();
    expect(figureOf(ok, 'inf/1')).toMatchObject({ y: 19.5, moved: true });
  });

  it('a path beyond the throw is refused for its length, in words, even where it also crosses difficult going', () => {
    // "Each figure may move up to the distance diced": the reach is the reason a 29.2" path fails a 10" throw.
    const state = activated(stateOf(scenario([wood])), 'inf', 'open', 10, null);
    const refusal = placeFigures(state, place('inf', 'red', [['inf/1', 5, 45.2], ['inf/2', 6.5, 45.2], ['inf/3', 8, 45.2]]), []);
    expect(refusal).toMatch(/may move at most 10" \(10" rolled\); this path is 29\.2"$/);
    expect(refusal).not.toMatch(/inf\/\d|\(\d+\.\d, /);
  });

  it('a refusal for the ground names the unit, not a figure id', () => {
    const state = activated(stateOf(scenario([wood])), 'inf', 'open', 8, null);
    const refusal = placeFigures(state, place('inf', 'red', [['inf/1', 9, 21], ['inf/2', 10.5, 21], ['inf/3', 12, 21]]), []);
    expect(refusal).toMatch(/diced as in the open, but one figure’s move meets difficult going/);
    expect(refusal).not.toMatch(/inf\/\d/);
  });

  it('"not all its figures need move the full permitted distance, and some may remain stationary"', () => {
    const state = activated(stateOf(scenario()), 'inf', 'open', 4, null);
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 5, 17]]), [])).toBeNull();
    expect(figureOf(state, 'inf/2').moved).toBe(false);
  });

  it('“The reduced movement rates for difficult terrain apply to any figure whose movement starts in or passes through terrain which is listed as reducing movement”: diced as in the open, a figure may not pass into difficult going', () => {
    const state = activated(stateOf(scenario([wood])), 'inf', 'open', 8, null);
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 9, 21], ['inf/2', 10.5, 21], ['inf/3', 12, 21]]), [])).toMatch(/diced as in the open/);
    const slow = activated(stateOf(scenario([wood])), 'inf', 'difficult', null, 6);
    expect(placeFigures(slow, place('inf', 'red', [['inf/1', 5, 21], ['inf/2', 6.5, 21], ['inf/3', 8, 21]]), [])).toBeNull();
  });

  it('"Roads and tracks simply cancel out the effect on movement of any terrain which they cross": “They count as open ground for movement”, so a unit diced as in the open goes through the wood on the road', () => {
    const state = activated(stateOf(scenario([wood, road])), 'inf', 'open', 8, null);
    figureOf(state, 'inf/2').x = 5.5; figureOf(state, 'inf/2').y = 14.5;
    figureOf(state, 'inf/3').x = 4.5; figureOf(state, 'inf/3').y = 13;
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 5, 23], ['inf/2', 5, 21.5], ['inf/3', 5, 20]]), [])).toBeNull();
  });

  it('"... except marsh"', () => {
    const state = activated(stateOf(scenario([marsh, { ...road, points: [{ x: 40, y: 0 }, { x: 40, y: 48 }] }])), 'boss', 'open', 8, null);
    expect(placeFigures(state, place('boss', 'red', [['boss/1', 40, 20]]), [])).toMatch(/diced as in the open/);
  });

  it('diced as in the open, a figure charging an enemy in cover "must halt at least 1 inch short"', () => {
    const s = scenario([{ ...wood, polygon: [{ x: 0, y: 35 }, { x: 48, y: 35 }, { x: 48, y: 45 }, { x: 0, y: 45 }] }]);
    const state = activated(stateOf(s), 'boss', 'open', 12, null);
    figureOf(state, 'boss/1').x = 5; figureOf(state, 'boss/1').y = 30;
    figureOf(state, 'pa/1').y = 35.6;
    expect(placeFigures(state, place('boss', 'red', [['boss/1', 5, 34.6]]), [])).toMatch(/halt at least 1" short/);
  });

  it('no figure may be placed off the table', () => {
    const state = activated(stateOf(scenario()), 'mg', 'open', 6, null);
    expect(placeFigures(state, place('mg', 'red', [['mg/1', 20, -1]]), [])).toMatch(/leave the table/);
  });

  it('unit cohesion: “units must always deploy and attempt to remain with their figures no more than their Tactical Rating in inches apart from their nearest neighbour in the unit” (2″ for Red infantry)', () => {
    const state = activated(stateOf(scenario()), 'inf', 'open', 6, null);
    expect(placeFigures(state, place('inf', 'red', [['inf/3', 12, 16]]), [])).toMatch(/unit cohesion/);
    expect(cohesionGap([{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 6, y: 0 }], 0.5, 2)).toBe(0);
    expect(cohesionGap([{ x: 0, y: 0 }, { x: 3, y: 0 }, { x: 10, y: 0 }], 0.5, 2)).toBeCloseTo(4);
  });

  it('"an attempt must be made to rectify it the next time any figure in the unit moves"', () => {
    const state = activated(stateOf(scenario()), 'inf', 'open', 6, null);
    figureOf(state, 'inf/3').x = 14;
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 5, 18]]), [])).toMatch(/close up the gaps/);
    expect(placeFigures(state, place('inf', 'red', [['inf/3', 11, 16]]), [])).toBeNull();
  });

  it('a unit with two morale markers "may not advance nearer to any visible enemy"', () => {
    const state = activated(stateOf(scenario()), 'inf', 'open', 6, null);
    unitOf(state, 'inf').moraleMarkers = 2;
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 5, 19], ['inf/2', 6.5, 19], ['inf/3', 8, 19]]), [])).toMatch(/two morale markers/);
    expect(placeFigures(state, place('inf', 'red', [['inf/1', 5, 13], ['inf/2', 6.5, 13], ['inf/3', 8, 13]]), [])).toBeNull();
  });

  it('a figure that moves or turns is marked so (it may not shoot this turn)', () => {
    const state = activated(stateOf(scenario()), 'inf', 'open', 6, null);
    expect(placeFigures(state, { type: 'place', side: 'red', unitId: 'inf', figures: [{ id: 'inf/1', x: 5, y: 16, facing: 90 }] }, [])).toBeNull();
    expect(figureOf(state, 'inf/1')).toMatchObject({ moved: false, turned: true });
  });

  it('a move may not pass through an enemy figure: contact ends a move', () => {
    const state = activated(stateOf(scenario()), 'boss', 'open', 12, null);
    figureOf(state, 'boss/1').x = 5; figureOf(state, 'boss/1').y = 36;
    expect(placeFigures(state, place('boss', 'red', [['boss/1', 5, 44]]), [])).toMatch(/on the way/);
  });
});
