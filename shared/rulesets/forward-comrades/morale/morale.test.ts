import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { centroid } from '../../../geometry/point-sets.ts';
import { fallBack, officerCharacterTest, rallyTest, testMorale } from './morale.ts';
import { armyLosses, armyMoraleTest } from './army-morale.ts';
import { repairTest } from '../fire/vehicles.ts';
import { fcScenario, leaderOf, stateAt, unitOf } from '../test-fixtures.ts';
import type { FcState } from '../state.ts';

const red = [
  { id: 'rc', troopType: 'red-commander-in-chief', x: 2, y: 2 },
  { id: 'r1', troopType: 'red-infantry', leader: 'rc', x: 10, y: 20, stands: 4, characteristics: ['commissar'] },
  { id: 'r2', troopType: 'red-infantry', leader: 'rc', x: 20, y: 20, stands: 4 },
  { id: 'r3', troopType: 'red-infantry', leader: 'rc', x: 30, y: 20, stands: 4 },
  { id: 'r4', troopType: 'red-armoured-train', leader: 'rc', x: 40, y: 20 },
  { id: 'r5', troopType: 'red-supply-wagons', leader: 'rc', x: 50, y: 2 },
];
const white = [
  { id: 'wc', troopType: 'white-commander-in-chief', x: 2, y: 46 },
  { id: 'w1', troopType: 'white-officers', leader: 'wc', x: 10, y: 30, stands: 4 },
  { id: 'w2', troopType: 'white-infantry', leader: 'wc', x: 20, y: 30, stands: 4 },
  { id: 'w3', troopType: 'white-tank', leader: 'wc', x: 40, y: 30 },
];
const scenario = fcScenario(red, white);

const lose = (state: FcState, ...ids: string[]) => ids.forEach((id) => { unitOf(state, id).status = 'destroyed'; unitOf(state, id).stands = []; });

describe('unit morale (reconstructed test)', () => {
  it('"If attached as an individual stand to infantry unit, the machine gun stand is not counted for morale purposes as part of the unit"; a tachanka is "Not counted for morale purposes as part of the unit"', () => {
    const attached = fcScenario(
      [{ id: 'rc', troopType: 'red-officer', x: 2, y: 2 }, { id: 'r', troopType: 'red-infantry', leader: 'rc', x: 10, y: 20, stands: 4, weapons: [{ weapon: 'hmg', figures: 2 }] }],
      [{ id: 'wc', troopType: 'white-officer', x: 2, y: 46 }, { id: 'c', troopType: 'white-cavalry', leader: 'wc', x: 10, y: 30, stands: 4, figures: 3, weapons: [{ weapon: 'tachanka', figures: 2 }] }],
    );
    for (const id of ['r', 'c']) {
      const state = stateAt(attached);
      const u = unitOf(state, id);
      // The weapon's base goes: no stand lost, so nothing added to the unit's morale roll.
      u.stands = u.stands.filter((s) => s.weapon === null);
      const events: GameEvent[] = [];
      testMorale(state, u, forcedDice([4]), events, 'a test');
      expect(events[0]!.roll).toMatchObject({ modifiers: [], total: 4, result: 'passed' });
      // One of its own stands gone is a stand lost.
      u.stands = u.stands.slice(1);
      const after: GameEvent[] = [];
      testMorale(state, u, forcedDice([4]), after, 'a test');
      expect(after[0]!.roll).toMatchObject({ total: 5, result: 'failed' });
    }
  });

  it('passes on 4 or less, an elite unit on 5 or less; "Normal morale modifiers apply" — a commissar -1, a stand lost +1', () => {
    const state = stateAt(scenario);
    expect(testMorale(state, unitOf(state, 'r2'), forcedDice([5]), [], 'a test').passed).toBe(false);
    expect(testMorale(state, unitOf(state, 'w1'), forcedDice([5]), [], 'a test').passed).toBe(true);
    const events: GameEvent[] = [];
    unitOf(state, 'r1').stands = unitOf(state, 'r1').stands.slice(0, -1);
    testMorale(state, unitOf(state, 'r1'), forcedDice([4]), events, 'a test');
    expect(events[0]!.roll).toMatchObject({ modifiers: [{ label: '1 stand lost', value: 1 }, { label: 'commissar with red unit', value: -1 }], total: 4, result: 'passed' });
  });

  it('"Units, that fail morale, move one move to rear and mark as falling back"', () => {
    const state = stateAt(scenario);
    const y = centroid(unitOf(state, 'r2').stands).y;
    fallBack(state, unitOf(state, 'r2'), forcedDice([3, 4]), [], 'test');
    expect(unitOf(state, 'r2').fallingBack).toBe(true);
    expect(centroid(unitOf(state, 'r2').stands).y).toBeCloseTo(y - 7);
  });

  it('a unit falling back off its baseline is gone: it counts as lost', () => {
    const state = stateAt(scenario);
    unitOf(state, 'r2').stands = unitOf(state, 'r2').stands.map((s) => ({ ...s, y: 3 }));
    fallBack(state, unitOf(state, 'r2'), forcedDice([3, 4]), [], 'test');
    expect(unitOf(state, 'r2').status).toBe('off-table');
  });

  it('"A unit that tests morale because it is falling back and passes the morale test, is no longer considered falling back"', () => {
    const state = stateAt(scenario);
    unitOf(state, 'r2').fallingBack = true;
    // 3 + 1 (falling back) = 4: passed.
    rallyTest(state, unitOf(state, 'r2'), forcedDice([3]), []);
    expect(unitOf(state, 'r2').fallingBack).toBe(false);
  });

  it('a tank\'s engine hit: "Test morale each turn Failure = no repairs. Pass, roll D10, repair on 5+"', () => {
    const state = stateAt(scenario);
    unitOf(state, 'w3').immobile = 'engine';
    repairTest(state, unitOf(state, 'w3'), forcedDice([1, 4]), []);
    expect(unitOf(state, 'w3').immobile).toBe('engine');
    repairTest(state, unitOf(state, 'w3'), forcedDice([1, 5]), []);
    expect(unitOf(state, 'w3').immobile).toBe('no');
  });
});

