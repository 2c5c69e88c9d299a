import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { afterVehicleMove, repair } from './vehicles.ts';
import { legGoing } from '../movement/going.ts';
import { indexOf } from '../terrain/visibility.ts';
import type { ScenarioInput } from '../../../scenario/schema.ts';

const enemy: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [66, 46], bases: 2, facing: 180 };
const setup = (red: FixtureUnit[], o: Partial<ScenarioInput> = {}) => fixtureState(fixtureScenario(red, [enemy], o));
const open = (s: ReturnType<typeof setup>, y0 = 10, y1 = 13) => legGoing(s, indexOf(s), 'tank', { x: 36, y: y0 }, { x: 36, y: y1 }, false);

describe('Tanks', () => {
  it('"At the end of any move in which a tank moves over half speed roll a d6. On a 1 it is temporarily broken down" (“one is also required when tanks move faster than half speed”)', () => {
    const s = setup([{ id: 'r1', type: 'red-tank', at: [36, 10] }]);
    afterVehicleMove(ctxOf(s, forcedDice([1])), unit(s, 'r1'), 3, open(s), null);
    expect(unit(s, 'r1').vehicle?.broken).toBe(true);
    const slow = setup([{ id: 'r1', type: 'red-tank', at: [36, 10] }]);
    afterVehicleMove(ctxOf(slow, forcedDice([])), unit(slow, 'r1'), 2, open(slow, 10, 12), null);
    expect(unit(slow, 'r1').vehicle?.broken).toBe(false);
  });

  it('"cannot move until it throws a subsequent 4+"', () => {
    const s = setup([{ id: 'r1', type: 'red-tank', at: [36, 10] }]);
    unit(s, 'r1').vehicle!.broken = true;
    repair(ctxOf(s, forcedDice([3])), unit(s, 'r1'));
    expect(unit(s, 'r1').vehicle?.broken).toBe(true);
    repair(ctxOf(s, forcedDice([4])), unit(s, 'r1'));
    expect(unit(s, 'r1').vehicle?.broken).toBe(false);
  });

  it('“When it crosses any obstacle other than barbed wire, at any speed, roll another d6”: "On a 1 it is permanently stuck … on a 2 it is temporarily stuck"', () => {
    const hedge = { id: 'h', kind: 'line' as const, type: 'hedge' as const, points: [{ x: 30, y: 11 }, { x: 42, y: 11 }] };
    const s = setup([{ id: 'r1', type: 'red-tank', at: [36, 10] }], { terrain: [hedge] });
    const going = open(s, 10, 12);
    expect(going.obstacle).toBe(true);
    // The hedge is starred for tanks (a breakdown test: 2, runs on), then the obstacle test: 1, stuck for good.
    afterVehicleMove(ctxOf(s, forcedDice([2, 1])), unit(s, 'r1'), 2, going, null);
    expect(unit(s, 'r1').vehicle).toMatchObject({ broken: false, stuck: 'permanent' });
  });

  it('"For each 100m (4″) strip a d6 roll of 4+ indicates that the wire there is considered crushed"; “When crushing or clearing wire, a d6 of 1 indicates a temporary problem”', () => {
    const wire = { id: 'wire', kind: 'line' as const, type: 'wire' as const, points: [{ x: 30, y: 11 }, { x: 42, y: 11 }] };
    const s = setup([{ id: 'r1', type: 'red-tank', at: [36, 10] }], { terrain: [wire] });
    afterVehicleMove(ctxOf(s, forcedDice([5, 4, 1])), unit(s, 'r1'), 2, open(s, 10, 12), { id: 'wire', at: { x: 36, y: 11 } });
    expect(s.wireGaps).toEqual([{ wireId: 'wire', x: 36, y: 11, kind: 'crushed' }]);
    expect(unit(s, 'r1').vehicle?.stuck).toBe('temporary');
  });
});

describe('Armoured Cars', () => {
  it('“When it crosses an obstacle, at any speed, roll another d6”: a 2 is stuck for now', () => {
    const hedge = { id: 'h', kind: 'line' as const, type: 'hedge' as const, points: [{ x: 30, y: 11 }, { x: 42, y: 11 }] };
    const s = setup([{ id: 'r1', type: 'red-armoured-car', at: [36, 10] }], { terrain: [hedge] });
    const going = open(s, 10, 12);
    expect(going.obstacle).toBe(true);
    // The hedge is starred for armoured cars too (a breakdown test: 3, runs on), then the obstacle test.
    afterVehicleMove(ctxOf(s, forcedDice([3, 2])), unit(s, 'r1'), 2, going, null);
    expect(unit(s, 'r1').vehicle).toMatchObject({ broken: false, stuck: 'temporary' });
  });

  it('"over half speed on any terrain other than flat ground, gentle hills or on a road" calls for a breakdown test', () => {
    const scrub = { id: 'r', kind: 'area' as const, type: 'scrub' as const, polygon: [{ x: 30, y: 0 }, { x: 42, y: 0 }, { x: 42, y: 40 }, { x: 30, y: 40 }] };
    const s = setup([{ id: 'r1', type: 'red-armoured-car', at: [20, 10] }, { id: 'r2', type: 'red-armoured-car', at: [36, 10] }], { terrain: [scrub] });
    afterVehicleMove(ctxOf(s, forcedDice([])), unit(s, 'r1'), 12, legGoing(s, indexOf(s), 'armoured-car', { x: 20, y: 10 }, { x: 20, y: 22 }, false), null);
    expect(unit(s, 'r1').vehicle?.broken).toBe(false);
    const rough = legGoing(s, indexOf(s), 'armoured-car', { x: 36, y: 10 }, { x: 36, y: 13 }, false);
    expect(rough.impassable).toContain('Nyet!');
  });
});
