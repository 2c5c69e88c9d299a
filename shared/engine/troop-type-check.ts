import { type PathSegment, type Problem, error } from '../scenario/problems.ts';

/**
 * A rule set's check of a scenario unit's troop type: the type's definition among the rule set's `troops`, or, for a
 * type it does not know, undefined and an error at the unit's `troopType` naming the rule set and every type it knows.
 */
export function troopTypeCheck<D extends { readonly id: string }>(
  troops: readonly D[], rulesetTitle: string,
): (troopType: string, unitPath: readonly PathSegment[], problems: Problem[]) => D | undefined {
  const byType = new Map(troops.map((t) => [t.id, t]));
  return (troopType, unitPath, problems) => {
    const troop = byType.get(troopType);
    if (!troop) problems.push(error([...unitPath, 'troopType'], `unknown troop type "${troopType}" for ${rulesetTitle}; known: ${troops.map((t) => t.id).join(', ')}`));
    return troop;
  };
}
