import { describe, expect, it } from 'vitest';
import { BoxGeometry, Mesh, MeshLambertMaterial } from 'three';
import { retireObject } from './dispose.ts';

function watched() {
  const freed: string[] = [];
  const geometry = new BoxGeometry();
  const material = new MeshLambertMaterial();
  const shared = new BoxGeometry();
  geometry.addEventListener('dispose', () => freed.push('geometry'));
  material.addEventListener('dispose', () => freed.push('material'));
  shared.addEventListener('dispose', () => freed.push('shared'));
  const root = new Mesh(geometry, material);
  root.add(new Mesh(shared, material));
  return { root, shared, freed };
}

describe('retiring a rebuilt object', () => {
  it('frees nothing until the frames after the change are drawn, then all but what is kept', () => {
    const { root, shared, freed } = watched();
    let drawn: (() => void) | null = null;
    retireObject(root, new Set([shared]), (then) => { drawn = then; });
    expect(freed).toEqual([]);
    expect(drawn).not.toBeNull();
    drawn!();
    expect(freed.sort()).toEqual(['geometry', 'material']);
  });

  it('frees on a timer where no frames are drawn', async () => {
    const { root, freed } = watched();
    retireObject(root);
    expect(freed).toEqual([]);
    await new Promise((r) => setTimeout(r, 1100));
    expect(freed.sort()).toEqual(['geometry', 'material', 'shared']);
  });
});
