import type { Scenario } from '../../scenario/schema.ts';
import { type Problem, error } from '../../scenario/problems.ts';
import { type OptionKeyFamily, type OptionSpec, rulesetOptionProblems } from '../../scenario/ruleset-options.ts';
import { troopDefinition } from './troops.ts';
import { checkPlannedFireOption, isPlannedFireKey } from './options/planned-fire-options.ts';
import { SECTORS_AT_MOST, checkSectors } from './sectors.ts';
import { type Water, checkWaterOption, isWaterKey, readWater } from './movement/water-options.ts';
import { type Minefield, checkMinefieldOption, isMinefieldKey, readMinefields } from './options/minefield-options.ts';
import { INDIRECT_KEYS_WORDS, checkIndirectOption, isIndirectKey } from './options/indirect-options.ts';
import { checkAircraftOption, isAircraftKey } from './options/aircraft-options.ts';
import { checkSmokePotOption, isSmokePotKey } from './options/smoke-pots.ts';
import { checkBurningOption, isBurningKey } from './options/burning-option.ts';
import { checkSpotterOption, isSpotterKey } from './options/spotter-option.ts';

/**
 * Section 18's optional rules and section 7's bombardment, as scenario options (`ruleset.options`), each with the
 * values it accepts. Unknown options and values out of range are refused with their JSON path.
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

export const OPTION_SPECS = {
  mechanicalBreakdown: { kind: 'boolean' },
  bombardment: { kind: 'enum', values: ['none', 'slow', 'intense'] },
  bombardmentDays: { kind: 'int', min: 1, max: 4 },
  bombardmentArea: { kind: 'string', names: 'an area by its id' },
  chekaForWhitesAndGreens: { kind: 'boolean' },
  snipers: { kind: 'boolean' },
  logistics: { kind: 'boolean' },
  entrenching: { kind: 'boolean' },
  rainBefore: { kind: 'int', min: 0, max: 50 },
  lyingSnow: { kind: 'boolean' },
  night: { kind: 'enum', values: ['moonlit', 'moonless'] },
  sectors: { kind: 'int', min: 1, max: SECTORS_AT_MOST },
} as const satisfies Record<string, OptionSpec>;

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

/** The options keyed by what they name (an area, a river, a side…), in the order they are told apart. */
const FAMILIES: readonly OptionKeyFamily[] = [
  { words: 'minefield.<area id>, minefieldKind.<area id>', owns: isMinefieldKey, check: checkMinefieldOption },
  { words: 'plannedFire.<area id>, plannedFireSide.<area id>, plannedFireCalibre.<area id>', owns: isPlannedFireKey, check: checkPlannedFireOption },
  { words: INDIRECT_KEYS_WORDS, owns: isIndirectKey, check: checkIndirectOption },
  { words: 'boats.<river id>, boatDrift.<river id>, bridgeOpen.<bridge id>', owns: isWaterKey, check: checkWaterOption },
  { words: 'aircraft.<side>, aircraftFlights.<side>, aircraftAltitude.<side>, aircraftArmoured.<side>', owns: isAircraftKey, check: checkAircraftOption },
  { words: 'smokePots.<area id>, smokePotsSide.<area id>', owns: isSmokePotKey, check: checkSmokePotOption },
  { words: 'burning.<feature id>', owns: isBurningKey, check: checkBurningOption },
  { words: 'spotter.<side>', owns: isSpotterKey, check: checkSpotterOption },
];

export function checkOptions(scenario: Scenario): Problem[] {
  const problems = rulesetOptionProblems(scenario, { title: 'Ten Rounds Rapid', specs: OPTION_SPECS, families: FAMILIES });
  const o = scenario.ruleset.options;
  if ((o.bombardment === 'slow' || o.bombardment === 'intense') && typeof o.bombardmentArea !== 'string') {
    problems.push(error(['ruleset', 'options', 'bombardment'], 'a bombardment needs "bombardmentArea": the area it falls on'));
  }
  // "Intense (Hurricane) or Gas bombardments may only be used by large forces of blues."
  if (o.bombardment === 'intense' && !scenario.sides[scenario.attacker].units.some((u) => troopDefinition(u.troopType)?.army === 'interventions')) {
    problems.push(error(['ruleset', 'options', 'bombardment'], 'an intense bombardment is for Blue armies only: the attacker fields no interventionists'));
  }
  const area = scenario.ruleset.options.bombardmentArea;
  if (typeof area === 'string' && !scenario.terrain.some((f) => f.id === area && f.kind === 'area')) {
    problems.push(error(['ruleset', 'options', 'bombardmentArea'], `no area "${area}" on the table`));
  }
  if (o.night !== undefined && scenario.timeOfDay !== 'night') {
    problems.push(error(['ruleset', 'options', 'night'], `"night" describes the moon of a night scenario; this one is set at ${scenario.timeOfDay}`));
  }
  if (typeof o.sectors === 'number' && Number.isInteger(o.sectors) && o.sectors <= SECTORS_AT_MOST) problems.push(...checkSectors(scenario, o.sectors));
  return problems;
}
