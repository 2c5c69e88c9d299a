import type { SideId } from '../../../scenario/terrain-kinds.ts';
import type { Scenario } from '../../../scenario/schema.ts';
import type { RaState, RaUnit } from '../state.ts';
import { onTable, unitCentre } from '../troops/units.ts';
import { startsAsMarker } from '../scenario/starts-as-marker.ts';

/**
 * The numbers a side knows its enemy's position markers by. A marker's number is its place among the markers the side
 * saw set down at the start ("A defender notes any ambushes, and then places position markers"), counted along the
 * table by where each was set (west to east, then north to south): it keeps that number as it moves, and says
 * nothing of what lies under it (a dummy is counted as any marker) nor of any unit the side has not seen (ambushers
 * and troops still to come are never counted). A marker that appears later (a marker's troops dividing) is numbered
 * after them, by place. `marked`: the enemy's units the side now sees as markers.
 */
export function markerNumbers(s: RaState, side: SideId, marked: readonly RaUnit[]): Map<string, number> {
  const numbers = startingNumbers(s, side === 'red' ? 'white' : 'red');
  const later = marked.filter((u) => !numbers.has(u.id)).sort((a, b) => byPlace(unitCentre(a), unitCentre(b)));
  return new Map(marked.map((u) => [u.id, numbers.get(u.id) ?? numbers.size + later.indexOf(u) + 1]));
}

/** The number the enemy of `u`'s side knows the marker `u` by now. */
export function markerNumberOf(s: RaState, u: RaUnit): number {
  const marked = s.units.filter((o) => o.side === u.side && onTable(o) && o.concealment === 'marker');
  return markerNumbers(s, u.side === 'red' ? 'white' : 'red', marked.includes(u) ? marked : [...marked, u]).get(u.id)!;
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
