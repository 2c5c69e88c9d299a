import type { Scenario } from '../../../scenario/schema.ts';
import { SIDE_IDS, type SideId } from '../../../scenario/terrain-kinds.ts';
import { ALTITUDES, type AircraftKind, type Altitude } from '../fire/special/anti-aircraft.ts';
import { AIRCRAFT_TYPES, type AircraftType } from '../fire/special/bombing.ts';
import { optionKeys, unless, wholeIn } from './option-keys.ts';

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

const aircraftKeys = optionKeys({
  prefixes: PREFIXES,
  names: { what: 'side', refusal: (k) => `aircraft support a side: "${k.prefix}red" or "${k.prefix}white", not "${k.key}"` },
  values: {
    [TYPE]: (value, k) => [
      ...unless((AIRCRAFT_TYPES as readonly unknown[]).includes(value), k, `a side's aircraft are one of: ${AIRCRAFT_TYPES.join(', ')}`),
      // Aircraft of 1918-1920 did not attack at night or in fog (README "Aircraft").
      ...unless(k.scenario.timeOfDay !== 'night' && k.scenario.weather !== 'fog', k, `aircraft make no attacks ${k.scenario.timeOfDay === 'night' ? 'at night' : 'in fog'}`),
    ],
    [FLIGHTS]: (value, k) => unless(wholeIn(value, 1, MAX_FLIGHTS), k, `flights are a whole number from 1 to ${MAX_FLIGHTS} ("One model represents one flight, and makes one attack")`),
    [ALTITUDE]: (value, k) => unless((ALTITUDES as readonly unknown[]).includes(value), k, `an altitude is one of: ${ALTITUDES.join(', ')}`),
    [ARMOURED]: (value, k) => unless(typeof value === 'boolean', k, `"${k.key}" is true or false`),
  },
  needs: [{ prefix: TYPE, refusal: (k) => `"${k.key}" needs "${TYPE}${k.suffix}": the side's aircraft` }],
});
export const isAircraftKey = aircraftKeys.isKey;
export const checkAircraftOption = aircraftKeys.check;

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
