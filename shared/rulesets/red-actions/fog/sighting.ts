import type { MarkerSighting, SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { RaState, RaUnit } from '../state.ts';
import { onTable, unitCentre, unitFacing } from '../troops/units.ts';
import { markerNumbers } from './marker-numbers.ts';

/**
 * Fog of war (README "Fog of war"): what a side knows of its enemy. The rule set already keeps every reveal in the
 * units' `concealment` (housekeeping turns a marker or hiding troops to figures when any enemy sees them, scouting
 * finds ambushers, firing and contact give a unit away, a dummy is removed when seen or fired on), so this reads it:
 * troops shown as figures are seen, a position marker is a marker, ambushers and hiding troops are not known.
 * Units waiting off the table to enter are not known; units destroyed, taken or gone off the table are known as lost.
 */
export function sighting(s: RaState, side: SideId): SideSighting {
  const seen: string[] = [];
  const marked: RaUnit[] = [];
  for (const u of s.units) {
    if (u.side === side || u.status === 'reserve') continue;
    if (!onTable(u) || u.concealment === 'none') seen.push(u.id);
    else if (u.concealment === 'marker') marked.push(u);
  }
  return { seen, markers: markerSightings(s, side, marked) };
}

/** The markers the side sees, named by their numbers (`markerNumbers`) and listed by them, so that the order of the units in the state says nothing either. */
function markerSightings(s: RaState, side: SideId, marked: RaUnit[]): MarkerSighting[] {
  if (marked.length === 0) return [];
  const numbers = markerNumbers(s, side, marked);
  return marked.map((u) => ({ u, n: numbers.get(u.id)! }))
    .sort((a, b) => a.n - b.n)
    .map(({ u, n }) => ({ key: `marker ${n}`, side: u.side, at: unitCentre(u), facing: unitFacing(u), label: 'position marker' }));
}
