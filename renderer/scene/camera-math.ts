import type { TableSize } from './coordinates.ts';

/**
 * The camera as an orbit round a point on the table: where it looks (world units), how far away it is,
 * its azimuth (radians about world y; 0 = from the south, behind the Red baseline) and its polar angle
 * (radians from straight down; 0 = top-down).
 */
export interface CameraPose {
  target: [number, number, number];
  distance: number;
  azimuth: number;
  polar: number;
}

export type CameraMode = 'orbit' | 'top';

export const CAMERA_FOV = 40;
/** The lowest the orbit camera may sink, radians from straight down: it stays above the table's edge. */
export const MAX_POLAR = (80 * Math.PI) / 180;
export const MIN_DISTANCE = 3;
/** The top-down camera keeps this sliver of tilt so its "up" stays north. */
const TOP_POLAR = 1e-4;

export function cameraPosition(pose: CameraPose): [number, number, number] {
  const [tx, ty, tz] = pose.target;
  const s = Math.sin(pose.polar);
  return [tx + pose.distance * s * Math.sin(pose.azimuth), ty + pose.distance * Math.cos(pose.polar), tz + pose.distance * s * Math.cos(pose.azimuth)];
}

/** The pose whose camera sits at `position` looking at `target`. */
export function poseFrom(position: readonly [number, number, number], target: readonly [number, number, number]): CameraPose {
  const dx = position[0] - target[0], dy = position[1] - target[1], dz = position[2] - target[2];
  const distance = Math.hypot(dx, dy, dz) || MIN_DISTANCE;
  return { target: [target[0], target[1], target[2]], distance, azimuth: Math.atan2(dx, dz), polar: Math.acos(Math.max(-1, Math.min(1, dy / distance))) };
}

/** Horizontal field of view, radians, for a vertical one in degrees. */
const horizontalFov = (fovDeg: number, aspect: number) => 2 * Math.atan(Math.tan((fovDeg * Math.PI) / 360) * aspect);

/** Distance at which the whole table fits the view from above. */
export function topDistance(table: TableSize, aspect: number, fovDeg = CAMERA_FOV): number {
  const v = (table.height / 2 + 2) / Math.tan((fovDeg * Math.PI) / 360);
  const h = (table.width / 2 + 2) / Math.tan(horizontalFov(fovDeg, aspect) / 2);
  return Math.max(v, h);
}

/** The opening view: from behind the Red baseline, looking across the table at a painter's angle. */
export function defaultPose(table: TableSize, aspect: number, mode: CameraMode): CameraPose {
  if (mode === 'top') return { target: [0, 0, 0], distance: topDistance(table, aspect), azimuth: 0, polar: TOP_POLAR };
  const polar = (50 * Math.PI) / 180;
  // Seen at a slant the near edge looms and the far edge shrinks: try a few aim points along the table's
  // depth and keep the one that lets the camera come closest with the whole table (and frame) in view.
  let best: CameraPose | null = null;
  for (let k = -6; k <= 6; k++) {
    const target: [number, number, number] = [0, 0, (k / 30) * table.height];
    const distance = fitDistance(table, aspect, { target, azimuth: 0, polar });
    if (!best || distance < best.distance) best = { target, distance, azimuth: 0, polar };
  }
  return best!;
}

/**
 * The least distance at which the table and its frame (2" round it) fit in the view from this aim,
 * azimuth and polar angle, leaving a small margin. Found by bisection: nearer always shows less.
 */
export function fitDistance(table: TableSize, aspect: number, aim: Omit<CameraPose, 'distance'>, fovDeg = CAMERA_FOV, margin = 0.04): number {
  const w = table.width / 2 + 2, h = table.height / 2 + 2;
  const corners = [[-w, -h], [w, -h], [w, h], [-w, h]] as const;
  const tanV = Math.tan((fovDeg * Math.PI) / 360) * (1 - margin);
  const tanH = Math.tan(horizontalFov(fovDeg, aspect) / 2) * (1 - margin);
  const fits = (distance: number): boolean => {
    const [px, py, pz] = cameraPosition({ ...aim, distance });
    const [tx, ty, tz] = aim.target;
    const f = normalise([tx - px, ty - py, tz - pz]);
    const r = normalise(crossV(f, [0, 1, 0]));
    const u = crossV(r, f);
    return corners.every(([cx, cz]) => {
      const v: Vec3 = [cx - px, -py, cz - pz];
      const depth = dotV(v, f);
      return depth > 0 && Math.abs(dotV(v, r) / depth) <= tanH && Math.abs(dotV(v, u) / depth) <= tanV;
    });
  };
  let lo = MIN_DISTANCE, hi = Math.max(table.width, table.height) * 6;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (fits(mid)) hi = mid; else lo = mid;
  }
  return hi;
}

type Vec3 = [number, number, number];
const dotV = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const crossV = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalise = (a: Vec3): Vec3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

export function maxDistance(table: TableSize): number {
  return Math.max(table.width, table.height) * 3;
}

export type CameraMotion = 'pan-forward' | 'pan-back' | 'pan-left' | 'pan-right' | 'zoom-in' | 'zoom-out' | 'rotate-left' | 'rotate-right';

/**
 * A keyboard step of the camera: pans move the target over the ground by a tenth of the viewing distance
 * in the direction the camera faces, zooms change the distance by 15 %, rotations turn by 15°.
 * The target stays on the table.
 */
export function stepPose(pose: CameraPose, motion: CameraMotion, table: TableSize, mode: CameraMode): CameraPose {
  const step = pose.distance * 0.1;
  const fwd: [number, number] = [-Math.sin(pose.azimuth), -Math.cos(pose.azimuth)];
  const right: [number, number] = [Math.cos(pose.azimuth), -Math.sin(pose.azimuth)];
  const pan = (dx: number, dz: number): CameraPose => ({
    ...pose,
    target: [clamp(pose.target[0] + dx, -table.width / 2, table.width / 2), pose.target[1], clamp(pose.target[2] + dz, -table.height / 2, table.height / 2)],
  });
  switch (motion) {
    case 'pan-forward': return pan(fwd[0] * step, fwd[1] * step);
    case 'pan-back': return pan(-fwd[0] * step, -fwd[1] * step);
    case 'pan-right': return pan(right[0] * step, right[1] * step);
    case 'pan-left': return pan(-right[0] * step, -right[1] * step);
    case 'zoom-in': return { ...pose, distance: Math.max(MIN_DISTANCE, pose.distance * 0.85) };
    case 'zoom-out': return { ...pose, distance: Math.min(maxDistance(table), pose.distance / 0.85) };
    case 'rotate-left': return mode === 'top' ? pose : { ...pose, azimuth: pose.azimuth - Math.PI / 12 };
    case 'rotate-right': return mode === 'top' ? pose : { ...pose, azimuth: pose.azimuth + Math.PI / 12 };
  }
}

/** Looks at a point (world units), coming closer when far away so the unit can be made out. */
export function focusPose(pose: CameraPose, point: readonly [number, number, number]): CameraPose {
  return { ...pose, target: [point[0], point[1], point[2]], distance: Math.min(pose.distance, 32) };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
