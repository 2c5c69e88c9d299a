import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import type { SoftTarget } from '../types.ts';
import { areaCorners, inArea } from './area.ts';
import { planBombardment, rollBombardment } from './bombardment.ts';
import { counterBatteryDuel, locateBattery } from './counter-battery.ts';
import { armourUnderFire, gasDrift, planIndirectFactor, rollGasCasualties } from './effects.ts';
import { offTableMayFire, requestFire, type FireRequest } from './request.ts';
import { rollScatter } from './scatter.ts';
import { INDIRECT_LOOKUPS } from './lookups.ts';
import { smokeScreen } from './smoke.ts';

const foot = (over: Partial<SoftTarget> = {}): SoftTarget => ({ kind: 'foot', formation: 'normal', cover: 'none', grade: 'normal', ...over });
const phone = (over: Partial<FireRequest> = {}): FireRequest => ({ means: 'telephone', observerMoved: false, wirelessAllowed: false, targetMovingOver6cm: false, fireBetween: false, ...over });
const granted = (r: FireRequest, roll: number): boolean => {
  const x = requestFire(r, forcedDice([roll]));
  if (!x.ok) throw new Error(x.error.reason);
  return x.value.granted;
};

describe('Requesting Fire: "Both require a 4 or better on a D10"', () => {
  it('needs 4+, and "8 or more is needed to fire on a target moving at more than 6 cm"', () => {
    expect([granted(phone(), 3), granted(phone(), 4)]).toEqual([false, true]);
    expect([granted(phone({ targetMovingOver6cm: true }), 7), granted(phone({ targetMovingOver6cm: true }), 8)]).toEqual([false, true]);
  });

  it('"For Telephones - 3 if there is artillery fire falling between the observer and his base line"', () => {
    expect(granted(phone({ fireBetween: true }), 6)).toBe(false);
    expect(granted(phone({ fireBetween: true }), 7)).toBe(true);
    expect(granted({ ...phone({ fireBetween: true }), means: 'wireless', wirelessAllowed: true }, 4)).toBe(true);
  });

  it('"Telephones may only be used by observers who have not moved at all, Wireless may only be used by Blue armies"', () => {
    expect(requestFire(phone({ observerMoved: true }), forcedDice([])).ok).toBe(false);
    expect(requestFire({ ...phone(), means: 'wireless' }, forcedDice([])).ok).toBe(false);
  });

  it('"Off table weapons fire once per move, unless over 240 mm calibre which may fire only every other move"', () => {
    expect([offTableMayFire(240, true), offTableMayFire(305, true), offTableMayFire(305, false)]).toEqual([true, false, true]);
  });
});

// “Once a request has been made the landing point of the fire must be found. To do this place a marker on the intended target and roll a D10.
// Adjust this for each turn of fire at the same point by + 2 if the fire is at a visible point or observed.”
// “If the score is less than 9, use the unmodified die roll to determine the direction of scatter.” “Roll a D10 to see how far the fire scatters.”
// “Observed fire (where the target point is visible to the observer), scatters by D10 x 3 cm in the direction shown.”
describe('Hitting The Target', () => {
  it('"On a roll of 9 or 10 it lands on target", "+ 2" for each turn at the same point when observed', () => {
    expect(rollScatter({ observed: true, earlierTurns: 0, lineOfFire: 0 }, forcedDice([9])).onTarget).toBe(true);
    const adjusted = rollScatter({ observed: true, earlierTurns: 1, lineOfFire: 0 }, forcedDice([7]));
    expect(adjusted.onTarget).toBe(true);
    expect(adjusted.explanation).toMatchObject({ dice: [7], total: 9 });
  });

  it('"if a battery is firing at an observed target and it rolls 5 it would scatter short, if the second roll was 4 it would be 12 cm short"', () => {
    const s = rollScatter({ observed: true, earlierTurns: 0, lineOfFire: 0 }, forcedDice([5, 4]));
    expect(s).toMatchObject({ onTarget: false, direction: 5, distanceCm: 12 });
    expect(s.offset.x).toBeCloseTo(0);
    expect(s.offset.y).toBeCloseTo(-12);
  });

  it('"Starting with 1 (overshooting the target) then count every 45 degree angle clockwise"', () => {
    const over = rollScatter({ observed: true, earlierTurns: 0, lineOfFire: 90 }, forcedDice([1, 2]));
    expect(over.offset.x).toBeCloseTo(6);
    const right = rollScatter({ observed: true, earlierTurns: 0, lineOfFire: 0 }, forcedDice([3, 2]));
    expect(right.offset.x).toBeCloseTo(6);
    expect(right.explanation.result).toBe('scatters right (direction 3)');
  });

  // “Unobserved fire always scatters by D10 x 3 cm in the direction shown.” “If the target had been unobserved the scatter would also have been 12 cm but with no chance of landing directly on target.”
  it('"Unobserved fire always scatters"; its 9 or 10 falls along the line of fire (decision)', () => {
    expect(rollScatter({ observed: false, earlierTurns: 0, lineOfFire: 0 }, forcedDice([5, 4]))).toMatchObject({ onTarget: false, direction: 5, distanceCm: 12 });
    expect(rollScatter({ observed: false, earlierTurns: 3, lineOfFire: 0 }, forcedDice([9, 1])).direction).toBe(1);
    expect(rollScatter({ observed: false, earlierTurns: 0, lineOfFire: 0 }, forcedDice([10, 1])).direction).toBe(5);
  });
});

