import { describe, expect, it } from 'vitest';
import { dragResult, grabAt, removeVertex } from './gestures.ts';
import { snapToGrid } from './snapping.ts';
import { findFeature } from './selection.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

const size = () => RIFLES.base;
const wood = { kind: 'feature', id: 'wood' } as const;
const polygonOf = (s: ReturnType<typeof editorTestScenario>, id: string) => {
  const f = findFeature(s, id);
  return f?.kind === 'area' ? f.polygon : [];
};

describe('dragging on the table', () => {
  it('take a vertex of the selected outline, else the middle of an edge, else the thing itself', () => {
    const s = editorTestScenario();
    expect(grabAt(s, wood, { x: 20.3, y: 9.8 }, size)).toEqual({ kind: 'vertex', selection: wood, index: 1 });
    expect(grabAt(s, wood, { x: 15, y: 10.2 }, size)).toEqual({ kind: 'insert', selection: wood, after: 0 });
    expect(grabAt(s, wood, { x: 17, y: 17 }, size)).toMatchObject({ kind: 'move', selection: wood, handle: { x: 10, y: 10 } });
    // Nothing selected: a press on the house grabs the house.
    expect(grabAt(s, null, { x: 50, y: 30 }, size)).toMatchObject({ kind: 'move', selection: { kind: 'feature', id: 'house' } });
    expect(grabAt(s, null, { x: 60, y: 40 }, size)).toBeNull();
  });

  it('move by whole grid steps: the first vertex lands on the grid', () => {
    const s = editorTestScenario();
    const grab = grabAt(s, wood, { x: 17, y: 17 }, size)!;
    const moved = dragResult(s, grab, { x: 17, y: 17 }, { x: 23.4, y: 18.2 }, (p) => snapToGrid(p, 6));
    expect(polygonOf(moved, 'wood')[0]).toEqual({ x: 18, y: 12 });
    expect(polygonOf(moved, 'wood')[2]).toEqual({ x: 28, y: 22 });
    expect(polygonOf(s, 'wood')[0]).toEqual({ x: 10, y: 10 });
  });

  it('drag a vertex, add one at an edge middle, and remove one down to three', () => {
    const s = editorTestScenario();
    const dragged = dragResult(s, { kind: 'vertex', selection: wood, index: 2 }, { x: 20, y: 20 }, { x: 24.2, y: 22.7 }, (p) => snapToGrid(p, 1));
    expect(polygonOf(dragged, 'wood')[2]).toEqual({ x: 24, y: 23 });
    const inserted = dragResult(s, { kind: 'insert', selection: wood, after: 3 }, { x: 10, y: 15 }, { x: 8, y: 15 }, (p) => p);
    expect(polygonOf(inserted, 'wood')).toHaveLength(5);
    expect(polygonOf(inserted, 'wood')[4]).toEqual({ x: 8, y: 15 });
    const fewer = removeVertex(s, wood, 0);
    expect(polygonOf(fewer, 'wood')).toHaveLength(3);
    expect(removeVertex(fewer, wood, 0)).toBe(fewer);
  });
});
