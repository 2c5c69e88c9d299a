import type { TableView } from '../../shared/engine/ruleset.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { headingVector } from '../../shared/geometry/vec.ts';
import type { HighlightKind, TableOverlay, UnitHighlight } from '../play/table-marks.ts';
import type { Overlay } from './overlays.ts';
import type { TerrainFeature } from '../../shared/scenario/schema.ts';
import { firePatch } from './fire-patches.ts';
import { OKABE_ITO, SIDE_COLOURS, mixHex } from './palette.ts';
import { SELECTED_COLOUR } from './troop-layout.ts';

/** A set of units ringed in one colour. */
export interface Highlight {
  unitIds: readonly string[];
  color: string;
}

/** Ring colours for the play screen's kinds of highlight. */
export const HIGHLIGHT_COLOURS: Readonly<Record<HighlightKind, string>> = {
  selected: SELECTED_COLOUR,
  'can-act': OKABE_ITO.bluishGreen,
  target: OKABE_ITO.reddishPurple,
  'armed-target': OKABE_ITO.orange,
  'last-event': '#ffffff',
};

const isPlayHighlight = (h: Highlight | UnitHighlight): h is UnitHighlight => 'unitId' in h;

/** Highlights in the scene's shape, whether given that way or as the play screen's marks. */
export function normaliseHighlights(list: readonly (Highlight | UnitHighlight)[]): Highlight[] {
  const out: Highlight[] = [];
  const byColour = new Map<string, string[]>();
  for (const h of list) {
    if (!isPlayHighlight(h)) { out.push(h); continue; }
    const colour = HIGHLIGHT_COLOURS[h.kind];
    const ids = byColour.get(colour);
    if (ids) ids.push(h.unitId); else byColour.set(colour, [h.unitId]);
  }
  for (const [color, unitIds] of byColour) out.push({ unitIds, color });
  return out;
}

const isPlayOverlay = (o: Overlay | TableOverlay): o is TableOverlay =>
  o.kind === 'reach' || o.kind === 'facing' || o.kind === 'tape' || o.kind === 'sight' || o.kind === 'event' || (o.kind === 'path' && !('color' in o));

/** The play screen's marks (tape, sight, planned path, reach, facing) as drawable overlays. */
export function playOverlay(o: TableOverlay): Overlay {
  switch (o.kind) {
    case 'path': return { kind: 'path', points: o.points, color: '#ffffff', label: o.label };
    case 'reach': return { kind: 'circle', centre: o.centre, radius: o.radius, color: OKABE_ITO.bluishGreen, label: o.label, filled: true };
    case 'facing': {
      const h = headingVector(o.facing);
      return { kind: 'path', points: [o.at, { x: o.at.x + h.x * 2, y: o.at.y + h.y * 2 }], color: '#ffffff', width: 0.2 };
    }
    case 'tape': return { kind: 'line', points: [o.from, o.to], color: OKABE_ITO.yellow, label: o.label, dashed: true };
    case 'sight': {
      const color = o.clear === null ? '#bbbbbb' : o.clear ? OKABE_ITO.skyBlue : OKABE_ITO.orange;
      return { kind: 'line', points: [o.from, o.to], color, label: o.label, dashed: o.clear !== true };
    }
    case 'event': return { kind: 'path', points: o.points, color: OKABE_ITO.orange, label: o.label };
  }
}

export function normaliseOverlays(list: readonly (Overlay | TableOverlay)[]): Overlay[] {
  return list.map((o) => (isPlayOverlay(o) ? playOverlay(o) : o));
}

/** A smoke screen is grey whoever fired it: it hides both sides alike. */
export const SMOKE_COLOUR = '#9a9a9a';

/** Burning woods and buildings are flame-coloured whoever set them alight. */
export const FIRE_COLOUR = '#e8590c';

/**
 * Beaten zones and strikes on their way, from the rule set's view, in the firing side's colour; smoke in grey, fire in
 * flame. A fire on a wood, village or building is drawn on that feature's own ground (fire-patches.ts), not as its circle.
 */
export function zoneOverlays(zones: TableView['zones'], terrain: readonly TerrainFeature[] = []): Overlay[] {
  return zones.flatMap((z): Overlay[] => {
    const color = z.kind === 'smoke' ? SMOKE_COLOUR : z.kind === 'fire' ? FIRE_COLOUR : mixHex(SIDE_COLOURS[z.side], '#ffffff', 0.25);
    const patch = firePatch(z, terrain);
    if (patch) return patch.map((polygon, i) => ({ kind: 'area', polygon, color, ...(i === 0 ? { label: z.label } : {}) }));
    return [{ kind: 'circle', centre: z.centre as Vec, radius: z.radius, color, label: z.label, filled: true }];
  });
}
