import { describe, expect, it } from 'vitest';
import { successChances } from '../../../engine/dice-pool.ts';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { wargameWednesdays as ww } from '../index.ts';
import { deployedState, unitOf, woods, wwScenario } from '../test-fixtures.ts';
import { charge } from '../melee/charge.ts';
import { lossOfHits, standsLostTo } from './hit-outcomes.ts';
import { artilleryForecast, directFireForecast } from './fire-forecast.ts';
import { chargeForecast, evadeForecast, meleeOutcome, stopChance } from './melee-forecast.ts';

// The AI's forecasts work the rules out over every roll instead of rolling them: each number here is the rule's
// own arithmetic, done by hand.
const scenario = wwScenario(
  [
    { id: 'inf', troopType: 'red-infantry', command: 'a', x: 10, y: 10, stands: 4 },
    { id: 'cav', troopType: 'red-cavalry', command: 'b', x: 30, y: 10, stands: 4 },
    { id: 'gun', troopType: 'red-field-gun', command: 'c', x: 50, y: 2 },
  ],
  [
    { id: 'w-inf', troopType: 'white-infantry', command: 'a', x: 10, y: 19, stands: 4 },
    { id: 'w-mg', troopType: 'white-mg', command: 'b', x: 31, y: 21 },
    { id: 'w-car', troopType: 'white-armoured-car', command: 'c', x: 50, y: 30 },
    { id: 'w-hid', troopType: 'white-infantry', command: 'c', x: 60, y: 20, stands: 4 },
  ],
  [woods('copse', 58, 18, 66, 24)],
);

describe('what hits come to', () => {
  it('"Each infantry stand can suffer three hits before being removed": the damaged stand fills first', () => {
    const state = deployedState(scenario);
    const inf = unitOf(state, 'inf');
    expect([2, 3, 5, 6, 12, 20].map((h) => standsLostTo(inf, h))).toEqual([0, 1, 1, 2, 4, 4]);
    inf.stands = inf.stands.map((s, i) => (i === 3 ? { ...s, hits: 2 } : s));
    expect([1, 3, 4].map((h) => standsLostTo(inf, h))).toEqual([1, 1, 2]);
  });

  it('"Infantry and Cavalry units that lose a stand must test morale … if it is Less than the number of stands remaining it passes"', () => {
    const state = deployedState(scenario);
    // Three hits cost a stand of four: 3 left, a d6 under 3 passes, so the unit fails (and leaves) on 3-6.
    const loss = lossOfHits(unitOf(state, 'inf'), 3);
    expect(loss.out).toBeCloseTo(4 / 6, 12);
    expect(loss.lost).toBeCloseTo(2 / 6, 12);
    // A lone MG with both crewmen lost is gone.
    expect(lossOfHits(unitOf(state, 'w-mg'), 2)).toEqual({ out: 1, lost: 0 });
  });

  it('"if the roll is less than or equal to the TOTAL number of hits … it is destroyed": a vehicle hit this turn faces the test', () => {
    const state = deployedState(scenario);
    const car = unitOf(state, 'w-car');
    expect(lossOfHits(car, 0)).toEqual({ out: 0, lost: 0 });
    car.vehicleHits = 1;
    expect(lossOfHits(car, 2)).toEqual({ out: 3 / 6, lost: 0 });
  });
});

describe('fire forecasts', () => {
  it('"Infantry fire is done by rolling 1d6 per stand firing, and scores a hit on a 5 or 6": four dice at a fresh unit of four stands', () => {
    const state = deployedState(scenario, 'fire', 'white');
    state.fireStep = 2;
    const [loss] = directFireForecast(state, unitOf(state, 'w-inf'), ['inf']).losses;
    // A stand goes on 3 hits or more: 4 × (1/3)³(2/3) + (1/3)⁴ = 1/9; the test then fails 4 times in 6.
    expect(loss!.out).toBeCloseTo((1 / 9) * (4 / 6), 12);
    expect(loss!.lost).toBeCloseTo((1 / 9) * (2 / 6), 12);
  });

  it('counts cover saves ("receive a save of 4,5,6 per hit") and only what a shot adds to the hits already waiting', () => {
    const state = deployedState(scenario, 'fire', 'red');
    const mg = unitOf(state, 'w-mg');
    // The MG's 6d6 at infantry in the copse: each die hits on 5+ and the hit stands on 1-3, one in six.
    const hid = directFireForecast(state, mg, ['w-hid']).losses[0]!;
    // Three to five hits cost a stand (3 left: the test fails 4 times in 6), six cost two (2 left: it fails 5 times in 6).
    const c = successChances(6, 1 / 6);
    expect(hid.out).toBeCloseTo((c[3]! + c[4]! + c[5]!) * (4 / 6) + c[6]! * (5 / 6), 12);
    expect(hid.lost).toBeCloseTo((c[3]! + c[4]! + c[5]!) * (2 / 6) + c[6]! * 2 * (1 / 6), 12);
    // Two hits already waiting on a fresh infantry unit (no loss yet): one to three more take a stand, four or more two.
    state.incoming.push({ unitId: 'inf', hits: 2 });
    const inf = directFireForecast(state, mg, ['inf']).losses[0]!;
    const k = successChances(6, 1 / 3);
    const oneStand = k[1]! + k[2]! + k[3]!, twoStands = k[4]! + k[5]! + k[6]!;
    expect(inf.out).toBeCloseTo(oneStand * (4 / 6) + twoStands * (5 / 6), 12);
    expect(inf.lost).toBeCloseTo(oneStand * (2 / 6) + twoStands * 2 * (1 / 6), 12);
  });

  it('an armoured car firing twice at one unit throws both lots of dice at it', () => {
    const state = deployedState(scenario, 'fire', 'white');
    const twice = directFireForecast(state, unitOf(state, 'w-car'), ['w-inf', 'w-inf']);
    expect(twice.losses).toHaveLength(1);
    const once = directFireForecast(state, unitOf(state, 'w-car'), ['w-inf', 'cav']);
    expect(once.losses.map((l) => l.unitId)).toEqual(['w-inf', 'cav']);
    expect(twice.whole && once.whole).toBe(true);
  });

  it('a shell on target one time in three ("rolling a drift dice"): struck or not, every unit within 1" of each landing', () => {
    const state = deployedState(scenario, 'fire', 'red');
    const aim = unitOf(state, 'w-car').stands[0]!;
    const f = artilleryForecast(state, unitOf(state, 'gun'), aim);
    const car = f.losses.find((l) => l.unitId === 'w-car')!;
    // No save against artillery for an armoured car: struck, it is hit and tests on 1d6 hits. On target at least 1/3 of the time.
    const onTarget = [1, 2, 3, 4, 5, 6].reduce((s, h) => s + Math.min(6, h) / 6 / 6, 0) / 3;
    expect(car.out).toBeGreaterThanOrEqual(onTarget - 1e-12);
    expect(car.out).toBeLessThan(onTarget * 2);
    expect(f.losses.some((l) => l.unitId === 'gun')).toBe(false);
  });
});

