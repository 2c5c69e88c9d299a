import type { UnitView } from '../../shared/engine/ruleset.ts';

/** The unit card's stat naming a unit's command, for rule sets that group units in commands. */
const COMMAND_STAT = 'Command';

/**
 * A side's units grouped by command, in the order each command first appears; one unnamed group when the rule set
 * has no commands, so the list reads as before.
 */
export function commandGroups(units: readonly UnitView[]): { name: string | null; units: UnitView[] }[] {
  const groups = new Map<string | null, UnitView[]>();
  for (const unit of units) {
    const stat = unit.stats[COMMAND_STAT];
    const name = stat === undefined ? null : String(stat);
    groups.set(name, [...(groups.get(name) ?? []), unit]);
  }
  return [...groups].map(([name, list]) => ({ name, units: list }));
}
