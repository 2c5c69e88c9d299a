import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Bombardment, FcState, UnitState } from '../state.ts';
import { likelyPath, moraleFailChance, moveStillToCome, takesGround, testsInBombardment } from './likely-moves.ts';

/**
 * What ground denied is worth, in figure-equivalents: an inch of a move lost (the AI's pull toward its goal is about
 * a third of a figure an inch), a unit pinned where it stands (it may no longer fire this turn), a man lost on a 6;
 * and the share of that counted for a side that holds rather than takes ground.
 */
export const DENIAL_WEIGHTS = { inchLost: 0.35, pinned: 1, casualty: 1, holdingSide: 0.3 } as const;
/** Stands reach about an inch beyond a unit's centre line: a path this near a square runs into it. */
const STAND_REACH = 1;

/** How far along its likely path (inches) the unit would run into the square, or null if it would not. */
export function entryAlongPath(path: { from: { x: number; y: number }; to: { x: number; y: number }; length: number }, zone: Bombardment): number | null {
  const half = zone.size / 2 + STAND_REACH;
  const steps = Math.max(1, Math.ceil(path.length / 0.5));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = path.from.x + (path.to.x - path.from.x) * t, y = path.from.y + (path.to.y - path.from.y) * t;
    if (Math.abs(x - zone.x) <= half && Math.abs(y - zone.y) <= half) return t * path.length;
  }
  return null;
}

/**
 * What the bombardments cost a unit with its move still to come, if its likely path runs into one: "Any morale
 * failure and the unit must stop at edge of bombardment area. If morale test passed, unit's move is cut in half", and
 * a 6 on the test costs a man.
 */
export function denialCost(state: FcState, u: UnitState): number {
  if (state.bombardments.length === 0 || !testsInBombardment(u) || !moveStillToCome(state, u)) return 0;
  const path = likelyPath(state, u);
  if (!path) return 0;
  let first: { zone: Bombardment; at: number } | null = null;
  for (const zone of state.bombardments) {
    const at = entryAlongPath(path, zone);
    if (at !== null && (!first || at < first.at)) first = { zone, at };
  }
  if (!first) return 0;
  const fail = moraleFailChance(state, u, first.zone.modifier ? [{ label: 'heavier guns bombarding', value: first.zone.modifier }] : []);
  const beyond = path.length - first.at;
  const W = DENIAL_WEIGHTS;
  // A side that holds its ground seldom goes where its likely path points: its moves denied count for less.
  const likely = takesGround(state, u) ? 1 : W.holdingSide;
  return likely * (fail * (beyond * W.inchLost + W.pinned) + (1 - fail) * Math.min(beyond, path.length / 2) * W.inchLost) + W.casualty / 6;
}

/** The bombardment part of the foresight: the enemy's moves denied less ours. */
export function bombardTerm(state: FcState, side: SideId): number {
  if (state.bombardments.length === 0) return 0;
  let total = 0;
  for (const u of state.units) {
    const cost = denialCost(state, u);
    if (cost !== 0) total += u.side === side ? -cost : cost;
  }
  return total;
}
