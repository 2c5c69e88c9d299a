import { describe, expect, it } from 'vitest';
import { BoxGeometry, Color, Matrix4, MeshLambertMaterial, Vector3 } from 'three';
import { buildInstancedMesh } from './instancing.ts';

describe('instanced copies', () => {
  it('returns nothing for an empty layer', () => {
    expect(buildInstancedMesh(new BoxGeometry(), new MeshLambertMaterial(), [], 'empty')).toBeNull();
  });

  it('places, turns, scales and tints each copy', () => {
    const mesh = buildInstancedMesh(new BoxGeometry(), new MeshLambertMaterial(), [
      { x: 1, y: 2, z: 3, rotationY: Math.PI / 2, sx: 2, colour: '#ff0000' },
      { x: -1, y: 0, z: 0 },
    ], 'boxes')!;
    expect(mesh.count).toBe(2);
    const m = new Matrix4();
    mesh.getMatrixAt(0, m);
    const p = new Vector3(1, 0, 0).applyMatrix4(m);
    // scaled by 2 along x, then turned a quarter to the left: +x goes to −z
    expect(p.x).toBeCloseTo(1);
    expect(p.y).toBeCloseTo(2);
    expect(p.z).toBeCloseTo(1);
    const c = new Color();
    mesh.getColorAt(0, c);
    expect(c.r).toBeCloseTo(1);
    mesh.getColorAt(1, c);
    expect(c.g).toBeCloseTo(1);
  });
});
