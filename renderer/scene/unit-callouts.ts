import type { UnitView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import type { TableSize } from './coordinates.ts';
import type { UnitAnchor } from './troop-layout.ts';
import type { OfficerMarker } from './officer-layout.ts';
import { OFFICER_STYLE } from './palette.ts';
import { type FloatingLabel, type LabelObstacle, labelHeight, placeLabelsNear, unitObstacles } from './label-placement.ts';

/**
 * The words that belong to a figure: a unit's name and its officers' characteristics, shown only for the few units
 * that matter now (the one under the pointer, the one selected, the one about to act), each on a label floated clear
 * of the others and of the markers, and tied to its figure by a leader line. Everything else is on the unit card.
 */

/** A point in the table's frame: across, along (inches) and height above the table top (inches). */
export interface TablePoint3 { x: number; y: number; h: number }

export interface Callout {
  /** The unit the words belong to (an officer's words belong to the unit he is with). */
  unitId: string;
  label: FloatingLabel;
  /**
   * The leader line: from the label's middle (the label, drawn over it, hides that end at any zoom, as it keeps its
   * size on the screen) down to the top of the figure it names.
   */
  line: readonly [TablePoint3, TablePoint3];
}

/** Height above a figure's top at which its label first floats, in label heights. */
const RISE = 2;

/**
 * How far from its figure a callout may stand, in label heights (the gap between the label and the figure, on the table
 * or in rise): a few lines, so the leader line stays short. Crowded past that, a label is left to the unit card.
 */
export const CALLOUT_REACH = 3;

/** Where a label's words start from: the figure it belongs to, its top, and the words. */
interface Tie { unitId: string; text: string; at: Vec; top: number }

/** The officer markers as obstacles: their pole and emblem stand above the figures. */
export function markerObstacles(markers: readonly OfficerMarker[]): LabelObstacle[] {
  return markers.map((m) => ({ p: m.p, top: m.ground + m.pole + 0.6, reach: OFFICER_STYLE[m.rank].baseRadius }));
}

/** What a shown unit's callouts say and which figure each is tied to: its name at the unit, each characteristic at its officer. */
function tiesOf(unit: UnitView, anchor: UnitAnchor, markers: readonly OfficerMarker[]): Tie[] {
  const own = markers.filter((m) => m.unitId === unit.id);
  const ties: Tie[] = [];
  // A standalone officer's marker is the unit itself: his name, with his characteristic, on one label.
  const m = own.find((o) => o.alone);
  if (m) {
    const text = m.characteristic ? `${unit.name}: ${m.characteristic}` : unit.name;
    return [{ unitId: unit.id, text, at: m.p, top: m.ground + m.pole }];
  }
  ties.push({ unitId: unit.id, text: unit.name, at: anchor.centre, top: anchor.ground + anchor.top });
  for (const o of own) {
    if (o.characteristic) ties.push({ unitId: unit.id, text: `${o.name}: ${o.characteristic}`, at: o.p, top: o.ground + o.pole });
  }
  return ties;
}

/**
 * The callouts of the units `shown` (in that order, each once), placed clear of each other, of the labels other layers
 * placed (`avoid`), and above the units and officer markers they would cover, each within `CALLOUT_REACH` of its
 * figure; those that find no clear place that near are not shown (their words are on the unit card).
 */
export function unitCallouts(
  shown: readonly string[], units: readonly UnitView[], anchors: ReadonlyMap<string, UnitAnchor>, markers: readonly OfficerMarker[],
  table: TableSize, avoid: readonly FloatingLabel[] = [],
): Callout[] {
  const tall = labelHeight(table);
  const ties = [...new Set(shown)].flatMap((id) => {
    const unit = units.find((u) => u.id === id);
    const anchor = anchors.get(id);
    return unit && anchor ? tiesOf(unit, anchor, markers) : [];
  });
  const obstacles = [...unitObstacles(anchors), ...markerObstacles(markers)];
  const placed = placeLabelsNear(ties.map((t) => ({ text: t.text, p: t.at, height: t.top + RISE * tall })), obstacles, table, avoid, CALLOUT_REACH);
  return ties.flatMap((t, i) => {
    const label = placed[i];
    return label ? [{ unitId: t.unitId, label, line: [{ x: label.p.x, y: label.p.y, h: label.height }, { x: t.at.x, y: t.at.y, h: t.top }] as const }] : [];
  });
}
