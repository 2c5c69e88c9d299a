import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import type { RaState, RaUnit } from '../state.ts';
import { onTable } from '../troops/units.ts';
import { pointSees } from '../terrain/visibility.ts';

/**
 * "Markers are revealed as figures when they become visible to any enemy": a move is stopped at the first point
 * from which the mover sees a position marker or hiding troops it could not see where it started, so the rest of
 * the move is decided on what is then known (README "Position markers"). Ambushers are handled by the ambush rule.
 * Passing through friends is allowed but ending on them is not, so where the sighting point is taken by a friend
 * (`room` says no) the mover goes on along its path to the first point with room; none before the end, no stop.
 */
export function sightingStop(s: RaState, mover: RaUnit, from: Vec, to: Vec, room: (at: Vec) => boolean): { at: Vec; seen: RaUnit[] } | null {
  const concealed = s.units.filter((e) => e.side !== mover.side && onTable(e) && (e.concealment === 'marker' || e.concealment === 'hiding'));
  if (concealed.length === 0) return null;
  const seenFrom = (e: RaUnit, dx: number, dy: number) => mover.bases.some((b) => pointSees(s, { x: b.x + dx, y: b.y + dy }, e));
  const unseen = concealed.filter((e) => !seenFrom(e, 0, 0));
  if (unseen.length === 0) return null;
  const len = hypot(to.x - from.x, to.y - from.y);
  const steps = Math.ceil(len / 0.5);
  let seen: RaUnit[] = [];
  for (let i = 1; i < steps; i++) {
    const t = i / steps;
    const dx = (to.x - from.x) * t, dy = (to.y - from.y) * t;
    if (seen.length === 0) seen = unseen.filter((e) => seenFrom(e, dx, dy));
    const at = { x: from.x + dx, y: from.y + dy };
    if (seen.length > 0 && room(at)) return { at, seen };
  }
  return null;
}
