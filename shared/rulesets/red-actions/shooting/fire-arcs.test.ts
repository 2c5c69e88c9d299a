import { describe, expect, it } from 'vitest';
import { type FixtureUnit, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import { baseArcCovers, enfilades } from './fire-arcs.ts';
import { planShot } from './shooting.ts';

/** "Fire Arcs and Enfilade": a base at (36, 10); points 10″ off at a bearing from its facing (0 is straight ahead). */
const lone = (type: string, facing = 0): FixtureUnit => ({ id: 'r1', type, at: [36, 10], facing });
const enemy: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 40], bases: 2, facing: 180 };
const state = (red: FixtureUnit[], white: FixtureUnit[] = [enemy]) => fixtureState(fixtureScenario(red, white));
const at = (degrees: number) => ({ x: 36 + 10 * Math.sin((degrees * Math.PI) / 180), y: 10 + 10 * Math.cos((degrees * Math.PI) / 180) });
const covers = (type: string, degrees: number) => {
  const s = state([lone(type)]);
  const u = unit(s, 'r1');
  return baseArcCovers(u, u.bases[0]!, at(degrees));
};

describe('Fire arcs', () => {
  it('“As a rule of thumb they shoot forwards within 22° of straight ahead”; tachankas to their rear', () => {
    expect([covers('red-regulars', 20), covers('red-regulars', -20), covers('red-regulars', 25)]).toEqual([true, true, false]);
    expect([covers('red-field-gun', 21), covers('red-field-gun', 30)]).toEqual([true, false]);
    expect([covers('red-tachanka', 180), covers('red-tachanka', 0)]).toEqual([true, false]);
  });

  it('“Vehicles may fire 360° if they have a turret weapon, 180° if they have a sponson”', () => {
    expect([0, 90, 180, 270].map((d) => covers('red-armoured-car', d))).toEqual([true, true, true, true]);
    expect([90, 135, 270, 45].map((d) => covers('red-tank', d))).toEqual([true, true, true, true]);
    expect([covers('red-tank', 0), covers('red-tank', 180)]).toEqual([false, false]);
  });

  it('“Infantry, sabres and artillery that can see the enemy may fire at them unless obstructed by friendly bases in the way”: “Determine how many bases can see the target, are in arc and range”', () => {
    const rifles: FixtureUnit = { id: 'r1', type: 'red-regulars', at: [36, 10], bases: 2 };
    const target: FixtureUnit = { ...enemy, at: [35.4, 20], bases: 1 };
    const clear = state([rifles], [target]);
    expect(planShot(clear, unit(clear, 'r1'), unit(clear, 'w1'), 'aimed', null)?.firingBases).toBe(2);
    const blocked = state([rifles, { id: 'r2', type: 'red-regulars', at: [35.4, 14], bases: 1 }], [target]);
    expect(planShot(blocked, unit(blocked, 'r1'), unit(blocked, 'w1'), 'aimed', null)?.firingBases).toBe(1);
  });
});

describe('Enfilade', () => {
  it('“Only troops basically in line may be enfiladed”', () => {
    const s = state([{ id: 'r1', type: 'red-regulars', at: [46, 16.2], bases: 2, facing: 270 }], [{ ...enemy, at: [36, 16], bases: 3 }]);
    const shooters = unit(s, 'r1').bases;
    expect(enfilades(unit(s, 'w1'), shooters)).toBe(true);
    unit(s, 'w1').formation = 'column';
    expect(enfilades(unit(s, 'w1'), shooters)).toBe(false);
  });
});