describe('army major morale', () => {
  it('"An armored train lost counts as 3 other units lost"; "If the supply line to the rear is cut, this counts as 3 units lost"', () => {
    const state = stateAt(scenario);
    lose(state, 'r4');
    expect(armyLosses(state, 'red')).toMatchObject({ counted: 3, units: 5, percent: 60 });
    lose(state, 'r5');
    expect(armyLosses(state, 'red').counted).toBe(7);
  });

  it('"An enemy armored train captured or forced to retreat from the table reduces your losses by 2 units"', () => {
    const state = stateAt(scenario);
    lose(state, 'w2', 'r4');
    expect(armyLosses(state, 'white').counted).toBe(0);
  });

  it('tests once per band reached, "30% = Chance of breaking is 1-3 on D10"', () => {
    const state = stateAt(scenario);
    lose(state, 'w2');
    const events: GameEvent[] = [];
    expect(armyMoraleTest(state, 'white', forcedDice([4]), events)).toBe(false);
    expect(events[0]!.roll).toMatchObject({ table: 'army-morale', target: '1-3 breaks' });
    expect(armyMoraleTest(state, 'white', forcedDice([]), events)).toBe(false);
    lose(state, 'w3');
    // 2 of 3 units: 67%, the 50% band: 1-5 breaks; the officers then test their character:
    // “OR if the army fails its major morale roll: roll a D6.”
    expect(armyMoraleTest(state, 'white', forcedDice([5, 1]), events)).toBe(true);
    expect(events.filter((e) => e.roll?.table === 'officer-character').map((e) => e.unitId)).toEqual(['wc']);
  });

  it('a Fanatic C-in-C: "No need for army to test major morale till losses reach 50%"; a Committed one "May re-roll major morale immediately twicee per game"', () => {
    const state = stateAt(scenario);
    leaderOf(state, 'wc').character = 'fanatic';
    lose(state, 'w2');
    expect(armyMoraleTest(state, 'white', forcedDice([]), [])).toBe(false);
    const again = stateAt(scenario);
    Object.assign(leaderOf(again, 'wc'), { character: 'committed', rerolls: 2 });
    lose(again, 'w2');
    expect(armyMoraleTest(again, 'white', forcedDice([1, 2, 3, 1]), [])).toBe(true);
    expect(leaderOf(again, 'wc').rerolls).toBe(0);
  });
});

describe('officer failure', () => {
  // “To determine what this failure of character means, roll yet another D6”.
  it('"roll a D6. If the result is 6 (5 or 6 if coward), his character fails"; the lost table: 5-6 he defects (Tachanka\'s)', () => {
    const state = stateAt(scenario);
    officerCharacterTest(state, leaderOf(state, 'rc'), forcedDice([5]), [], 'a lost melee');
    expect(leaderOf(state, 'rc').status).toBe('active');
    officerCharacterTest(state, leaderOf(state, 'rc'), forcedDice([6, 5]), [], 'a lost melee');
    expect(leaderOf(state, 'rc').status).toBe('defected');
  });
});
