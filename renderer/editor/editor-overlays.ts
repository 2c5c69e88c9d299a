import type { Scenario, TerrainFeature } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { baseCorners } from '../../shared/geometry/base.ts';
import { boundsOf, polygonCentroid } from '../../shared/geometry/polygon.ts';
import type { Overlay } from '../scene/overlays.ts';
import { OKABE_ITO, SIDE_COLOURS } from '../scene/palette.ts';
import { SELECTED_COLOUR } from '../scene/troop-layout.ts';
import { edgeMidpoints, type BaseSizeOf } from './hit-test.ts';
import { findFeature, findUnit, findZone, type Selection } from './selection.ts';
import { outlineOf } from './selection-edits.ts';
import { gridSteps, type GridStep } from './snapping.ts';
import type { DistanceUnit } from '../../shared/core/distance-units.ts';

/** The editor's drawings over the table: zones, the grid, the selection and its handles, drafts and ghosts. */

const DRAFT_COLOUR = OKABE_ITO.yellow;
const HANDLE_COLOUR = '#ffffff';
const GRID_COLOUR = '#e6e1d0';
/** The inch lines, a shade off the felt so they guide without covering the terrain. */
const FINE_GRID_COLOUR = '#8d9c62';
const LOCATOR_COLOUR = OKABE_ITO.orange;

/** Deployment zones in their side's colour, and each reinforcement's entry point with its turn. */
export function zoneOverlays(s: Scenario): Overlay[] {
  const out: Overlay[] = [];
  for (const z of s.deployment) {
    const color = SIDE_COLOURS[z.side];
    out.push({ kind: 'area', polygon: z.polygon, color, width: 0.2 });
    out.push({ kind: 'circle', centre: zoneLabelPoint(z.polygon, s.table), radius: 0.01, color, width: 0.01, label: z.label ?? `${s.sides[z.side].name || z.side} deployment` });
  }
  for (const side of ['red', 'white'] as const) {
    for (const u of s.sides[side].units) {
      if (!u.reinforcement) continue;
      out.push({ kind: 'circle', centre: u.reinforcement.entry, radius: 1, color: SIDE_COLOURS[side], filled: true, label: `${u.name}, turn ${u.reinforcement.turn}` });
    }
  }
  return out;
}

/**
 * Where a zone's name goes: on the table's frame beside the edge the zone runs along (a baseline strip), so it
 * never covers the units standing in it; the zone's middle when it touches no edge.
 */
export function zoneLabelPoint(polygon: readonly Vec[], table: { width: number; height: number }): Vec {
  const b = boundsOf(polygon);
  const cx = (b.minX + b.maxX) / 2, cy = (b.minY + b.maxY) / 2;
  const near = 0.5, out = 1.1;
  if (b.minY <= near) return { x: cx, y: -out };
  if (b.maxY >= table.height - near) return { x: cx, y: table.height + out };
  if (b.minX <= near) return { x: -out, y: cy };
  if (b.maxX >= table.width - near) return { x: table.width + out, y: cy };
  return polygonCentroid(polygon);
}

/**
 * Grid lines every `step` inches; on the fine grid every coarse line (six inches, or 10 cm in centimetres) is
 * bolder. Without `fine` (the slanted 3D view, where the fine lines crowd together) only the coarse lines are drawn.
 */
export function gridOverlays(table: { width: number; height: number }, step: GridStep, fine = true, unit: DistanceUnit = 'in'): Overlay[] {
  if (step === 0) return [];
  const steps = gridSteps(unit);
  if (step === steps.fine && !fine) return gridOverlays(table, steps.coarse, true, unit);
  const out: Overlay[] = [];
  // Counted in whole steps, so centimetre steps (not whole inches) never drift.
  const every = step === steps.fine ? Math.round(steps.coarse / steps.fine) : 1;
  const line = (i: number, points: Vec[]): Overlay => {
    const minor = i % every !== 0;
    return { kind: 'line', points, color: minor ? FINE_GRID_COLOUR : GRID_COLOUR, width: minor ? 0.04 : 0.06 };
  };
  for (let i = 1; i * step < table.width - 1e-9; i++) out.push(line(i, [{ x: i * step, y: 0 }, { x: i * step, y: table.height }]));
  for (let i = 1; i * step < table.height - 1e-9; i++) out.push(line(i, [{ x: 0, y: i * step }, { x: table.width, y: i * step }]));
  return out;
}

