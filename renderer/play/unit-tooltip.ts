import type { MarkerKind, MarkerSighting, UnitView } from '../../shared/engine/ruleset.ts';
import { counted } from '../../shared/engine/agreement.ts';
import { markerName } from '../scene/fog-marks.ts';

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

/** What the pointer's tooltip says: a name, and two lines under it. */
export interface Tooltip {
  name: string;
  strength: string;
  /** Its markers in words; empty where there is nothing to say. */
  markers: string;
}

/**
 * What the pointer's tooltip says of a unit: its name, its strength, and its markers. Of an enemy unit last seen
 * (fog of war), what was seen then, and that it was then.
 */
export function tooltipOf(unit: UnitView): Tooltip {
  const markers = unit.markers
    .filter((m) => m.count > 0)
    .map((m) => (m.count > 1 ? `${m.count} × ${MARKER_WORDS[m.kind]}` : MARKER_WORDS[m.kind]));
  const status = unit.status === 'active' ? '' : ` · ${unit.status}`;
  return {
    name: unit.name,
    strength: unit.lastSeen ? `last seen on turn ${unit.lastSeen.turn}: ${strengthOf(unit)}${status}` : `${strengthOf(unit)}${status}`,
    markers: markers.length > 0 ? markers.join(', ') : 'no markers',
  };
}

/** What the pointer's tooltip says of a position marker: its name, and that what stands under it is not known. */
export function markerTooltipOf(marker: MarkerSighting): Tooltip {
  return { name: markerName(marker), strength: 'what stands under it is not known', markers: '' };
}
