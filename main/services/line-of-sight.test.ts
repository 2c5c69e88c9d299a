import { describe, expect, it } from 'vitest';
import { GameSession } from '../../shared/engine/session.ts';
import { duelRuleset } from '../../shared/testing/duel-ruleset.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';
import { lineOfSightVerdict, unitSightVerdicts } from './line-of-sight.ts';
import type { BaseAction, UnitView } from '../../shared/engine/ruleset.ts';
import type { Scenario } from '../../shared/scenario/schema.ts';

// The fixture's village is a built-up area from (20, 30) to (28, 38).
const sighted = { ...duelRuleset, sightRules: { areas: { 'built-up': { blocksAfter: 3 } }, buildings: 'block', hills: true } as const };

describe('lineOfSightVerdict', () => {
  const session = GameSession.start(sighted, scenarioFixture(), 1);

  it('answers with the rule set sight rules: through the village is blocked, beside it is clear', () => {
    const blocked = lineOfSightVerdict(session, { x: 24, y: 10 }, { x: 24, y: 45 });
    expect(blocked.ok && blocked.value).toMatchObject({ clear: false, distance: 35 });
    const clear = lineOfSightVerdict(session, { x: 5, y: 5 }, { x: 5, y: 45 });
    expect(clear.ok && clear.value).toMatchObject({ clear: true, distance: 40, reason: 'clear' });
  });

  it('words what blocks in the rule set\'s unit: centimetres under one that measures in them', () => {
    const inCm = GameSession.start({ ...sighted, distanceUnit: 'cm' as const }, scenarioFixture(), 1);
    const blocked = lineOfSightVerdict(inCm, { x: 24, y: 10 }, { x: 24, y: 45 });
    expect(blocked.ok && blocked.value.reason).toBe('20 cm of built-up (limit 7.5 cm)');
    const inInches = lineOfSightVerdict(session, { x: 24, y: 10 }, { x: 24, y: 45 });
    expect(inInches.ok && inInches.value.reason).toBe('8.0" of built-up (limit 3")');
  });

  it('refuses when the rule set gives no sight rules', () => {
    const plain = GameSession.start(duelRuleset, scenarioFixture(), 1);
    expect(lineOfSightVerdict(plain, { x: 0, y: 0 }, { x: 1, y: 1 }).ok).toBe(false);
  });
});

/** The duel rule set draws no units; these sessions draw the scenario's units where they were placed. */
function withUnits(scenario: Scenario): GameSession<unknown, BaseAction> {
  const units = (['red', 'white'] as const).flatMap((side) => scenario.sides[side].units.map((u): UnitView => ({
    id: u.id, side, name: u.name, troopType: u.troopType, troopClass: 'infantry', bases: u.bases.map((b) => ({ ...b, figures: 1 })),
    baseSize: { width: 1, depth: 1 }, officers: [], markers: [], status: 'active', strength: { now: 3, start: 3, unit: 'bases' }, stats: {},
  })));
  const ruleset = { ...sighted, view: (state: unknown) => ({ ...sighted.view(state as never), units }) };
  return GameSession.start(ruleset, scenario, 1) as unknown as GameSession<unknown, BaseAction>;
}

describe('unitSightVerdicts', () => {
  it('judges every other unit on the table by the rule set\'s sight rules: the enemy deep in the village is hidden', () => {
    const seen = unitSightVerdicts(withUnits(scenarioFixture()), 'r1');
    expect(seen.ok && seen.value.map((v) => [v.unitId, v.clear])).toEqual([['r2', true], ['w1', false]]);
    expect(seen.ok && seen.value[0]!.distance).toBeCloseTo(18);
    const clear = unitSightVerdicts(withUnits(scenarioFixture({ terrain: [], victory: [{ type: 'turn-limit', winner: 'white' }] })), 'r1');
    expect(clear.ok && clear.value.every((v) => v.clear)).toBe(true);
  });

  it('names an unknown unit, and refuses without sight rules', () => {
    const bad = unitSightVerdicts(withUnits(scenarioFixture()), 'nobody');
    expect(!bad.ok && bad.error.message).toBe('no unit "nobody" in this game');
    expect(unitSightVerdicts(GameSession.start(duelRuleset, scenarioFixture(), 1), 'r1').ok).toBe(false);
  });
});
