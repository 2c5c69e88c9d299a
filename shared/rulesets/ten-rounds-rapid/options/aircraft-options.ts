import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';
import { ALTITUDES, type AircraftKind, type Altitude } from '../fire/special/anti-aircraft.ts';
import { AIRCRAFT_TYPES, type AircraftType } from '../fire/special/bombing.ts';

/**
 * Section 17 "Aircraft Operations" as off-table support a scenario gives a side: `aircraft.<side>` the type (scout,
 * light-bomber, heavy-bomber), `aircraftFlights.<side>` how many flights (each "makes one attack", 1 unless given),
 * `aircraftAltitude.<side>` the altitude they attack from (low unless given), `aircraftArmoured.<side>` armoured
 * aircraft (+1 defence).
 */
export interface AirSupport { side: SideId; type: AircraftType; flights: number; altitude: Altitude; armoured: boolean }

const TYPE = 'aircraft.', FLIGHTS = 'aircraftFlights.', ALTITUDE = 'aircraftAltitude.', ARMOURED = 'aircraftArmoured.';
const PREFIXES = [TYPE, FLIGHTS, ALTITUDE, ARMOURED] as const;
export const MAX_FLIGHTS = 10;

/** What the types are, for AA fire and strafing (README "Aircraft"): the era's DH.9s and Breguets, the Muromets. */
export const AIRCRAFT_BUILD: Readonly<Record<AircraftType, { kind: AircraftKind; barrels: number }>> = {
  scout: { kind: 'single-engined', barrels: 2 },
  'light-bomber': { kind: 'single-engined', barrels: 2 },
  'heavy-bomber': { kind: 'multi-engined', barrels: 4 },
};

export const isAircraftKey = (key: string): boolean => PREFIXES.some((p) => key.startsWith(p));

export function checkAircraftOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const prefix = PREFIXES.find((p) => key.startsWith(p))!;
  const side = key.slice(prefix.length);
  const problems: Problem[] = [];
  if (!(SIDE_IDS as readonly string[]).includes(side)) return [error(at, `aircraft support a side: "${prefix}red" or "${prefix}white", not "${key}"`)];
  if (prefix === TYPE && !(AIRCRAFT_TYPES as readonly unknown[]).includes(value)) problems.push(error(at, `a side's aircraft are one of: ${AIRCRAFT_TYPES.join(', ')}`));
  if (prefix === FLIGHTS && (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_FLIGHTS)) problems.push(error(at, `flights are a whole number from 1 to ${MAX_FLIGHTS} ("One model represents one flight, and makes one attack")`));
  if (prefix === ALTITUDE && !(ALTITUDES as readonly unknown[]).includes(value)) problems.push(error(at, `an altitude is one of: ${ALTITUDES.join(', ')}`));
  if (prefix === ARMOURED && typeof value !== 'boolean') problems.push(error(at, `"${key}" is true or false`));
  if (prefix !== TYPE && scenario.ruleset.options[`${TYPE}${side}`] === undefined) problems.push(error(at, `"${key}" needs "${TYPE}${side}": the side's aircraft`));
  // Aircraft of 1918-1920 did not attack at night or in fog (README "Aircraft").
  if (prefix === TYPE && (scenario.timeOfDay === 'night' || scenario.weather === 'fog')) problems.push(error(at, `aircraft make no attacks ${scenario.timeOfDay === 'night' ? 'at night' : 'in fog'}`));
  return problems;
}

/** Each side's air support, if the scenario gives it one (checkScenario has refused bad options). */
export function readAirSupport(scenario: Scenario): AirSupport[] {
  const o = scenario.ruleset.options;
  const out: AirSupport[] = [];
  for (const side of SIDE_IDS) {
    const type = o[`${TYPE}${side}`];
    if (!(AIRCRAFT_TYPES as readonly unknown[]).includes(type)) continue;
    const flights = o[`${FLIGHTS}${side}`], altitude = o[`${ALTITUDE}${side}`];
    out.push({
      side, type: type as AircraftType, flights: typeof flights === 'number' ? flights : 1,
      altitude: (ALTITUDES as readonly unknown[]).includes(altitude) ? (altitude as Altitude) : 'low', armoured: o[`${ARMOURED}${side}`] === true,
    });
  }
  return out;
}

export const airSupportOf = (scenario: Scenario, side: SideId): AirSupport | undefined => readAirSupport(scenario).find((s) => s.side === side);