/** A feature's outline as drawn for selection or as a ghost while dragging. */
export function featureOutline(f: TerrainFeature, color: string): Overlay[] {
  switch (f.kind) {
    case 'area':
    case 'hill': return [{ kind: 'area', polygon: f.polygon, color, width: 0.18 }];
    case 'line': return [{ kind: 'line', points: f.points, color, width: Math.max(0.2, (f.width ?? 1) * 0.35) }];
    case 'building': {
      const corners = baseCorners({ x: f.x, y: f.y, facing: f.rotation, width: f.width, depth: f.depth });
      return [{ kind: 'area', polygon: corners, color, width: 0.18 }];
    }
    case 'point': return [{ kind: 'circle', centre: { x: f.x, y: f.y }, radius: f.radius ?? 1, color, width: 0.18 }];
  }
}

/** The outline of whatever is selected (or dragged), in one colour. */
export function selectionOutline(s: Scenario, sel: Selection, baseSize: BaseSizeOf, color: string): Overlay[] {
  switch (sel.kind) {
    case 'feature': {
      const f = findFeature(s, sel.id);
      return f ? featureOutline(f, color) : [];
    }
    case 'unit': {
      const u = findUnit(s, sel.id)?.unit;
      if (!u) return [];
      const size = baseSize(u.troopType);
      return u.bases.map((b) => ({ kind: 'area', polygon: baseCorners({ ...b, ...size }), color, width: 0.1 }));
    }
    case 'zone': {
      const z = findZone(s, sel.id);
      return z ? [{ kind: 'area', polygon: z.polygon, color, width: 0.22 }] : [];
    }
  }
}

/** Vertex handles (filled) and edge-middle handles (rings) of the selected outline. */
export function handleOverlays(s: Scenario, sel: Selection, radius = 0.35): Overlay[] {
  const outline = outlineOf(s, sel);
  if (!outline) return [];
  const out: Overlay[] = outline.points.map((p) => ({ kind: 'circle', centre: p, radius, color: HANDLE_COLOUR, filled: true, width: 0.08 }));
  for (const m of edgeMidpoints(outline.points, outline.closed)) out.push({ kind: 'circle', centre: m.at, radius: radius * 0.7, color: HANDLE_COLOUR, width: 0.06 });
  return out;
}

export function selectionOverlays(s: Scenario, sel: Selection | null, baseSize: BaseSizeOf): Overlay[] {
  if (!sel) return [];
  // Units get the scene's own selection ring; outlining their bases as well shows where each base stands.
  return [...selectionOutline(s, sel, baseSize, SELECTED_COLOUR), ...handleOverlays(s, sel)];
}

/** A drawing in progress: its points so far, and a rubber band to the pointer. */
export function draftOverlays(points: readonly Vec[], pointer: Vec | null, closed: boolean): Overlay[] {
  const out: Overlay[] = [];
  const path = pointer ? [...points, pointer] : [...points];
  if (path.length >= 2) out.push({ kind: 'line', points: closed && path.length >= 3 ? [...path, path[0]!] : path, color: DRAFT_COLOUR, width: 0.15, dashed: true });
  for (const p of points) out.push({ kind: 'circle', centre: p, radius: 0.3, color: DRAFT_COLOUR, filled: true, width: 0.06 });
  return out;
}

/** Where the next click lands, shown while a tool is armed. */
export function cursorOverlay(p: Vec): Overlay {
  return { kind: 'circle', centre: p, radius: 0.45, color: DRAFT_COLOUR, width: 0.08 };
}

/** The ring that shows where a problem is after its line in the validation panel is clicked. */
export function locatorOverlay(p: Vec): Overlay[] {
  return [
    { kind: 'circle', centre: p, radius: 2.5, color: LOCATOR_COLOUR, width: 0.25 },
    { kind: 'circle', centre: p, radius: 1.2, color: LOCATOR_COLOUR, width: 0.15 },
  ];
}
