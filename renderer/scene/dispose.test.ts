import { describe, expect, it } from 'vitest';
import { BoxGeometry, Mesh, MeshLambertMaterial, Texture } from 'three';
import { SceneResources, retireObject } from './dispose.ts';

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

describe("a component's GPU resources", () => {
  const later = () => {
    const queued: (() => void)[] = [];
    return { queued, later: (then: () => void) => { queued.push(then); } };
  };

  it('retires a rebuilt object once replaced, sparing what the component keeps', () => {
    const { queued, later: after } = later();
    const gpu = new SceneResources(after);
    const { root, shared, freed } = watched();
    gpu.keep(shared);
    const cleanup = gpu.own(root);
    expect(freed).toEqual([]);
    cleanup();
    expect(freed).toEqual([]);
    queued.forEach((q) => q());
    expect(freed.sort()).toEqual(['geometry', 'material']);
  });

  it('owns no object without complaint', () => {
    const { queued, later: after } = later();
    const gpu = new SceneResources(after);
    gpu.own(null)();
    expect(queued).toEqual([]);
  });

  it('frees what it kept, a material with its texture, when the component goes, once', () => {
    const gpu = new SceneResources();
    const freed: string[] = [];
    const texture = new Texture();
    texture.addEventListener('dispose', () => freed.push('texture'));
    const material = gpu.keep(new MeshLambertMaterial({ map: texture }));
    material.addEventListener('dispose', () => freed.push('material'));
    const models = gpu.keepAll({ a: new BoxGeometry(), b: new BoxGeometry() });
    models.a.addEventListener('dispose', () => freed.push('a'));
    models.b.addEventListener('dispose', () => freed.push('b'));
    expect(gpu.has(material) && gpu.has(models.a) && gpu.has(models.b)).toBe(true);
    gpu.dispose();
    expect(freed.sort()).toEqual(['a', 'b', 'material', 'texture']);
    gpu.dispose();
    expect(freed).toHaveLength(4);
  });
});
