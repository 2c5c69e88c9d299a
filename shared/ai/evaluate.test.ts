import { describe, expect, it } from 'vitest';
import type { LosRules } from '../geometry/line-of-sight.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { OUTCOME_SCORE } from '../engine/ruleset.ts';
import { evaluateView, threatAndTarget } from './evaluate.ts';
import { readTable } from './table-reading.ts';
import { OBJECTIVE_WEIGHTS } from './objectives.ts';
import { tableView, unitView } from './test-views.ts';

// The fixture: Red must clear the village (x 20..28, y 30..38) of Whites; White wins at the turn limit.
const scenario = scenarioFixture();
const context = evalContext(scenario);

describe('evaluate', () => {
  it('counts material: a figure lost is worth about one point to each side', () => {
    const full = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 40, 45)]), null, context, 'red');
    const hurt = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 40, 45, { figures: 3, start: 4 })]), null, context, 'red');
    expect(hurt.material - full.material).toBeGreaterThan(0.7);
    expect(hurt.material - full.material).toBeLessThan(1.5);
  });

  it('is zero-sum apart from the outcome', () => {
    const view = tableView([unitView('r1', 'red', 10, 20), unitView('w1', 'white', 22, 34, { figures: 3 })]);
    const red = evaluateView(view, null, context, 'red').total;
    const white = evaluateView(view, null, context, 'white').total;
    expect(red + white).toBeCloseTo(0, 6);
  });

  it('rewards the side that must clear an area for closing on it', () => {
    const far = evaluateView(tableView([unitView('r1', 'red', 22, 4), unitView('w1', 'white', 22, 34)]), null, context, 'red');
    const near = evaluateView(tableView([unitView('r1', 'red', 22, 20), unitView('w1', 'white', 22, 34)]), null, context, 'red');
    expect(near.objectives).toBeGreaterThan(far.objectives);
  });

  it('rewards the defender for staying inside the area it must keep occupied', () => {
    const inside = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 22, 34)]), null, context, 'white');
    const outside = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 22, 44)]), null, context, 'white');
    expect(inside.objectives).toBeGreaterThan(outside.objectives + 1);
  });

  it('counts an assault by the share of the defender\'s bases touched: all of them touched is half of what it costs', () => {
    // w1 holds the village with four figures in a row at y 34; red figures 1" in front of them touch them.
    const defender = unitView('w1', 'white', 22, 34);
    const objectives = (touching: number) => {
      const red = unitView('r1', 'red', 22, 33);
      red.bases = red.bases.map((b, i) => (i < touching ? b : { ...b, y: 20 }));
      return evaluateView(tableView([red, defender]), null, context, 'red').objectives;
    };
    const cost = OBJECTIVE_WEIGHTS.defenderInside + OBJECTIVE_WEIGHTS.defenderInsideShare * 4;
    expect(objectives(2)).toBeGreaterThan(objectives(0));
    expect(objectives(4)).toBeGreaterThan(objectives(2));
    // The attacker's own nearness counts the same in both (its nearest figure touches): only the assault differs.
    expect(objectives(4) - objectives(2)).toBeCloseTo(OBJECTIVE_WEIGHTS.assault * cost * 0.5, 1);
  });

  it('prefers a unit under fire to stand in cover rather than in the open', () => {
    const woods = scenarioFixture({
      terrain: [
        { id: 'village', kind: 'area', type: 'built-up', polygon: [{ x: 20, y: 30 }, { x: 28, y: 30 }, { x: 28, y: 38 }, { x: 20, y: 38 }] },
        { id: 'copse', kind: 'area', type: 'woods', polygon: [{ x: 0, y: 10 }, { x: 10, y: 10 }, { x: 10, y: 16 }, { x: 0, y: 16 }] },
      ],
    });
    const ctx = evalContext(woods);
    const enemy = unitView('w1', 'white', 4, 22);
    const inCover = evaluateView(tableView([unitView('r1', 'red', 3, 12), enemy]), null, ctx, 'red');
    const inOpen = evaluateView(tableView([unitView('r1', 'red', 13, 12), enemy]), null, ctx, 'red');
    expect(inCover.safety).toBeGreaterThan(inOpen.safety);
  });

  it('counts morale markers and rout against a unit', () => {
    const steady = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 40, 45)]), null, context, 'white');
    const shaken = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 40, 45, { markers: [{ kind: 'morale-failure', count: 2 }] })]), null, context, 'white');
    const routed = evaluateView(tableView([unitView('r1', 'red', 2, 2), unitView('w1', 'white', 40, 45, { status: 'routed' })]), null, context, 'white');
    expect(shaken.material).toBeLessThan(steady.material);
    expect(routed.material).toBeLessThan(shaken.material);
  });

  it('lets a decided game dominate everything else', () => {
    const view = tableView([unitView('r1', 'red', 2, 2, { figures: 1, start: 10 }), unitView('w1', 'white', 22, 34, { figures: 20 })]);
    const won = evaluateView(view, { winner: 'red', reason: 'test' }, context, 'red');
    expect(won.outcome).toBe(OUTCOME_SCORE);
    expect(won.total).toBeGreaterThan(OUTCOME_SCORE / 2);
    expect(evaluateView(view, { winner: null, reason: 'draw' }, context, 'red').outcome).toBe(0);
  });

  it('makes the side racing the clock hurry more as the turns run out', () => {
    const units = [unitView('r1', 'red', 22, 10), unitView('w1', 'white', 22, 34)];
    const early = evaluateView(tableView(units, 1), null, context, 'red');
    const late = evaluateView(tableView(units, 11), null, context, 'red');
    expect(late.objectives).toBeLessThan(early.objectives);
  });

  it('keeps fire ready, and fears enemy fire, only where the two units can see each other', () => {
    // More than 3" of the village between them blocks sight under these rules.
    const rules: LosRules = { areas: { 'built-up': { blocksAfter: 3 } }, buildings: 'ignore', hills: false };
    const view = tableView([unitView('r1', 'red', 22, 28), unitView('w1', 'white', 22, 37)]);
    const blind = evaluateView(view, null, evalContext(scenarioFixture(), [], rules), 'red');
    const seeing = evaluateView(view, null, evalContext(scenarioFixture()), 'red');
    // Red stands in the open and White in the village: in sight, Red's ready fire is worth less than White's.
    expect(blind.safety).not.toBeCloseTo(seeing.safety, 3);
    const nearer = tableView([unitView('r1', 'red', 22, 31), unitView('w1', 'white', 22, 33)]);
    const close = evaluateView(nearer, null, evalContext(scenarioFixture(), [], rules), 'red');
    const closeSeeing = evaluateView(nearer, null, evalContext(scenarioFixture()), 'red');
    expect(close.safety).toBeCloseTo(closeSeeing.safety, 6);
  });

  it('keeps fire ready for a target by what the target has to lose: a lone figure is worth fewer of our shots than a company', () => {
    const aimAt = (figures: number) => {
      const table = readTable(tableView([unitView('r1', 'red', 22, 20, { figures: 8 }), unitView('w1', 'white', 22, 26, { figures })]), context);
      const [red, white] = table.units;
      return threatAndTarget(table, context, red!, [white!], true).target;
    };
    // Both stand in the open in sight of each other, within rifle range: the company is a whole target.
    expect(aimAt(8)).toBeCloseTo(1, 9);
    // One figure of eight: an eighth of it.
    expect(aimAt(1)).toBeCloseTo(1 / 8, 9);
  });

  it('rewards an attacker in base contact with a defender of the area it must clear', () => {
    const touching = evaluateView(tableView([unitView('r1', 'red', 22, 31), unitView('w1', 'white', 22, 32)]), null, context, 'red');
    const apart = evaluateView(tableView([unitView('r1', 'red', 22, 29.5), unitView('w1', 'white', 22, 32)]), null, context, 'red');
    expect(touching.objectives - apart.objectives).toBeGreaterThan(1.5);
  });
});
