import type { TroopType } from '../../shared/engine/ruleset.ts';

export interface ArmyChoice {
  id: string;
  name: string;
}

export interface ArmyGroup extends ArmyChoice {
  types: TroopType[];
}

/** The armies a rule set's troop types belong to, in the order the rule set lists them, each with its name. */
export function armiesOf(types: readonly TroopType[]): ArmyChoice[] {
  const seen = new Map<string, string>();
  for (const t of types) if (!seen.has(t.army)) seen.set(t.army, t.armyName);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * What a side's roster offers: its own army's troop types, then those of armies that fought beside it (a troop
 * type's `alliedTo`). A side that names no army, or one the rule set does not know, is offered every army, so
 * the author can still build it; the roster then asks for the army.
 */
export function rosterGroups(types: readonly TroopType[], army: string | undefined): ArmyGroup[] {
  const groups = new Map<string, ArmyGroup>();
  for (const t of types) {
    const group = groups.get(t.army) ?? { id: t.army, name: t.armyName, types: [] };
    group.types.push(t);
    groups.set(t.army, group);
  }
  if (army === undefined || !groups.has(army)) return [...groups.values()];
  const own = groups.get(army)!;
  const allies = [...groups.values()].filter((g) => g.id !== army && g.types.some((t) => t.alliedTo?.includes(army)));
  return [own, ...allies.map((g) => ({ ...g, types: g.types.filter((t) => t.alliedTo?.includes(army)) }))];
}
