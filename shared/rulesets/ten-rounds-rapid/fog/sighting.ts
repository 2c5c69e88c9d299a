import type { SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import { type TrrState, type TrrUnit, onTable } from '../state.ts';
import { locatedBy } from '../observation/observation.ts';
import { spotterSees } from '../options/spotting.ts';

/**
 * Fog of war (README "Fog of war"): the enemy units a side sees now, by section 10 "Observation" as the rules already
 * read it (`locatedBy`): a unit in the open within its sight distance of any of the side's units not routing, a
 * concealed one within half the edge distance or located by test this move and within the edge distance, a sniper
 * only once located; a clear line and no smoke between. A side's spotting aircraft adds every enemy in the open.
 * Passengers are seen with the transport that carries them; units routed off, destroyed, taken, defected or
 * disbanded are known as lost. Ten Rounds Rapid has no position markers.
 */
export function sighting(s: TrrState, side: SideId): SideSighting {
  const seen: string[] = [];
  const sighted = new Map<string, boolean>();
  const seenNow = (u: TrrUnit): boolean => {
    let known = sighted.get(u.id);
    if (known === undefined) sighted.set(u.id, (known = locatedBy(s, side, u) || spotterSees(s, side, u)));
    return known;
  };
  for (const u of s.units) {
    if (u.side === side) continue;
    if (u.status === 'aboard') {
      const carrier = s.units.find((c) => c.id === u.aboard);
      if (carrier && onTable(carrier) && seenNow(carrier)) seen.push(u.id);
    } else if (!onTable(u) || seenNow(u)) seen.push(u.id);
  }
  return { seen, markers: [] };
}
