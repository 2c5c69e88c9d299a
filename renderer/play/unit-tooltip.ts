import type { MarkerKind, UnitView } from '../../shared/engine/ruleset.ts';
import { counted } from '../../shared/engine/agreement.ts';

/** Markers as a player says them. */
const MARKER_WORDS: Record<MarkerKind, string> = {
  'morale-failure': 'morale marker', terror: 'terror', humiliated: 'humiliated', pinned: 'pinned', routing: 'routing',
  moved: 'moved', hidden: 'hidden', fire: 'fired', 'ammo-low': 'ammunition low', immobilised: 'immobilised', 'dug-in': 'dug in',
};

/** "3 of 5 bases", "1 of 1 base": the strength in the rule set's own units, singular for a unit of one. */
export function strengthOf(unit: UnitView): string {
  const { now, start } = unit.strength;
  return `${now} of ${counted(start, unit.strength.unit.replace(/s$/, ''), unit.strength.unit)}`;
}

/** What the pointer's tooltip says of a unit: its name, its strength, and its markers. */
export function tooltipOf(unit: UnitView): { name: string; strength: string; markers: string } {
  const markers = unit.markers
    .filter((m) => m.count > 0)
    .map((m) => (m.count > 1 ? `${m.count} × ${MARKER_WORDS[m.kind]}` : MARKER_WORDS[m.kind]));
  return {
    name: unit.name,
    strength: `${strengthOf(unit)}${unit.status === 'active' ? '' : ` · ${unit.status}`}`,
    markers: markers.length > 0 ? markers.join(', ') : 'no markers',
  };
}