describe('charge and hand to hand forecasts', () => {
  const shaken = () => {
    const state = deployedState(scenario, 'move');
    state.activeCommand = 'red/b';
    const mg = unitOf(state, 'w-mg');
    mg.stands = [{ ...mg.stands[0]!, hits: 1 }];
    return state;
  };

  it('"The higher modified roll wins … The winning unit automatically takes 1 hit. The losing unit automatically routes"', () => {
    const state = shaken();
    // Cavalry +1 and larger +1 (no charging bonus against an MG) against nothing: 4 of 36 rolls tie and are rolled
    // again; the cavalry win 26 of the other 32. The shaken MG is out either way: routed, or its last crewman hit.
    const o = meleeOutcome(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'));
    expect(o.target).toEqual({ out: 1, lost: 0 });
    expect(o.charger.out).toBeCloseTo(6 / 32, 12);
    expect(o.charger.lost).toBe(0);
  });

  it('"If the charging unit loses a stand, and then tests morale, it may fail … then it does not make contact"', () => {
    const state = shaken();
    // One crewman left: 3d6 at 5+. Two hits or more (7 in 27) take a cavalry stand; 3 stands left fail on 3-6.
    expect(stopChance(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'))).toBeCloseTo((7 / 27) * (4 / 6), 12);
    // An MG that moved may not fire, so it cannot stop the charge.
    unitOf(state, 'w-mg').moved = true;
    expect(stopChance(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'))).toBe(0);
  });

  it('puts the charger at the point of contact and weighs the fight by the chance it happens', () => {
    const state = shaken();
    const cav = unitOf(state, 'cav'), mg = unitOf(state, 'w-mg');
    const f = chargeForecast(state, cav, mg);
    // 11" between stand centres less half a cavalry stand's 2" depth and half an MG stand: 9.3", within 12" whatever the bonus die.
    expect(f.at!.y).toBeCloseTo(10 + 9.3, 6);
    const go = 1 - (7 / 27) * (4 / 6);
    expect(f.losses).toEqual([
      { unitId: 'cav', out: expect.closeTo((6 / 32) * go, 12), lost: 0 },
      { unitId: 'w-mg', out: expect.closeTo(go, 12), lost: 0 },
    ]);
    // And the view shows the same fight once the charge has gone in.
    const r = ww.step(state, { type: 'charge', side: 'red', unitId: 'cav', targetId: 'w-mg' }, forcedDice([3]));
    expect(r.ok && r.value.state.charges[0]!.contact).toBe(true);
    const pending = r.ok ? ww.view(r.value.state).pending ?? [] : [];
    expect(pending.map((p) => p.label)).toEqual(['hand to hand at the end of the turn: cav against w-mg']);
    expect(pending[0]!.losses[1]!.out).toBeCloseTo(go, 12);
  });

  it('evading: caught on a roll short of the charger\'s move left, otherwise clear of the fight', () => {
    const state = shaken();
    charge(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'), forcedDice([6]), []);
    const record = state.charges[0]!;
    record.remaining = 3;
    const f = evadeForecast(state, unitOf(state, 'w-mg'), record);
    const self = f.losses.find((l) => l.unitId === 'w-mg')!;
    // Caught on 1, 2 or 3 (the gap is the roll); the fight it would lose for certain is avoided otherwise.
    const go = 1 - stopChance(state, unitOf(state, 'cav'), unitOf(state, 'w-mg'));
    expect(self.out).toBeCloseTo(3 / 6 - go, 12);
    expect(f.losses.find((l) => l.unitId === 'cav')!.out).toBeCloseTo(-(6 / 32) * go, 12);
  });
});
