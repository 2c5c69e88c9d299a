import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { TableModel } from './table-model.ts';
import { MeshData } from './mesh-data.ts';
import { worldX, worldZ } from './coordinates.ts';

/** Spacing of the relief grid: half an inch on a normal table, coarser on huge ones (≤ 240 cells a side). */
export function reliefStep(table: { width: number; height: number }): number {
  return Math.max(0.5, Math.max(table.width, table.height) / 240);
}

/** Height of each contour step the relief is painted in, inches. */
export const CONTOUR_STEP = 0.5;

/**
 * How much lighter the felt is painted at a height: a step lighter at each contour (as layered hills are
 * cut and dry-brushed), a touch more toward the crest within a step, so a hill's levels read from above.
 */
export function reliefTint(h: number): number {
  if (h <= 0) return 1;
  const step = Math.floor(h / CONTOUR_STEP);
  return Math.min(1.24, 1 + step * 0.06 + (h - step * CONTOUR_STEP) * 0.02);
}

/**
 * The table's ground as a height field over the whole table, sampled from the same `heightAt` the rules
 * use, so models stand exactly where the rules think the ground is. UVs run 0..1 across the table for
 * the painted felt; vertex colours lighten the heights a touch, as a painter dry-brushes a crest.
 */
export function buildReliefData(model: Pick<TableModel, 'table' | 'heightAt'>): MeshData {
  const { table, heightAt } = model;
  const step = reliefStep(table);
  const nx = Math.ceil(table.width / step), ny = Math.ceil(table.height / step);
  const mesh = new MeshData();
  for (let j = 0; j <= ny; j++) {
    const y = Math.min(table.height, j * step);
    for (let i = 0; i <= nx; i++) {
      const x = Math.min(table.width, i * step);
      const h = heightAt({ x, y });
      const tint = reliefTint(h);
      mesh.vertex(worldX(x, table), h, worldZ(y, table), x / table.width, y / table.height, [tint, tint, tint * 0.97]);
    }
  }
  const row = nx + 1;
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const a = j * row + i;
      // (i, j) is south-west; going north in the table is −z in the world
      mesh.quad(a, a + 1, a + 1 + row, a + row);
    }
  }
  return mesh;
}

export function toBufferGeometry(mesh: MeshData, options: { normals?: boolean; colours?: boolean } = {}): BufferGeometry {
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(mesh.positions, 3));
  g.setAttribute('uv', new Float32BufferAttribute(mesh.uvs, 2));
  if (options.colours ?? true) g.setAttribute('color', new Float32BufferAttribute(mesh.colors, 3));
  g.setIndex(mesh.indices);
  if (options.normals ?? true) g.computeVertexNormals();
  g.computeBoundingSphere();
  return g;
}
