import { describe, expect, it } from 'vitest';
import { DirectionalLight, Vector3 } from 'three';
import { fitShadowFrame } from './shadow-frame.ts';

/** Points of the table's box from the felt up to `tallest`, in the world (table centre at the origin). */
function tableBox(width: number, height: number, tallest: number): Vector3[] {
  const points: Vector3[] = [];
  for (const fx of [0, 0.5, 1]) for (const fy of [0, 1]) for (const fz of [0, 0.5, 1]) {
    points.push(new Vector3((fx - 0.5) * width, fy * tallest, (fz - 0.5) * height));
  }
  return points;
}

/** A three.js directional light set up from the frame, as the scene does, and its shadow camera updated. */
function lightFrom(frame: ReturnType<typeof fitShadowFrame>): DirectionalLight {
  const light = new DirectionalLight();
  light.position.set(...frame.position);
  const cam = light.shadow.camera;
  Object.assign(cam, { left: frame.left, right: frame.right, top: frame.top, bottom: frame.bottom, near: frame.near, far: frame.far });
  cam.updateProjectionMatrix();
  light.updateMatrixWorld();
  light.target.updateMatrixWorld();
  light.shadow.updateMatrices(light);
  return light;
}

describe('fitShadowFrame', () => {
  const lights = [{ x: -0.35, y: 1, z: 0.45 }, { x: 0, y: 1, z: 0 }, { x: 1, y: 0.5, z: -1 }, { x: -3, y: 1, z: 0.2 }];
  const tables = [{ width: 24, height: 24 }, { width: 48, height: 36 }, { width: 72, height: 48 }, { width: 96, height: 48 }, { width: 180, height: 60 }];

  for (const table of tables) {
    for (const toward of lights) {
      it(`a ${table.width}×${table.height} table lit from (${toward.x}, ${toward.y}, ${toward.z}) lies wholly in the shadow camera, up to its tallest model`, () => {
        const tallest = 9;
        const light = lightFrom(fitShadowFrame(table, tallest, toward));
        const cam = light.shadow.camera;
        for (const p of tableBox(table.width, table.height, tallest)) {
          const ndc = p.clone().project(cam);
          expect(Math.abs(ndc.x)).toBeLessThanOrEqual(1);
          expect(Math.abs(ndc.y)).toBeLessThanOrEqual(1);
          expect(Math.abs(ndc.z)).toBeLessThanOrEqual(1);
        }
      });
    }
  }

  it('spends the shadow map on the table: the box is no more than a few inches wider than the table seen from above', () => {
    const frame = fitShadowFrame({ width: 72, height: 48 }, 8, { x: 0, y: 1, z: 0 });
    expect(frame.right - frame.left).toBeLessThanOrEqual(72 + 8);
    expect(frame.top - frame.bottom).toBeLessThanOrEqual(48 + 8);
  });

  it('grows with the tallest model when the light is slanted: a tall hill widens the box the light sees', () => {
    const toward = { x: -1, y: 1, z: 0 };
    const low = fitShadowFrame({ width: 72, height: 48 }, 4, toward), high = fitShadowFrame({ width: 72, height: 48 }, 20, toward);
    const area = (f: typeof low) => (f.right - f.left) * (f.top - f.bottom);
    expect(area(high)).toBeGreaterThan(area(low));
  });
});
