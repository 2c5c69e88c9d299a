import type { Scenario } from '../../shared/scenario/schema.ts';
import type { Vec } from '../../shared/geometry/vec.ts';
import { pointInPolygon } from '../../shared/geometry/polygon.ts';
import { deleteVertex, insertVertex, moveVertex } from './feature-edits.ts';
import { edgeMidpoints, hitTest, hitVertex, type BaseSizeOf } from './hit-test.ts';
import { sameSelection, type Selection } from './selection.ts';
import { outlineOf, setOutline, snapHandleOf, translateSelection } from './selection-edits.ts';

/**
 * What a press on the table takes hold of with the select tool: a vertex of the selected outline, the middle
 * of one of its edges (dragging it adds a vertex there), or a whole thing (selecting it if it was not).
 */
export type Grab =
  | { kind: 'move'; selection: Selection; handle: Vec }
  | { kind: 'vertex'; selection: Selection; index: number }
  | { kind: 'insert'; selection: Selection; after: number };

/** Handles are this big (inches) at the editor's usual zoom; the caller may scale it with the view. */
export const HANDLE_REACH = 0.7;

export function grabAt(s: Scenario, selected: Selection | null, p: Vec, baseSize: BaseSizeOf, reach = HANDLE_REACH): Grab | null {
  if (selected) {
    const outline = outlineOf(s, selected);
    if (outline) {
      const index = hitVertex(outline.points, p, reach);
      if (index !== null) return { kind: 'vertex', selection: selected, index };
      const mids = edgeMidpoints(outline.points, outline.closed);
      const mid = hitVertex(mids.map((m) => m.at), p, reach * 0.8);
      if (mid !== null) return { kind: 'insert', selection: selected, after: mids[mid]!.after };
    }
  }
  const hit = hitTest(s, p, baseSize, reach * 0.6);
  // Keep hold of the current selection when the press lands on it, even where something else lies on top.
  const target = selected && hitsSelection(s, selected, p, baseSize, reach) ? selected : hit;
  if (!target) return null;
  const handle = snapHandleOf(s, target);
  return handle ? { kind: 'move', selection: target, handle } : null;
}

function hitsSelection(s: Scenario, selected: Selection, p: Vec, baseSize: BaseSizeOf, reach: number): boolean {
  const hit = hitTest(s, p, baseSize, reach * 0.6);
  if (sameSelection(hit, selected)) return true;
  // A selected zone is grabbed anywhere inside it, not only at its border.
  if (selected.kind === 'zone') {
    const outline = outlineOf(s, selected);
    return outline !== null && pointInPolygon(p, outline.points);
  }
  return false;
}

/**
 * The scenario as it would be with the grab dragged from `start` to `pointer`. `snap` places a point (grid,
 * edges); a move snaps its handle, so the whole thing shifts by whole grid steps.
 */
export function dragResult(s: Scenario, grab: Grab, start: Vec, pointer: Vec, snap: (p: Vec) => Vec): Scenario {
  switch (grab.kind) {
    case 'move': {
      const target = snap({ x: grab.handle.x + pointer.x - start.x, y: grab.handle.y + pointer.y - start.y });
      return translateSelection(s, grab.selection, { x: target.x - grab.handle.x, y: target.y - grab.handle.y });
    }
    case 'vertex': {
      const outline = outlineOf(s, grab.selection);
      return outline ? setOutline(s, grab.selection, moveVertex(outline.points, grab.index, snap(pointer))) : s;
    }
    case 'insert': {
      const outline = outlineOf(s, grab.selection);
      return outline ? setOutline(s, grab.selection, insertVertex(outline.points, grab.after, snap(pointer))) : s;
    }
  }
}

/** Removes a vertex of the selected outline (Shift+click on it, or the inspector's button). */
export function removeVertex(s: Scenario, sel: Selection, index: number): Scenario {
  const outline = outlineOf(s, sel);
  if (!outline) return s;
  const points = deleteVertex(outline.points, index, outline.minimum);
  return points.length === outline.points.length ? s : setOutline(s, sel, points);
}
