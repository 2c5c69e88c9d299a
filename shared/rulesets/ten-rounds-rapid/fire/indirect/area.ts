import { dot, headingVector, sub, type Vec } from '../../../../geometry/vec.ts';

/** "All batteries firing cover an area 10 cm by 10 cm", its sides parallel and at right angles to the line of fire. */

export const AREA_SIDE_CM = 10;

/** Whether a point (cm) lies in the square centred on `centre`, turned to the line of fire's heading. */
export function inArea(point: Vec, centre: Vec, lineOfFire: number, side = AREA_SIDE_CM): boolean {
  const along = headingVector(lineOfFire);
  const across = headingVector(lineOfFire + 90);
  const d = sub(point, centre);
  const half = side / 2 + 1e-9;
  return Math.abs(dot(d, along)) <= half && Math.abs(dot(d, across)) <= half;
}

/** The square's corners, for drawing it. */
export function areaCorners(centre: Vec, lineOfFire: number, side = AREA_SIDE_CM): Vec[] {
  const a = headingVector(lineOfFire), c = headingVector(lineOfFire + 90), h = side / 2;
  return [[1, 1], [1, -1], [-1, -1], [-1, 1]].map(([i, j]) => ({ x: centre.x + (a.x * i! + c.x * j!) * h, y: centre.y + (a.y * i! + c.y * j!) * h }));
}
