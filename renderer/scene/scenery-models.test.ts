import { describe, expect, it } from 'vitest';
import { BufferGeometry, Vector3 } from 'three';
import { bushModel, coneCrownModel, domeModel, houseWallsModel, reedModel, roofModel, roundCrownModel, stoneModel, trunkModel } from './scenery-models.ts';
import { boundsOfColour } from './model-kit.ts';
import { TERRAIN_COLOURS } from './palette.ts';

function outwardShare(g: BufferGeometry, triangles: number): number {
  // share of triangles whose normal points away from the model's centre: a test of winding
  g.computeBoundingBox();
  const centre = g.boundingBox!.getCenter(new Vector3());
  const pos = g.getAttribute('position');
  let out = 0, total = 0;
  const a = new Vector3(), b = new Vector3(), c = new Vector3();
  const at = (k: number) => (g.index ? g.index.getX(k) : k);
  for (let i = 0; i < triangles * 3; i += 3) {
    a.fromBufferAttribute(pos, at(i)); b.fromBufferAttribute(pos, at(i + 1)); c.fromBufferAttribute(pos, at(i + 2));
    const n = b.clone().sub(a).cross(c.clone().sub(a));
    const mid = a.clone().add(b).add(c).divideScalar(3).sub(centre);
    if (n.dot(mid) > 0) out++;
    total++;
  }
  return out / total;
}

describe('scenery models', () => {
  it.each([
    ['trunk', trunkModel], ['bush', bushModel], ['reeds', reedModel], ['house walls', houseWallsModel], ['roof', roofModel],
  ])('%s stands on the ground (not floating, barely sunk)', (_, make) => {
    const g = make();
    g.computeBoundingBox();
    expect(g.boundingBox!.min.y).toBeGreaterThanOrEqual(-0.1);
    expect(g.boundingBox!.min.y).toBeLessThan(0.05);
    expect(g.getAttribute('color').count).toBe(g.getAttribute('position').count);
  });

  it('sinks stones partly into the ground', () => {
    const g = stoneModel();
    g.computeBoundingBox();
    expect(g.boundingBox!.min.y).toBeLessThan(0);
    expect(g.boundingBox!.max.y).toBeGreaterThan(0);
  });

  it('builds trees 1 tall with crowns resting on their trunks', () => {
    const trunk = trunkModel();
    trunk.computeBoundingBox();
    for (const make of [roundCrownModel, coneCrownModel]) {
      const g = make();
      g.computeBoundingBox();
      expect(g.boundingBox!.min.y).toBeLessThan(trunk.boundingBox!.max.y);
      expect(g.boundingBox!.max.y).toBeGreaterThan(0.9);
      expect(g.boundingBox!.max.y).toBeLessThan(1.05);
    }
  });

  it('turns the faces of the hand-built roof and the walls outward', () => {
    // the prism and the wall box come first in their merged models
    expect(outwardShare(roofModel(), 6)).toBe(1);
    expect(outwardShare(houseWallsModel(), 12)).toBe(1);
  });
});

describe('church dome', () => {
  it('stands a gilt onion on its drum, wider than the drum, with the cross on top', () => {
    const g = domeModel();
    g.computeBoundingBox();
    expect(g.boundingBox!.min.y).toBeCloseTo(0, 5);
    expect(g.boundingBox!.max.y).toBeGreaterThan(1.9);
    const gilt = boundsOfColour(g, '#c9a13a')!, drum = boundsOfColour(g, TERRAIN_COLOURS.plaster)!;
    expect(gilt.max[0] - gilt.min[0]).toBeGreaterThan(drum.max[0] - drum.min[0]);
    expect((g.index?.count ?? 0) / 3).toBeLessThan(200);
  });
});
