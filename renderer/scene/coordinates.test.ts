import { describe, expect, it } from 'vitest';
import { Euler, Vector3 } from 'three';
import { facingToRotationY, tableToWorld, worldToTable } from './coordinates.ts';
import { headingVector } from '../../shared/geometry/vec.ts';

const table = { width: 72, height: 48 };

describe('table ↔ world coordinates', () => {
  it('puts the table centre at the world origin', () => {
    expect(tableToWorld({ x: 36, y: 24 }, table)).toEqual({ x: 0, y: 0, z: 0 });
  });

  it('maps the Red (south) baseline toward +z and the White (north) edge toward −z', () => {
    expect(tableToWorld({ x: 0, y: 0 }, table, 2)).toEqual({ x: -36, y: 2, z: 24 });
    expect(tableToWorld({ x: 72, y: 48 }, table)).toEqual({ x: 36, y: 0, z: -24 });
  });

  it('round-trips a point', () => {
    const p = { x: 12.5, y: 40.25 };
    const w = tableToWorld(p, table);
    expect(worldToTable(w.x, w.z, table)).toEqual(p);
  });

  it.each([0, 45, 90, 180, 270, -30])('turns a model looking down −z to face %s°', (facing) => {
    const forward = new Vector3(0, 0, -1).applyEuler(new Euler(0, facingToRotationY(facing), 0));
    const expected = headingVector(facing);
    // table +x is world +x, table +y is world −z
    expect(forward.x).toBeCloseTo(expected.x, 9);
    expect(-forward.z).toBeCloseTo(expected.y, 9);
  });
});
