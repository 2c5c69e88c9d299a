import { describe, expect, it } from 'vitest';
import type { UnitView } from '../../engine/ruleset.ts';
import type { Temperament } from '../../scenario/schema.ts';
import { rectangleArea, scenarioFixture } from '../../testing/scenario-fixture.ts';
import { evalContext } from '../context.ts';
import { readTable } from '../table-reading.ts';
import { tableView, unitView } from '../test-views.ts';
import { formPlan } from './form-plan.ts';
import { groundFor } from './ground.ts';
import { planTerm, PLAN_WEIGHTS } from './plan-term.ts';
import { revisePlan } from './revise-plan.ts';
import type { Commander } from './temperament.ts';

// Red attacks from the south (its left is the west) to clear the village (x 20..28, y 30..38) by turn 12.
const scenario = scenarioFixture({
  terrain: [rectangleArea('village', 'built-up', 20, 30, 28, 38), rectangleArea('birches', 'woods', 34, 14, 42, 22)],
});
const context = evalContext(scenario);
const commander = (temperament: Temperament): Commander => ({ name: 'Colonel Makhin', temperament, from: 'scenario' });
const noneUnknown = new Set<string>();
const plan = (units: UnitView[], side: 'red' | 'white', temperament: Temperament, turn = 1) =>
  formPlan({ table: readTable(tableView(units, turn), context), side, unknown: noneUnknown }, groundFor(context, side, 'in'), commander(temperament));

/** Four Red companies abreast on the south baseline. */
const reds = () => [unitView('r1', 'red', 8, 4, { figures: 6 }), unitView('r2', 'red', 16, 4, { figures: 6 }), unitView('r3', 'red', 26, 4, { figures: 6 }), unitView('r4', 'red', 34, 4, { figures: 6 })];

describe('a battle plan formed at the start', () => {
  it('puts an attacker\'s main effort onto the weak flank: the enemy stands in front of the village and to its west, none to the east', () => {
    const whites = [unitView('w1', 'white', 19, 26, { figures: 10 }), unitView('w2', 'white', 12, 30, { figures: 10 }), unitView('w3', 'white', 22, 33, { figures: 4 })];
    for (const temperament of ['cautious', 'cunning'] as const) {
      const p = plan([...reds(), ...whites], 'red', temperament);
      expect(p.posture).toBe('attack');
      expect(p.objective).toMatchObject({ name: 'the built-up area', areaId: 'village' });
      // Facing north, the commander's right is the east.
      expect(p.route.flank).toBe('right');
      expect(p.route.via.x).toBeGreaterThan(28);
      // The units nearest that way make the main effort; the westmost keeps the enemy busy or waits in reserve.
      expect(p.main).toContain('r4');
      expect(p.main).not.toContain('r1');
    }
  });

  it('takes the way the enemy holds least: mirrored, the main effort goes round the other flank', () => {
    const whites = [unitView('w1', 'white', 26, 26, { figures: 10 }), unitView('w2', 'white', 33, 30, { figures: 10 }), unitView('w3', 'white', 22, 33, { figures: 4 })];
    const p = plan([...reds(), ...whites], 'red', 'cunning');
    expect(p.route.flank).toBe('left');
    expect(p.main).toContain('r1');
  });

  it('holds with a defender in a strong position: its units in the village it must keep', () => {
    const whites = [unitView('w1', 'white', 21, 32), unitView('w2', 'white', 23, 35), unitView('w3', 'white', 24, 31), unitView('w4', 'white', 22, 37)];
    const p = plan([...reds(), ...whites], 'white', 'cautious');
    expect(p.posture).toBe('hold');
    expect(p.objective.areaId).toBe('village');
    expect(p.holding.length + p.reserve.length).toBe(4);
    expect(p.commitOn).toBe('objective threatened');
  });

  it('delays with a weak defender in the open, outnumbered, before the objective it must keep', () => {
    const whites = [unitView('w1', 'white', 10, 20, { figures: 2 }), unitView('w2', 'white', 40, 24, { figures: 2 })];
    const p = plan([...reds(), ...whites], 'white', 'cautious');
    expect(p.posture).toBe('delay');
    // Its line stands in front of the village, toward the enemy (south of it).
    expect(p.holdAt.point.y).toBeLessThan(34);
  });

  it('keeps a reserve back for a cautious commander and none for a bold one with few units', () => {
    const whites = [unitView('w1', 'white', 21, 32), unitView('w2', 'white', 23, 35)];
    expect(plan([...reds(), ...whites], 'red', 'cautious').reserve).toHaveLength(1);
    expect(plan([...reds(), ...whites], 'red', 'bold').reserve).toHaveLength(0);
  });
});

