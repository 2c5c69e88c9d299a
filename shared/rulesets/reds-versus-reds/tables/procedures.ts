import { CLOSE_COMBAT, COMMISSAR_RALLY_ON, MORALE_MARKERS } from './tables.ts';

/**
 * The die-rolling procedures of the text, each a pure function of its inputs: the game resolves them here and
 * `rules-tables.ts` serves the same functions as lookups (`tachanka rules reds-versus-reds …`).
 */

export interface CloseCombatResult {
  /** The first figure's score less the second's. */
  difference: number;
  killed: 'first' | 'second' | null;
}

/** "If one figure's score exceeds the other's by 2 or more, the loser is killed. Otherwise there is no result." */
export function closeCombatResult(first: number, second: number): CloseCombatResult {
  const difference = first - second;
  const killed = difference >= CLOSE_COMBAT.killMargin ? 'second' : -difference >= CLOSE_COMBAT.killMargin ? 'first' : null;
  return { difference, killed };
}

export interface MoraleTestResult {
  passed: boolean;
  markersAfter: number;
  /** "A unit which accumulates 2 morale failure markers may not advance nearer to any visible enemy." */
  mayNotAdvance: boolean;
  /** "It routs immediately if it receives a third marker": removed from the table for good. */
  routs: boolean;
}

/** "If the score exceeds its Morale Rating, the unit has failed", and takes a marker. */
export function moraleTestResult(morale: number, roll: number, markersHeld: number): MoraleTestResult {
  const passed = roll <= morale;
  const markersAfter = passed ? markersHeld : markersHeld + 1;
  const routs = markersAfter >= MORALE_MARKERS.rout;
  return { passed, markersAfter, mayNotAdvance: !routs && markersAfter >= MORALE_MARKERS.noAdvance, routs };
}

/** What a unit with this many markers now lives under, in words (events and lookups). */
export function markersEffect(r: MoraleTestResult): string {
  if (r.routs) return 'routs and leaves the table';
  if (r.mayNotAdvance) return 'may not advance nearer any visible enemy, and routs if contacted in close combat';
  return 'acts as normal';
}

export type RallierKind = 'commander' | 'commissar';

export interface RallyResult {
  rallied: boolean;
  markersAfter: number;
  /** A commissar's failure: "the unit must immediately lose 1 figure", a casualty. */
  figureLost: boolean;
}

/**
 * A commander rallies on a D6 "less than the unit's Morale Rating"; a commissar "on a dice throw of 3 or better",
 * and on a failure the unit loses a figure. A success removes one marker.
 */
export function rallyResult(rallier: RallierKind, morale: number, roll: number, markersHeld: number): RallyResult {
  const rallied = rallier === 'commissar' ? roll >= COMMISSAR_RALLY_ON : roll < morale;
  return { rallied, markersAfter: rallied ? markersHeld - 1 : markersHeld, figureLost: !rallied && rallier === 'commissar' };
}

/** The score a rally needs, as the events and the tables print it. */
export const rallyNeeds = (rallier: RallierKind, morale: number): string => (rallier === 'commissar' ? `${COMMISSAR_RALLY_ON}+` : `under ${morale}`);
