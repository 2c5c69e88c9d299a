import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { terrainIndexFor } from '../../../engine/terrain-cache.ts';
import { type TrrState, type TrrUnit, onTable, sidesOwn } from '../state.ts';
import { locatedBy, targetState } from '../observation/observation.ts';
import { hasSpotter } from './spotter-option.ts';

/**
 * What a flier can see of the enemy (README "Aircraft"): "known enemy positions", a unit on the table that stands in
 * the open or that a unit of the side sees. Pilots aim at these, and a spotter observes them.
 */
export function knownFromTheAir(state: TrrState, side: SideId, t: TrrUnit): boolean {
  return t.side !== side && onTable(t) && (!targetState(terrainIndexFor(state.scenario), t).concealed || locatedBy(state, side, t));
}

/** Whether the side's spotting aircraft can observe the target for a battery. */
export const spotterSees = (state: TrrState, side: SideId, t: TrrUnit): boolean => hasSpotter(state.scenario, side) && knownFromTheAir(state, side, t);

/** The spotter's name in the battle's words: "the Whites' spotting aircraft". */
export const spotterName = (state: TrrState, side: SideId): string => `${sidesOwn(state, side)} spotting aircraft`;
