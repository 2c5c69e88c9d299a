import { describe, expect, it } from 'vitest';
import { edgeMidpoints, hitTest, hitVertex } from './hit-test.ts';
import { addUnit, newUnit } from './unit-edits.ts';
import { RIFLES, editorTestScenario } from './test-scenario.ts';

const size = () => RIFLES.base;

describe('picking on the table', () => {
  it('pick a unit by any of its bases, ahead of the terrain under it', () => {
    const s = addUnit(editorTestScenario(), 'red', newUnit({ id: 'r1', name: 'R', type: RIFLES, centre: { x: 15, y: 15 }, facing: 0, count: 4 }));
    expect(hitTest(s, { x: 15.5, y: 15 }, size)).toEqual({ kind: 'unit', side: 'red', id: 'r1' });
  });

  it('pick the smallest area holding the point, so a copse in a wood can be picked', () => {
    const s = editorTestScenario();
    expect(hitTest(s, { x: 13, y: 13 }, size)).toEqual({ kind: 'feature', id: 'copse' });
    expect(hitTest(s, { x: 18, y: 18 }, size)).toEqual({ kind: 'feature', id: 'wood' });
  });

  it('pick a line within half its width and the tolerance, and a building by its footprint', () => {
    const s = editorTestScenario();
    expect(hitTest(s, { x: 36.9, y: 30 }, size)).toEqual({ kind: 'feature', id: 'road' });
    expect(hitTest(s, { x: 38, y: 30 }, size)).toBeNull();
    expect(hitTest(s, { x: 51.4, y: 30.9 }, size)).toEqual({ kind: 'feature', id: 'house' });
  });

  it('pick a deployment zone only at its border, so clicking open ground inside it deselects', () => {
    const s = editorTestScenario();
    expect(hitTest(s, { x: 50, y: 12.2 }, size)).toEqual({ kind: 'zone', id: 'red-zone' });
    expect(hitTest(s, { x: 50, y: 6 }, size)).toBeNull();
  });

  it('find vertex handles and edge middles', () => {
    const square = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }];
    expect(hitVertex(square, { x: 3.8, y: 0.3 }, 0.7)).toBe(1);
    expect(hitVertex(square, { x: 2, y: 2 }, 0.7)).toBeNull();
    expect(edgeMidpoints(square, true).map((m) => m.after)).toEqual([0, 1, 2]);
    expect(edgeMidpoints(square, false)).toEqual([{ at: { x: 2, y: 0 }, after: 0 }, { at: { x: 4, y: 2 }, after: 1 }]);
  });
});
