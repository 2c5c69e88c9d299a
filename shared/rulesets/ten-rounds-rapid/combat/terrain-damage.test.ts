import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { FIRE_LOOKUPS } from '../fire/lookups.ts';
import { wayFor } from '../options/weather-going.ts';
import { pathPenalties } from '../movement/terrain.ts';
import { moveUnit } from '../movement/movement.ts';
import { shellTerrain } from './terrain-damage.ts';
import { fire } from './fire.ts';
import { fireOnArea } from './observed-fire.ts';
import type { TrrState } from '../state.ts';

// A wood (x 20-30, y 10-20 inches) labelled "Birch wood" (a common name: "the Birch wood" in the log), and wire along y = 30.
const wood = { ...area('birch', 'woods', 20, 10, 30, 20), label: 'Birch wood' };
const scenario = () => trrScenario([company('r', 'red-rifles', 5, 15), { id: 'horse', troopType: 'red-cavalry', x: 5, y: 25 }], [company('w', 'white-rifles', 30, 38)], [wood, line('wire', 'wire', [[10, 30], [50, 30]])]);

const shell = (state: TrrState, turn: number, at = { x: 25, y: 15 }, dice: number[] = []) => {
  state.turn = turn;
  const events: GameEvent[] = [];
  shellTerrain(state, at, 0, forcedDice(dice), events);
  return events.map((e) => e.text);
};

describe('section 15 "Demolitions": indirect fire\'s damage to woods, buildings and wire', () => {
  it('"poor going for one move\'s fire, bad for two move\'s fire, and impassable after three", a move counting once', () => {
    const state = startedState(scenario());
    expect(shell(state, 1)).toEqual(['Shellfire wrecks the Birch wood: poor going from now on (1 move of fire; demolition table, Ten Rounds Rapid: 15 Demolitions)']);
    expect(shell(state, 1)).toEqual([]);
    shell(state, 2);
    expect(state.terrainDamage).toEqual([{ featureId: 'birch', name: 'the Birch wood', kind: 'woods', moves: 2, lastMove: 2 }]);
    // Infantry: woods are poor going (1 penalty); after two moves of fire bad (2), the one more named as the damage.
    const into = wayFor(state, 'infantry', { x: 15, y: 15 }, { x: 25, y: 15 });
    expect(into.obstacles).toEqual([{ label: 'the Birch wood shelled (2 moves of fire): bad going', penalties: 1 }]);
    expect(pathPenalties(into, 'infantry')).toBe(2);
    shell(state, 3);
    expect(pathPenalties(wayFor(state, 'infantry', { x: 15, y: 15 }, { x: 25, y: 15 }), 'infantry')).toBe(3);
    expect(wayFor(state, 'cavalry', { x: 15, y: 15 }, { x: 25, y: 15 }).closed).toBe('Cavalry, tachanka may not enter impassable going (the Birch wood shelled (3 moves of fire): impassable going)');
    // A way that does not enter the wood is untouched.
    expect(wayFor(state, 'infantry', { x: 5, y: 5 }, { x: 15, y: 5 }).obstacles).toEqual([]);
  });

  it('"Wire is different. It can only be damaged on a roll of 0": cut, it no longer closes the way to cavalry', () => {
    const state = startedState(scenario());
    const across = [{ x: 12, y: 27 }, { x: 12, y: 33 }] as const;
    expect(wayFor(state, 'cavalry', ...across).closed).toMatch(/may not cross the wire/);
    expect(shell(state, 1, { x: 12, y: 30 }, [9])).toEqual(['Shellfire on the wire: the wire holds']);
    expect(state.terrainDamage).toEqual([]);
    expect(shell(state, 2, { x: 12, y: 30 }, [10])).toEqual(['Shellfire on the wire: the wire is cut: poor going (1 move of fire)']);
    const way = wayFor(state, 'cavalry', ...across);
    expect(way.closed).toBeNull();
    expect(way.obstacles).toEqual([{ label: 'the wire cut (1 move of fire): poor going', penalties: 2 }]);
    // Infantry no longer pay the wire's penalty a cm of width, but the poor going of the ground where it stood.
    expect(wayFor(state, 'infantry', ...across).obstacles).toEqual([{ label: 'the wire cut (1 move of fire): poor going', penalties: 1 }]);
  });

  it('HE fire damages the ground it lands on; shrapnel does not', () => {
    const state = startedState(scenario());
    // Observed fire on target (d10 9), no unit under the wood.
    fireOnArea(state, { side: 'white', calibreMm: 76, observed: true, ammunition: 'shrapnel' }, { x: 25, y: 15 }, 180, forcedDice([9]), []);
    expect(state.terrainDamage).toEqual([]);
    fireOnArea(state, { side: 'white', calibreMm: 76, observed: true }, { x: 25, y: 15 }, 180, forcedDice([9]), []);
    expect(state.terrainDamage.map((d) => d.featureId)).toEqual(['birch']);
  });

  it('the move through damaged ground prints the damage among its penalties, computed as printed', () => {
    const state = startedState(scenario());
    shell(state, 1);
    shell(state, 2);
    const r = unitOf(state, 'r');
    const events: GameEvent[] = [];
    moveUnit(state, r, { x: 20.5, y: 15.5 }, false, forcedDice([3, 4]), events);
    expect(events[0]!.roll).toMatchObject({ dice: [3, 4], total: 7, result: '2 penalties (poor going, the Birch wood shelled (2 moves of fire): bad going): 20 − 7 = 13 cm left' });
  });

  it('is a rules table served by the same code', () => {
    const table = FIRE_LOOKUPS.find((t) => t.id === 'demolition')!;
    expect(table.lookup({ feature: 'woods', before: '2' })).toMatchObject({ ok: true, value: { damaged: true, moves: 3, going: 'impassable' } });
    expect(table.lookup({ feature: 'wire', before: '1', rolls: '10' })).toMatchObject({ ok: true, value: { damaged: true, moves: 2, going: 'bad' } });
    expect(table.lookup({ feature: 'wire', rolls: '7' })).toMatchObject({ ok: true, value: { damaged: false, going: 'unchanged' } });
  });
});

