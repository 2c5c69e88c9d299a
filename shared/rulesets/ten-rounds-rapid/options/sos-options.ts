import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';
import { DEFAULT_CALIBRE } from './planned-fire-options.ts';

/**
 * Section 14 "Points may also be specified as SOS points, to be fired on a known signal … The entire mission will
 * fire on request, and may be planned for more than one battery", as scenario options: `sos.<area id>` the side
 * whose point it is, `sosCalibre.<area id>` the batteries' calibre (76 mm unless given), `sosBatteries.<area id>`
 * how many batteries the mission plans (1 unless given; their factors are added).
 */
export interface SosPoint { areaId: string; side: SideId; calibreMm: number; batteries: number }

const SIDE = 'sos.', CALIBRE = 'sosCalibre.', BATTERIES = 'sosBatteries.';
const PREFIXES = [SIDE, CALIBRE, BATTERIES] as const;
export const MOST_SOS_BATTERIES = 3;

export const isSosKey = (key: string): boolean => PREFIXES.some((p) => key.startsWith(p));

export function checkSosOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const prefix = PREFIXES.find((p) => key.startsWith(p))!;
  const areaId = key.slice(prefix.length);
  const problems: Problem[] = [];
  if (!scenario.terrain.some((f) => f.id === areaId && f.kind === 'area')) problems.push(error(at, `an SOS point is an area's centre; there is no area "${areaId}" on the table`));
  if (prefix === SIDE && !(SIDE_IDS as readonly unknown[]).includes(value)) problems.push(error(at, `the side whose SOS point it is: one of ${SIDE_IDS.join(', ')}`));
  if (prefix === CALIBRE && (typeof value !== 'number' || !Number.isInteger(value) || value < 50 || value > 420)) problems.push(error(at, 'an SOS battery\'s calibre is a whole number of millimetres from 50 to 420'));
  if (prefix === BATTERIES && (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MOST_SOS_BATTERIES)) problems.push(error(at, `an SOS mission plans 1 to ${MOST_SOS_BATTERIES} batteries`));
  if (prefix !== SIDE && scenario.ruleset.options[`${SIDE}${areaId}`] === undefined) problems.push(error(at, `"${key}" needs "${SIDE}${areaId}": the side whose SOS point it is`));
  return problems;
}

export function readSosPoints(scenario: Scenario): SosPoint[] {
  const o = scenario.ruleset.options;
  const out: SosPoint[] = [];
  for (const [key, value] of Object.entries(o)) {
    if (!key.startsWith(SIDE) || (value !== 'red' && value !== 'white')) continue;
    const areaId = key.slice(SIDE.length);
    const calibre = o[`${CALIBRE}${areaId}`], batteries = o[`${BATTERIES}${areaId}`];
    out.push({ areaId, side: value, calibreMm: typeof calibre === 'number' ? calibre : DEFAULT_CALIBRE, batteries: typeof batteries === 'number' ? batteries : 1 });
  }
  return out;
}
