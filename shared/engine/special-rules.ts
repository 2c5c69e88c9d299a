import type { Behaviour, Scenario, SpecialRule } from '../scenario/schema.ts';
import { otherSide } from '../scenario/terrain-kinds.ts';
import type { TableView, UnitView } from './ruleset.ts';
import { hasAnyTag, isOnTable, unitInArea } from './scenario-units.ts';

/**
 * Scenario special rules are declarative: a trigger, the units it concerns and a behaviour.
 * Triggers are sticky: once a rule fires it stays in force for the rest of the game, so a rule set
 * keeps the ids returned here in its state and passes them back on the next call.
 */
export function updateTriggeredRules(scenario: Scenario, view: TableView, alreadyTriggered: readonly string[]): { triggered: string[]; newlyTriggered: SpecialRule[] } {
  const newly = scenario.specialRules.filter((r) => !alreadyTriggered.includes(r.id) && fires(scenario, view, r));
  return { triggered: [...alreadyTriggered, ...newly.map((r) => r.id)], newlyTriggered: newly };
}

function fires(scenario: Scenario, view: TableView, rule: SpecialRule): boolean {
  const t = rule.trigger;
  switch (t.type) {
    case 'always':
      return true;
    case 'turn-reached':
      return view.turn >= t.turn;
    case 'unit-destroyed':
      return view.units.some((u) => u.id === t.unitId && (u.status === 'routed' || u.status === 'destroyed'));
    case 'enemy-enters-area': {
      const enemy = otherSide(rule.units.side);
      return view.units.some((u) => u.side === enemy && isOnTable(u) && unitInArea(scenario, u, t.areaId));
    }
  }
}

/** Whether a rule's unit selector picks this unit. */
export function selects(scenario: Scenario, rule: SpecialRule, unit: Pick<UnitView, 'id' | 'side' | 'troopType'>): boolean {
  const s = rule.units;
  if (unit.side !== s.side) return false;
  if (s.unitIds && !s.unitIds.includes(unit.id)) return false;
  if (s.troopTypes && !s.troopTypes.includes(unit.troopType)) return false;
  return hasAnyTag(scenario, unit.id, s.tags);
}

/** The behaviours in force for a unit, given the rules triggered so far. */
export function behavioursFor(scenario: Scenario, triggered: readonly string[], unit: Pick<UnitView, 'id' | 'side' | 'troopType'>): Behaviour[] {
  return scenario.specialRules.filter((r) => triggered.includes(r.id) && selects(scenario, r, unit)).map((r) => r.behaviour);
}
