import { closestPointOnSegment } from '../../../geometry/segments.ts';
import type { Vec } from '../../../geometry/vec.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { type TrrState, type TrrUnit, centreOf } from '../state.ts';
import { AREA_SIDE_CM } from '../fire/indirect/area.ts';
import { toCm } from '../scale.ts';

/** The point of the side's own table edge straight behind `p` (inches). */
function baselinePoint(state: TrrState, side: TrrUnit['side'], p: Vec): Vec {
  const { width, height } = state.scenario.table;
  switch (state.scenario.sides[side].baseline) {
    case 'south': return { x: p.x, y: 0 };
    case 'north': return { x: p.x, y: height };
    case 'west': return { x: 0, y: p.y };
    case 'east': return { x: width, y: p.y };
  }
}

/**
 * "For Telephones - 3 if there is artillery fire falling between the observer and his base line": fire fell this move
 * within half the 10 cm area of the straight line from the observer back to his own edge (README "Calls").
 */
export function fireBetween(state: TrrState, u: TrrUnit): boolean {
  const from = centreOf(u);
  const to = baselinePoint(state, u.side, from);
  return state.artillery.strikes.some((s) => {
    const q = closestPointOnSegment(s, from, to);
    return toCm(hypot(s.x - q.x, s.y - q.y)) <= AREA_SIDE_CM / 2;
  });
}
