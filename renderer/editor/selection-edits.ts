import type { Point, Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { polygonCentroid } from '../../shared/geometry/polygon.ts';
import {
  deleteFeature, deleteZone, featureAnchor, featurePoints, isClosedShape, minimumPoints, rotateFeature, rotatePoint, translateFeature,
  translateZone, updateFeature, updateZone, withFeaturePoints, addFeature, addZone,
} from './feature-edits.ts';
import { addUnit, deleteUnit, rotateUnit, translateUnit, unitCentre, updateUnit } from './unit-edits.ts';
import { findFeature, findUnit, findZone, type Selection } from './selection.ts';
import { takenIds, uniqueId } from './ids.ts';

/** Edits of whatever is selected, whichever kind it is: the toolbar's and the keyboard's verbs. */

/** The selection's editable outline: a shape's vertices or a zone's corners; null for buildings, points and units. */
export function outlineOf(s: Scenario, sel: Selection): { points: readonly Point[]; closed: boolean; minimum: number } | null {
  switch (sel.kind) {
    case 'feature': {
      const f = findFeature(s, sel.id);
      const points = f ? featurePoints(f) : null;
      return f && points ? { points, closed: isClosedShape(f), minimum: minimumPoints(f) } : null;
    }
    case 'zone': {
      const z = findZone(s, sel.id);
      return z ? { points: z.polygon, closed: true, minimum: 3 } : null;
    }
    case 'unit': return null;
  }
}

export function setOutline(s: Scenario, sel: Selection, points: readonly Point[]): Scenario {
  switch (sel.kind) {
    case 'feature': return updateFeature(s, sel.id, (f) => withFeaturePoints(f, points));
    case 'zone': return updateZone(s, sel.id, (z) => ({ ...z, polygon: [...points] }));
    case 'unit': return s;
  }
}

/** Where the selection is: a feature's anchor, a unit's centre, a zone's centroid. */
export function anchorOf(s: Scenario, sel: Selection): Vec | null {
  switch (sel.kind) {
    case 'feature': {
      const f = findFeature(s, sel.id);
      return f ? featureAnchor(f) : null;
    }
    case 'unit': {
      const u = findUnit(s, sel.id);
      return u ? unitCentre(u.unit) : null;
    }
    case 'zone': {
      const z = findZone(s, sel.id);
      return z ? polygonCentroid(z.polygon) : null;
    }
  }
}

/**
 * The point a move snaps to the grid: a building's or point's centre, a unit's first base, a shape's first
 * vertex. Snapping that point keeps gridded drawings on the grid as they move.
 */
export function snapHandleOf(s: Scenario, sel: Selection): Vec | null {
  switch (sel.kind) {
    case 'feature': {
      const f = findFeature(s, sel.id);
      if (!f) return null;
      return featurePoints(f)?.[0] ?? featureAnchor(f);
    }
    case 'unit': return findUnit(s, sel.id)?.unit.bases[0] ?? null;
    case 'zone': return findZone(s, sel.id)?.polygon[0] ?? null;
  }
}

export function translateSelection(s: Scenario, sel: Selection, d: Vec): Scenario {
  if (d.x === 0 && d.y === 0) return s;
  switch (sel.kind) {
    case 'feature': return updateFeature(s, sel.id, (f) => translateFeature(f, d));
    case 'unit': return updateUnit(s, sel.id, (u) => translateUnit(u, d));
    case 'zone': return updateZone(s, sel.id, (z) => translateZone(z, d));
  }
}

export function rotateSelection(s: Scenario, sel: Selection, degrees: number): Scenario {
  switch (sel.kind) {
    case 'feature': return updateFeature(s, sel.id, (f) => rotateFeature(f, degrees));
    case 'unit': return updateUnit(s, sel.id, (u) => rotateUnit(u, degrees));
    case 'zone': return updateZone(s, sel.id, (z) => {
      const centre = polygonCentroid(z.polygon);
      return { ...z, polygon: z.polygon.map((p) => rotatePoint(p, centre, degrees)) };
    });
  }
}

/**
 * Removes the selection. Victory conditions and special rules that name it are left for the validation panel
 * to point out, so the author sees what to fix instead of rules vanishing silently.
 */
export function deleteSelection(s: Scenario, sel: Selection): Scenario {
  switch (sel.kind) {
    case 'feature': return deleteFeature(s, sel.id);
    case 'unit': return deleteUnit(s, sel.id);
    case 'zone': return deleteZone(s, sel.id);
  }
}

/** A copy of the selection two inches to the right and up, under a fresh id; officers get fresh ids too. */
export function duplicateSelection(s: Scenario, sel: Selection): { scenario: Scenario; selection: Selection } | null {
  const taken = takenIds(s);
  const offset = { x: 2, y: 2 };
  switch (sel.kind) {
    case 'feature': {
      const f = findFeature(s, sel.id);
      if (!f) return null;
      const id = uniqueId(f.id.replace(/-\d+$/, ''), taken);
      return { scenario: addFeature(s, { ...translateFeature(f, offset), id }), selection: { kind: 'feature', id } };
    }
    case 'unit': {
      const found = findUnit(s, sel.id);
      if (!found) return null;
      const id = uniqueId(found.unit.id.replace(/-\d+$/, ''), taken);
      taken.add(id);
      const officers = found.unit.officers.map((o) => {
        const officerId = uniqueId(o.id.replace(/-\d+$/, ''), taken);
        taken.add(officerId);
        return { ...o, id: officerId };
      });
      const copy = { ...translateUnit(found.unit, offset), id, name: `${found.unit.name} (copy)`.slice(0, 120), officers };
      return { scenario: addUnit(s, found.side, copy), selection: { kind: 'unit', side: found.side, id } };
    }
    case 'zone': {
      const z = findZone(s, sel.id);
      if (!z) return null;
      const id = uniqueId(z.id.replace(/-\d+$/, ''), taken);
      return { scenario: addZone(s, { ...translateZone(z, offset), id }), selection: { kind: 'zone', id } };
    }
  }
}

/** A short name for the selection, for undo labels and the inspector's heading. */
export function describeSelection(s: Scenario, sel: Selection): string {
  switch (sel.kind) {
    case 'feature': {
      const f = findFeature(s, sel.id);
      return f ? (f.label ?? f.id) : sel.id;
    }
    case 'unit': return findUnit(s, sel.id)?.unit.name ?? sel.id;
    case 'zone': return findZone(s, sel.id)?.label ?? sel.id;
  }
}
