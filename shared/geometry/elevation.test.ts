import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { heightAt, heightAtXY, heightGrid, smoothstep } from './elevation.ts';
import { TerrainIndex } from './terrain-index.ts';
import { hill, rect } from './terrain-fixtures.ts';

const table = { width: 48, height: 48 };
const steep = new TerrainIndex([hill('steep', rect(0, 0, 10, 10), 2, 'steep')], table);
const gentle = new TerrainIndex([hill('gentle', rect(0, 0, 10, 10), 2, 'gentle')], table);

describe('heightAt', () => {
  it('is 0 off every hill', () => {
    expect(heightAt(steep, { x: 12, y: 5 })).toBe(0);
    expect(heightAt(new TerrainIndex([], table), { x: 1, y: 1 })).toBe(0);
  });

  it('rises over about 1" on a steep hill and 3" on a gentle one, by smoothstep', () => {
    expect(heightAt(steep, { x: 0.5, y: 5 })).toBeCloseTo(1);
    expect(heightAt(steep, { x: 1, y: 5 })).toBeCloseTo(2);
    expect(heightAt(gentle, { x: 1.5, y: 5 })).toBeCloseTo(1);
    expect(heightAt(gentle, { x: 1, y: 5 })).toBeCloseTo(2 * smoothstep(1 / 3));
    expect(heightAt(gentle, { x: 3, y: 5 })).toBeCloseTo(2);
  });

  it('stands at its full height on the plateau', () => {
    expect(heightAt(gentle, { x: 5, y: 5 })).toBe(2);
  });

  it('shortens the slope of a small hill so it still reaches its crest', () => {
    const knoll = new TerrainIndex([hill('knoll', rect(0, 0, 2, 2), 1, 'gentle')], table);
    expect(heightAt(knoll, { x: 1, y: 1 })).toBe(1);
  });

  it('takes the higher ground where hills overlap', () => {
    const twoHills = new TerrainIndex([hill('low', rect(0, 0, 20, 20), 1), hill('high', rect(5, 5, 10, 10), 3)], table);
    expect(heightAt(twoHills, { x: 2, y: 10 })).toBeCloseTo(1 * smoothstep(2 / 3));
    expect(heightAt(twoHills, { x: 10, y: 10 })).toBe(3);
    expect(heightAt(twoHills, { x: 5.1, y: 10 })).toBeCloseTo(1);
  });

  it('never goes below 0 nor above the hill, and rises without a step toward the middle', () => {
    fc.assert(fc.property(fc.double({ min: -1, max: 5, noNaN: true }), fc.double({ min: 0.2, max: 9.8, noNaN: true }), (x, y) => {
      const h = heightAtXY(gentle, x, 5);
      const further = heightAtXY(gentle, x + 0.01, 5);
      return h >= 0 && h <= 2 && further >= h - 1e-12 && further - h <= 0.02 && heightAtXY(gentle, 5, y) >= 0;
    }));
  });
});

describe('heightGrid', () => {
  it('samples corner to corner, row by row from the bottom edge', () => {
    const grid = heightGrid(gentle, { minX: 0, minY: 0, maxX: 10, maxY: 10 }, 3, 3);
    expect(Array.from(grid)).toEqual([0, 0, 0, 0, 2, 0, 0, 0, 0]);
    const wide = heightGrid(gentle, { minX: 0, minY: 5, maxX: 20, maxY: 6 }, 5, 2);
    expect(wide[1]).toBeCloseTo(2 * smoothstep(5 / 3));
    expect(wide[5 + 2]).toBe(0);
  });

  it('refuses a grid too small to span the area', () => {
    expect(() => heightGrid(gentle, { minX: 0, minY: 0, maxX: 1, maxY: 1 }, 1, 4)).toThrow(/at least 2 x 2/);
  });
});
