import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { type FixtureUnit, ctxOf, fixtureScenario, fixtureState, unit } from '../test-fixture.ts';
import type { RaState } from '../state.ts';
import { startRout } from './rout.ts';
import { rallyFromRout } from './rally.ts';
import { checkRecoverWeapons, recoverWeapons } from './abandoned-weapons.ts';
import { canShootAtAll } from '../shooting/shooting.ts';
import { housekeeping } from '../sequence/housekeeping.ts';
import { lostPoints } from '../scenario/outcome.ts';
import { tableView } from '../view/view.ts';
import { hasSegment } from '../sequence/sequence.ts';
import { unitCandidates } from '../choices/unit-candidates.ts';
import { unitCentre } from '../troops/units.ts';

/** A White MG team at (30, 30) routs from Red riflemen to the south and runs north. */
function routedTeam(redAt: [number, number] = [30, 14]): RaState {
  const s = fixtureState(fixtureScenario(
    [{ id: 'r1', type: 'red-regulars', at: redAt, bases: 2 }],
    [{ id: 'mg', type: 'white-mg', at: [30, 30], facing: 180 }, { id: 'w-spare', type: 'white-volunteers', at: [68, 4], bases: 6, facing: 180 }],
  ));
  startRout(ctxOf(s, forcedDice([])), unit(s, 'mg'), { x: 30, y: 14 }, 'test');
  return s;
}

describe('"MG and mortar teams … if they fail to rally immediately … have left their weapons behind"', () => {
  it('the weapons lie where the team stood when it began to run, and show on the table', () => {
    const s = routedTeam();
    rallyFromRout(ctxOf(s, forcedDice([6, 6])), unit(s, 'mg'));
    expect(unit(s, 'mg')).toMatchObject({ status: 'routing', weaponsAbandoned: true, weaponsAt: { x: 30, y: 30 } });
    expect(canShootAtAll(unit(s, 'mg'))).toBe(false);
    expect(tableView(s).zones).toContainEqual(expect.objectContaining({ kind: 'abandoned-weapons', centre: { x: 30, y: 30 } }));
  });

  it('unthreatened, a rallied team may go back for its weapons as its whole segment and fire again', () => {
    const s = routedTeam();
    rallyFromRout(ctxOf(s, forcedDice([6, 6])), unit(s, 'mg'));
    const ctx = ctxOf(s, forcedDice([2, 2]));
    rallyFromRout(ctx, unit(s, 'mg'));
    expect(unit(s, 'mg').status).toBe('active');
    expect(ctx.events.map((e) => e.text).join(' ')).toContain('may go back for them');
    // From 12" away the weapons are out of reach of one 6" move; from 4" they are not.
    expect(checkRecoverWeapons(s, unit(s, 'mg'))).toContain('cannot reach its weapons');
    unit(s, 'mg').bases = [{ x: 30, y: 34, facing: 180 }];
    expect(unitCandidates(s, unit(s, 'mg'))).toContainEqual({ type: 'recover-weapons', side: 'white', unitId: 'mg' });
    recoverWeapons(ctxOf(s, forcedDice([])), unit(s, 'mg'));
    expect(unit(s, 'mg')).toMatchObject({ weaponsAbandoned: false, weaponsAt: null });
    expect(unitCentre(unit(s, 'mg'))).toEqual({ x: 30, y: 30 });
    expect(canShootAtAll(unit(s, 'mg'))).toBe(true);
  });

  it('"If any abandoned weapons are threatened by enemy … the rallying troops will retire to the rear without them"', () => {
    // Red riflemen 6" from the weapons: inside their 8" close range.
    const s = routedTeam([30, 24]);
    rallyFromRout(ctxOf(s, forcedDice([6, 6])), unit(s, 'mg'));
    const ctx = ctxOf(s, forcedDice([2, 2]));
    rallyFromRout(ctx, unit(s, 'mg'));
    expect(unit(s, 'mg')).toMatchObject({ status: 'withdrawn', weaponsAt: null });
    expect(ctx.events.map((e) => e.text).join(' ')).toContain('retires to the rear without its weapons');
    expect(lostPoints(unit(s, 'mg'))).toBe(unit(s, 'mg').startPoints);
  });

  it('enemy troops who reach the abandoned weapons carry them off', () => {
    const s = routedTeam();
    rallyFromRout(ctxOf(s, forcedDice([6, 6])), unit(s, 'mg'));
    unit(s, 'r1').bases = [{ x: 30, y: 29.5, facing: 0 }, { x: 31.2, y: 29.5, facing: 0 }];
    housekeeping(ctxOf(s, forcedDice([])));
    expect(unit(s, 'mg').weaponsAt).toBeNull();
    expect(unit(s, 'mg').weaponsAbandoned).toBe(true);
  });
});

