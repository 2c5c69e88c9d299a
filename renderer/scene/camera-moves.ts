import type { TableSize } from './coordinates.ts';
import {
  CAMERA_FOV, type CameraMode, type CameraPose, MAX_POLAR, MIN_DISTANCE, type Vec3, cameraAxes, defaultPose, maxDistance,
} from './camera-math.ts';

/**
 * Camera moves that start from where the player is looking: the wheel zooms toward the point under the
 * pointer, and leaving the top view keeps the place and the zoom (the top view itself frames the whole table).
 */

/** How much one wheel step (100 pixels of scroll) brings the camera nearer. */
export const WHEEL_STEP = 0.88;

/** The distance factor for a wheel event's vertical scroll in pixels (negative scrolls bring it nearer). */
export const wheelFactor = (deltaPixels: number): number => Math.pow(WHEEL_STEP, -deltaPixels / 100);

/** Closer than this the view tilts toward the horizon as it zooms in, inches from the point looked at. */
export const TILT_FROM = 40;
/** How far it has tilted by the nearest zoom, radians from straight down. */
export const CLOSE_POLAR = (62 * Math.PI) / 180;

/**
 * The extra slant the view takes at a distance: none far off, up to `CLOSE_POLAR` near, so close up the
 * miniatures are seen from the side as a player bending over the table sees them.
 */
export function tiltAt(distance: number, openingPolar: number): number {
  const t = Math.min(1, Math.max(0, (TILT_FROM - distance) / (TILT_FROM - MIN_DISTANCE)));
  return Math.max(0, CLOSE_POLAR - openingPolar) * t * t * (3 - 2 * t);
}

/**
 * The pose after zooming by `factor` (below 1 comes nearer) toward the table point under the pointer at
 * `ndc` (normalised device coordinates): that point stays under the pointer, as in map and modelling
 * programs. In the slanted view the camera also tilts toward the horizon as it comes near (and back as it
 * goes out). A pointer above the horizon zooms toward the middle of the view.
 */
export function zoomAtPointer(pose: CameraPose, ndc: readonly [number, number], factor: number, aspect: number, table: TableSize, mode: CameraMode = 'orbit', fovDeg = CAMERA_FOV): CameraPose {
  const distance = Math.min(maxDistance(table), Math.max(MIN_DISTANCE, pose.distance * factor));
  const opening = defaultPose(table, aspect, 'orbit').polar;
  const polar = mode === 'top' ? pose.polar : Math.min(MAX_POLAR, Math.max(0, pose.polar + tiltAt(distance, opening) - tiltAt(pose.distance, opening)));
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const ray = (p: CameraPose): { eye: Vec3; dir: Vec3 } => {
    const { eye, f, r, u } = cameraAxes(p);
    return { eye, dir: [0, 1, 2].map((i) => f[i]! + r[i]! * ndc[0] * tanV * aspect + u[i]! * ndc[1] * tanV) as Vec3 };
  };
  const before = ray(pose);
  if (before.dir[1] >= -1e-6) return { ...pose, distance };
  const t = -before.eye[1] / before.dir[1];
  const hit: Vec3 = [before.eye[0] + before.dir[0] * t, 0, before.eye[2] + before.dir[2] * t];
  // the new view's ray through the pointer, from a camera looking at a target at the old target's height
  const trial: CameraPose = { ...pose, distance, polar, target: [0, pose.target[1], 0] };
  const after = ray(trial);
  if (after.dir[1] >= -1e-6) return { ...pose, distance };
  const s = -after.eye[1] / after.dir[1];
  // slide that view across the table until its ray meets the table at the same point
  const target: Vec3 = [hit[0] - after.eye[0] - after.dir[0] * s, pose.target[1], hit[2] - after.eye[2] - after.dir[2] * s];
  return {
    ...pose,
    distance,
    polar,
    target: [clamp(target[0], -table.width / 2, table.width / 2), target[1], clamp(target[2], -table.height / 2, table.height / 2)],
  };
}

/**
 * The pose after switching to `mode`: the top view looks straight down on the whole table, whatever the zoom
 * was (a map of the battle, not a close-up from above); the slanted view looks at the same point from the same
 * distance, at the slant the wheel gives at that distance (facing north).
 */
export function poseForMode(pose: CameraPose, mode: CameraMode, table: TableSize, aspect: number): CameraPose {
  if (mode === 'top') return defaultPose(table, aspect, 'top');
  const opening = defaultPose(table, aspect, 'orbit').polar;
  return { ...pose, azimuth: 0, polar: opening + tiltAt(pose.distance, opening) };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
