import type { Scenario } from '../../../scenario/schema.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { readAirSupport } from './aircraft-options.ts';

/** Section 17's part of the game state: each side's flights left, and this move's air phase (options/air-phase.ts). */

export type AirAttackKind = 'bomb' | 'dive-bomb' | 'strafe';
export interface Sortie { side: SideId; targetId: string; attack: AirAttackKind }

export interface AirState {
  flightsLeft: Record<SideId, number>;
  /** Sides still to decide this move, in order. */
  deciding: SideId[];
  sorties: Sortie[];
}

export function initialAir(scenario: Scenario): AirState {
  const flightsLeft = { red: 0, white: 0 };
  for (const s of readAirSupport(scenario)) flightsLeft[s.side] = s.flights;
  return { flightsLeft, deciding: [], sorties: [] };
}

export const copyAir = (a: AirState): AirState => ({ flightsLeft: { ...a.flightsLeft }, deciding: [...a.deciding], sorties: a.sorties.map((s) => ({ ...s })) });
