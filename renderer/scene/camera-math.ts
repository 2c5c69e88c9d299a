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
export const TOP_POLAR = 1e-4;

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

/** The slants the opening view may take, radians from straight down: a painter's angle, never a map. */
export const OPENING_POLARS = [30, 35, 40, 45, 50, 55].map((d) => (d * Math.PI) / 180);

/**
 * The opening view: from behind the Red baseline, looking across the table at a painter's angle. Seen at a
 * slant the near edge looms and the far edge shrinks, and a window squarer than the table leaves room above
 * and below it: try a few slants and aim points along the table's depth, bring the camera as close as the
 * whole table (and frame) allows for each, and keep the one where the table fills most of the window.
 */
export function defaultPose(table: TableSize, aspect: number, mode: CameraMode): CameraPose {
  if (mode === 'top') return { target: [0, 0, 0], distance: topDistance(table, aspect), azimuth: 0, polar: TOP_POLAR };
  const candidates: { pose: CameraPose; cover: number; offCentre: number }[] = [];
  for (const polar of OPENING_POLARS) {
    for (let k = -12; k <= 12; k++) {
      const target: [number, number, number] = [0, 0, (k / 30) * table.height];
      const pose = { target, distance: fitDistance(table, aspect, { target, azimuth: 0, polar }), azimuth: 0, polar };
      candidates.push({ pose, cover: tableCoverage(pose, table, aspect), offCentre: Math.abs(verticalCentre(pose, table, aspect)) });
    }
  }
  // of the views that fill the window nearly as well as the best, the one with the table most nearly in the middle
  const most = Math.max(...candidates.map((c) => c.cover));
  const good = candidates.filter((c) => c.cover >= most * 0.97);
  return good.reduce((a, b) => (b.offCentre < a.offCentre ? b : a)).pose;
}

/** Where the middle of the table's height on screen falls, −1 (bottom) to 1 (top). */
function verticalCentre(pose: CameraPose, table: TableSize, aspect: number): number {
  const ys = [table.height / 2, -table.height / 2].flatMap((z) => [-table.width / 2, table.width / 2].map((x) => projectPoint(pose, aspect, [x, 0, z])?.[1] ?? 0));
  return (Math.max(...ys) + Math.min(...ys)) / 2;
}

/** The camera's viewing axes: where it is, and its forward, right and up unit vectors. */
export function cameraAxes(pose: CameraPose): { eye: Vec3; f: Vec3; r: Vec3; u: Vec3 } {
  const eye = cameraPosition(pose);
  const [tx, ty, tz] = pose.target;
  const f = normalise([tx - eye[0], ty - eye[1], tz - eye[2]]);
  // looking straight down, "up" on the screen is north (−z)
  const r = Math.abs(f[1]) > 0.9999 ? normalise(crossV(f, [0, 0, -1])) : normalise(crossV(f, [0, 1, 0]));
  return { eye, f, r, u: crossV(r, f) };
}

/** Where a world point falls in the window, in normalised device coordinates (−1..1 each way), or null behind. */
export function projectPoint(pose: CameraPose, aspect: number, point: readonly [number, number, number], fovDeg = CAMERA_FOV): [number, number] | null {
  const { eye, f, r, u } = cameraAxes(pose);
  const v: Vec3 = [point[0] - eye[0], point[1] - eye[1], point[2] - eye[2]];
  const depth = dotV(v, f);
  if (depth <= 0) return null;
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  return [dotV(v, r) / depth / (tanV * aspect), dotV(v, u) / depth / tanV];
}

/** Share of the window the table's felt covers (0..1), for a pose that shows the whole table. */
export function tableCoverage(pose: CameraPose, table: TableSize, aspect: number): number {
  const w = table.width / 2, h = table.height / 2;
  const corners = ([[-w, h], [w, h], [w, -h], [-w, -h]] as const).map(([x, z]) => projectPoint(pose, aspect, [x, 0, z]));
  if (corners.some((c) => c === null)) return 0;
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const a = corners[i]!, b = corners[(i + 1) % 4]!;
    area += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(area) / 2 / 4;
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

export type Vec3 = [number, number, number];
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
