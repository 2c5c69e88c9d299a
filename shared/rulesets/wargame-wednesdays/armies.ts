export type ArmyId = 'red-army' | 'whites' | 'cossacks' | 'poles' | 'makhnovists';

/** The armies the roster offers, by name; the Don and Kuban Cossacks fought in the White armies of the south. */
export const ARMIES: Readonly<Record<ArmyId, { name: string; alliedTo?: readonly ArmyId[] }>> = {
  'red-army': { name: 'Red Army' },
  whites: { name: 'White Army' },
  cossacks: { name: 'Cossacks', alliedTo: ['whites'] },
  poles: { name: 'Polish Army' },
  makhnovists: { name: 'Makhnovists' },
};

/** The roster's army fields of a troop type of this army. */
export function armyFields(army: ArmyId): { army: ArmyId; armyName: string; alliedTo?: readonly ArmyId[] } {
  const entry = ARMIES[army];
  return { army, armyName: entry.name, ...(entry.alliedTo ? { alliedTo: entry.alliedTo } : {}) };
}
