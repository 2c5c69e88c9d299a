import { describe, expect, it } from 'vitest';
import { BehaviourSchema, SpecialRuleSchema, TriggerSchema, VictoryConditionSchema } from '../../shared/scenario/schema.ts';
import {
  BEHAVIOUR_TYPES, TRIGGER_TYPES, VICTORY_TYPES, behaviourEntry, catalogueContext, describeVictory, newSpecialRule, triggerEntry, victoryEntry,
} from './rule-catalogue.ts';
import { editorTestScenario } from './test-scenario.ts';

describe('the catalogue of victory conditions and special rules', () => {
  const s = editorTestScenario();
  const ctx = catalogueContext(s, 'red');

  it('offers every kind the schema knows, each starting from a value the schema accepts', () => {
    expect(VICTORY_TYPES).toHaveLength(VictoryConditionSchema.options.length);
    expect(TRIGGER_TYPES).toHaveLength(TriggerSchema.options.length);
    expect(BEHAVIOUR_TYPES).toHaveLength(BehaviourSchema.options.length);
    for (const t of VICTORY_TYPES) expect(VictoryConditionSchema.safeParse(victoryEntry(t).make(ctx)).success).toBe(true);
    for (const t of TRIGGER_TYPES) expect(TriggerSchema.safeParse(triggerEntry(t).make(ctx)).success).toBe(true);
    for (const t of BEHAVIOUR_TYPES) expect(BehaviourSchema.safeParse(behaviourEntry(t).make(ctx)).success).toBe(true);
    expect(SpecialRuleSchema.safeParse(newSpecialRule('rule-1', ctx)).success).toBe(true);
  });

  it('points new entries at the scenario\'s own areas and the enemy\'s edge', () => {
    expect(victoryEntry('clear-area').make(ctx)).toEqual({ type: 'clear-area', winner: 'red', areaId: 'wood' });
    expect(victoryEntry('exit-units').make(ctx)).toMatchObject({ edge: 'north' });
  });

  it('starts a new area condition on the objective, not on the first wood drawn', () => {
    const square = (x: number, y: number) => [{ x, y }, { x: x + 4, y }, { x: x + 4, y: y + 4 }, { x, y: y + 4 }];
    const village = { id: 'village', kind: 'area' as const, type: 'built-up' as const, polygon: square(30, 30), label: 'the village' };
    const farm = { id: 'farm', kind: 'area' as const, type: 'fields' as const, polygon: square(2, 30) };
    const withVillage = { ...s, terrain: [...s.terrain, farm, village] };
    // a built-up area before woods and fields
    expect(victoryEntry('clear-area').make(catalogueContext(withVillage, 'red'))).toMatchObject({ areaId: 'village' });
    // an area the scenario already fights over before a village
    const contested = { ...withVillage, victory: [{ type: 'hold-area' as const, winner: 'white' as const, areaId: 'farm' }] };
    expect(victoryEntry('hold-area').make(catalogueContext(contested, 'red'))).toMatchObject({ areaId: 'farm' });
    // the area holding an objective marker before all
    const marked = { ...contested, terrain: [...contested.terrain, { id: 'obj', kind: 'point' as const, type: 'objective' as const, x: 12, y: 18 }] };
    expect(victoryEntry('clear-area').make(catalogueContext(marked, 'red'))).toMatchObject({ areaId: 'wood' });
    expect(catalogueContext(marked, 'red').areaIds).toEqual(['wood', 'farm', 'village', 'copse']);
  });

  it('describes conditions in plain words', () => {
    expect(describeVictory({ type: 'clear-area', winner: 'red', areaId: 'wood' }, s)).toBe('Red wins by clearing wood');
    expect(describeVictory({ type: 'turn-limit', winner: 'white' }, s)).toBe('White wins if turn 10 ends with no other result');
  });
});
