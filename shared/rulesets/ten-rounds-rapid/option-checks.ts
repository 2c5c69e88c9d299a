import type { Scenario } from '../../scenario/schema.ts';
import { type Problem, error } from '../../scenario/problems.ts';
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
  bombardmentArea: { kind: 'string' },
  chekaForWhitesAndGreens: { kind: 'boolean' },
  snipers: { kind: 'boolean' },
  logistics: { kind: 'boolean' },
  entrenching: { kind: 'boolean' },
  rainBefore: { kind: 'int', min: 0, max: 50 },
  lyingSnow: { kind: 'boolean' },
  night: { kind: 'enum', values: ['moonlit', 'moonless'] },
  sectors: { kind: 'int', min: 1, max: SECTORS_AT_MOST },
} as const;

type Spec = (typeof OPTION_SPECS)[keyof typeof OPTION_SPECS];

export function checkOptions(scenario: Scenario): Problem[] {
  const problems: Problem[] = [];
  for (const [key, value] of Object.entries(scenario.ruleset.options)) {
    const at = ['ruleset', 'options', key];
    if (isMinefieldKey(key)) { problems.push(...checkMinefieldOption(scenario, key, value)); continue; }
    if (isPlannedFireKey(key)) { problems.push(...checkPlannedFireOption(scenario, key, value)); continue; }
    if (isIndirectKey(key)) { problems.push(...checkIndirectOption(scenario, key, value)); continue; }
    if (isWaterKey(key)) { problems.push(...checkWaterOption(scenario, key, value)); continue; }
    if (isAircraftKey(key)) { problems.push(...checkAircraftOption(scenario, key, value)); continue; }
    if (isSmokePotKey(key)) { problems.push(...checkSmokePotOption(scenario, key, value)); continue; }
    if (isBurningKey(key)) { problems.push(...checkBurningOption(scenario, key, value)); continue; }
    if (isSpotterKey(key)) { problems.push(...checkSpotterOption(scenario, key, value)); continue; }
    const spec = (OPTION_SPECS as Record<string, Spec>)[key];
    if (!spec) { problems.push(error(at, `Ten Rounds Rapid has no option "${key}"; known: ${Object.keys(OPTION_SPECS).join(', ')}, minefield.<area id>, minefieldKind.<area id>, plannedFire.<area id>, plannedFireSide.<area id>, plannedFireCalibre.<area id>, boats.<river id>, boatDrift.<river id>, bridgeOpen.<bridge id>, aircraft.<side>, aircraftFlights.<side>, aircraftAltitude.<side>, aircraftArmoured.<side>, spotter.<side>, smokePots.<area id>, smokePotsSide.<area id>, burning.<feature id>, ${INDIRECT_KEYS_WORDS}`)); continue; }
    switch (spec.kind) {
      case 'boolean': if (typeof value !== 'boolean') problems.push(error(at, `"${key}" is true or false`)); break;
      case 'enum': if (!(spec.values as readonly unknown[]).includes(value)) problems.push(error(at, `"${key}" must be one of: ${spec.values.join(', ')}`)); break;
      case 'int': if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) problems.push(error(at, `"${key}" must be a whole number from ${spec.min} to ${spec.max}`)); break;
      case 'string': if (typeof value !== 'string') problems.push(error(at, `"${key}" names an area by its id`)); break;
    }
  }
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
