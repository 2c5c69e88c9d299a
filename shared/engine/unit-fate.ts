import type { UnitFate } from './ruleset.ts';

const FATES: ReadonlySet<string> = new Set<UnitFate>(['surrendered', 'defected', 'disbanded']);

/** `UnitView.fate` from a rule set's own status word, for a view to spread in: nothing for a status that is not a fate. */
export function fateOf(status: string): { fate?: UnitFate } {
  return FATES.has(status) ? { fate: status as UnitFate } : {};
}
