import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { contactRefusal, resolveCombat } from './combat.ts';
import { placeFigures } from '../movement/placement.ts';
import { tableView } from '../view.ts';
import { figureOf, row, rvrScenario, stateOf, unitOf } from '../test-fixtures.ts';
import type { RvrState } from '../state.ts';

const scenario = (terrain: unknown[] = []) => rvrScenario(
  [{ id: 'sailors', troopType: 'red-sailors', at: row(3, 10, 10.5) }, { id: 'boss', troopType: 'red-commander', at: [[30, 10]] }],
  [
    { id: 'pa', troopType: 'peoples-army', at: row(3, 10, 14), facing: 180 },
    { id: 'obs', troopType: 'czech-observer', at: [[30, 14]] },
  ],
  { terrain: terrain as never },
);

const withCombat = (state: RvrState, single: string, opponents: string[], attackerSide: 'red' | 'white' = 'red') => {
  state.phase = 'combat';
  state.combats.push({ id: 'c1', single, opponents, attackerSide, startedTurn: 1 });
  return state;
};

describe('close combat (Reds versus Reds, "Close combat")', () => {
  it('“Each figure involved in a close combat throws a D6, then modifies the score”: "If one figure\'s score exceeds the other\'s by 2 or more, the loser is killed"', () => {
    const state = withCombat(stateOf(scenario()), 'pa/1', ['sailors/1']);
    const events: GameEvent[] = [];
    resolveCombat(state, 'c1', null, forcedDice([5, 3]), events);
    expect(unitOf(state, 'pa').figures.map((f) => f.id)).toEqual(['pa/2', 'pa/3']);
    expect(unitOf(state, 'pa').casualties).toBe(1);
    expect(state.combats).toEqual([]);
    // The roll is the charger's; the defender's score is what it is rolled against, each adding up as printed.
    expect(events[0]!.roll).toMatchObject({ table: 'close-combat-result', dice: [5], total: 5, target: 'pa, figure 1, who rolled 3', result: 'pa, figure 1 killed: 5 beats 3 by 2, and 2 or more kills' });
  });

  it('"Otherwise there is no result": a margin of 1 leaves both fighting on', () => {
    const state = withCombat(stateOf(scenario()), 'pa/1', ['sailors/1']);
    resolveCombat(state, 'c1', null, forcedDice([4, 3]), []);
    expect(state.combats).toHaveLength(1);
  });

  it('“Plus 2 if” “A second attacker fighting against a single opponent”: “If two figures fight one, the outnumbered figure fights the opponent of his choice as normal”; “If he survives this, he then fights the second attacker, who receives a bonus of +2”', () => {
    const state = withCombat(stateOf(scenario()), 'pa/1', ['sailors/1', 'sailors/2']);
    const events: GameEvent[] = [];
    // pa/1 picks sailors/2 first: 4 v 4, no result; then sailors/1 rolls 3 + 2 = 5 against 3: pa/1 dies.
    resolveCombat(state, 'c1', 'sailors/2', forcedDice([4, 4, 3, 3]), events);
    expect(events.map((e) => e.text)).toEqual([
      'pa, figure 1 (4) against sailors, figure 2 (4): no result',
      'sailors, figure 1 (5) against pa, figure 1 (3): pa, figure 1 killed',
    ]);
    expect(unitOf(state, 'pa').figures).toHaveLength(2);
  });

  it('an outnumbered figure that dies in its first fight does not fight the second', () => {
    const state = withCombat(stateOf(scenario()), 'pa/1', ['sailors/1', 'sailors/2']);
    const dice = forcedDice([1, 6]);
    resolveCombat(state, 'c1', 'sailors/1', dice, []);
    expect(dice.remaining()).toBe(0);
  });

  it('"Minus 1 if fighting to cross a defended obstacle": the attacker across a hedge', () => {
    const hedge = { id: 'hedge', kind: 'line', type: 'hedge', points: [{ x: 0, y: 12 }, { x: 48, y: 12 }] };
    const state = stateOf(scenario([hedge]));
    figureOf(state, 'sailors/1').y = 11.5;
    figureOf(state, 'pa/1').y = 12.5;
    withCombat(state, 'pa/1', ['sailors/1']);
    const events: GameEvent[] = [];
    resolveCombat(state, 'c1', null, forcedDice([4, 3]), events);
    expect(events[0]!.roll!.modifiers).toEqual([{ label: 'fighting to cross a defended obstacle', value: -1 }]);
    expect(events[0]!.roll!.total).toBe(3);
    expect(events[0]!.roll!.result).toMatch(/no result: 3 against 3/);
  });

  it('"No more than two opponents may fight in close combat against a figure"', () => {
    const state = withCombat(stateOf(scenario()), 'pa/1', ['sailors/1', 'sailors/2']);
    expect(contactRefusal(state, 'sailors/3', 'pa/1')).toMatch(/two opponents/);
    expect(contactRefusal(state, 'sailors/3', 'pa/2')).toBeNull();
  });
});

