import { troopDefinition } from '../troops.ts';

/** A sniper (section 18 "Snipers"): one figure of a troop type that says so. Kept apart so sight can ask it freely. */
export const isSniper = (u: { troopType: string }): boolean => troopDefinition(u.troopType)?.sniper === true;
