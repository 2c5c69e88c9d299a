import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, fixtureScenario, fixtureState, stepForced, unit } from '../test-fixture.ts';
import type { RaAction } from '../actions.ts';
import type { RaState } from '../state.ts';
import { stepState } from '../step.ts';
import { mayChargeKind } from './charge-rules.ts';
import { combatStrength } from './combat.ts';
import { pursue } from './pursuit.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkCharge, chargeFace, contactSpot } from './charge.ts';
import { overlapsOthers } from '../movement/movement.ts';
import { baseRects } from '../troops/units.ts';

/** Spare units in far corners keep the turn going, so no initiative roll interrupts the forced dice. */
function redToAct(red: FixtureUnit[], white: FixtureUnit[]): RaState {
  const spareRed: FixtureUnit = { id: 'r-spare', type: 'red-regulars', at: [4, 2], bases: 2 };
  const spareWhite: FixtureUnit = { id: 'w-spare', type: 'white-volunteers', at: [68, 46], bases: 2, facing: 180 };
  const s = fixtureState(fixtureScenario([...red, spareRed], [...white, spareWhite]));
  s.initiative.toAct = 'red';
  return s;
}

const charge = (targetId = 'w1'): RaAction => ({ type: 'charge', side: 'red', unitId: 'r1', targetId });

describe('Charging: who may charge whom', () => {
  it('“The target must be an available type, as below”: "Sabres can charge any troops except vehicles"', () => {
    expect(mayChargeKind('sabres', 'riflemen', true)).toBe(true);
    expect(mayChargeKind('sabres', 'tank', false)).toBe(false);
  });
  it('"Riflemen can charge any except sabres in the front, and vehicles"', () => {
    expect(mayChargeKind('riflemen', 'sabres', true)).toBe(false);
    expect(mayChargeKind('riflemen', 'sabres', false)).toBe(true);
    expect(mayChargeKind('riflemen', 'armoured-car', false)).toBe(false);
  });
  it('"Vehicles can charge any except other vehicles"; "Tachankas, machine-guns, mortars and artillery cannot charge"', () => {
    expect(mayChargeKind('tank', 'riflemen', true)).toBe(true);
    expect(mayChargeKind('tank', 'armoured-car', true)).toBe(false);
    for (const k of ['tachanka', 'mg', 'mortar', 'field-gun'] as const) expect(mayChargeKind(k, 'riflemen', false)).toBe(false);
  });
});

describe('Charging: contact (000 line 298)', () => {
  // The target faces south; a second White unit stands before the east half of its front.
  const riflemen: FixtureUnit = { id: 'r1', type: 'red-regulars', at: [36, 25], bases: 2 };
  const target: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 2, facing: 180 };
  const neighbour: FixtureUnit = { id: 'w2', type: 'white-volunteers', at: [37.4, 28.6], bases: 1, facing: 180 };

  it('"the charging unit is moved forward so as to contact as much of the target as reasonably possible", never onto another unit', () => {
    const s = redToAct([riflemen], [target, neighbour]);
    // Through the whole charge: the fear test passed, the charger stands against the target and on nobody.
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    const { s: after, text } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'stand' }, [3, 4, 6, 6]);
    expect(text.join('\n')).toContain('w1 stands to meet the charge');
    const r1 = unit(after, 'r1');
    expect(overlapsOthers(after, r1, baseRects(r1), unit(after, 'w1'))).toBeNull();
    // It slid 0.4" west along the face, the least that clears the neighbour, and still meets the target over 2".
    const spot = contactSpot(s, unit(s, 'r1'), unit(s, 'w1'), chargeFace(unit(s, 'r1'), unit(s, 'w1')))!;
    expect(spot.at.x).toBeCloseTo(35.6, 5);
  });

  it('a face taken all along by other troops leaves no room: the charge is refused', () => {
    const wall: FixtureUnit = { id: 'w2', type: 'white-volunteers', at: [36, 28.6], bases: 3, facing: 180 };
    const s = redToAct([riflemen], [target, wall]);
    expect(checkCharge(s, unit(s, 'r1'), unit(s, 'w1'), false).reason).toContain('no room');
  });
});

