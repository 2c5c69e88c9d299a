import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { checkSosOption, isSosKey } from './sos-options.ts';

/**
 * Section 14's options that are not planned fire: SOS points (`sos-options.ts`), `counterBattery` (the sides given
 * "specialist weapons, allocated to counter battery fire": red, white or both) and `windToward` (the compass edge the
 * wind blows toward, which gas drifts to).
 */
export const COUNTER_BATTERY_SIDES = ['red', 'white', 'both'] as const;
export const WINDS = ['north', 'south', 'east', 'west'] as const;
export type Wind = (typeof WINDS)[number];

export const isIndirectKey = (key: string): boolean => isSosKey(key) || key === 'counterBattery' || key === 'windToward';
export const INDIRECT_KEYS_WORDS = 'counterBattery, windToward, sos.<area id>, sosCalibre.<area id>, sosBatteries.<area id>, plannedFireAmmunition.<area id>';

export function checkIndirectOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  if (isSosKey(key)) return checkSosOption(scenario, key, value);
  if (key === 'counterBattery' && !(COUNTER_BATTERY_SIDES as readonly unknown[]).includes(value)) return [error(at, `"counterBattery" names the sides with counter-battery guns: ${COUNTER_BATTERY_SIDES.join(', ')}`)];
  if (key === 'windToward' && !(WINDS as readonly unknown[]).includes(value)) return [error(at, `"windToward" is the edge the wind blows toward: ${WINDS.join(', ')}`)];
  return [];
}

/** Whether the side has counter-battery guns. */
export function hasCounterBattery(scenario: Scenario, side: SideId): boolean {
  const v = scenario.ruleset.options.counterBattery;
  return v === side || v === 'both';
}

/** The wind's heading (0 = +y, north; clockwise), or null when the scenario gives none. */
export function windHeading(scenario: Scenario): number | null {
  const v = scenario.ruleset.options.windToward;
  return v === 'north' ? 0 : v === 'east' ? 90 : v === 'south' ? 180 : v === 'west' ? 270 : null;
}
