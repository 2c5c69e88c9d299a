import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { sightDistances, openSight } from './sight-table.ts';
import { locationTests, piecesApartCm, sees, surelyBeyondCm, unitDistanceCm, visibility } from './observation.ts';
import { area, company, line, startedState, trrScenario, unitOf } from '../test-fixtures.ts';
import { centreOf } from '../state.ts';
import { TRENCH_CM } from '../options/works.ts';
import { toCm, toInches } from '../scale.ts';

describe('sight distances (section 10)', () => {
  it('"The maximum visibility distance is 150 cm."; "Moving Vehicles … maximum visibility", "Moving foot troops and stationary vehicles … 100 cm", "Stationary foot troops … 50 cm"', () => {
    expect(openSight({ bulk: 'big', moving: true })).toBe(150);
    expect(openSight({ bulk: 'big', moving: false })).toBe(100);
    expect(openSight({ bulk: 'foot', moving: true })).toBe(100);
    expect(openSight({ bulk: 'foot', moving: false })).toBe(50);
  });
  // “Vehicles, mounted troops and heavy weapons are located on a score of 7 or better at 25 to 50 cm.” “Infantry are located on a score of 9 or 10 at 12.5 to 25 cm.”
  it('concealed: seen "automatically at half the distances", beyond that to 25 cm only by the location test on 9 or 10', () => {
    expect(sightDistances({ bulk: 'foot', moving: false, concealed: true, fired: 'none', brokenGround: false })).toEqual({ auto: 12.5, test: 25, needs: 9 });
    expect(sightDistances({ bulk: 'big', moving: false, concealed: true, fired: 'none', brokenGround: false })).toEqual({ auto: 25, test: 50, needs: 7 });
  });
  it('"Troops who are firing are not concealed unless in broken ground": small arms seen at 100 cm, heavier at 150', () => {
    expect(sightDistances({ bulk: 'foot', moving: false, concealed: true, fired: 'small-arms', brokenGround: false }).auto).toBe(100);
    expect(sightDistances({ bulk: 'big', moving: false, concealed: false, fired: 'heavy', brokenGround: false }).auto).toBe(150);
    expect(sightDistances({ bulk: 'foot', moving: false, concealed: true, fired: 'small-arms', brokenGround: true }).auto).toBe(12.5);
  });
  it('fog cuts "visibility by 90 %, and location distances by 10 cm"', () => {
    const s = startedState(trrScenario([], [], [], { weather: 'fog' }));
    expect(visibility(s.scenario)).toEqual({ maxCm: 15, locationLoss: 10 });
  });
});

describe('seeing and locating units', () => {
  it('a stationary company in the open is seen at 50 cm and not at 60; "Units do not break line of sight"', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5), company('between', 'red-rifles', 10, 5 + toInches(20))], [company('near', 'white-rifles', 10, 5 + toInches(49)), company('far', 'white-rifles', 20, 5 + toInches(60))]));
    expect(sees(s, unitOf(s, 'r'), unitOf(s, 'near'))).toBe(true);
    expect(sees(s, unitOf(s, 'r'), unitOf(s, 'far'))).toBe(false);
  });
  it('a company in woods 20 cm off is located by the test on a 9 and not on an 8', () => {
    const wood = area('wood', 'woods', 5, 12, 25, 20);
    const scenario = trrScenario([company('r', 'red-rifles', 10, 12 - toInches(18))], [company('w', 'white-rifles', 10, 13)], [wood]);
    const miss = startedState(scenario);
    locationTests(miss, unitOf(miss, 'r'), forcedDice([8]), []);
    expect(sees(miss, unitOf(miss, 'r'), unitOf(miss, 'w'))).toBe(false);
    const hit = startedState(scenario);
    locationTests(hit, unitOf(hit, 'r'), forcedDice([9]), []);
    expect(sees(hit, unitOf(hit, 'r'), unitOf(hit, 'w'))).toBe(true);
  });
  it('a unit whose pieces stay put is seen afresh once it moves, fires or digs in ("Moving foot troops … 100 cm", "Stationary foot troops … 50 cm")', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 5 + toInches(70))]));
    const r = unitOf(s, 'r'), w = unitOf(s, 'w');
    expect(sees(s, r, w)).toBe(false);
    w.moved = true;
    expect(sees(s, r, w)).toBe(true);
    w.moved = false;
    expect(sees(s, r, w)).toBe(false);
    w.fired = true;
    expect(sees(s, r, w)).toBe(true);
    w.fired = false;
    // Seen at 20 cm in the open; dug into a trench, concealed: seen automatically only within 12.5 cm.
    const near = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 5 + toInches(20))]));
    expect(sees(near, unitOf(near, 'r'), unitOf(near, 'w'))).toBe(true);
    const dug = unitOf(near, 'w');
    dug.works = { ...centreOf(dug), cm: TRENCH_CM };
    expect(sees(near, unitOf(near, 'r'), dug)).toBe(false);
  });
  it('"To be seen there must also be a line of sight, which may not be broken by": a wood between blocks the line ("Patches of wood")', () => {
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [{ id: 't', troopType: 'white-mark-v', x: 10, y: 25 }], [area('wood', 'woods', 0, 10, 30, 15)]));
    unitOf(s, 't').moved = true;
    expect(sees(s, unitOf(s, 'r'), unitOf(s, 't'))).toBe(false);
  });
});

