import { describe, expect, it } from 'vitest';
import { initialState } from '../state.ts';
import { leaderOf, lipki, unitOf } from '../test-fixtures.ts';
import { breakPressure, countedLoss, lossWeight } from './army-pressure.ts';

describe('army morale as the AI weighs it', () => {
  it('"An armored train lost counts as 3 other units lost", and losing the last supply wagons cuts the supply line', () => {
    const state = initialState(lipki());
    expect(countedLoss(state, unitOf(state, 'w-train'))).toBe(3);
    expect(countedLoss(state, unitOf(state, 'r-wagons'))).toBe(4);
    expect(countedLoss(state, unitOf(state, 'r-simbirsk-1'))).toBe(1);
    // The Reds' nine units: the wagons take them to 44% at once ("40% = 1-4"), a battalion only toward 30%.
    expect(lossWeight(state, unitOf(state, 'r-wagons'))).toBeGreaterThan(5 * lossWeight(state, unitOf(state, 'r-simbirsk-1')));
  });

  it('grows as losses near a band, and drops once the band has been tested', () => {
    const state = initialState(lipki());
    const none = breakPressure(state, 'red');
    const two = breakPressure(state, 'red', 2);
    const three = breakPressure(state, 'red', 3);
    expect(none).toBeLessThan(two);
    expect(two).toBeLessThan(three);
    // "30% = Chance of breaking is 1-3 on D10": at 3 of 9 the test is due, 3 in 10 at least.
    expect(three).toBeGreaterThanOrEqual(0.3);
    state.testedBand.red = 30;
    expect(breakPressure(state, 'red', 3)).toBeLessThan(three);
  });

  it('"No need for army to test major morale till losses reach 50%" under a Fanatic C-in-C', () => {
    const state = initialState(lipki());
    const normal = breakPressure(state, 'red', 3);
    leaderOf(state, 'tukhachevsky').character = 'fanatic';
    expect(breakPressure(state, 'red', 3)).toBeLessThan(normal / 2);
  });
});
