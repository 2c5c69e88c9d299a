import { distance, type Vec } from '../../shared/geometry/vec.ts';
import type { UnitView } from '../../shared/engine/ruleset.ts';

/** Inches beyond a ghost piece's outline that a press still takes hold of it. */
const GRAB_SLACK = 0.25;

/** The table points of the pieces a planned action places (a formation's figures), if it places several. */
export function plannedPieces(action: unknown): Vec[] {
  if (typeof action !== 'object' || action === null) return [];
  for (const value of Object.values(action)) {
    if (Array.isArray(value) && value.length > 1 && value.every((p) => typeof p?.x === 'number' && typeof p?.y === 'number')) return value as Vec[];
  }
  return [];
}

/** The radius of a ghost piece's outline: half the unit's base (half an inch with no unit). */
export function ghostRadius(unit: UnitView | undefined): number {
  return unit ? Math.max(unit.baseSize.width, unit.baseSize.depth) / 2 : 0.5;
}

/** Whether a table point lies on the planned move's ghost: on one of its pieces, or on its end (the facing arrow). */
export function onPlannedGhost(point: Vec, end: Vec, pieces: readonly Vec[], radius: number): boolean {
  return [end, ...pieces].some((p) => distance(p, point) <= radius + GRAB_SLACK);
}
