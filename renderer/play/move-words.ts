import { distance, type Vec } from '../../shared/geometry/vec.ts';
import type { TableEdge } from '../../shared/scenario/terrain-kinds.ts';
import { distanceText, type DistanceUnit } from '../../shared/core/distance-units.ts';

/** The way toward the enemy from a side's baseline edge (table y grows away from the south edge). */
const AWAY: Readonly<Record<TableEdge, Vec>> = { south: { x: 0, y: 1 }, north: { x: 0, y: -1 }, west: { x: 1, y: 0 }, east: { x: -1, y: 0 } };

/**
 * A planned move of the player's own, said as what it is: an advance, a fall back or a move to a flank, seen from
 * the side's baseline ("Sailors advance 3.0\"", or "12.5 cm" under a rule set in centimetres). Mostly forward or
 * back counts as such; the rest goes to a flank.
 */
export function ownMoveWords(name: string, from: Vec, to: Vec, baseline: TableEdge, unit: DistanceUnit = 'in'): string {
  const dx = to.x - from.x, dy = to.y - from.y;
  const length = distance(from, to);
  if (length < 0.05) return `${name} stay where they are`;
  const away = AWAY[baseline];
  const forward = dx * away.x + dy * away.y;
  // Left of a figure facing the enemy: the way toward the enemy turned a quarter anticlockwise.
  const left = -dx * away.y + dy * away.x;
  const far = distanceText(length, unit);
  if (forward >= length * 0.7) return `${name} advance ${far}`;
  if (forward <= -length * 0.7) return `${name} fall back ${far}`;
  return `${name} move ${far} toward the ${left > 0 ? 'left' : 'right'} flank`;
}
