import type { UnitView } from '../../shared/engine/ruleset.ts';
import { unitCentre } from './choice-shapes.ts';

/** How far a unit's bases reach from its centre, for a ring round the whole unit. */
export function unitRadius(unit: UnitView): number {
  const c = unitCentre(unit);
  const half = Math.max(unit.baseSize.width, unit.baseSize.depth) / 2;
  return unit.bases.reduce((r, b) => Math.max(r, Math.hypot(b.x - c.x, b.y - c.y) + half), half) + 0.3;
}
