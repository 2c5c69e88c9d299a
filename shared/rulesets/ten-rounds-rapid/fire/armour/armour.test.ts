import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../../testing/forced-dice.ts';
import { applyHitEffect, freshVehicle, vehicleHalvings } from './damage.ts';
import { rollHitEffects, type HitEffectInput } from './hit-effects.ts';
import { resolveArmourFire, type ArmourFireInput } from './strike.ts';
import { HIT_EFFECT_ROWS, hitEffect, hitEffectCells, hitsFor, strikeValue } from './tables.ts';

const fire = (over: Partial<ArmourFireInput> = {}): ArmourFireInput => ({ weapon: 'gun', calibreMm: 76, rangeCm: 30, defence: 2, firerMoving: false, targetMoving: false, concealment: 'none', camouflaged: false, ...over });
const hits = (over: Partial<ArmourFireInput>, roll: number) => {
  const r = resolveArmourFire(fire(over), forcedDice([roll]));
  if (!r.ok) throw new Error(r.error.reason);
  return r.value;
};

// As printed: “D10 + \text{Gun Strike Value} - \text{Vehicle Defence Value}”.
describe('"D10 + Gun Strike Value - Vehicle Defence Value"', () => {
  // “A Result of +7 gives two hits”, “A Result of +8 gives three hits”, “A Result of +9 gives four hits”, “A Result of +10 gives five hits.”
  it('"The final score must be 6 or more to hit a vehicle. A Result of +6 gives one hit … +10 gives five hits"', () => {
    expect([5, 6, 7, 8, 9, 10, 14].map(hitsFor)).toEqual([0, 1, 2, 3, 4, 5, 5]);
  });

  it('prints the strike as a sum that computes', () => {
    const r = hits({}, 4);
    expect(r.explanation).toMatchObject({ dice: [4], total: 6, target: '6+', result: '1 hit' });
    expect(r.explanation.modifiers).toEqual([{ label: 'strike value, 76 mm gun', value: 4 }, { label: 'defence value', value: -2 }]);
  });

  // "There are 5 ranges used, as for small arms fire."
  it.each([
    ['"Point blank +2"', { rangeCm: 3 }, 2], ['"Close +1"', { rangeCm: 20 }, 1], ['"Normal 0"', { rangeCm: 40 }, 0], ['"Long - 1"', { rangeCm: 60 }, -1], ['"Extreme - 2"', { rangeCm: 100 }, -2],
    ['"Self Moving - 2"', { rangeCm: 40, firerMoving: true }, -2], ['"Target Moving - 1"', { rangeCm: 40, targetMoving: true }, -1],
    ['"Concealed in Wood or Built Up Area - 1"', { rangeCm: 40, concealment: 'wood-or-town' }, -1],
    ['"Concealed behind hill or Dug In - 2"', { rangeCm: 40, concealment: 'hill-or-dug-in' }, -2], ['"Camouflaged Target - 2"', { rangeCm: 40, camouflaged: true }, -2],
  ] as const)('%s', (_quote, over, change) => {
    expect(hits(over as Partial<ArmourFireInput>, 5).explanation.total).toBe(5 + 4 - 2 + change);
  });

  // “Rifle Grenades to 2 cm to 4 cm to 8cm to 10 cm to 12 cm”, “AT Rifles to 4 cm to 8 cm to 24 cm to 40 cm to 60 cm”,
  // “HMG's and Auto Cannon. to 4 cm to 15 cm to 30 cm to 40 cm to 75 cm”, “Field Artillery to 4 cm to 20 cm to 40 cm to 60 cm to 100 cm”:
  // each bracket's last centimetre, point blank +2 to extreme -2.
  it.each([
    ['rifle-grenade', [2, 4, 8, 10, 12]], ['at-rifle', [4, 8, 24, 40, 60]], ['hmg', [4, 15, 30, 40, 75]], ['auto-cannon', [4, 15, 30, 40, 75]], ['gun', [4, 20, 40, 60, 100]],
  ] as const)('%s: the five brackets end at %j cm', (weapon, ends) => {
    const change = (cm: number) => hits({ weapon, rangeCm: cm }, 5).explanation.modifiers.find((m) => /range/.test(m.label))?.value ?? 0;
    expect(ends.map(change)).toEqual([2, 1, 0, -1, -2]);
    expect(ends.slice(0, 4).map((cm) => change(cm + 0.5))).toEqual([1, 0, -1, -2]);
  });

  it.each([
    ['rifle-grenade', 12, true], ['rifle-grenade', 13, false], ['at-rifle', 60, true], ['hmg', 75, true], ['hmg', 76, false], ['gun', 100, true], ['hand-grenade', 2, true], ['hand-grenade', 2.5, false],
  ] as const)('%s reaches %f cm: %s', (weapon, cm, reaches) => {
    expect(resolveArmourFire(fire({ weapon, rangeCm: cm }), forcedDice([5])).ok).toBe(reaches);
  });

  it('"Flame-throwers … Fire is always at normal range, aspect modifiers are not used, and only the Concealed behind a Hill or Dug in modifier applies"', () => {
    const r = hits({ weapon: 'flame-thrower', rangeCm: 1, firerMoving: true, camouflaged: true, concealment: 'hill-or-dug-in' }, 6);
    expect(r.explanation.total).toBe(6 + 4 - 2 - 2);
  });

  // “1 French 37 mm, A/T Rifle, HMG's, Grenades”, “4 Field Guns and Howitzers up to 100 mm, Specialist A/T Guns, Flame-throwers”, “6 Field guns and Howitzers over 100 mm”.
  it('strike values as listed, and for guns the text does not list (decision)', () => {
    expect([strikeValue('at-rifle'), strikeValue('hmg'), strikeValue('hand-grenade'), strikeValue('gun', 37), strikeValue('flame-thrower')]).toEqual([1, 1, 1, 1, 4]);
    expect([strikeValue('gun', 57), strikeValue('gun', 100), strikeValue('gun', 122), strikeValue('gun', 240), strikeValue('gun', 305), strikeValue('auto-cannon')]).toEqual([4, 4, 6, 6, 8, 1]);
  });
});

