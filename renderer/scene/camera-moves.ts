import type { TableSize } from './coordinates.ts';
import {
  CAMERA_FOV, type CameraMode, type CameraPose, MIN_DISTANCE, TOP_POLAR, type Vec3, cameraAxes, defaultPose, maxDistance,
} from './camera-math.ts';

/**
 * Camera moves that start from where the player is looking: the wheel zooms toward the point under the
 * pointer, and switching between the top view and the slanted view keeps the place and the zoom.
 */

/** How much one wheel step (100 pixels of scroll) brings the camera nearer. */
export const WHEEL_STEP = 0.88;

/** The distance factor for a wheel event's vertical scroll in pixels (negative scrolls bring it nearer). */
export const wheelFactor = (deltaPixels: number): number => Math.pow(WHEEL_STEP, -deltaPixels / 100);

/**
 * The pose after zooming by `factor` (below 1 comes nearer) toward the table point under the pointer at
 * `ndc` (normalised device coordinates): that point stays under the pointer, as in map and modelling
 * programs. A pointer above the horizon zooms toward the middle of the view.
 */
export function zoomAtPointer(pose: CameraPose, ndc: readonly [number, number], factor: number, aspect: number, table: TableSize, fovDeg = CAMERA_FOV): CameraPose {
  const distance = Math.min(maxDistance(table), Math.max(MIN_DISTANCE, pose.distance * factor));
  const s = distance / pose.distance;
  const { eye, f, r, u } = cameraAxes(pose);
  const tanV = Math.tan((fovDeg * Math.PI) / 360);
  const dir: Vec3 = [0, 1, 2].map((i) => f[i]! + r[i]! * ndc[0] * tanV * aspect + u[i]! * ndc[1] * tanV) as Vec3;
  if (dir[1] >= -1e-6) return { ...pose, distance };
  const t = -eye[1] / dir[1];
  const hit: Vec3 = [eye[0] + dir[0] * t, 0, eye[2] + dir[2] * t];
  // scaling the view about the point under the pointer keeps that point where it is on the screen
  const target: Vec3 = [hit[0] + (pose.target[0] - hit[0]) * s, pose.target[1] * s, hit[2] + (pose.target[2] - hit[2]) * s];
  return {
    ...pose,
    distance,
    target: [clamp(target[0], -table.width / 2, table.width / 2), target[1], clamp(target[2], -table.height / 2, table.height / 2)],
  };
}

/**
 * The pose after switching to `mode`: looking at the same point from the same distance, straight down in
 * the top view, at the opening view's slant (facing north) in the other.
 */
export function poseForMode(pose: CameraPose, mode: CameraMode, table: TableSize, aspect: number): CameraPose {
  if (mode === 'top') return { ...pose, azimuth: 0, polar: TOP_POLAR };
  return { ...pose, azimuth: 0, polar: defaultPose(table, aspect, 'orbit').polar };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