describe('"Demolition by fire may be used either with either Direct or Indirect HE fire"', () => {
  it('a direct HE hit on a company in a wood damages the wood as a move of fire; a miss, or shrapnel in the open, does not', () => {
    const build = () => {
      const s = startedState(trrScenario(
        [{ id: 'g', troopType: 'red-field-gun', x: 25, y: 2, bases: 2 }],
        [company('w', 'white-rifles', 22, 10.3), company('o', 'white-rifles', 40, 10.3)],
        [wood],
      ));
      // The company in the wood is concealed there: the gun's side has located it.
      s.located.red.push('w');
      return s;
    };
    const hit = build();
    const g = unitOf(hit, 'g');
    g.band = 'any';
    const events: GameEvent[] = [];
    fire(hit, g, unitOf(hit, 'w'), forcedDice(Array.from({ length: 40 }, () => 10)), events);
    expect(events.filter((e) => e.kind === 'shot').map((e) => e.text)[0]).toMatch(/^g fire HE at w \(shot 1 of 2\)/);
    expect(hit.terrainDamage).toEqual([expect.objectContaining({ featureId: 'birch', moves: 1 })]);
    expect(events.map((e) => e.text)).toContain('Shellfire wrecks the Birch wood: poor going from now on (1 move of fire; demolition table, Ten Rounds Rapid: 15 Demolitions)');
    const missed = build();
    unitOf(missed, 'g').band = 'any';
    fire(missed, unitOf(missed, 'g'), unitOf(missed, 'w'), forcedDice([1, 1]), []);
    expect(missed.terrainDamage).toEqual([]);
    const open = build();
    unitOf(open, 'g').band = 'any';
    fire(open, unitOf(open, 'g'), unitOf(open, 'o'), forcedDice(Array.from({ length: 40 }, () => 10)), []);
    expect(open.terrainDamage).toEqual([]);
  });
});
