import { dot, headingVector, sub, type Vec } from '../../../../geometry/vec.ts';

/** "All batteries firing cover an area 10 cm by 10 cm", its sides parallel and at right angles to the line of fire. */
export const AREA_SIDE_CM = 10;

/** Whether a point (cm) lies in the rectangle centred on `centre`, `along` the heading by `across` it. */
export function inRectangle(point: Vec, centre: Vec, heading: number, along: number, across: number): boolean {
  const d = sub(point, centre);
  return Math.abs(dot(d, headingVector(heading))) <= along / 2 + 1e-9 && Math.abs(dot(d, headingVector(heading + 90))) <= across / 2 + 1e-9;
}

/** Whether a point (cm) lies in the square centred on `centre`, turned to the line of fire's heading. */
export function inArea(point: Vec, centre: Vec, lineOfFire: number, side = AREA_SIDE_CM): boolean {
  return inRectangle(point, centre, lineOfFire, side, side);
}

/** The rectangle's corners (as `inRectangle` reads it), for drawing it and for sight through it. */
export function rectangleCorners(centre: Vec, heading: number, along: number, across: number): Vec[] {
  const a = headingVector(heading), c = headingVector(heading + 90), h = along / 2, w = across / 2;
  return [[1, 1], [1, -1], [-1, -1], [-1, 1]].map(([i, j]) => ({ x: centre.x + a.x * i! * h + c.x * j! * w, y: centre.y + a.y * i! * h + c.y * j! * w }));
}

/** The square's corners, for drawing it. */
export function areaCorners(centre: Vec, lineOfFire: number, side = AREA_SIDE_CM): Vec[] {
  return rectangleCorners(centre, lineOfFire, side, side);
}
