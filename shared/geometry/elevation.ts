import type { Vec } from './vec.ts';
import type { TerrainIndex } from './terrain-index.ts';
import type { IndexedHill } from './terrain-shapes.ts';
import { insideOutline, outlineDistanceSq } from './flat-outline.ts';

/** 0 at 0, 1 at 1, flat at both ends: the hill's foot blends into the table and its shoulder into the plateau. */
export const smoothstep = (t: number): number => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));

/**
 * Ground height of one hill at (x, y): 0 outside it, rising smoothly from the outline over the hill's
 * rise distance to its full height on the plateau.
 */
export function hillHeightAt(hill: IndexedHill, x: number, y: number): number {
  const { minX, minY, maxX, maxY } = hill.bounds;
  if (x < minX || x > maxX || y < minY || y > maxY || !insideOutline(x, y, hill.outline)) return 0;
  const riseSq = hill.rise * hill.rise;
  const d2 = outlineDistanceSq(x, y, hill.outline);
  if (d2 >= riseSq) return hill.feature.height;
  return hill.feature.height * smoothstep(Math.sqrt(d2) / hill.rise);
}

/**
 * Ground height at p in inches above the table. Where hills overlap the higher ground wins, since a hill's
 * height is its crest above the table, not above the hill beneath it.
 */
export function heightAt(index: TerrainIndex, p: Vec): number {
  return heightAtXY(index, p.x, p.y);
}

/** `heightAt` without a point object, for loops that sample many heights. */
export function heightAtXY(index: TerrainIndex, x: number, y: number): number {
  if (index.hills.length === 0) return 0;
  let best = 0;
  index.visitHillsAt(x, y, (hill) => {
    const h = hillHeightAt(hill, x, y);
    if (h > best) best = h;
  });
  return best;
}

/** A rectangle of the table to sample, in inches. */
export interface SampleArea { readonly minX: number; readonly minY: number; readonly maxX: number; readonly maxY: number }

/**
 * Ground heights on a grid of `columns` x `rows` points spanning the area corner to corner, row by row
 * from minY (for the 3D table's relief mesh). Index as `grid[row * columns + column]`.
 */
export function heightGrid(index: TerrainIndex, area: SampleArea, columns: number, rows: number): Float32Array {
  if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 2 || rows < 2) {
    throw new RangeError(`heightGrid needs at least 2 x 2 whole samples, got ${columns} x ${rows}`);
  }
  const grid = new Float32Array(columns * rows);
  if (index.hills.length === 0) return grid;
  const stepX = (area.maxX - area.minX) / (columns - 1), stepY = (area.maxY - area.minY) / (rows - 1);
  for (let row = 0; row < rows; row++) {
    const y = area.minY + row * stepY;
    for (let column = 0; column < columns; column++) grid[row * columns + column] = heightAtXY(index, area.minX + column * stepX, y);
  }
  return grid;
}
