/**
 * The look-ups every rule set's state makes: a unit by its id, and the definition of a unit's troop type. Steps make
 * them all the time, so both are plain loops and keeps, not searches through helpers that allocate.
 */

/** The item with this id (a state's unit, a leader), or undefined when there is none. */
export function byId<T extends { readonly id: string }>(items: readonly T[], id: string): T | undefined {
  for (const item of items) if (item.id === id) return item;
  return undefined;
}

/**
 * A rule set's `troopOf`: the definition of a unit's troop type, read through the rule set's own `definition`. A type
 * it does not know throws, since the rule set's scenario check refuses such a unit before any game starts. The
 * definition asked for last is kept: most questions come in runs about one unit.
 */
export function troopOfUnit<D extends { readonly id: string }>(definition: (id: string) => D | undefined): (unit: { readonly troopType: string }) => D {
  let last: D | undefined;
  return (unit) => {
    if (last && last.id === unit.troopType) return last;
    const found = definition(unit.troopType);
    if (!found) throw new Error(`unknown troop type ${unit.troopType}; checkScenario should have refused it`);
    last = found;
    return found;
  };
}