describe('a battle plan revised by its triggers', () => {
  const whites = () => [unitView('w1', 'white', 21, 32), unitView('w2', 'white', 23, 35), unitView('w3', 'white', 24, 31), unitView('w4', 'white', 22, 40)];
  const farReds = () => reds();
  const sightOf = (units: UnitView[], turn = 2) => ({ table: readTable(tableView(units, turn), context), side: 'white' as const, unknown: noneUnknown });
  const ground = groundFor(context, 'white', 'in');

  it('commits the reserve when the objective is threatened, and not before', () => {
    const start = plan([...farReds(), ...whites()], 'white', 'cautious');
    expect(start.reserve).toHaveLength(1);
    expect(start.reserveCommitted).toBe(false);
    expect(revisePlan(start, sightOf([...farReds(), ...whites()]), ground).revision).toBeNull();
    const close = [unitView('r1', 'red', 22, 24, { figures: 6 }), ...farReds().slice(1), ...whites()];
    const { plan: revised, revision } = revisePlan(start, sightOf(close), ground);
    expect(revision).toMatchObject({ trigger: 'objective threatened', turn: 2, seen: 'r1 within 8" of the built-up area' });
    expect(revised.reserveCommitted).toBe(true);
    // Each trigger fires once: the same threat next turn changes nothing.
    expect(revisePlan(revised, sightOf(close, 3), ground).revision).toBeNull();
  });

  it('counter-attacks when the objective is lost: the enemy in the village and none of its own', () => {
    const start = plan([...farReds(), ...whites()], 'white', 'bold');
    const lost = [unitView('r1', 'red', 22, 32, { figures: 6 }), ...farReds().slice(1), unitView('w4', 'white', 22, 44)];
    const { plan: revised, revision } = revisePlan(start, sightOf(lost), ground);
    expect(revision?.trigger).toBe('objective lost');
    expect(revised.posture).toBe('attack');
    expect(revised.main).toEqual(['w4']);
  });

  it('commits an attacker\'s reserve at a breakthrough, a unit of its main effort within 4" of the objective', () => {
    const start = plan([...reds(), ...whites()], 'red', 'cautious');
    const leader = start.main[0]!;
    const moved = reds().map((u) => (u.id === leader ? unitView(u.id, 'red', 22, 27, { figures: 6 }) : u));
    const { revision, plan: revised } = revisePlan(start, { table: readTable(tableView([...moved, ...whites()], 3), context), side: 'red', unknown: noneUnknown }, groundFor(context, 'red', 'in'));
    expect(revision?.trigger).toBe('breakthrough');
    expect(revised.reserveCommitted).toBe(true);
  });
});

describe('the plan\'s term in the evaluation', () => {
  it('keeps an attack\'s reserve behind its main effort and a defender\'s where it waits, within its cap however far the units stray', () => {
    const whites = [unitView('w1', 'white', 21, 32), unitView('w2', 'white', 23, 35)];
    const p = plan([...reds(), ...whites], 'red', 'cautious');
    const ground = groundFor(context, 'red', 'in');
    const reserve = p.reserve[0]!;
    const at = (x: number, y: number) => readTable(tableView([...reds().map((u) => (u.id === reserve ? unitView(u.id, 'red', x, y, { figures: 6 }) : u)), ...whites]), context);
    const behind = planTerm(p, ground, at(20, 2));
    const strayed = planTerm(p, ground, at(24, 26));
    expect(behind).toBeGreaterThan(strayed);
    const defenders = [unitView('w1', 'white', 21, 32), unitView('w2', 'white', 23, 35), unitView('w3', 'white', 24, 31), unitView('w4', 'white', 22, 40)];
    const held = plan([...reds(), ...defenders], 'white', 'cautious');
    const kept = held.reserve[0]!;
    const whiteAt = (x: number, y: number) => readTable(tableView([...reds(), ...defenders.map((u) => (u.id === kept ? unitView(u.id, 'white', x, y) : u))]), context);
    const whiteGround = groundFor(context, 'white', 'in');
    expect(planTerm(held, whiteGround, whiteAt(held.reserveAt.point.x - 2, held.reserveAt.point.y))).toBeGreaterThan(planTerm(held, whiteGround, whiteAt(4, 4)));
    const biggest = Math.max(PLAN_WEIGHTS.route + PLAN_WEIGHTS.push, PLAN_WEIGHTS.hold, PLAN_WEIGHTS.reserve) * PLAN_WEIGHTS.far;
    expect(-strayed).toBeLessThanOrEqual(4 * biggest);
  });
});
