import type { MarkerSighting, UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import type { HeightAt } from './mesh-data.ts';
import type { UnitAnchor } from './troop-layout.ts';

/**
 * Fog of war on the table: what a side knows without knowing what it is. A position marker (a dummy or troops, it
 * cannot tell) is drawn as a painted counter, never as a unit; an enemy unit last seen is drawn pale where it was
 * seen, lettered with the turn. The names here are the only words the screen has for a marker: its number, never
 * what is under it.
 */

/** A marker's pick id, so the table's picker (which speaks unit ids) can say the pointer is on it. */
const PICK_PREFIX = 'position-marker:';
export const markerPickId = (key: string): string => `${PICK_PREFIX}${key}`;
/** The marker's key a pick id names, or null when it names a unit. */
export const markerKeyOf = (pickId: string): string | null => (pickId.startsWith(PICK_PREFIX) ? pickId.slice(PICK_PREFIX.length) : null);

/** "Position marker 3": the rule set's word for the piece and its number (the key where it has no number). */
export function markerName(m: Pick<MarkerSighting, 'key' | 'label'>): string {
  const label = m.label.charAt(0).toUpperCase() + m.label.slice(1);
  const number = /(\d+)$/.exec(m.key)?.[1];
  return number ? `${label} ${number}` : `${label} (${m.key})`;
}

/** What the player knows of a marker, in words: that something may stand under it, and nothing of what. */
export const markerWords = (m: Pick<MarkerSighting, 'key' | 'label'>): string => `${markerName(m)}: what stands under it is not known`;

/** "seen turn 3": how the table letters an enemy unit last seen. */
export const lastSeenWords = (turn: number): string => `seen turn ${turn}`;

/** Whether a unit is an enemy unit last seen, not seen now (its place and state are those of that turn). */
export const isLastSeen = (u: UnitView): u is UnitView & { lastSeen: { turn: number } } => u.lastSeen !== undefined;

/** A position marker's counter on the table: its middle, its facing, and the number painted on it. */
export interface MarkerToken {
  pickId: string;
  at: Vec;
  facing: number;
  /** The number painted on the counter ("3"), or "?" where the marker has none. */
  face: string;
}

/** The side of a position marker's square counter, inches: about a base's frontage, so it reads as a piece. */
export const MARKER_TOKEN_SIZE = 1.6;

export function markerTokens(markers: readonly MarkerSighting[]): MarkerToken[] {
  return markers.map((m) => ({ pickId: markerPickId(m.key), at: m.at, facing: m.facing, face: /(\d+)$/.exec(m.key)?.[1] ?? '?' }));
}

/** How high a counter's floating face reaches over the table, inches: what the terrain's names keep clear of. */
export const MARKER_FACE_TOP = 2;

/** Each counter as a unit's anchor is, by its pick id, so that the table's floating names keep clear of it. */
export function markerAnchors(markers: readonly MarkerSighting[], heightAt: HeightAt): Map<string, UnitAnchor> {
  return new Map(markers.map((m) => [markerPickId(m.key), { centre: m.at, ground: heightAt(m.at), top: MARKER_FACE_TOP, facing: m.facing, rearReach: MARKER_TOKEN_SIZE / 2 }]));
}
