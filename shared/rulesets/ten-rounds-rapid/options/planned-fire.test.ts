import { describe, expect, it } from 'vitest';
import { forcedDice } from '../../../testing/forced-dice.ts';
import type { GameEvent } from '../../../engine/events.ts';
import { checkScenarioDocument } from '../../registry.ts';
import { initialState } from '../state.ts';
import { startMove } from '../sequence.ts';
import { area, company, trrScenario, unitOf } from '../test-fixtures.ts';
import { observedBy } from './planned-fire.ts';
import { readFirePlans } from './planned-fire-options.ts';

const target = area('ridge', 'fields', 8, 18, 16, 22);
const plan = { 'plannedFire.ridge': 1, 'plannedFireSide.ridge': 'white' };
const scenario = (options: Record<string, string | number>, whiteOp = true) => trrScenario(
  [company('r', 'red-rifles', 10, 20)],
  [company('w', 'white-rifles', 40, 38), ...(whiteOp ? [{ id: 'op', troopType: 'white-observer', x: 12, y: 38 }] : [])],
  [target], { ruleset: { id: 'ten-rounds-rapid', options } });

describe('Planned fire (section 14, options "plannedFire.<area id>", "plannedFireSide.<area id>")', () => {
  // "Such plans must be in writing, and specify the point of aim (distinct terrain feature or known enemy positions), firing battery or batteries, the ammunition to be used and move it is fired": area, side, calibre, ammunition and move.
  it('reads the plan, 76 mm unless a calibre is given', () => {
    expect(readFirePlans(scenario(plan))).toEqual([{ areaId: 'ridge', move: 1, side: 'white', calibreMm: 76, ammunition: 'he-or-shrapnel' }]);
    expect(readFirePlans(scenario({ ...plan, 'plannedFireCalibre.ridge': 114 }))[0]!.calibreMm).toBe(114);
  });

  // "Off table artillery with no OP team must be programmed, and fires at the start of the move." "Fire from weapons
  // which do not have an observer must be planned": the plan fires with no OP team calling it (the one here only observes).
  it('"Such fire is resolved at the start of each move, before any other elements are moved", on every unit under the area', () => {
    const s = initialState(scenario(plan));
    const events: GameEvent[] = [];
    // Observed by the OP team: scatter 9 lands on target; the casualty d10 10; specialist rolls 1; then the initiative.
    startMove(s, forcedDice([9, 10, 1, 1, 1, 1, 1, 1, 1, 1, 7, 3]), events);
    const first = events.findIndex((e) => /planned fire falls on/.test(e.text));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(events[first]!.text).toMatch(/\(observed\)/);
    expect(events.find((e) => e.roll?.table === 'indirect-scatter')!.roll!.result).toMatch(/on target/);
    expect(unitOf(s, 'r').figures).toBeLessThan(8);
    expect(events.findIndex((e) => e.roll?.table === 'initiative')).toBeGreaterThan(first);
  });

  it('"Planned fire may be observed by any observers who can see the point of impact"; otherwise it is unobserved', () => {
    expect(observedBy(initialState(scenario(plan)), 'white', { x: 12, y: 20 })).toBe(true);
    expect(observedBy(initialState(scenario(plan, false)), 'white', { x: 12, y: 20 })).toBe(false);
  });

  it('refuses a plan past the move limit, with no side, or at no area, by JSON path', () => {
    const doc = JSON.parse(JSON.stringify(scenario({ 'plannedFire.ridge': 9, 'plannedFire.nowhere': 1, 'plannedFireSide.nowhere': 'white' })));
    const problems = checkScenarioDocument(doc).problems.filter((p) => p.severity === 'error');
    expect(problems.map((p) => p.path)).toEqual(['$.ruleset.options["plannedFire.ridge"]', '$.ruleset.options["plannedFire.ridge"]', '$.ruleset.options["plannedFire.nowhere"]', '$.ruleset.options["plannedFireSide.nowhere"]']);
    expect(problems[0]!.message).toMatch(/1 to 6/);
    expect(problems[1]!.message).toMatch(/plannedFireSide.ridge/);
  });
});
