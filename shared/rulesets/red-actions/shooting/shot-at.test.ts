import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import { ctxOf, fixtureScenario, fixtureState, unit, type FixtureUnit } from '../test-fixture.ts';
import { answerShotAt, declareShot, shotAtChoices } from './fire-flow.ts';
import { planShot } from './shooting.ts';
import { checkShootAction } from '../segment/legality-move.ts';
import { unitCentre } from '../troops/units.ts';

/** A Red unit shooting at a White one `gap` inches away, on open ground. */
function facing(shooter: FixtureUnit, target: FixtureUnit) {
  const s = fixtureState(fixtureScenario([shooter], [target]));
  const r = unit(s, shooter.id), w = unit(s, target.id);
  return { s, r, w, choices: () => shotAtChoices(s, r, w, planShot(s, r, w, 'aimed', null)) };
}
const red = (type: string, y = 10, bases = 2): FixtureUnit => ({ id: 'r1', type, at: [36, y], bases, officer: null });
const white = (type: string, y: number, bases = 2): FixtureUnit => ({ id: 'w1', type, at: [36, y], bases, facing: 180, officer: null });

describe('A unit shot at before its segment ("Pre-empting Enemy Actions", "Evading")', () => {
  it('"Most infantry have a evasive speed noted": only troops with an evasive speed may go to ground', () => {
    expect(facing(red('red-regulars'), white('white-volunteers', 16)).choices().canEvade).toBe(true);
    expect(facing(red('red-regulars'), white('white-mg', 16, 1)).choices().canEvade).toBe(true);
    for (const type of ['white-field-gun', 'white-cavalry', 'white-tachanka', 'white-mortar']) {
      expect(facing(red('red-regulars'), white(type, 16, 1)).choices().canEvade, type).toBe(false);
    }
  });

  it('"shot at by enemy at close range may elect to return fire": close range is the incoming shot\'s', () => {
    // Regulars (range 16) at 10": long range for them, though within the MG platoon's own close range (12").
    expect(facing(red('red-regulars'), white('white-mg', 20, 1)).choices().canReturn).toBe(false);
    expect(facing(red('red-regulars'), white('white-mg', 16, 1)).choices().canReturn).toBe(true);
  });

  it('"An infantry or cavalry unit": mortars do not return fire', () => {
    expect(facing(red('red-regulars'), white('white-mortar', 16, 1)).choices().canReturn).toBe(false);
  });

  it('"Move, with the option of shooting first": troops that went to ground may still shoot, guns cannot go to ground at all', () => {
    const { s, r, w } = facing(red('red-regulars'), white('white-volunteers', 16));
    expect(facing(red('red-regulars'), white('white-field-gun', 16, 1)).choices().canEvade).toBe(false);
    w.evading = true;
    expect(checkShootAction(s, w, { type: 'shoot', side: 'white', unitId: 'w1', targetId: r.id, mode: 'aimed' })).toBeNull();
  });
});

describe('Mobs ("it requires a 3+ roll on a d6 or it will remain stationary, though it may still shoot")', () => {
  function mobFiresThenAdvances(mobDie: number) {
    const { s, r, w } = facing(red('red-regulars', 8), white('white-conscripts', 20));
    const ctx = ctxOf(s, forcedDice([3, 3, mobDie]));
    const start = unitCentre(w);
    declareShot(ctx, w, { type: 'shoot', side: 'white', unitId: 'w1', targetId: r.id, mode: 'aimed', then: { to: { x: 36, y: 17 }, facing: 180 } }, false);
    if (ctx.s.decision?.kind === 'shot-at') answerShotAt(ctx, false, false);
    return { text: ctx.events.map((e) => e.text), start, end: unitCentre(w) };
  }

  it('asks a Mob that shot and would now advance for its 3+ after the shot; failing, it stays where it fired from', () => {
    const failed = mobFiresThenAdvances(2);
    const shot = failed.text.findIndex((t) => /fires at/.test(t));
    const hesitation = failed.text.findIndex((t) => /is a Mob facing the enemy: 2, and hesitates/.test(t));
    expect(shot).toBeGreaterThanOrEqual(0);
    expect(hesitation).toBeGreaterThan(shot);
    expect(failed.end).toEqual(failed.start);
    const passed = mobFiresThenAdvances(5);
    expect(passed.text.join('\n')).toMatch(/gets on with it[\s\S]*moves after firing/);
    expect(passed.end.y).toBeCloseTo(17, 0);
  });
});
