import type { SideSighting } from '../../../engine/ruleset.ts';
import { sightingByLooking } from '../../../engine/sight-pass.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type FcState, type UnitState, onTable } from '../state.ts';
import { sees } from '../fire/fire.ts';

/**
 * Fog of war (README "Fog of war"). The text has no hidden set-up: every unit starts on the table. A side sees an enemy
 * unit while any of its units on the table sees it by the sight its fire uses (README "Sight": within 2" always, else
 * a stand-to-stand line not blocked by more than 2" of woods or town, buildings or hills). Units destroyed, surrendered
 * or fallen back off the table are known as lost. No position markers.
 */
export function sighting(s: FcState, side: SideId): SideSighting {
  return sightingByLooking(s.units, side, {
    standing: (u: UnitState) => (onTable(u) ? 'table' : 'lost'),
    looks: onTable,
    sees: (o, t) => sees(s, o, t),
  });
}
