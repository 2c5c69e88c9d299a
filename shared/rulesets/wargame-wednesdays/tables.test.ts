import { describe, expect, it } from 'vitest';
import {
  FIRE_STEP, MOVE_INCHES, RANGE, STAND_CAPACITY, UNIT_STANDS, countHits, driftDirection, driftDistanceDice, fireDice, footMove,
  initiativeResult, moralePasses, saveFor, vehicleDestroyed, vehicleMove,
} from './tables.ts';
import { RULES_TABLES } from './rules-tables.ts';

const lookup = (id: string, q: Record<string, string>) => {
  const r = RULES_TABLES.find((t) => t.id === id)!.lookup(q);
  if (!r.ok) throw new Error(r.error.reason);
  return r.value;
};

describe('Wargame Wednesdays numbers', () => {
  it('"An infantry unit should have between 4 and 6 stands … A Machine Gun unit should have 1 stand"', () => {
    expect(UNIT_STANDS.infantry).toEqual({ min: 4, max: 6 });
    expect(UNIT_STANDS.cavalry).toEqual({ min: 4, max: 6 });
    for (const k of ['mg', 'artillery', 'tank', 'armoured-car'] as const) expect(UNIT_STANDS[k]).toEqual({ min: 1, max: 1 });
  });

  it('"Each infantry stand can suffer three hits … cavalry … two … MG … two … Artillery … two"', () => {
    expect([STAND_CAPACITY.infantry, STAND_CAPACITY.cavalry, STAND_CAPACITY.mg, STAND_CAPACITY.artillery]).toEqual([3, 2, 2, 2]);
  });

  it('"Infantry, MGs and Artillery move 6 inches"; an MG with a hit half, a gun with a hit not at all', () => {
    expect([MOVE_INCHES.infantry, MOVE_INCHES.mg, MOVE_INCHES.artillery]).toEqual([6, 6, 6]);
    expect(footMove('mg', 1)).toBe(3);
    expect(footMove('artillery', 1)).toBe(0);
    expect(footMove('infantry', 2)).toBe(6);
  });

  it('cavalry move 12" (the text gives no rate: README "Cavalry move")', () => {
    expect(MOVE_INCHES.cavalry).toBe(12);
  });

  it('"If three of a kind are rolled on any of the dice … the unit may not move at all that turn"', () => {
    expect(vehicleMove([1, 2, 3, 4, 5])).toEqual({ inches: 15, breakdown: false });
    expect(vehicleMove([5, 2, 5, 4, 5])).toEqual({ inches: 0, breakdown: true });
    expect(vehicleMove([3, 3, 1, 1, 6])).toEqual({ inches: 14, breakdown: false });
    expect(lookup('movement', { kind: 'tank', dice: '3,3,3,1,2' })).toEqual({ inches: 0, breakdown: true });
  });

  it('ranges as printed: infantry 12, cavalry 6, A/C 18, MG 24, tank 36, artillery 48', () => {
    expect([RANGE.infantry, RANGE.cavalry, RANGE['armoured-car'], RANGE.mg, RANGE.tank, RANGE.artillery]).toEqual([12, 6, 18, 24, 36, 48]);
  });

  it('"all artillery, tank, A/C and MG fire" goes first; "then all infantry fire"', () => {
    expect([FIRE_STEP.artillery, FIRE_STEP.tank, FIRE_STEP['armoured-car'], FIRE_STEP.mg]).toEqual([1, 1, 1, 1]);
    expect([FIRE_STEP.infantry, FIRE_STEP.cavalry]).toEqual([2, 2]);
  });

  it('"Infantry fire … 1d6 per stand … 5 or 6"; "Cavlry … 6 only"; "MG … 3d6 per crewman"; "A/C … total of 3d6"; "Tank … 6d6"', () => {
    expect(fireDice('infantry', 5, 0)).toMatchObject({ dice: 5, hitOn: 5 });
    expect(fireDice('cavalry', 4, 0)).toMatchObject({ dice: 4, hitOn: 6 });
    expect(fireDice('mg', 1, 0)).toMatchObject({ dice: 6, hitOn: 5 });
    expect(fireDice('mg', 1, 1)).toMatchObject({ dice: 3, hitOn: 5 });
    expect(fireDice('armoured-car', 1, 0)).toMatchObject({ dice: 3, hitOn: 5 });
    expect(fireDice('tank', 1, 0)).toMatchObject({ dice: 6, hitOn: 5 });
    expect(countHits([1, 4, 5, 6], 5)).toBe(2);
    expect(lookup('fire', { kind: 'mg', stands: '1', hits: '1' })).toMatchObject({ dice: 3, range: 24, step: 1 });
  });

  it('"A/C units may roll a save vs. every hit Except for Tank fire and Artillery fire"; tanks always; infantry under cover', () => {
    expect(saveFor('tank', 'artillery', false)).toBe('vehicle');
    expect(saveFor('armoured-car', 'small-arms', false)).toBe('vehicle');
    expect(saveFor('armoured-car', 'tank', false)).toBeNull();
    expect(saveFor('armoured-car', 'artillery', false)).toBeNull();
    expect(saveFor('infantry', 'mg', true)).toBe('cover');
    expect(saveFor('infantry', 'mg', false)).toBeNull();
    expect(saveFor('cavalry', 'mg', true)).toBeNull();
    expect(saveFor('artillery', 'mg', true)).toBeNull();
    expect(saveFor('mg', 'small-arms', true)).toBe('cover');
    expect(saveFor('infantry', 'melee', true)).toBeNull();
  });

  it('"if the roll is less than or equal to the TOTAL number of hits … it is destroyed"', () => {
    expect(vehicleDestroyed(2, 2)).toBe(true);
    expect(vehicleDestroyed(3, 2)).toBe(false);
    expect(lookup('vehicle-destruction', { roll: '6', hits: '6' })).toEqual({ destroyed: true });
  });

  it('"if it is Less than the number of stands remaining it passes"; "Elite … add one to the number of stands"', () => {
    expect(moralePasses(3, 4, false)).toBe(true);
    expect(moralePasses(4, 4, false)).toBe(false);
    expect(moralePasses(4, 4, true)).toBe(true);
    expect(lookup('morale', { roll: '1', stands: '1', elite: 'no' })).toEqual({ passed: false });
  });

  it('"High roller has the option …"; "If the dice are a tie, roll again"; a tie on doubles freezes all movement', () => {
    expect(initiativeResult([3, 4], [2, 2])).toBe('red');
    expect(initiativeResult([1, 2], [2, 2])).toBe('white');
    expect(initiativeResult([3, 4], [5, 2])).toBe('reroll');
    expect(initiativeResult([3, 3], [3, 3])).toBe('no-movement');
    expect(initiativeResult([3, 3], [4, 2])).toBe('reroll');
    expect(lookup('initiative', { red: '2,2', white: '2,2' })).toEqual({ result: 'no-movement' });
  });

  it('the drift die: 1-2 on target, then short, over, left, right; "2d6 if over half range"', () => {
    expect([1, 2, 3, 4, 5, 6].map(driftDirection)).toEqual(['hit', 'hit', 'short', 'over', 'left', 'right']);
    expect(driftDistanceDice(24, 48)).toBe(1);
    expect(driftDistanceDice(25, 48)).toBe(2);
  });

  it('every table answers its own lookup and refuses a bad key with a reason', () => {
    for (const t of RULES_TABLES) {
      expect(t.rows.length).toBeGreaterThan(0);
      const bad = t.lookup({});
      expect(bad.ok).toBe(false);
    }
  });
});
