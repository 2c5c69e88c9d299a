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

  it('describes conditions in plain words', () => {
    expect(describeVictory({ type: 'clear-area', winner: 'red', areaId: 'wood' }, s)).toBe('Red wins by clearing wood');
    expect(describeVictory({ type: 'turn-limit', winner: 'white' }, s)).toBe('White wins if turn 10 ends with no other result');
  });
});
