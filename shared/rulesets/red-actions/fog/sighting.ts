import type { MarkerSighting, SideSighting } from '../../../engine/ruleset.ts';
import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { RaState, RaUnit } from '../state.ts';
import { onTable, unitCentre, unitFacing } from '../troops/units.ts';
import { startsAsMarker } from '../scenario/setup.ts';

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

/**
 * A marker's name is its number among the markers the side saw placed at the start, counted along the table by the
 * place each was set down (west to east, then north to south): it keeps that name as it moves, and says nothing of
 * what lies under it. A marker that appears later (a marker's troops dividing) is numbered after them, by place.
 */
function markerSightings(s: RaState, side: SideId, marked: RaUnit[]): MarkerSighting[] {
  if (marked.length === 0) return [];
  const numbers = startingNumbers(s, side === 'red' ? 'white' : 'red');
  const later = marked.filter((u) => !numbers.has(u.id)).sort((a, b) => byPlace(unitCentre(a), unitCentre(b)));
  // Listed by number, so that the order of the units in the state says nothing either.
  return marked.map((u) => ({ u, n: numbers.get(u.id) ?? numbers.size + later.indexOf(u) + 1 }))
    .sort((a, b) => a.n - b.n)
    .map(({ u, n }) => ({ key: `marker ${n}`, side: u.side, at: unitCentre(u), facing: unitFacing(u), label: 'position marker' }));
}

const byPlace = (a: { x: number; y: number }, b: { x: number; y: number }): number => a.x - b.x || a.y - b.y;

const numbered = new WeakMap<Scenario, Partial<Record<SideId, Map<string, number>>>>();

/** The numbers of the markers `owner` set on the table at the start, kept per scenario (it never changes). */
function startingNumbers(s: RaState, owner: SideId): Map<string, number> {
  let bySide = numbered.get(s.scenario);
  if (!bySide) numbered.set(s.scenario, (bySide = {}));
  const known = bySide[owner];
  if (known) return known;
  const placed = s.scenario.sides[owner].units.filter((u) => u.bases.length > 0 && startsAsMarker(s, owner, u));
  placed.sort((a, b) => byPlace(a.bases[0]!, b.bases[0]!));
  const out = new Map(placed.map((u, i) => [u.id, i + 1]));
  bySide[owner] = out;
  return out;
}