describe('troops on the edge of a terrain feature (README "Concealment", lines 178 and 180)', () => {
  // A gun at the edge of a wood 40 cm from a Red company: the edge distance is the outer limit of the location test.
  it('"vehicles, mounted troops or heavy weapons on the edge terrain features can be seen at 50 cm": a gun at a wood\'s edge 40 cm off is located on a 7, not a 6', () => {
    const wood = area('wood', 'woods', 5, 20, 25, 24);
    const scenario = trrScenario([company('r', 'red-rifles', 10, 20 - toInches(40))], [{ id: 'g', troopType: 'white-field-gun', x: 10, y: 20.2 }], [wood]);
    const miss = startedState(scenario);
    expect(sees(miss, unitOf(miss, 'r'), unitOf(miss, 'g'))).toBe(false);
    locationTests(miss, unitOf(miss, 'r'), forcedDice([6]), []);
    expect(sees(miss, unitOf(miss, 'r'), unitOf(miss, 'g'))).toBe(false);
    const hit = startedState(scenario);
    locationTests(hit, unitOf(hit, 'r'), forcedDice([7]), []);
    expect(sees(hit, unitOf(hit, 'r'), unitOf(hit, 'g'))).toBe(true);
  });
  it('"Foot troops on the edge of a terrain feature, or stationary along a wall or hedge can be seen at 25 cm": along a hedge 20 cm off, located only by test; moving along it, seen as moving foot', () => {
    const hedge = line('hedge', 'hedge', [[0, 5 + toInches(20)], [60, 5 + toInches(20)]]);
    const s = startedState(trrScenario([company('r', 'red-rifles', 10, 5)], [company('w', 'white-rifles', 10, 5 + toInches(20))], [hedge]));
    const r = unitOf(s, 'r'), w = unitOf(s, 'w');
    expect(sees(s, r, w)).toBe(false);
    // Moving, the company is no longer "stationary along" the hedge: "Moving foot troops … can be seen at 100 cm".
    w.moved = true;
    expect(sees(s, r, w)).toBe(true);
  });
});

describe('unit distances kept per pair of piece lists', () => {
  it('answers as worked out afresh, for a pair asked again, after a move and once a row has filled', () => {
    const a = { pieces: [{ x: 0, y: 0 }, { x: 1, y: 0 }] };
    const far = Array.from({ length: 40 }, (_, i) => ({ pieces: [{ x: 10 + i, y: 3 }] }));
    for (const b of far) expect(unitDistanceCm(a, b)).toBe(piecesApartCm(a.pieces, b.pieces));
    // "ranges run closest point to closest point": from (1, 0) to (10, 3), asked again after the row was emptied.
    expect(unitDistanceCm(a, far[0]!)).toBe(toCm(Math.hypot(9, 3)));
    const moved = { pieces: [{ x: 9, y: 3 }] };
    expect(unitDistanceCm(a, moved)).toBe(toCm(Math.hypot(8, 3)));
  });
});

describe('skipping the base-to-base measure for pieces surely out of reach', () => {
  it('says so only where every piece is farther than the distance from the box', () => {
    const box = { minX: 0, minY: 0, maxX: 1, maxY: 1 };
    // 2 cm ("no move ends nearer an enemy than this") is under an inch: a piece 1 inch off the box is beyond it.
    expect(surelyBeyondCm(box, [{ x: 2, y: 1 }, { x: 5, y: 5 }], 2)).toBe(true);
    expect(surelyBeyondCm(box, [{ x: 1.5, y: 1 }, { x: 5, y: 5 }], 2)).toBe(false);
    expect(surelyBeyondCm(box, [{ x: 0.5, y: 0.5 }], 2)).toBe(false);
    // Diagonally off the corner: 0.6 and 0.6 inches is 2.15 cm.
    expect(surelyBeyondCm(box, [{ x: 1.6, y: 1.6 }], 2)).toBe(true);
    expect(surelyBeyondCm(box, [{ x: 1.6, y: 1.6 }], 2.2)).toBe(false);
  });
});
