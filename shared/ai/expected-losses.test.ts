import { describe, expect, it } from 'vitest';
import type { BaseAction, Choice } from '../engine/ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { evaluateReading } from './evaluate.ts';
import { worthOfLosses } from './expected-losses.ts';
import { OUTCOME_SCORE } from '../engine/ruleset.ts';
import { holdingStake, OBJECTIVE_WEIGHTS, urgencyOf } from './objectives.ts';
import { prerank } from './prerank.ts';
import { readTable } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';

// Rule sets that resolve fire or a fight later than the step that starts it tell the AI what they expect of it:
// a choice's forecast, and the view's list of what is under way.
const context = evalContext(scenarioFixture());
const units = () => [unitView('r1', 'red', 2, 4), unitView('w1', 'white', 30, 40), unitView('w2', 'white', 2, 40, { figures: 2 })];

describe('expected losses', () => {
  it('are worth the unit\'s whole worth for its chance of leaving, a share of it for each figure lost while staying', () => {
    const table = readTable(tableView(units()), context);
    const w1 = table.units[1]!.value;
    expect(worthOfLosses(table, [{ unitId: 'w1', out: 0.5, lost: 1 }], 'red', context)).toBeCloseTo(0.5 * w1 + w1 / 4);
    // The enemy's loss is the side's gain and its own loss its cost; a loss never counts above what the unit is worth.
    expect(worthOfLosses(table, [{ unitId: 'w1', out: 0.5, lost: 1 }], 'white', context)).toBeCloseTo(-(0.5 * w1 + w1 / 4));
    expect(worthOfLosses(table, [{ unitId: 'w1', out: 1, lost: 3 }], 'red', context)).toBeCloseTo(w1);
  });

  it('under way (the view\'s pending) count in the evaluation', () => {
    const plain = tableView(units());
    const under = { ...plain, pending: [{ label: 'hand to hand at the end of the turn', losses: [{ unitId: 'w2', out: 0.8, lost: 0 }, { unitId: 'r1', out: 0.1, lost: 0 }] }] };
    const a = evaluateReading(readTable(plain, context), null, context, 'red');
    const b = evaluateReading(readTable(under, context), null, context, 'red');
    expect(a.pending).toBe(0);
    expect(b.pending).toBeGreaterThan(0);
    expect(b.total - a.total).toBeCloseTo(b.pending);
  });

  it('rank choices by their forecasts: the shot expected to do most first, holding fire last, the aiming point not read as a move', () => {
    const table = readTable(tableView(units()), context);
    const shot = (label: string, losses: { unitId: string; out: number; lost: number }[], at?: { x: number; y: number }): Choice<BaseAction & { x?: number; y?: number }> => ({
      action: { type: 'fire', side: 'red', ...(at ?? {}) }, label, unitId: 'r1', forecast: { losses, whole: true },
    });
    const ranked = prerank([
      shot('hold fire', []),
      shot('fire at w1', [{ unitId: 'w1', out: 0, lost: 0.4 }]),
      // A shell at an aiming point beside our own unit: its forecast, not the point, says what it does.
      shot('shell w2', [{ unitId: 'w2', out: 0.6, lost: 0 }, { unitId: 'r1', out: 0.05, lost: 0 }], { x: 2, y: 40 }),
    ], table, context, 'red');
    expect(ranked.map((r) => r.choice.label)).toEqual(['shell w2', 'fire at w1', 'hold fire']);
    expect(ranked[2]!.prior).toBe(0);
    expect(ranked.every((r) => r.placed === undefined)).toBe(true);
  });

  it('place a unit where its forecast takes it (a charge\'s point of contact) before adding what it expects', () => {
    const table = readTable(tableView(units()), context);
    const charge: Choice<BaseAction> = { action: { type: 'charge', side: 'red' }, label: 'charge', unitId: 'r1', forecast: { at: { x: 3.5, y: 39 }, losses: [{ unitId: 'w2', out: 0.9, lost: 0 }] } };
    const [ranked] = prerank([charge], table, context, 'red');
    expect(ranked!.placed!.units[0]!.centre).toEqual({ x: 3.5, y: 39 });
    const placedGain = evaluateReading(ranked!.placed!, null, context, 'red').total - evaluateReading(table, null, context, 'red').total;
    expect(ranked!.prior).toBeCloseTo(placedGain + worthOfLosses(ranked!.placed!, charge.forecast!.losses, 'red', context));
  });

  it('of a unit holding ground its enemy must clear count what it holds, and the last one there a share of the game', () => {
    // The fixture's Reds must clear the village (x 20..28, y 30..38) of Whites: w1 stands in it, w2 outside or in it too.
    const out = { unitId: 'w1', out: 0.5, lost: 0 };
    const alone = readTable(tableView([unitView('r1', 'red', 2, 4), unitView('w1', 'white', 22, 34), unitView('w2', 'white', 2, 40)]), context);
    const w1 = alone.units[1]!;
    const inside = (OBJECTIVE_WEIGHTS.defenderInside + OBJECTIVE_WEIGHTS.defenderInsideShare * w1.value) * urgencyOf(alone, context, 'red');
    expect(holdingStake(alone, context, w1)).toBeCloseTo(inside + OBJECTIVE_WEIGHTS.lastHolder * OUTCOME_SCORE);
    expect(worthOfLosses(alone, [out], 'red', context)).toBeCloseTo(0.5 * w1.value + 0.5 * holdingStake(alone, context, w1));
    expect(worthOfLosses(alone, [out], 'white', context)).toBeCloseTo(-worthOfLosses(alone, [out], 'red', context));
    // With another White unit in the village, w1 leaving does not clear it.
    const two = readTable(tableView([unitView('r1', 'red', 2, 4), unitView('w1', 'white', 22, 34), unitView('w2', 'white', 22, 36)]), context);
    expect(holdingStake(two, context, two.units[1]!)).toBeCloseTo(inside);
    // Outside the village a unit holds nothing, and a Red unit never holds ground the Reds must clear.
    expect(holdingStake(alone, context, alone.units[2]!)).toBe(0);
    const red = readTable(tableView([unitView('r1', 'red', 22, 34), unitView('w1', 'white', 2, 40)]), context);
    expect(holdingStake(red, context, red.units[0]!)).toBe(0);
  });
});
