import { kindOf, type UnitState } from './state.ts';

/**
 * How the report speaks of a unit: a body of stands in the plural, as a company is spoken of ("the Latvian
 * Rifles move"), a single gun, machine gun or vehicle in the singular ("the tank takes 2 hits").
 */
const SINGLE = new Set(['mg', 'artillery', 'tank', 'armoured-car']);

export const isSingle = (unit: Pick<UnitState, 'troopType'>): boolean => SINGLE.has(kindOf(unit));

/** The verb for this unit: `said(unit, 'move', 'moves')`. */
export const said = (unit: Pick<UnitState, 'troopType'>, plural: string, singular: string): string => (isSingle(unit) ? singular : plural);