describe('"Otherwise give them one chance to rally off table"', () => {
  /** Red riflemen near the south edge rout from an enemy to the north and run off the table. */
  function offTable(enemy: FixtureUnit): RaState {
    const s = fixtureState(fixtureScenario(
      [{ id: 'r1', type: 'red-regulars', at: [30, 3], bases: 2 }, { id: 'r-spare', type: 'red-regulars', at: [60, 40], bases: 6 }],
      [enemy, { id: 'w-spare', type: 'white-volunteers', at: [68, 46], bases: 6, facing: 180 }],
    ));
    startRout(ctxOf(s, forcedDice([])), unit(s, 'r1'), { x: 30, y: 12 }, 'test');
    return s;
  }
  const mg: FixtureUnit = { id: 'w1', type: 'white-mg', at: [30, 12], facing: 180 };
  const riflemen: FixtureUnit = { id: 'w1', type: 'white-volunteers', at: [30, 10], bases: 2, facing: 180 };

  it('with pursuers in sight (able to charge them, within a move) "it won\'t be coming back"', () => {
    const s = offTable(riflemen);
    expect(unit(s, 'r1')).toMatchObject({ status: 'withdrawn', offTable: null });
  });

  it('with none, the routers keep a segment in which their only choice is the one rally test', () => {
    const s = offTable(mg);
    expect(unit(s, 'r1')).toMatchObject({ status: 'withdrawn', offTable: { at: { x: 30, y: 0 }, facing: 0, bases: 2 } });
    unit(s, 'r1').acted = false;
    expect(hasSegment(s, unit(s, 'r1'))).toBe(true);
    expect(unitCandidates(s, unit(s, 'r1'))).toEqual([{ type: 'rally-rout', side: 'red', unitId: 'r1' }]);
    expect(lostPoints(unit(s, 'r1'))).toBe(unit(s, 'r1').startPoints);
  });

  it('passing, they come back on where they left, facing the table', () => {
    const s = offTable(mg);
    rallyFromRout(ctxOf(s, forcedDice([2, 2])), unit(s, 'r1'));
    const r1 = unit(s, 'r1');
    expect(r1).toMatchObject({ status: 'active', offTable: null, terror: 0 });
    expect(r1.bases).toHaveLength(2);
    expect(unitCentre(r1).y).toBeGreaterThan(0);
    expect(unitCentre(r1).y).toBeLessThan(2);
    expect(r1.bases.every((b) => b.facing === 0)).toBe(true);
    expect(lostPoints(r1)).toBe(0);
  });

  it('failing, they are gone for good', () => {
    const s = offTable(mg);
    const ctx = ctxOf(s, forcedDice([6, 6]));
    rallyFromRout(ctx, unit(s, 'r1'));
    expect(unit(s, 'r1')).toMatchObject({ status: 'withdrawn', offTable: null });
    expect(hasSegment(s, unit(s, 'r1'))).toBe(false);
    expect(ctx.events.some((e) => e.roll?.rule === 'Red Actions!: Morale Tests')).toBe(true);
  });
});
