import { describe, expect, it } from 'vitest';
import { BoxGeometry, InstancedMesh, Matrix4, MeshBasicMaterial, Ray, Raycaster, Vector3, type Object3D } from 'three';
import { orderPicks, PickCycle, unitHits, visibleUnitHits } from './table-picker.ts';

/** One instance of a box at (x, z), `w` wide and `h` tall, standing on the table, naming its unit. */
function box(unitId: string, x: number, z: number, w: number, h: number, visible: boolean): InstancedMesh {
  const mesh = new InstancedMesh(new BoxGeometry(w, h, w).translate(0, h / 2, 0), new MeshBasicMaterial(), 1);
  mesh.setMatrixAt(0, new Matrix4().makeTranslation(x, 0, z));
  mesh.computeBoundingSphere();
  mesh.visible = visible;
  mesh.userData.unitIds = [unitId];
  return mesh;
}

describe('picking on the table', () => {
  // The camera looks down at 45° from the south; the commander's tall pick box stands in front of the Maxim's base.
  const commanderHull = box('commander', 0, 1.5, 2, 3, false);
  const commanderFigure = box('commander', 0, 1.5, 0.3, 2.5, true);
  const maximHull = box('maxim', 0, -1, 2, 1, false);
  const maximBase = box('maxim', 0, -1, 2, 0.2, true);
  // Aimed at the front of the Maxim's base, past the commander's box but not his figure.
  const ray = new Ray(new Vector3(0.6, 8, 7.2), new Vector3(0, -1, -1).normalize());

  it('gives the unit whose drawn base the pointer is on, not the figure whose pick box stands over it', () => {
    const hulls = unitHits(new Raycaster(ray.origin, ray.direction).intersectObjects([commanderHull, maximHull] as Object3D[], false));
    expect(hulls.map((h) => h.unitId)).toEqual(['commander', 'maxim']);
    const visible = visibleUnitHits([commanderFigure, maximBase], ray, new Set(['commander', 'maxim']));
    expect(orderPicks(hulls, visible)).toEqual(['maxim', 'commander']);
  });

  it('keeps the order the ray met the pick boxes when no drawn mesh was hit', () => {
    expect(orderPicks([{ unitId: 'a', distance: 1 }, { unitId: 'b', distance: 2 }], [])).toEqual(['a', 'b']);
  });

  it('steps to the next unit on a second click at the same spot, and starts over elsewhere', () => {
    const cycle = new PickCycle();
    const ids = ['maxim', 'commander'];
    expect(cycle.choose(ids, 100, 100)).toBe('maxim');
    expect(cycle.choose(ids, 102, 99)).toBe('commander');
    expect(cycle.choose(ids, 101, 100)).toBe('maxim');
    expect(cycle.choose(ids, 160, 100)).toBe('maxim');
    expect(cycle.choose(['maxim'], 160, 100)).toBe('maxim');
  });
});
