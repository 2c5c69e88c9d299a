import type { Vec } from '../../shared/geometry/vec.ts';

/**
 * The one mapping between table inches and three.js world units, used by every scene component.
 *
 * Table: inches, x to the right, y away from the Red baseline (the south edge), origin at the south-west
 * corner. World: 1 unit = 1 inch, y up, the table's centre at the origin, table x → world +x and
 * table y → world −z. So the south (Red) edge lies nearest a camera placed on +z, north is −z, and a
 * right-handed world keeps east on the viewer's right.
 *
 * Facing: 0° looks toward +y (north) and turns clockwise seen from above. Every model in the scene is
 * built looking down its local −z axis, so `rotation.y = facingToRotationY(facing)` turns it to face.
 */
export interface TableSize {
  readonly width: number;
  readonly height: number;
}

export interface WorldPoint {
  x: number;
  y: number;
  z: number;
}

export function tableToWorld(p: Vec, table: TableSize, elevation = 0): WorldPoint {
  return { x: p.x - table.width / 2, y: elevation, z: table.height / 2 - p.y };
}

/** The table point under a world position (its height is dropped). */
export function worldToTable(x: number, z: number, table: TableSize): Vec {
  return { x: x + table.width / 2, y: table.height / 2 - z };
}

/** World x for a table x; with `worldZ` the pair avoids allocating in tight loops. */
export const worldX = (tableX: number, table: TableSize): number => tableX - table.width / 2;
export const worldZ = (tableY: number, table: TableSize): number => table.height / 2 - tableY;

/** Rotation about world +y that turns a model looking down −z to the given table facing. */
export const facingToRotationY = (facingDegrees: number): number => (-facingDegrees * Math.PI) / 180;

/** Heading (table degrees) of the direction from a to b, 0 = +y, clockwise. */
export const headingBetween = (a: Vec, b: Vec): number => (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;
