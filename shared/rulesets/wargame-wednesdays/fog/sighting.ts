import type { SideSighting } from '../../../engine/ruleset.ts';
import { type Standing, sightingByLooking } from '../../../engine/sight-pass.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type UnitState, type WwState, onTable } from '../state.ts';
import { sees } from '../fire/fire.ts';
import { unitDistance } from '../ground/stands.ts';

/**
 * How near an enemy is always known, stand edge to stand edge (README "Fog of war"): troops 2" apart deep in the same
 * wood, whose sight line is blocked by the cover both stand in, still know each other is there.
 */
export const ALWAYS_KNOWN_WITHIN = 2;

function standing(u: UnitState): Standing {
  if (u.status === 'undeployed') return 'away';
  return onTable(u) ? 'table' : 'lost';
}

/**
 * Fog of war (README "Fog of war"). The text has no hidden movement; commands are set out on the table one by one. A
 * side sees an enemy unit on the table (routing ones too) while any of its units on the table sees it by the sight its
 * fire uses (`sees`: a stand-to-stand line not blocked by more than 2" of woods or village, 3" of scrub, buildings or
 * a crest), or stands within 2" of it. Commands not yet set up are not known; units destroyed or routed off the table
 * are known as lost. No position markers.
 */
export function sighting(s: WwState, side: SideId): SideSighting {
  return sightingByLooking(s.units, side, {
    standing,
    looks: onTable,
    sees: (o, t) => unitDistance(o, t) <= ALWAYS_KNOWN_WITHIN || sees(s, o, t),
  });
}
