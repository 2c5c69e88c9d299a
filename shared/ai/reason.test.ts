import { describe, expect, it } from 'vitest';
import type { BaseAction, Choice } from '../engine/ruleset.ts';
import { scenarioFixture } from '../testing/scenario-fixture.ts';
import { evalContext } from './context.ts';
import { describeDecision, strengthLostBetween } from './reason.ts';
import { readTable } from './table-reading.ts';
import { tableView, unitView } from './test-views.ts';
import type { TerrainIndex } from '../geometry/terrain-index.ts';
import type { Vec } from '../geometry/vec.ts';

const scenario = scenarioFixture({
  terrain: [
    { id: 'village', kind: 'area', type: 'built-up', label: 'the village', polygon: [{ x: 20, y: 30 }, { x: 28, y: 30 }, { x: 28, y: 38 }, { x: 20, y: 38 }] },
    { id: 'orchard', kind: 'area', type: 'woods', label: 'the orchard', polygon: [{ x: 18, y: 18 }, { x: 30, y: 18 }, { x: 30, y: 25 }, { x: 18, y: 25 }] },
    { id: 'rye', kind: 'area', type: 'fields', label: 'the rye fields', polygon: [{ x: 40, y: 18 }, { x: 46, y: 18 }, { x: 46, y: 25 }, { x: 40, y: 25 }] },
  ],
});
const context = evalContext(scenario);
/** A rule set whose cover is woods and buildings alone: its fields hide nobody. */
const inCover = (index: TerrainIndex, at: Vec) => index.at(at).some((f) => f.kind === 'building' || (f.kind === 'area' && f.feature.type === 'woods'));
const choice = (label: string, unitId?: string): Choice<BaseAction> => ({ action: { type: 'x', side: 'red' }, label, ...(unitId ? { unitId } : {}) });

describe('describeDecision', () => {
  it('says how far the unit stands from the objective and whether it is in cover', () => {
    const before = readTable(tableView([unitView('sailors', 'red', 22, 10), unitView('w1', 'white', 22, 34)]), context);
    const after = readTable(tableView([unitView('sailors', 'red', 22, 24), unitView('w1', 'white', 22, 34)]), context);
    const line = describeDecision({ context, side: 'red', choice: choice('Sailors advance to the orchard edge', 'sailors'), before, after, inCover });
    expect(line).toBe('Sailors advance to the orchard edge, 6" from the village, in cover (the orchard)');
  });

  it('speaks the rule set\'s own unit when it gives one (centimetres under Ten Rounds Rapid)', () => {
    const before = readTable(tableView([unitView('sailors', 'red', 22, 10), unitView('w1', 'white', 22, 34)]), context);
    const after = readTable(tableView([unitView('sailors', 'red', 22, 24), unitView('w1', 'white', 22, 34)]), context);
    const line = describeDecision({ context, side: 'red', choice: choice('Sailors advance', 'sailors'), before, after, inCover, distanceText: (d) => `${Math.round(d * 2.54)} cm` });
    expect(line).toBe('Sailors advance, 15 cm from the village, in cover (the orchard)');
  });

  it('says a unit short of the objective by less than half an inch is under 1" away, never 0"', () => {
    const before = readTable(tableView([unitView('sailors', 'red', 22, 10), unitView('w1', 'white', 40, 44)]), context);
    const at = (y: number) => describeDecision({
      context, side: 'red', choice: choice('Sailors advance', 'sailors'), before, inCover,
      after: readTable(tableView([unitView('sailors', 'red', 22, y), unitView('w1', 'white', 40, 44)]), context),
    });
    expect(at(29.7)).toBe('Sailors advance, under 1" from the village, in the open');
  });

  it('calls a place cover only where the rule set counts it cover: its rye fields are open ground', () => {
    const before = readTable(tableView([unitView('sailors', 'red', 43, 10), unitView('w1', 'white', 22, 44)]), context);
    const after = readTable(tableView([unitView('sailors', 'red', 43, 21), unitView('w1', 'white', 22, 44)]), context);
    const line = describeDecision({ context, side: 'red', choice: choice('Sailors advance into the rye', 'sailors'), before, after, inCover });
    expect(line).toBe('Sailors advance into the rye, 17" from the village, in the open');
  });

  it('does not tell a unit whose order names the objective how far it stands from it', () => {
    const before = readTable(tableView([unitView('sailors', 'red', 22, 10), unitView('w1', 'white', 40, 44)]), context);
    const after = readTable(tableView([unitView('sailors', 'red', 22, 24), unitView('w1', 'white', 40, 44)]), context);
    const line = describeDecision({ context, side: 'red', choice: choice('Sailors march, ending in the village', 'sailors'), before, after, inCover });
    expect(line).toBe('Sailors march, ending in the village, in cover (the orchard)');
  });

  it('names the target and the losses it expects from a shot', () => {
    const before = readTable(tableView([unitView('mg', 'red', 22, 10, { figures: 1 }), unitView('w1', 'white', 22, 34)]), context);
    const line = describeDecision({
      context, side: 'red', choice: choice('Maxim fires', 'mg'), before,
      events: [{ kind: 'shot', text: 'bang', unitId: 'mg', targetUnitId: 'w1' }], enemyLoss: 1.25,
    });
    expect(line).toBe('Maxim fires, at w1, expecting 1.3 enemy losses');
  });

  it('names the target once when the choice names it already', () => {
    const before = readTable(tableView([unitView('mg', 'red', 22, 10, { figures: 1 }), unitView('w1', 'white', 22, 34)]), context);
    const line = describeDecision({
      context, side: 'red', choice: choice('Maxim: fire at w1 (61 cm)', 'mg'), before,
      events: [{ kind: 'shot', text: 'bang', unitId: 'mg', targetUnitId: 'w1' }], enemyLoss: 1.25,
    });
    expect(line).toBe('Maxim: fire at w1 (61 cm), expecting 1.3 enemy losses');
  });

  it('falls back on the label when there is nothing more to say', () => {
    const before = readTable(tableView([]), context);
    expect(describeDecision({ context, side: 'red', choice: choice('Rest.'), before })).toBe('Rest');
  });
});

describe('strengthLostBetween', () => {
  it('counts figures lost, and a routed unit as losing all it had', () => {
    const before = readTable(tableView([unitView('a', 'white', 0, 40, { figures: 5 }), unitView('b', 'white', 10, 40, { figures: 3 })]), context);
    const after = readTable(tableView([unitView('a', 'white', 0, 40, { figures: 3, start: 5 }), unitView('b', 'white', 10, 40, { status: 'routed', figures: 3 })]), context);
    expect(strengthLostBetween(before, after, 'white')).toBe(5);
  });
});
