import type { SideSighting } from '../../../engine/ruleset.ts';
import { sightingByLooking } from '../../../engine/sight-pass.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type RvrState, type UnitState, isActive } from '../state.ts';
import { canSee, terrainOf } from '../terrain/terrain.ts';

/**
 * Fog of war (README "Fog of war"). The text hides nothing: both sides deploy on the table in full view. A side sees an
 * enemy unit while any figure of its units on the table has a line of sight to any of that unit's figures by the
 * "Terrain" rules its fire uses (woods block after 4", the village after 3" unless along a straight road). Units
 * destroyed or routed (a routed unit leaves the table at once) are known as lost. No position markers.
 */
export function sighting(s: RvrState, side: SideId): SideSighting {
  const index = terrainOf(s.scenario);
  const sees = (o: UnitState, t: UnitState): boolean => o.figures.some((f) => t.figures.some((g) => canSee(index, f, g)));
  return sightingByLooking(s.units, side, { standing: (u) => (isActive(u) ? 'table' : 'lost'), looks: isActive, sees });
}