describe('Area Covered: "10 cm by 10 cm"', () => {
  it('is square to the line of fire', () => {
    expect(inArea({ x: 4.9, y: -4.9 }, { x: 0, y: 0 }, 0)).toBe(true);
    expect(inArea({ x: 5.1, y: 0 }, { x: 0, y: 0 }, 0)).toBe(false);
    expect(inArea({ x: 6, y: 0 }, { x: 0, y: 0 }, 45)).toBe(true);
    expect(areaCorners({ x: 0, y: 0 }, 0).map((c) => [Math.round(c.x), Math.round(c.y)])).toEqual([[5, 5], [-5, 5], [-5, -5], [5, -5]]);
  });

  it('"Where batteries are superimposed add the factors for the batteries together"', () => {
    const p = planIndirectFactor([{ name: '1st battery', weapon: 'gun', calibreMm: 76 }, { name: '2nd battery', weapon: 'gun', calibreMm: 122 }], 'he', foot({ cover: 'medium' }), []);
    if (!p.ok) throw new Error(p.error.reason);
    expect(p.value.basic.value).toBe(15);
    expect(p.value.columnName).toBe('E');
    expect(p.value.text).toContain('7 (1st battery) + 8 (2nd battery) = 15');
  });

  it('"Vehicles are hit on a 10 on a D10"; gas "armour is always hit"', () => {
    expect(armourUnderFire(forcedDice([9])).hit).toBe(false);
    expect(armourUnderFire(forcedDice([10])).hit).toBe(true);
    expect(armourUnderFire(forcedDice([]), true).hit).toBe(true);
  });
});

describe('Gas and counter-battery fire', () => {
  it('"For prepared foot troops - 2 (Blue and White Elite troops - 4)"; "Gas ignores cover modifiers"', () => {
    expect(rollGasCasualties(6, 'prepared-foot', forcedDice([6])).casualties).toBe(0);
    expect(rollGasCasualties(6, 'unprepared-foot', forcedDice([6])).casualties).toBe(1);
    expect(rollGasCasualties(6, 'prepared-foot-elite', forcedDice([3])).rolls[0]).toMatchObject({ total: -1, result: '0 casualties' });
    const p = planIndirectFactor([{ name: 'gas battery', weapon: 'gun', calibreMm: 76 }], 'he', foot({ cover: 'heavy' }), [], true);
    expect(p.ok && p.value.columnName).toBe('C');
    expect(gasDrift(forcedDice([7])).cm).toBe(7);
  });

  it('"requires a 10 on a D10 for the first move, add 1 if the firing battery has an air observer. Add 1 for each turn"', () => {
    expect(locateBattery({ airObserver: false, turnsFiredFromHere: 0 }, forcedDice([9])).located).toBe(false);
    expect(locateBattery({ airObserver: true, turnsFiredFromHere: 1 }, forcedDice([8])).located).toBe(true);
  });

  // "Roll a D10 for the target and firer, with the target adding 1 if it is dug in or SP": 4 against 3 + 1 leaves nothing.
  it('"if the firer has a positive score it is subtracted from the target\'s next activation roll"', () => {
    expect(counterBatteryDuel(false, forcedDice([8, 3])).penalty).toBe(5);
    expect(counterBatteryDuel(true, forcedDice([4, 3])).penalty).toBe(0);
  });
});

describe('Preliminary Bombardment: "Basic Factor 4"', () => {
  it('adds gas and intensity, reduced by cover, with shrapnel\'s extra', () => {
    expect(planBombardment({ gas: true, intense: true, extraDays: 0, shrapnel: false }, foot()).finalFactor).toBe(7);
    expect(planBombardment({ gas: false, intense: false, extraDays: 0, shrapnel: true }, foot({ cover: 'light' })).columnName).toBe('F');
  });

  it('"Add to the die roll for each extra day after the first if using a slow bombardment up to + 3"', () => {
    const r = rollBombardment({ gas: false, intense: false, extraDays: 5, shrapnel: false }, foot(), forcedDice([4]));
    expect(r.rolls[0]).toMatchObject({ dice: [4], total: 7, modifiers: [{ value: 3 }] });
    expect(r.casualties).toBe(1);
  });
});

describe('indirect fire\'s tables for `tachanka rules ten-rounds-rapid`, served by the code the game runs', () => {
  const value = (id: string, q: Record<string, string>): unknown => {
    const r = INDIRECT_LOOKUPS.find((t) => t.id === id)!.lookup(q);
    if (!r.ok) throw new Error(r.error.reason);
    return r.value;
  };
  it('"Phosphorus covers one 4 cm square, and other covers 2 such squares. Phosphorus lasts for 2 moves, other for 3 moves"', () => {
    expect(value('smoke', { kind: 'smoke', move: '4' })).toEqual({ alongCm: 4, acrossCm: 8, moves: 3, until: 6 });
    expect(value('smoke', { kind: 'phosphorus' })).toEqual({ alongCm: 4, acrossCm: 4, moves: 2, until: 2 });
    expect(smokeScreen('smoke', 1)).toEqual(value('smoke', { kind: 'smoke', move: '1' }));
  });
  it('gas "moves downwind 1 D10 cm per move"', () => {
    expect(value('gas-drift', { rolls: '7' })).toMatchObject({ cm: 7 });
  });
  it('an SOS flare is "requested as per requested fire above": 4 or better', () => {
    expect(value('fire-request', { means: 'flare', moved: 'yes', wireless: 'no', moving: 'no', fireBetween: 'yes', rolls: '4' })).toMatchObject({ granted: true, roll: { modifiers: [] } });
  });
});
