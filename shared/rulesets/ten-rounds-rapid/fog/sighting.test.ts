import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { area, company, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { locationTests } from '../observation/observation.ts';
import { toInches } from '../scale.ts';
import { sighting } from './sighting.ts';

const seenBy = (s: Parameters<typeof sighting>[0], side: 'red' | 'white'): readonly string[] => sighting(s, side).seen;

describe('Ten Rounds Rapid fog of war: what a side knows', () => {
  it('section 10: "Stationary foot troops … 50 cm": a company in the open is seen at 49 cm, not at 60; the own side is never listed', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('near', 'white-rifles', 10, 5 + toInches(49)), company('far', 'white-rifles', 30, 5 + toInches(60))]));
    expect(seenBy(s, 'red')).toEqual(['near']);
    expect(sighting(s, 'white')).toEqual({ seen: ['r'], markers: [] });
    unitOf(s, 'far').moved = true;
    // "Moving foot troops … 100 cm".
    expect(seenBy(s, 'red')).toEqual(['near', 'far']);
  });

  it('"concealed in or along a terrain feature they will only be seen automatically at half the distances … Otherwise … after a successful location test"', () => {
    const wood = area('wood', 'woods', 5, 12, 25, 20);
    const scenario = trrScenario([company('r', 'red-rifles', 10, 12 - toInches(18))], [company('w', 'white-rifles', 10, 13)], [wood]);
    const miss = startedState(scenario);
    expect(seenBy(miss, 'red')).toEqual([]);
    locationTests(miss, unitOf(miss, 'r'), forcedDice([8]), []);
    expect(seenBy(miss, 'red')).toEqual([]);
    const hit = startedState(scenario);
    locationTests(hit, unitOf(hit, 'r'), forcedDice([9]), []);
    expect(seenBy(hit, 'red')).toEqual(['w']);
    // Within half the edge distance (12.5 cm for foot: 8 cm and the inch into the wood) it is seen with no test.
    const close = startedState(trrScenario([company('r', 'red-rifles', 10, 12 - toInches(8))], [company('w', 'white-rifles', 10, 13)], [wood]));
    expect(seenBy(close, 'red')).toEqual(['w']);
  });

  it('a scenario\'s works (tag works.trench, works.camouflaged): concealed, and camouflaged troops are not given away by firing', () => {
    // Stationary foot in the open are seen at 50 cm; dug in they are concealed: seen without a test only at half that.
    const at = (cm: number, tags: string[]) => startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-mg', 10, 5 + toInches(cm), { tags })]));
    expect(seenBy(at(40, []), 'red')).toEqual(['w']);
    expect(seenBy(at(40, ['works.trench']), 'red')).toEqual([]);
    expect(seenBy(at(20, ['works.trench']), 'red')).toEqual(['w']);
    // "Troops who are firing are not concealed unless in broken ground … small arms, MG's or mortars … seen at 100 cm":
    // a trench gives a firing MG away at 60 cm; camouflage keeps it hidden as broken ground does.
    const trench = at(60, ['works.trench']);
    unitOf(trench, 'w').fired = true;
    expect(seenBy(trench, 'red')).toEqual(['w']);
    const camouflaged = at(60, ['works.camouflaged']);
    unitOf(camouflaged, 'w').fired = true;
    expect(seenBy(camouflaged, 'red')).toEqual([]);
  });

  it('section 18 "Snipers": "he must be located, and is never automatically seen"', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [{ id: 's', troopType: 'white-sniper', x: 10, y: 5 + toInches(5) }], [], { ruleset: { id: 'ten-rounds-rapid', options: { snipers: true } } }));
    expect(seenBy(s, 'red')).toEqual([]);
    unitOf(s, 's').fired = true;
    expect(seenBy(s, 'red')).toEqual([]);
    s.located.red.push('s');
    expect(seenBy(s, 'red')).toEqual(['s']);
  });

  it('a spotting aircraft (option spotter.red) knows the enemy in the open however far, but not the concealed', () => {
    const wood = area('wood', 'woods', 30, 30, 50, 38);
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 2)], [company('open', 'white-rifles', 10, 38), company('hid', 'white-rifles', 36, 34)], [wood], { ruleset: { id: 'ten-rounds-rapid', options: { 'spotter.red': true } } }));
    expect(seenBy(s, 'red')).toEqual(['open']);
    expect(seenBy(s, 'white')).toEqual([]);
  });

  it('passengers are seen with the transport carrying them; units destroyed or routed off are known as lost', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [
      { id: 'lorry', troopType: 'white-lorries', x: 10, y: 5 + toInches(40) }, company('riders', 'white-rifles', 12, 5 + toInches(40), { tags: ['aboard-lorry'] }),
      company('lost', 'white-rifles', 40, 38),
    ]));
    expect(unitOf(s, 'riders').status).toBe('aboard');
    expect(seenBy(s, 'red')).toEqual(['lorry', 'riders']);
    unitOf(s, 'lorry').pieces = unitOf(s, 'lorry').pieces.map((p) => ({ ...p, x: 58, y: 39 }));
    expect(seenBy(s, 'red')).toEqual([]);
    unitOf(s, 'lost').status = 'destroyed';
    expect(seenBy(s, 'red')).toEqual(['lost']);
  });
});
