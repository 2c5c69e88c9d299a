import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { rollMove } from './movement.ts';
import { rollOfficerMove } from '../command/leadership.ts';
import { fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';
import type { MovementSystem } from '../tables/tables-move.ts';

// One of each mover, every die a 1 so that a move's inches are its fixed part plus its number of dice.
const scenario = fcScenario(
  [
    { id: 'rc', troopType: 'red-officer', x: 2, y: 2 },
    { id: 'cav', troopType: 'red-cavalry', leader: 'rc', x: 10, y: 10, stands: 4, figures: 3 },
    { id: 'gun', troopType: 'red-field-gun', leader: 'rc', x: 20, y: 6, figures: 4 },
    { id: 'train', troopType: 'red-armoured-train', leader: 'rc', x: 30, y: 6 },
    { id: 'boat', troopType: 'red-gunboat', leader: 'rc', x: 40, y: 30 },
    { id: 'barges', troopType: 'red-gunboat', leader: 'rc', x: 50, y: 30, characteristics: ['towing-barges'] },
    { id: 'wagons', troopType: 'red-supply-wagons', leader: 'rc', x: 60, y: 6 },
  ],
  [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'w', troopType: 'white-infantry', leader: 'wc', x: 10, y: 44, stands: 2 }],
);

/** What the unit rolled: the move's dice, its fixed part, and the extra rolls (road, charge) with their inches. */
function rolled(system: MovementSystem, id: string): { dice: number; fixed: number; allowance: number; extras: string[] } {
  const state: FcState = stateAt(scenario);
  state.system = system;
  const events: GameEvent[] = [];
  rollMove(state, unitOf(state, id), forcedDice(Array<number>(20).fill(1)), events);
  const [move, ...rest] = events;
  return {
    dice: move!.roll!.dice.length, fixed: move!.roll!.modifiers.find((m) => m.label === 'fixed part')?.value ?? 0,
    allowance: unitOf(state, id).allowance, extras: rest.map((e) => `${e.roll!.column}: ${e.roll!.dice.length} D6`),
  };
}

describe('the movement tables, row by row, as a unit rolls its move', () => {
  it('"Cavalry in open 4 D6, half in rough +2 D6 if charging" and "Cavalry in open 11″+D6, half in rough +2 additional D6 if charging"', () => {
    expect(rolled('all-dice', 'cav')).toMatchObject({ dice: 4, fixed: 0, extras: ['more on a road in column, all dice: 1 D6', 'more if charging, all dice: 2 D6'] });
    expect(rolled('fixed-plus-d6', 'cav')).toMatchObject({ dice: 1, fixed: 11, allowance: 12, extras: ['more on a road in column, fixed plus D6: 1 D6', 'more if charging, fixed plus D6: 2 D6'] });
  });

  it('"Guns; limbered 3 D6 … move in rough" and "Guns; limbered 7″+D6 … move in rough"', () => {
    expect(rolled('all-dice', 'gun')).toMatchObject({ dice: 3, fixed: 0 });
    expect(rolled('fixed-plus-d6', 'gun')).toMatchObject({ dice: 1, fixed: 7 });
  });

  it('"Trains; 5 D6 if they fire or not" and "Trains; 15″+D6 if they fire or not", with no road die', () => {
    expect(rolled('all-dice', 'train')).toMatchObject({ dice: 5, fixed: 0, extras: [] });
    expect(rolled('fixed-plus-d6', 'train')).toMatchObject({ dice: 1, fixed: 15, extras: [] });
  });

  it('"Ships 4 D6 or 3 D6 if towing barges." and "Ships 11″+D6 or 8″+D6 if towing barges."', () => {
    expect(rolled('all-dice', 'boat')).toMatchObject({ dice: 4, fixed: 0 });
    expect(rolled('all-dice', 'barges')).toMatchObject({ dice: 3, fixed: 0 });
    expect(rolled('fixed-plus-d6', 'boat')).toMatchObject({ dice: 1, fixed: 11 });
    expect(rolled('fixed-plus-d6', 'barges')).toMatchObject({ dice: 1, fixed: 8 });
  });

  it('"Supply wagons or Droshkies 2D6, half in rough" and "Supply wagons or Droshkies 4″+D6, half in rough"', () => {
    expect(rolled('all-dice', 'wagons')).toMatchObject({ dice: 2, fixed: 0 });
    expect(rolled('fixed-plus-d6', 'wagons')).toMatchObject({ dice: 1, fixed: 4 });
  });

  it('"Officers, mounted or on foot 6 D6 (they have some form of transport!)", "Officers move at the rate of 6 D6 per turn"; "Officers, mounted or on foot 18″+D6"', () => {
    for (const [system, dice, inches] of [['all-dice', 6, 6], ['fixed-plus-d6', 1, 19]] as const) {
      const state = stateAt(scenario);
      state.system = system;
      const events: GameEvent[] = [];
      rollOfficerMove(state, leaderOf(state, 'rc'), forcedDice(Array<number>(6).fill(1)), events);
      expect(events[0]!.roll!.dice).toHaveLength(dice);
      expect(leaderOf(state, 'rc').allowance).toBe(inches);
    }
  });
});
