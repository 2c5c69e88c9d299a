import type { MarkerKind, UnitView } from '../../shared/engine/ruleset.ts';

/** Markers as a player says them. */
const MARKER_WORDS: Record<MarkerKind, string> = {
  'morale-failure': 'morale marker', terror: 'terror', humiliated: 'humiliated', pinned: 'pinned', routing: 'routing',
  moved: 'moved', hidden: 'hidden', fire: 'fired', 'ammo-low': 'ammunition low', immobilised: 'immobilised', 'dug-in': 'dug in',
};

/** What the pointer's tooltip says of a unit: its name, its strength, and its markers. */
export function tooltipOf(unit: UnitView): { name: string; strength: string; markers: string } {
  const markers = unit.markers
    .filter((m) => m.count > 0)
    .map((m) => (m.count > 1 ? `${m.count} × ${MARKER_WORDS[m.kind]}` : MARKER_WORDS[m.kind]));
  return {
    name: unit.name,
    strength: `${unit.strength.now} of ${unit.strength.start} ${unit.strength.unit}${unit.status === 'active' ? '' : ` · ${unit.status}`}`,
    markers: markers.length > 0 ? markers.join(', ') : 'no markers',
  };
}
