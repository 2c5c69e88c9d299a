import { describe, expect, it } from 'vitest';
import { defaultPose, projectPoint, tableCoverage } from './camera-math.ts';
import { TILT_FROM, poseForMode, wheelFactor, zoomAtPointer } from './camera-moves.ts';

const table = { width: 72, height: 48 };

describe('the opening view frames the table', () => {
  it.each([[16 / 9, 0.55], [4 / 3, 0.45], [1, 0.38]])('at aspect %f the felt covers at least %f of the window', (aspect, least) => {
    expect(tableCoverage(defaultPose(table, aspect, 'orbit'), table, aspect)).toBeGreaterThan(least);
  });

  it('keeps every corner of the table in view', () => {
    for (const aspect of [1, 16 / 9]) {
      const pose = defaultPose(table, aspect, 'orbit');
      for (const [x, z] of [[-36, 24], [36, 24], [36, -24], [-36, -24]] as const) {
        const p = projectPoint(pose, aspect, [x, 0, z])!;
        expect(Math.abs(p[0])).toBeLessThan(1);
        expect(Math.abs(p[1])).toBeLessThan(1);
      }
    }
  });
});

describe('wheel zoom', () => {
  const aspect = 16 / 9;
  const pose = defaultPose(table, aspect, 'orbit');

  it('keeps the table point under the pointer where it is, nearer', () => {
    const ndc: [number, number] = [0.6, -0.4];
    const zoomed = zoomAtPointer(pose, ndc, 0.7, aspect, table);
    expect(zoomed.distance).toBeCloseTo(pose.distance * 0.7);
    // find the table point under the pointer before, then where it shows after
    const before = zoomAtPointer(pose, ndc, 1, aspect, table);
    before.target.forEach((v, i) => expect(v).toBeCloseTo(pose.target[i]!, 9));
    const hit = groundUnder(pose, ndc, aspect);
    const after = projectPoint(zoomed, aspect, hit)!;
    expect(after[0]).toBeCloseTo(ndc[0], 5);
    expect(after[1]).toBeCloseTo(ndc[1], 5);
    // and the view moved toward it (right and nearer the camera)
    expect(zoomed.target[0]).toBeGreaterThan(pose.target[0]);
  });

  it('tilts toward the horizon as it comes close, and back as it goes out, keeping the point under the pointer', () => {
    let near = pose;
    for (let i = 0; i < 12; i++) near = zoomAtPointer(near, [0.2, -0.3], 0.8, aspect, table);
    expect(near.distance).toBeLessThan(TILT_FROM / 2);
    expect(near.polar).toBeGreaterThan(pose.polar + 0.3);
    const hit = groundUnder(near, [0.2, -0.3], aspect);
    const nearer = zoomAtPointer(near, [0.2, -0.3], 0.8, aspect, table);
    const seen = projectPoint(nearer, aspect, hit)!;
    expect(seen[0]).toBeCloseTo(0.2, 4);
    expect(seen[1]).toBeCloseTo(-0.3, 4);
    let back = near;
    for (let i = 0; i < 12; i++) back = zoomAtPointer(back, [0.2, -0.3], 1 / 0.8, aspect, table);
    expect(back.polar).toBeCloseTo(pose.polar, 6);
    // the top view never tilts
    expect(zoomAtPointer({ ...pose, polar: 1e-4 }, [0, 0], 0.2, aspect, table, 'top').polar).toBe(1e-4);
  });

  it('zooms toward the middle when the pointer is above the horizon', () => {
    const zoomed = zoomAtPointer({ ...pose, polar: 1.3 }, [0, 0.99], 0.5, aspect, table);
    expect(zoomed.target).toEqual(pose.target);
  });

  it('brings the camera nearer for a scroll up and farther for a scroll down', () => {
    expect(wheelFactor(-100)).toBeLessThan(1);
    expect(wheelFactor(100)).toBeGreaterThan(1);
    expect(wheelFactor(-100) * wheelFactor(100)).toBeCloseTo(1);
  });
});

describe('switching views', () => {
  it('keeps the place and the zoom when leaving the top view', () => {
    const top = { ...defaultPose(table, 1.5, 'top'), target: [10, 0, -5] as [number, number, number], distance: 20 };
    const slanted = poseForMode(top, 'orbit', table, 1.5);
    expect(slanted.target).toEqual([10, 0, -5]);
    expect(slanted.distance).toBe(20);
    expect(slanted.polar).toBeGreaterThan(0.4);
  });

  it('frames the whole table from above, whatever the zoom and place before', () => {
    const close = { target: [20, 0, 10] as [number, number, number], distance: 8, azimuth: 1, polar: 0.9 };
    for (const aspect of [1, 1.5, 16 / 9]) {
      const top = poseForMode(close, 'top', table, aspect);
      expect(top.polar).toBeLessThan(0.01);
      expect(top.target).toEqual([0, 0, 0]);
      // every corner of the table in the window
      for (const [x, z] of [[-36, 24], [36, 24], [36, -24], [-36, -24]] as const) {
        const p = projectPoint(top, aspect, [x, 0, z])!;
        expect(Math.abs(p[0])).toBeLessThan(1);
        expect(Math.abs(p[1])).toBeLessThan(1);
      }
      // and the table fills the window's width or height nearly to its edge
      const edges = [projectPoint(top, aspect, [36, 0, 0])![0], projectPoint(top, aspect, [0, 0, -24])![1]];
      expect(Math.max(...edges.map(Math.abs))).toBeGreaterThan(0.85);
    }
  });
});

/** The table point (y = 0) seen at a window point, by searching the ground for the point that projects there. */
function groundUnder(pose: ReturnType<typeof defaultPose>, ndc: [number, number], aspect: number): [number, number, number] {
  let p: [number, number, number] = [pose.target[0], 0, pose.target[2]];
  for (let i = 0; i < 200; i++) {
    const at = projectPoint(pose, aspect, p)!;
    const h = 0.01;
    const dx = projectPoint(pose, aspect, [p[0] + h, 0, p[2]])!, dz = projectPoint(pose, aspect, [p[0], 0, p[2] + h])!;
    // Newton step on the 2×2 Jacobian
    const a = (dx[0] - at[0]) / h, b = (dz[0] - at[0]) / h, c = (dx[1] - at[1]) / h, d = (dz[1] - at[1]) / h;
    const ex = ndc[0] - at[0], ey = ndc[1] - at[1];
    const det = a * d - b * c;
    p = [p[0] + (d * ex - b * ey) / det, 0, p[2] + (-c * ex + a * ey) / det];
  }
  return p;
}
