import type { BaseAction, MarkerSighting, Ruleset, SideSighting, TableView, UnitView } from '../engine/ruleset.ts';
import type { SideId } from '../scenario/terrain-kinds.ts';

/**
 * A stand-in for a rule set's own fog of war, for the engine's and the Api's tests until every rule set has one: an
 * enemy unit on the table is seen when one of its bases is within `range` inches of a base of the side's own units
 * on the table; an unseen enemy unit whose status is hidden shows as a position marker at its first base.
 */
export function withSightRange<S, A extends BaseAction>(ruleset: Ruleset<S, A>, range: number): Ruleset<S, A> {
  return { ...ruleset, sighting: (state, side) => sightWithin(ruleset.view(state), side, range) };
}

const onTable = (u: UnitView): boolean => u.status !== 'reserve' && u.status !== 'destroyed' && u.status !== 'withdrawn' && u.bases.length > 0;

function near(a: UnitView, b: UnitView, range: number): boolean {
  return a.bases.some((p) => b.bases.some((q) => (p.x - q.x) ** 2 + (p.y - q.y) ** 2 <= range * range));
}

export function sightWithin(view: TableView, side: SideId, range: number): SideSighting {
  const own = view.units.filter((u) => u.side === side && onTable(u));
  const seen: string[] = [];
  const markers: MarkerSighting[] = [];
  for (const u of view.units) {
    if (u.side === side || !onTable(u)) continue;
    if (own.some((o) => near(o, u, range))) seen.push(u.id);
    else if (u.status === 'hidden') markers.push({ key: `marker ${markers.length + 1}`, side: u.side, at: { x: u.bases[0]!.x, y: u.bases[0]!.y }, facing: u.bases[0]!.facing, label: 'position marker' });
  }
  return { seen, markers };
}
