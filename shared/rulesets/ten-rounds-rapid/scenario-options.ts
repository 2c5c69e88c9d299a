import type { Scenario } from '../../scenario/schema.ts';
import { type Water, readWater } from './movement/water-options.ts';
import { type Minefield, readMinefields } from './options/minefield-options.ts';

/**
 * Section 18's optional rules and section 7's bombardment, as scenario options (`ruleset.options`), read with their
 * defaults. Unknown options and values out of range are refused with their JSON path (option-checks.ts).
 */
export interface TrrOptions {
  /** Mechanical breakdown: a tank that moves breaks down on a d10 of 10 (plus terrain penalties). */
  mechanicalBreakdown: boolean;
  /** Preliminary bombardment of the side that defends: none, slow (with days), or intense (Blue armies only). */
  bombardment: 'none' | 'slow' | 'intense';
  bombardmentDays: number;
  /** The area the bombardment falls on (an area's id). */
  bombardmentArea: string;
  /** "Cheka for White and Green Armies": green-grade White and Green companies may carry the general's bodyguard. */
  chekaForWhitesAndGreens: boolean;
  /** "Logistics": companies, MGs, mortars and guns need resupply (options/logistics.ts). */
  logistics: boolean;
  /** "Snipers": one-figure sniper units may take the field. */
  snipers: boolean;
  /** "Entrenching": units that move at foot rate may dig in. */
  entrenching: boolean;
  /** Moves of rain that fell before the game (falling rain in the game adds one a move): 5 or more sodden the ground. */
  rainBefore: number;
  /** "Lying snow turns roads and tracks into poor going, poor into bad, and bad into impassable going". */
  lyingSnow: boolean;
  /** A night scenario's moon: moonlit halves visibility; moonless cuts it by 75% and location by 5 cm. */
  night: 'moonlit' | 'moonless';
  /** Sectors for big games: the table cut into this many strips from baseline to baseline (1: none). */
  sectors: number;
  /** Boats on rivers and streams, and engineers' bridges and the move each opens (section 15). */
  water: Water;
  /** Minefields laid in areas of the table (`minefield.<area id>` density, `minefieldKind.<area id>` kind). */
  minefields: Minefield[];
}

const DEFAULTS: Omit<TrrOptions, 'minefields' | 'water'> = {
  mechanicalBreakdown: false, bombardment: 'none', bombardmentDays: 1, bombardmentArea: '',
  chekaForWhitesAndGreens: false, snipers: false, logistics: false, entrenching: false, rainBefore: 0, lyingSnow: false, night: 'moonlit', sectors: 1,
};

/** The options with defaults filled in (checkScenario has refused bad ones). */
export function readOptions(scenario: Scenario): TrrOptions {
  const o = scenario.ruleset.options;
  const out: TrrOptions = { ...DEFAULTS, minefields: readMinefields(scenario), water: readWater(scenario) };
  for (const key of ['mechanicalBreakdown', 'chekaForWhitesAndGreens', 'snipers', 'logistics', 'entrenching', 'lyingSnow'] as const) {
    if (typeof o[key] === 'boolean') out[key] = o[key];
  }
  if (o.bombardment === 'slow' || o.bombardment === 'intense') out.bombardment = o.bombardment;
  if (typeof o.bombardmentDays === 'number') out.bombardmentDays = o.bombardmentDays;
  if (typeof o.bombardmentArea === 'string') out.bombardmentArea = o.bombardmentArea;
  if (typeof o.rainBefore === 'number') out.rainBefore = o.rainBefore;
  if (o.night === 'moonless') out.night = 'moonless';
  if (typeof o.sectors === 'number') out.sectors = o.sectors;
  return out;
}