// The rows: “A/Cars 1 - 3 4 - 5 6 7 8 - 10”, “Bunker 1 - 4 5 - 7 - 8 9 - 10”; and the modifier “Russian A/Cars + 1 (Includes A/Cars re-armoured in Russia)”.
describe('AFV Hit Effects Table, exactly as printed', () => {
  it.each([
    ['tank', 'Tank, A/Train', ['1 - 5', '6 - 7', '8', '9', '10']],
    ['armoured-car', 'A/Cars', ['1 - 3', '4 - 5', '6', '7', '8 - 10']],
    ['bunker', 'Bunker', ['1 - 4', '5 - 7', '-', '8', '9 - 10']],
  ] as const)('%s: "%s"', (row, printed, cells) => {
    expect(HIT_EFFECT_ROWS[row]).toBe(printed);
    expect(hitEffectCells(row)).toEqual(cells);
  });

  it('reads the armoured train on the tank row; rolls past the table are no effect or knocked out', () => {
    expect(hitEffect('armoured-train', 8)).toBe('weapon');
    expect(hitEffect('bunker', 8)).toBe('immobilised');
    expect(hitEffect('armoured-car', -1)).toBe('none');
    expect(hitEffect('tank', 12)).toBe('knocked-out');
  });

  it.each([
    ['"HMG - 2"', { source: { kind: 'direct', weapon: 'hmg', kAmmunition: false } }, -2],
    ['"HMG using K-ammunition + 1" (with the HMG\'s - 2)', { source: { kind: 'direct', weapon: 'hmg', kAmmunition: true } }, -1],
    ['"Russian A/Cars + 1"', { vehicle: 'armoured-car', russianArmouredCar: true }, 1],
    ['"Heavy indirect artillery (over 160 mm) + 2"', { source: { kind: 'indirect', calibreMm: 203 } }, 2],
    ['"Open top AFV hit by indirect artillery + 2"', { openTop: true, source: { kind: 'indirect', calibreMm: 76 } }, 2],
    ['open top hit by direct fire: nothing', { openTop: true }, 0],
  ] as const)('%s', (_quote, over, change) => {
    const input: HitEffectInput = { vehicle: 'tank', russianArmouredCar: false, openTop: false, source: { kind: 'direct', weapon: 'gun', kAmmunition: false }, ...(over as Partial<HitEffectInput>) };
    expect(rollHitEffects(1, input, forcedDice([5]))[0]!.explanation.total).toBe(5 + change);
  });
});

describe('what hit effects do', () => {
  it('"Retire … Firepower is halved while retiring. Retiring has no effect on A/Trains"', () => {
    const r = applyHitEffect('tank', freshVehicle(['6 pdr', '6 pdr', 'MG']), 'retire', forcedDice([]));
    expect(r.damage.retiring).toBe(true);
    expect(vehicleHalvings(r.damage)).toEqual(['retiring']);
    expect(applyHitEffect('armoured-train', freshVehicle(['gun']), 'retire', forcedDice([])).damage.retiring).toBe(false);
  });

  it('"Weapon hit: One weapon determined at random is lost. If only one weapon was available in the first place, the basic factor is permanently halved"', () => {
    const r = applyHitEffect('tank', freshVehicle(['6 pdr L', '6 pdr R', 'MG']), 'weapon', forcedDice([2]));
    expect(r.damage.weapons).toEqual(['6 pdr L', 'MG']);
    expect(r.pick?.result).toBe('6 pdr R');
    const once = applyHitEffect('tank', freshVehicle(['37 mm']), 'weapon', forcedDice([]));
    expect(vehicleHalvings(once.damage)).toEqual(['weapon hit']);
    const twice = applyHitEffect('tank', once.damage, 'weapon', forcedDice([]));
    expect(twice.damage.weapons).toEqual([]);
  });

  it('"Immobilised … Additional immobilisation hits have no effect. A subsequent Retire hit will cause the crew to abandon the AFV"', () => {
    const i = applyHitEffect('armoured-car', freshVehicle(['MG']), 'immobilised', forcedDice([]));
    expect(applyHitEffect('armoured-car', i.damage, 'immobilised', forcedDice([])).text).toMatch(/already immobilised/);
    expect(applyHitEffect('armoured-car', i.damage, 'retire', forcedDice([])).damage.abandoned).toBe(true);
  });

  it('"Knocked out: Target is eliminated", and nothing happens to it after', () => {
    const k = applyHitEffect('tank', freshVehicle(['gun']), 'knocked-out', forcedDice([]));
    expect(k.damage.knockedOut).toBe(true);
    expect(applyHitEffect('tank', k.damage, 'weapon', forcedDice([])).damage).toEqual(k.damage);
  });
});
