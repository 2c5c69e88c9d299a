import type { Scenario } from '../../scenario/schema.ts';
import { type Problem, error } from '../../scenario/problems.ts';
import { type OptionKeyFamily, type OptionSpec, rulesetOptionProblems } from '../../scenario/ruleset-options.ts';
import { troopDefinition } from './troops.ts';
import { checkPlannedFireOption, isPlannedFireKey } from './options/planned-fire-options.ts';
import { SECTORS_AT_MOST, checkSectors } from './sectors.ts';
import { checkWaterOption, isWaterKey } from './movement/water-options.ts';
import { checkMinefieldOption, isMinefieldKey } from './options/minefield-options.ts';
import { INDIRECT_KEYS_WORDS, checkIndirectOption, isIndirectKey } from './options/indirect-options.ts';
import { checkAircraftOption, isAircraftKey } from './options/aircraft-options.ts';
import { checkSmokePotOption, isSmokePotKey } from './options/smoke-pots.ts';
import { checkBurningOption, isBurningKey } from './options/burning-option.ts';
import { checkSpotterOption, isSpotterKey } from './options/spotter-option.ts';

/**
 * The scenario options' check (the options themselves: scenario-options.ts): each option's accepted values, and the
 * keyed options (`minefield.<area id>`, `smokePots.<area id>`, …) each by its own module.
 */
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
