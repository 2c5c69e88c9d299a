import type { Scenario } from '../../../scenario/schema.ts';
import { type Problem, error } from '../../../scenario/problems.ts';

/**
 * Section 15 "Bridging and Water Crossing" as scenario options (README: "Boats and bridging"):
 * `boats.<line id>` puts rowed or powered boats on a river or stream, `boatDrift.<line id>` carries a boat that
 * crosses it down stream ("Optionally … roll one D10 and move the boat that far down tide or stream"), and
 * `bridgeOpen.<bridge id>` says from which move the engineers' bridge at that point may be crossed.
 */

export const BOAT_KINDS = ['rowed', 'powered'] as const;
export type BoatKind = (typeof BOAT_KINDS)[number];

/** Boats on a river or stream: what drives them, and whether the stream carries them down. */
export interface Boat { line: string; kind: BoatKind; drift: boolean }

export interface Water {
  boats: Boat[];
  bridges: { point: string; openFrom: number }[];
}

const BOATS = 'boats.';
const DRIFT = 'boatDrift.';
const BRIDGE = 'bridgeOpen.';
const WATER_TYPES: readonly string[] = ['river', 'stream-big', 'stream-small'];

export const isWaterKey = (key: string): boolean => key.startsWith(BOATS) || key.startsWith(DRIFT) || key.startsWith(BRIDGE);

export function checkWaterOption(scenario: Scenario, key: string, value: unknown): Problem[] {
  const at = ['ruleset', 'options', key];
  const problems: Problem[] = [];
  if (key.startsWith(BRIDGE)) {
    const id = key.slice(BRIDGE.length);
    if (!scenario.terrain.some((f) => f.id === id && f.kind === 'point' && f.type === 'bridge')) problems.push(error(at, `an engineers' bridge stands at a bridge point; there is no bridge "${id}" on the table`));
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > scenario.turnLimit) problems.push(error(at, `"${key}" is the move the bridge opens, a whole number from 1 to ${scenario.turnLimit}`));
    return problems;
  }
  const boats = key.startsWith(BOATS);
  const id = key.slice(boats ? BOATS.length : DRIFT.length);
  if (!scenario.terrain.some((f) => f.id === id && f.kind === 'line' && WATER_TYPES.includes(f.type))) problems.push(error(at, `boats cross a river or stream; there is no river or stream "${id}" on the table`));
  if (boats) {
    if (!(BOAT_KINDS as readonly unknown[]).includes(value)) problems.push(error(at, `boats are one of: ${BOAT_KINDS.join(', ')}`));
  } else {
    if (typeof value !== 'boolean') problems.push(error(at, `"${key}" is true or false`));
    if (scenario.ruleset.options[`${BOATS}${id}`] === undefined) problems.push(error(at, `"${key}" needs "${BOATS}${id}": the boats that drift`));
  }
  return problems;
}

/** The boats and bridges the scenario gives (checkScenario has refused bad ones). */
export function readWater(scenario: Scenario): Water {
  const out: Water = { boats: [], bridges: [] };
  for (const [key, value] of Object.entries(scenario.ruleset.options)) {
    if (key.startsWith(BOATS) && (BOAT_KINDS as readonly unknown[]).includes(value)) {
      const line = key.slice(BOATS.length);
      out.boats.push({ line, kind: value as BoatKind, drift: scenario.ruleset.options[`${DRIFT}${line}`] === true });
    }
    if (key.startsWith(BRIDGE) && typeof value === 'number') out.bridges.push({ point: key.slice(BRIDGE.length), openFrom: value });
  }
  return out;
}
