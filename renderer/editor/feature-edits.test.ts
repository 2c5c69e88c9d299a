import { describe, expect, it } from 'vitest';
import type { TerrainFeature } from '../../shared/scenario/schema.ts';
import {
  baselineStrip, deleteVertex, featureAnchor, insertVertex, moveVertex, rotateFeature, rotatePoint, setTableSize, tidyPoint, translateFeature,
  updateFeature,
} from './feature-edits.ts';
import { editorTestScenario } from './test-scenario.ts';

const square = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }, { x: 0, y: 4 }];

describe('feature edits', () => {
  it('move a shape and a building without touching the original', () => {
    const s = editorTestScenario();
    const before = JSON.stringify(s);
    const wood = s.terrain[0]!;
    const moved = translateFeature(wood, { x: 2, y: -1 });
    expect(moved.kind === 'area' && moved.polygon[0]).toEqual({ x: 12, y: 9 });
    const house = translateFeature(s.terrain[3]!, { x: 0.333, y: 0 });
    expect(house.kind === 'building' && house.x).toBe(50.33);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('turn clockwise as the table\'s facing does (0° north, 90° east)', () => {
    expect(rotatePoint({ x: 0, y: 1 }, { x: 0, y: 0 }, 90)).toEqual({ x: 1, y: 0 });
    const house: TerrainFeature = { id: 'h', kind: 'building', type: 'stone', x: 1, y: 1, width: 2, depth: 2, rotation: 350 };
    expect(rotateFeature(house, 15)).toMatchObject({ rotation: 5, x: 1, y: 1 });
    const area: TerrainFeature = { id: 'a', kind: 'area', type: 'fields', polygon: square };
    const turned = rotateFeature(area, 90);
    expect(turned.kind === 'area' && turned.polygon).toEqual([{ x: 0, y: 4 }, { x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }]);
    expect(featureAnchor(turned)).toEqual({ x: 2, y: 2 });
  });

  it('edit vertices: move, insert after an index, delete down to the minimum only', () => {
    expect(moveVertex(square, 1, { x: 5, y: -1 })[1]).toEqual({ x: 5, y: -1 });
    const inserted = insertVertex(square, 1, { x: 5, y: 2 });
    expect(inserted).toHaveLength(5);
    expect(inserted[2]).toEqual({ x: 5, y: 2 });
    expect(deleteVertex(square, 0, 3)).toHaveLength(3);
    expect(deleteVertex(square.slice(0, 3), 0, 3)).toHaveLength(3);
    expect(deleteVertex(square, 9, 3)).toEqual(square);
  });

  it('never write a NaN or an out-of-range coordinate', () => {
    expect(tidyPoint({ x: Number.NaN, y: 1e9 })).toEqual({ x: 0, y: 960 });
    expect(tidyPoint({ x: 1.23456, y: -1e9 })).toEqual({ x: 1.23, y: -480 });
  });

  it('return the same scenario when an edit changes nothing', () => {
    const s = editorTestScenario();
    expect(updateFeature(s, 'missing', (f) => ({ ...f }))).toBe(s);
    expect(updateFeature(s, 'wood', (f) => f)).toBe(s);
  });

  it('draw a baseline strip on each edge and keep table sizes within the format', () => {
    const s = editorTestScenario();
    expect(baselineStrip(s, 'north', 12)).toEqual([{ x: 0, y: 36 }, { x: 72, y: 36 }, { x: 72, y: 48 }, { x: 0, y: 48 }]);
    expect(baselineStrip(s, 'east', 100)[0]).toEqual({ x: 0, y: 0 });
    expect(setTableSize(s, 6, 1000).table).toEqual({ width: 12, height: 480 });
    expect(setTableSize(s, Number.NaN, 60.4).table).toEqual({ width: 72, height: 60 });
    expect(setTableSize(s, 72, 48)).toBe(s);
  });
});