describe('Charging: the charge', () => {
  const sabres: FixtureUnit = { id: 'r1', type: 'red-cavalry', at: [36, 20], bases: 4 };
  const foot: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 4, facing: 180 };

  it('"must not wheel more than 45°"', () => {
    const s = redToAct([{ ...sabres, facing: 90 }], [foot]);
    const r = stepState(s, charge(), forcedDice([]));
    expect(r.ok ? '' : r.error.reason).toContain('45°');
  });

  it('“To determine if a charge can go ahead the following must be met”: “The charging unit must be able to see and move to the enemy (not pinned, passable terrain etc)”', () => {
    const s = redToAct([sabres], [foot]);
    expect(checkCharge(s, unit(s, 'r1'), unit(s, 'w1'), false).ok).toBe(true);
    unit(s, 'r1').pinned = true;
    expect(checkCharge(s, unit(s, 'r1'), unit(s, 'w1'), false).reason).toBe('a pinned unit may not charge');
    const far = redToAct([sabres], [{ ...foot, at: [36, 38] }]);
    expect(checkCharge(far, unit(far, 'r1'), unit(far, 'w1'), false).reason).toMatch(/^out of reach/);
    const wall = { id: 'w', kind: 'line' as const, type: 'wall' as const, points: [{ x: 30, y: 25 }, { x: 42, y: 25 }] };
    const walled = fixtureState(fixtureScenario([sabres], [foot], { terrain: [wall] }));
    expect(checkCharge(walled, unit(walled, 'r1'), unit(walled, 'w1'), false).ok).toBe(false);
  });

  it('ambushers “add 50m (2″) to their move range – due to surprise!”', () => {
    // The sabres' 16″ move reaches a face 17.6″ off only with the ambushers' 2″.
    const s = redToAct([sabres], [{ ...foot, at: [36, 38] }]);
    expect(checkCharge(s, unit(s, 'r1'), unit(s, 'w1'), false).ok).toBe(false);
    unit(s, 'w1').concealment = 'none';
    expect(checkCharge(s, unit(s, 'r1'), unit(s, 'w1'), true).ok).toBe(true);
  });

  it('“The charging unit must pass a charge test”; failing it, "the unit may not charge the enemy this turn, but is otherwise unaffected"', () => {
    const s = redToAct([sabres], [foot]);
    const { s: after, text } = stepForced(s, charge(), [6, 6]);
    expect(text.join(' ')).toContain('will not charge this turn');
    expect(after.decision).toMatchObject({ kind: 'segment', unitId: 'r1', used: ['charge'] });
    expect(stepState(after, charge(), forcedDice([])).ok).toBe(false);
    expect(stepForced(after, { type: 'hold', side: 'red', unitId: 'r1' }, []).s.decision).toBeNull();
  });

  it('“When being charged by enemy: Fear”: the target "takes a fear test and routs if it fails"; the charger reaches its former position', () => {
    const s = redToAct([sabres], [foot]);
    const before = unit(s, 'w1').bases.map((b) => ({ ...b }));
    const { s: after } = stepForced(s, charge(), [3, 3, 6, 6]);
    expect(unit(after, 'w1').status).not.toBe('active');
    // (Here the rout ends the battle; otherwise the charger may halt there or carry on: charge-on.test.ts.)
    const c = unit(after, 'r1').bases.reduce((a, b) => ({ x: a.x + b.x / 4, y: a.y + b.y / 4 }), { x: 0, y: 0 });
    expect(c.y).toBeCloseTo(before.reduce((a, b) => a + b.y / 4, 0), 0);
  });

  it('a target that has not acted "may elect … to take a humiliated marker and flee voluntarily"', () => {
    const s = redToAct([sabres], [foot]);
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    expect(mid.decision).toMatchObject({ kind: 'charged', unitId: 'w1', canFlee: true, canShoot: true, canCounter: false });
    const { s: after } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'flee' }, []);
    expect(unit(after, 'w1')).toMatchObject({ status: 'routing', humiliated: 1, forfeit: true });
  });

  it('shooting at the chargers cancels the charge "if a retire or rout result is achieved on the chargers"', () => {
    const s = redToAct([sabres], [foot]);
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    const { s: after, text } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'shoot' }, [3, 4]);
    expect(text.join(' ')).toContain('charge is cancelled');
    expect(unit(after, 'r1').retiredThisTurn).toBeGreaterThan(0);
  });

  it('resolves the combat: “Multiply each side\'s base fighting number against the number of effective bases in the units”, “then work out the ratio of strengths”, “Roll a 2d6 and cross-reference the result of that against the ratio of strengths on the Combat Table”, the charger having the advantage', () => {
    const s = redToAct([sabres], [foot]);
    expect(combatStrength(s, unit(s, 'r1'), unit(s, 'w1'), 'charger', { defenderFlanked: false, counterCharge: false }).value).toBe(16);
    expect(combatStrength(s, unit(s, 'w1'), unit(s, 'r1'), 'defender', { defenderFlanked: false, counterCharge: false }).value).toBe(16);
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    // Stand; equal strengths: "the charger has advantage"; 7 on the Advantage column: W/Retires 1 x Ter.
    const { s: after, text } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'stand' }, [3, 4, 6, 6]);
    expect(text.join('\n')).toContain('W/Retires 1 x Ter');
    expect(unit(after, 'w1')).toMatchObject({ terror: 1, retiredThisTurn: 3 });
  });

  it('“For a rear charge the bulk of the charging unit must be within lines extending down the sides of the target”: "A unit charged in the rear adds three terror markers … but fights at half strength"', () => {
    const s = redToAct([{ ...sabres, at: [36, 20] }], [{ ...foot, facing: 0, at: [36, 30] }]);
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    expect(mid.decision).toMatchObject({ kind: 'charged', canShoot: false });
    // Three markers leave one effective base: 3 × 1 at half strength is 2 against 16, the 4:1 column; a 7 is W/Defeated.
    const { s: after, text } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'stand' }, [3, 4, 6, 6]);
    expect(text.join('\n')).toContain('3 terror markers (charged in the rear)');
    expect(text.join('\n')).toContain('r1 (16) and w1 (2) fight: 16.00 to 2.00, column 4:1, roll 7: W/Defeated');
    expect(unit(after, 'w1').status).toBe('surrendered');
  });

  it('"Mortar crews automatically rout when charged and are removed"; gun crews surrender', () => {
    const m = redToAct([sabres], [{ id: 'w1', type: 'white-mortar', at: [36, 30], facing: 180 }]);
    expect(unit(stepForced(m, charge(), [3, 3]).s, 'w1').status).toBe('destroyed');
    const g = redToAct([sabres], [{ id: 'w1', type: 'white-field-gun', at: [36, 30], facing: 90 }]);
    const { s: mid } = stepForced(g, charge(), [3, 3, 2, 2]);
    expect(unit(stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'stand' }, []).s, 'w1').status).toBe('surrendered');
  });

  it('“Guns are charged like any other body and may fire in return if normal conditions are met (in arc …)”', () => {
    const side = redToAct([sabres], [{ id: 'w1', type: 'white-field-gun', at: [36, 30], facing: 90 }]);
    expect(stepForced(side, charge(), [3, 3, 2, 2]).s.decision).toMatchObject({ kind: 'charged', unitId: 'w1', canShoot: false });
    const facing = redToAct([sabres], [{ id: 'w1', type: 'white-field-gun', at: [36, 30], facing: 180 }]);
    expect(stepForced(facing, charge(), [3, 3, 2, 2]).s.decision).toMatchObject({ kind: 'charged', unitId: 'w1', canShoot: true });
  });

  it('“To be able to claim a flank charge a unit must have most of its bases behind a line extending along the front of the target”: the target “adds a terror marker, and then turns all bases to face but fights at half strength”', () => {
    const s = redToAct([{ ...sabres, at: [46, 30], facing: 270 }], [foot]);
    expect(chargeFace(unit(s, 'r1'), unit(s, 'w1'))).toBe('flank');
    expect(chargeFace(unit(redToAct([sabres], [foot]), 'r1'), unit(redToAct([sabres], [foot]), 'w1'))).toBe('front');
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    const { text } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'stand' }, [3, 4, 6, 6]);
    expect(text).toContain('w1 takes a terror marker (charged in the flank)');
    expect(text).toContain('w1 turns to face and fights at half strength');
    expect(text.join('\n')).toContain('r1 (16) and w1 (6) fight');
    // “4) Check for officer casualties”: each side's commander rolls after the fight.
    expect(text).toContain("r1's commander is unhurt (rolled 6, needs 1 to fall)");
    expect(text).toContain("w1's commander is unhurt (rolled 6, needs 1 to fall)");
  });

  it('“Cavalry charge frontally by other cavalry may counter-charge, in which case they meet the chargers half-way”', () => {
    const s = redToAct([sabres], [{ id: 'w1', type: 'white-cavalry', at: [36, 30], bases: 4, facing: 180 }]);
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    expect(mid.decision).toMatchObject({ kind: 'charged', unitId: 'w1', canCounter: true });
    expect(stepForced(redToAct([sabres], [foot]), charge(), [3, 3, 2, 2]).s.decision).toMatchObject({ canCounter: false });
    const r = stepState(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'counter-charge' }, forcedDice([3, 4, 6, 6, 6, 6, 6, 6]));
    if (!r.ok) throw new Error(r.error.reason);
    const after = r.value.state;
    expect(r.value.events.map((e) => e.text)).toContain('w1 counter-charges');
    const y = (id: string) => unit(after, id).bases.reduce((a, b) => a + b.y, 0) / 4;
    // The two met about the midpoint (y 25); the beaten chargers then retired from there.
    expect(y('w1')).toBeCloseTo(25.4, 0);
  });

  it('“Any troops who are charged by tanks which do not rout from the charged morale test automatically rout when contacted by the vehicle”; “On a six, the vehicle is immobilised”, and “Grenadiers add 2 to this roll”', () => {
    const s = redToAct([{ id: 'r1', type: 'red-tank', at: [36, 26], facing: 0 }], [{ id: 'w1', type: 'freikorps-kompagnie', at: [36, 30], bases: 4, facing: 180 }]);
    // Riflemen cannot hurt the tank and fleeing only adds a humiliation: there is no choice to make, they stand.
    const { s: after } = stepForced(s, charge(), [2, 2, 2, 2, 4]);
    expect(unit(after, 'w1').status).toBe('routing');
    expect(unit(after, 'r1').vehicle?.immobilised).toBe(true);
  });

  it('troops who stand against an armoured car rout on contact too, and a six immobilises it', () => {
    const s = redToAct([{ id: 'r1', type: 'red-armoured-car', at: [36, 26], facing: 0 }], [{ id: 'w1', type: 'white-volunteers', at: [36, 30], bases: 4, facing: 180 }]);
    const { s: after } = stepForced(s, charge(), [2, 2, 2, 2, 6]);
    expect(unit(after, 'w1').status).toBe('routing');
    expect(unit(after, 'r1').vehicle?.immobilised).toBe(true);
    const { s: other } = stepForced(s, charge(), [2, 2, 2, 2, 5]);
    expect(unit(other, 'r1').vehicle?.immobilised).toBe(false);
  });

  it('troops able to hurt a charging armoured car (MGs at close range) keep their choice to fire at it', () => {
    const s = redToAct([{ id: 'r1', type: 'red-armoured-car', at: [36, 26], facing: 0 }], [{ id: 'w1', type: 'white-mg', at: [36, 30], bases: 2, facing: 180 }]);
    const { s: mid } = stepForced(s, charge(), [2, 2, 2, 2]);
    expect(mid.decision).toMatchObject({ kind: 'charged', unitId: 'w1', canShoot: true });
  });

  it('pursuers “will halt if they move within 50m (2″) of an enemy that is facing them and capable of fighting them”', () => {
    const run = (blocker: boolean) => {
      const blockers: FixtureUnit[] = blocker ? [{ ...foot, id: 'w2', at: [36, 24], bases: 2 }] : [];
      const whites: FixtureUnit[] = [{ ...foot, id: 'w1', at: [36, 30] }, ...blockers];
      const s = redToAct([sabres], whites);
      unit(s, 'w1').status = 'routing';
      const ctx = { s, dice: forcedDice([]), events: [] as GameEvent[] };
      pursue(ctx, { t: 'pursue', unitId: 'r1', targetId: 'w1' });
      return { s, text: ctx.events.map((e) => e.text) };
    };
    const open = run(false);
    expect(open.text).toContain('r1 rides down w1');
    const held = run(true);
    expect(held.text).toContain('r1 pursues but halts before enemy facing it');
    expect(unit(held.s, 'w1').status).toBe('routing');
  });

  it('pursuit: sabres that rout slower troops catch them; half the stands are destroyed and the rest taken prisoner', () => {
    const s = redToAct([sabres], [foot]);
    const { s: mid } = stepForced(s, charge(), [3, 3, 2, 2]);
    // Stand; 10 on the Advantage column: W/Retires 3 x Ter - 3 markers on 4 bases; then 12: no, keep it simple:
    const { s: after, text } = stepForced(mid, { type: 'charge-response', side: 'white', unitId: 'w1', response: 'stand' }, [6, 5, 6, 6]);
    expect(text.join('\n')).toContain('W/Defeated');
    expect(text.join('\n')).toContain('rides down');
    expect(unit(after, 'w1').status).toBe('surrendered');
    expect(after.prisoners).toHaveLength(1);
  });
});
