import { describe, expect, it } from 'vitest';
import { joiningLineTypes, nearestOnPolyline, snapPoint, snapToGrid, type SnapOptions } from './snapping.ts';
import { editorTestScenario } from './test-scenario.ts';

const options = (o: Partial<SnapOptions> = {}): SnapOptions => ({ grid: 0, radius: 1, lineTypes: [], edges: false, ...o });

describe('snapping', () => {
  it('snap to the 1" and 6" grids, or only tidy the point when the grid is off', () => {
    expect(snapToGrid({ x: 10.4, y: 7.6 }, 1)).toEqual({ x: 10, y: 8 });
    expect(snapToGrid({ x: 10.4, y: 8.9 }, 6)).toEqual({ x: 12, y: 6 });
    expect(snapToGrid({ x: 10.4444, y: 8.9 }, 0)).toEqual({ x: 10.44, y: 8.9 });
  });

  it('join a new road to a nearby road\'s vertex before anything else', () => {
    const s = editorTestScenario();
    expect(snapPoint(s, { x: 36.6, y: 47.5 }, options({ grid: 6, lineTypes: ['road'], edges: true }))).toEqual({ point: { x: 36, y: 48 }, snap: 'vertex' });
  });

  it('put a point onto the course of a line within reach', () => {
    const s = editorTestScenario();
    expect(snapPoint(s, { x: 37.5, y: 20.3 }, options({ lineTypes: ['road'], radius: 3 }))).toEqual({ point: { x: 36, y: 20.3 }, snap: 'line' });
    // Out of reach, and lines of other kinds, are ignored.
    expect(snapPoint(s, { x: 40, y: 20 }, options({ lineTypes: ['road'], radius: 3 })).snap).toBe('none');
    expect(snapPoint(s, { x: 36.5, y: 20 }, options({ lineTypes: ['river'], radius: 3 })).snap).toBe('none');
  });

  it('ignore the line being edited', () => {
    const s = editorTestScenario();
    expect(snapPoint(s, { x: 36.5, y: 20 }, options({ lineTypes: ['road'], excludeId: 'road' })).snap).toBe('none');
  });

  it('hold to the table edge, keeping the grid along it, and both edges at a corner', () => {
    const s = editorTestScenario();
    expect(snapPoint(s, { x: 0.7, y: 20.4 }, options({ grid: 1, edges: true }))).toEqual({ point: { x: 0, y: 20 }, snap: 'edge' });
    expect(snapPoint(s, { x: 71.5, y: 47.2 }, options({ grid: 6, edges: true }))).toEqual({ point: { x: 72, y: 48 }, snap: 'edge' });
    expect(snapPoint(s, { x: 30.2, y: 20.4 }, options({ grid: 1, edges: true }))).toEqual({ point: { x: 30, y: 20 }, snap: 'grid' });
  });

  it('find the nearest point of a polyline', () => {
    expect(nearestOnPolyline({ x: 5, y: 3 }, [{ x: 0, y: 0 }, { x: 10, y: 0 }])).toEqual({ point: { x: 5, y: 0 }, distance: 3 });
    expect(nearestOnPolyline({ x: 5, y: 3 }, [{ x: 0, y: 0 }])).toBeNull();
  });

  it('let roads meet tracks and streams meet rivers', () => {
    expect(joiningLineTypes('track')).toContain('road');
    expect(joiningLineTypes('stream-small')).toContain('river');
    expect(joiningLineTypes('railway')).toEqual(['railway']);
  });
});
