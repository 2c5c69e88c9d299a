/** The unit card's stat naming a unit's command, for rule sets that group units in commands. */
export const COMMAND_STAT = 'Command';

/**
 * A side's units grouped by command, in the order each command first appears; one unnamed group when the rule set
 * has no commands, so a list reads as before. The play screen's unit list and the printed rosters both group so.
 */
export function commandGroups<U extends { stats: Readonly<Record<string, string | number>> }>(units: readonly U[]): { name: string | null; units: U[] }[] {
  const groups = new Map<string | null, U[]>();
  for (const unit of units) {
    const stat = unit.stats[COMMAND_STAT];
    const name = stat === undefined ? null : String(stat);
    groups.set(name, [...(groups.get(name) ?? []), unit]);
  }
  return [...groups].map(([name, list]) => ({ name, units: list }));
}
