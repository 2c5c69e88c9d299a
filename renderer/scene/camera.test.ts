import { describe, expect, it } from 'vitest';
import { CAMERA_KEY_BINDINGS, cameraActionForKey } from './camera-keys.ts';
import { MAX_POLAR, MIN_DISTANCE, cameraPosition, defaultPose, fitDistance, focusPose, poseFrom, stepPose, topDistance } from './camera-math.ts';

const table = { width: 72, height: 48 };

describe('camera poses', () => {
  it('opens from behind the Red baseline, above the table, looking at its middle', () => {
    const pose = defaultPose(table, 16 / 9, 'orbit');
    const [x, y, z] = cameraPosition(pose);
    expect(x).toBeCloseTo(0);
    expect(y).toBeGreaterThan(40);
    expect(z).toBeGreaterThan(24);
    expect(pose.polar).toBeLessThan(MAX_POLAR);
  });

  it('comes as close as it can with the whole table in view', () => {
    const pose = defaultPose(table, 16 / 9, 'orbit');
    const nearer = { ...pose, distance: pose.distance * 0.95 };
    expect(fitDistance(table, 16 / 9, nearer)).toBeCloseTo(pose.distance, 3);
    // a narrower window needs more distance
    expect(defaultPose(table, 1, 'orbit').distance).toBeGreaterThan(pose.distance);
  });

  it('looks straight down in top mode, far enough to see the whole table', () => {
    const pose = defaultPose(table, 16 / 9, 'top');
    const [x, y, z] = cameraPosition(pose);
    expect(Math.hypot(x, z)).toBeLessThan(0.05);
    expect(y).toBeCloseTo(topDistance(table, 16 / 9));
    // half the table's depth fits in half the vertical field of view
    expect(Math.atan(24 / y)).toBeLessThan((20 * Math.PI) / 180);
  });

  it('round-trips a pose through a camera position', () => {
    const pose = { target: [3, 0, -2] as [number, number, number], distance: 50, azimuth: 0.7, polar: 0.9 };
    const back = poseFrom(cameraPosition(pose), pose.target);
    expect(back.distance).toBeCloseTo(50);
    expect(back.azimuth).toBeCloseTo(0.7);
    expect(back.polar).toBeCloseTo(0.9);
  });

  it('pans forward toward the far side of the table (north, −z) from the default view', () => {
    const pose = defaultPose(table, 16 / 9, 'orbit');
    const moved = stepPose(pose, 'pan-forward', table, 'orbit');
    expect(moved.target[2]).toBeLessThan(pose.target[2]);
    expect(moved.target[0]).toBeCloseTo(pose.target[0]);
    const right = stepPose(pose, 'pan-right', table, 'orbit');
    expect(right.target[0]).toBeGreaterThan(0);
  });

  it('keeps the target on the table and the distance within bounds', () => {
    let pose = defaultPose(table, 16 / 9, 'orbit');
    for (let i = 0; i < 100; i++) pose = stepPose(pose, 'pan-left', table, 'orbit');
    expect(pose.target[0]).toBe(-36);
    for (let i = 0; i < 100; i++) pose = stepPose(pose, 'zoom-in', table, 'orbit');
    expect(pose.distance).toBe(MIN_DISTANCE);
  });

  it('does not turn the top-down view', () => {
    const pose = defaultPose(table, 16 / 9, 'top');
    expect(stepPose(pose, 'rotate-left', table, 'top')).toEqual(pose);
  });

  it('comes closer to focus on a unit', () => {
    const pose = focusPose(defaultPose(table, 16 / 9, 'orbit'), [10, 1, 5]);
    expect(pose.target).toEqual([10, 1, 5]);
    expect(pose.distance).toBeLessThanOrEqual(32);
  });
});

describe('camera keys', () => {
  it('maps WASD, arrows and the letter keys in either case', () => {
    expect(cameraActionForKey({ key: 'w' })).toBe('pan-forward');
    expect(cameraActionForKey({ key: 'W' })).toBe('pan-forward');
    expect(cameraActionForKey({ key: 'ArrowLeft' })).toBe('pan-left');
    expect(cameraActionForKey({ key: '+' })).toBe('zoom-in');
    expect(cameraActionForKey({ key: 'T' })).toBe('toggle-top');
    expect(cameraActionForKey({ key: 'x' })).toBeNull();
  });

  it('leaves keys alone while the player types or uses a shortcut', () => {
    expect(cameraActionForKey({ key: 'w', target: { tagName: 'INPUT' } })).toBeNull();
    expect(cameraActionForKey({ key: 'f', target: { isContentEditable: true } })).toBeNull();
    expect(cameraActionForKey({ key: 'r', ctrlKey: true })).toBeNull();
  });

  it('binds each key to one action only', () => {
    const keys = CAMERA_KEY_BINDINGS.flatMap((b) => b.keys.map((k) => k.toLowerCase()));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
