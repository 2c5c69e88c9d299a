import type { TableSize } from './coordinates.ts';

/** A direction in the world (y up), not necessarily of unit length. */
export interface Direction {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * Where the key light stands and the box its shadow camera sees: the light looks at the table's centre from
 * `distance` along its direction, and the orthographic bounds are in the light's own view (three.js's
 * `OrthographicCamera` left/right/top/bottom/near/far, the camera's up being world +y as three.js leaves it).
 */
export interface ShadowFrame {
  readonly position: readonly [number, number, number];
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  readonly near: number;
  readonly far: number;
}

/**
 * The tallest model standing on the ground, inches, above the hill it stands on: a church's onion dome on a big church
 * or a dense wood's tallest tree (about 5"), with room to spare; figures at twice true scale and train cars are lower.
 */
export const TALLEST_MODEL = 10;

/** Slack round the box, inches: the table's frame boards and a little for the shadow map's filtering. */
const MARGIN = 3;

/**
 * The smallest orthographic box, seen from a directional light shining along `towardLight` (from the table toward
 * the light), that holds the whole table from the felt up to `tallest` inches above it (the highest hill plus the
 * tallest model), so every figure, house and tree on any table casts its shadow into the map, and none of the map's
 * texels is spent off the table.
 */
export function fitShadowFrame(table: TableSize, tallest: number, towardLight: Direction): ShadowFrame {
  const length = Math.hypot(towardLight.x, towardLight.y, towardLight.z);
  const z = { x: towardLight.x / length, y: towardLight.y / length, z: towardLight.z / length };
  // The light's right and up (its camera looks down −z with world +y as up, as Object3D.lookAt does).
  const xLen = Math.hypot(z.z, z.x);
  const x = xLen < 1e-9 ? { x: 1, y: 0, z: 0 } : { x: z.z / xLen, y: 0, z: -z.x / xLen };
  const y = { x: z.y * x.z - z.z * x.y, y: z.z * x.x - z.x * x.z, z: z.x * x.y - z.y * x.x };
  const halfW = table.width / 2 + MARGIN, halfH = table.height / 2 + MARGIN;
  const distance = Math.hypot(halfW, halfH, tallest) + MARGIN * 2;
  const eye = { x: z.x * distance, y: z.y * distance, z: z.z * distance };
  let left = Infinity, right = -Infinity, bottom = Infinity, top = -Infinity, near = Infinity, far = -Infinity;
  for (const cx of [-halfW, halfW]) for (const cy of [-MARGIN, tallest + MARGIN]) for (const cz of [-halfH, halfH]) {
    const d = { x: cx - eye.x, y: cy - eye.y, z: cz - eye.z };
    const u = d.x * x.x + d.y * x.y + d.z * x.z;
    const v = d.x * y.x + d.y * y.y + d.z * y.z;
    const depth = -(d.x * z.x + d.y * z.y + d.z * z.z);
    left = Math.min(left, u); right = Math.max(right, u);
    bottom = Math.min(bottom, v); top = Math.max(top, v);
    near = Math.min(near, depth); far = Math.max(far, depth);
  }
  return { position: [eye.x, eye.y, eye.z], left, right, top, bottom, near: Math.max(0.1, near), far };
}