describe('contact during movement', () => {
  const activate = (state: RvrState, unitId: string, open: number) => {
    state.activation = { unitId, going: 'open', open, difficult: null };
  };

  it('close combat “occurs when a figure moves into base contact with an enemy figure at any point during the movement phase”; “The defender may shoot at the attacking figure only if he has not already moved this turn, and if the attacker was within his shooting angle at the beginning of the turn”', () => {
    const state = stateOf(scenario());
    activate(state, 'sailors', 6);
    const events: GameEvent[] = [];
    expect(placeFigures(state, { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 10, y: 13.1, facing: 0 }] }, events)).toBeNull();
    expect(state.combats).toEqual([{ id: 'c1', single: 'pa/1', opponents: ['sailors/1'], attackerSide: 'red', startedTurn: 1 }]);
    expect(figureOf(state, 'sailors/1').y).toBeCloseTo(13);
    expect(state.defensiveFire).toEqual([{ defender: 'pa/1', attacker: 'sailors/1' }]);
  });

  it('no defensive fire when the attacker began the turn outside the defender\'s arc', () => {
    const state = stateOf(scenario());
    figureOf(state, 'pa/1').facing = 0;
    figureOf(state, 'pa/1').start.facing = 0;
    activate(state, 'sailors', 6);
    expect(placeFigures(state, { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 10, y: 13, facing: 0 }] }, [])).toBeNull();
    expect(state.defensiveFire).toEqual([]);
  });

  it('the observer "is eliminated if contacted in close combat"', () => {
    const state = stateOf(scenario());
    activate(state, 'boss', 6);
    const events: GameEvent[] = [];
    expect(placeFigures(state, { type: 'place', side: 'red', unitId: 'boss', figures: [{ id: 'boss/1', x: 30, y: 13, facing: 0 }] }, events)).toBeNull();
    expect(unitOf(state, 'obs').status).toBe('destroyed');
    expect(state.combats).toEqual([]);
  });

  it('a unit with 2 markers routs "if any of its figures are contacted in close combat"', () => {
    const state = stateOf(scenario());
    const view = (id: string) => tableView(state).units.find((u) => u.id === id)!;
    expect(view('pa').breaksOnContact).toBeUndefined();
    unitOf(state, 'pa').moraleMarkers = 2;
    // The unit card shows it, as it shows it for the observer.
    expect(view('pa').breaksOnContact).toBe(true);
    expect(view('obs').breaksOnContact).toBe(true);
    activate(state, 'sailors', 6);
    const events: GameEvent[] = [];
    expect(placeFigures(state, { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 10, y: 13, facing: 0 }] }, events)).toBeNull();
    expect(unitOf(state, 'pa').status).toBe('routed');
    expect(events.some((e) => e.kind === 'rout')).toBe(true);
  });

  it('"no figure can leave one combat and enter another in the same turn"', () => {
    const state = stateOf(scenario());
    state.turn = 2;
    state.combats.push({ id: 'c1', single: 'pa/1', opponents: ['sailors/1'], attackerSide: 'red', startedTurn: 1 });
    figureOf(state, 'sailors/1').y = 13;
    activate(state, 'sailors', 6);
    const refusal = placeFigures(state, { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 11.5, y: 13, facing: 0 }] }, []);
    expect(refusal).toMatch(/leave one combat and enter another|stand on|only one enemy/);
    const state2 = stateOf(scenario());
    state2.turn = 2;
    state2.combats.push({ id: 'c1', single: 'pa/1', opponents: ['sailors/1'], attackerSide: 'red', startedTurn: 1 });
    figureOf(state2, 'sailors/1').y = 13;
    activate(state2, 'sailors', 6);
    expect(placeFigures(state2, { type: 'place', side: 'red', unitId: 'sailors', figures: [{ id: 'sailors/1', x: 10, y: 9, facing: 0 }] }, [])).toBeNull();
    expect(state2.combats).toEqual([]);
  });

  it('a figure contacted this turn cannot move until the combat is resolved', () => {
    const state = stateOf(scenario());
    state.combats.push({ id: 'c1', single: 'pa/1', opponents: ['sailors/1'], attackerSide: 'red', startedTurn: 1 });
    state.activation = { unitId: 'pa', going: 'open', open: 6, difficult: null };
    expect(placeFigures(state, { type: 'place', side: 'white', unitId: 'pa', figures: [{ id: 'pa/1', x: 10, y: 18, facing: 180 }] }, [])).toMatch(/cannot move until the combat is resolved/);
  });
});
