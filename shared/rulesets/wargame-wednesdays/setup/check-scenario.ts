import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error, warning } from '../../../scenario/problems.ts';
import { troopTypeCheck } from '../../../engine/troop-type-check.ts';
import { rulesetOptionProblems } from '../../../scenario/ruleset-options.ts';
import { MIN_COMMANDS, UNIT_STANDS } from '../tables.ts';
import { TROOPS } from '../troops.ts';
import { COMMAND_TAG_PREFIX, commandLabel, commandOf, commandTags } from './commands.ts';
import { strayUnits } from './setup.ts';

const knownTroop = troopTypeCheck(TROOPS, 'Wargame Wednesdays');

/**
 * Wargame Wednesdays checks on a scenario: no options, known troop types, units within the stand limits, every unit in
 * one command (a `command.<name>` tag), at least three commands a side, and each command together as drawn (the 6" rule).
 */
export function checkScenario(scenario: Scenario): Problem[] {
  const problems = rulesetOptionProblems(scenario, { title: 'Wargame Wednesdays', specs: {} });
  for (const side of ['red', 'white'] as const) {
    const commands = new Map<string, { id: string; troopType: string; stands: { x: number; y: number }[] }[]>();
    scenario.sides[side].units.forEach((unit, i) => {
      const at = ['sides', side, 'units', i];
      const troop = knownTroop(unit.troopType, at, problems);
      if (troop) {
        const limits = UNIT_STANDS[troop.kind];
        if (unit.bases.length < limits.min || unit.bases.length > limits.max) {
          const allowed = limits.min === limits.max ? `${limits.min} stand` : `${limits.min} to ${limits.max} stands`;
          problems.push(error([...at, 'bases'], `a ${troop.name} unit has ${allowed}; this one has ${unit.bases.length}`));
        }
      }
      const tags = commandTags(unit);
      if (tags.length === 0) problems.push(error([...at, 'tags'], `every unit belongs to a command: give it a tag "${COMMAND_TAG_PREFIX}<name>"`));
      else if (tags.length > 1) problems.push(error([...at, 'tags'], `a unit belongs to one command; this one names ${tags.length}: ${tags.join(', ')}`));
      const command = commandOf(unit);
      if (command && troop) {
        const list = commands.get(command) ?? [];
        list.push({ id: unit.id, troopType: unit.troopType, stands: unit.bases });
        commands.set(command, list);
      }
      if (unit.reinforcement) problems.push(error([...at, 'reinforcement'], 'Wargame Wednesdays has no reinforcements: every command sets up at the start'));
      if (unit.hidden) problems.push(warning([...at, 'hidden'], 'Wargame Wednesdays has no hidden set-up; the unit will be seen'));
    });
    if (commands.size < MIN_COMMANDS) {
      problems.push(error(['sides', side, 'units'], `each side needs ${MIN_COMMANDS} or more commands; ${scenario.sides[side].name} have ${commands.size}${commands.size > 0 ? ` (${[...commands.keys()].map(commandLabel).join(', ')})` : ''}`));
    }
    for (const [command, units] of commands) {
      for (const id of strayUnits(units)) {
        const i = scenario.sides[side].units.findIndex((u) => u.id === id);
        problems.push(error(['sides', side, 'units', i, 'bases'], `set up as drawn, this unit is more than 6" from every other unit of the ${commandLabel(command)} command`));
      }
    }
  }
  scenario.specialRules.forEach((rule, i) => {
    problems.push(warning(['specialRules', i, 'behaviour', 'type'], `Wargame Wednesdays does not enforce "${rule.behaviour.type}"; the AI may still read it`));
  });
  return problems;
}
