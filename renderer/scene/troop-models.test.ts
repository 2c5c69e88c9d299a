import { describe, expect, it } from 'vitest';
import { Box3, Vector3 } from 'three';
import { FAR_KINDS, FIGURE_KINDS, MODEL_LENGTH, baseModel, buildFigureModel, figureModel } from './troop-models.ts';
import { boundsOfColour, sideShare, tintedShare } from './model-kit.ts';
import { ARMOUR_DARK, ARMOUR_GREEN, ARMOUR_KHAKI, CART, GUN, HORSE, HORSE_DARK, HORSE_GREY, KHAKI, SKIN, SLIT, STEEL } from './figure-kit.ts';

function bounds(kind: (typeof FIGURE_KINDS)[number]): Box3 {
  const m = buildFigureModel(kind);
  m.computeBoundingBox();
  return m.boundingBox!.clone();
}

describe('troop models', () => {
  it.each(FIGURE_KINDS)('%s stands on its base: not floating, not buried', (kind) => {
    const b = bounds(kind);
    expect(b.min.y).toBeGreaterThanOrEqual(-0.02);
    expect(b.min.y).toBeLessThan(0.05);
  });

  it.each(FIGURE_KINDS)('%s is painted in period colours, with the side shown in its markings', (kind) => {
    // caps, saddle cloths, bands and turret tops take the side's colour; uniforms, horses and armour do not
    const share = sideShare(buildFigureModel(kind));
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.4);
  });

  it('puts a foot soldier in khaki with a cap in the side colour on top', () => {
    const m = buildFigureModel('infantry');
    expect(boundsOfColour(m, KHAKI)).not.toBeNull();
    const model = figureModel('infantry');
    const mask = model.getAttribute('tintMask'), pos = model.getAttribute('position');
    let lowestSide = Infinity;
    for (let i = 0; i < mask.count; i++) if (mask.getX(i) === 1) lowestSide = Math.min(lowestSide, pos.getY(i));
    expect(lowestSide).toBeGreaterThan(0.8);
  });

  it('mounts the cavalry on horses: four legs under a body, the rider above', () => {
    const m = buildFigureModel('cavalry');
    const legs = boundsOfColour(m, HORSE_DARK)!, body = boundsOfColour(m, HORSE)!;
    expect(legs.min[1]).toBeLessThan(0.02);
    expect(body.min[1]).toBeGreaterThan(0.4);
    expect(boundsOfColour(m, KHAKI)!.min[1]).toBeGreaterThan(body.max[1] - 0.3);
  });

  it('harnesses a team of three horses of different coats ahead of the tachanka cart', () => {
    const m = buildFigureModel('tachanka');
    const cart = boundsOfColour(m, CART)!;
    for (const coat of [HORSE, HORSE_DARK, HORSE_GREY]) expect(boundsOfColour(m, coat)!.max[2]).toBeLessThan(cart.min[2]);
    // the Maxim fires over the tail, behind its shield
    expect(boundsOfColour(m, GUN)!.max[2]).toBeGreaterThan(cart.max[2]);
  });

  it('sets the Maxim on its wheeled mount ahead of its crew, behind a shield', () => {
    const m = buildFigureModel('mg');
    const gun = boundsOfColour(m, GUN)!, skin = boundsOfColour(m, SKIN)!, shield = boundsOfColour(m, ARMOUR_GREEN)!;
    expect(gun.min[2]).toBeLessThan(skin.min[2] - 0.5);
    expect(shield.max[0] - shield.min[0]).toBeGreaterThan(0.5);
    expect(boundsOfColour(m, STEEL)!.min[1]).toBeLessThan(0.02);
  });

  it('parks the field gun\'s limber behind its trail, with a crew', () => {
    const m = buildFigureModel('field-gun');
    const gun = boundsOfColour(m, GUN)!;
    expect(boundsOfColour(m, ARMOUR_GREEN)!.max[2]).toBeGreaterThan(gun.max[2] + 0.4);
    expect(boundsOfColour(m, SKIN)).not.toBeNull();
  });

  it('draws a Renault much smaller and narrower than a Mark V, in its own paint', () => {
    const mk5 = bounds('tank'), ft = bounds('light-tank');
    expect(ft.max.x - ft.min.x).toBeLessThan((mk5.max.x - mk5.min.x) * 0.6);
    expect(boundsOfColour(buildFigureModel('tank'), ARMOUR_KHAKI)).not.toBeNull();
  });

  it('draws a Whippet low and long with its boxy cab at the rear, not as a Mark V', () => {
    const mk5 = bounds('tank'), whippet = bounds('medium-tank');
    const width = (b: Box3) => b.max.x - b.min.x;
    expect(width(whippet)).toBeLessThan(width(mk5) * 0.7);
    expect(whippet.max.y).toBeLessThan(mk5.max.y);
    expect(whippet.max.z - whippet.min.z).toBeGreaterThan(width(whippet) * 1.5);
    // Everything standing above the track frames is the cab and its gun, behind the middle (the model looks down −z).
    const pos = figureModel('medium-tank').getAttribute('position');
    let high = 0;
    for (let i = 0; i < pos.count; i++) {
      if (pos.getY(i) <= 0.7) continue;
      high++;
      expect(pos.getZ(i)).toBeGreaterThan(-0.05);
    }
    expect(high).toBeGreaterThan(8);
    // and no rhomboid horns: the tracks run low along the sides, under the cab's height
    const tracks = boundsOfColour(figureModel('medium-tank'), ARMOUR_DARK)!;
    expect(tracks.max[1]).toBeLessThan(0.7);
  });

  it('gives the Austin two turrets abreast behind a long bonnet', () => {
    const m = figureModel('armoured-car');
    const guns = boundsOfColour(m, GUN)!;
    expect(guns.max[0] - guns.min[0]).toBeGreaterThan(0.3);
    expect(boundsOfColour(m, SLIT)!.min[2]).toBeLessThan(-0.9);
  });

  it.each(FIGURE_KINDS)('%s is about as long as its stated length, so vehicles scale to fit their bases', (kind) => {
    const b = bounds(kind);
    const length = b.max.z - b.min.z;
    // figures are narrow; a figure's depth is within a factor of its nominal length
    expect(length).toBeGreaterThan(MODEL_LENGTH[kind] * 0.8);
    expect(length).toBeLessThan(MODEL_LENGTH[kind] * 1.45);
  });

  it('draws the tachanka with its horses in front (toward −z)', () => {
    expect(bounds('tachanka').min.z).toBeLessThan(-1);
  });

  it('keeps figures low-poly: a foot soldier under 50 triangles, any model under 600', () => {
    const triangles = (kind: (typeof FIGURE_KINDS)[number]) => {
      const g = buildFigureModel(kind);
      return (g.index?.count ?? g.getAttribute('position').count) / 3;
    };
    expect(triangles('infantry')).toBeLessThan(50);
    for (const kind of FIGURE_KINDS) expect(triangles(kind)).toBeLessThan(600);
  });
});

describe('compact models', () => {
  it('share vertices between faces, keeping colours and tint', () => {
    const g = buildFigureModel('infantry');
    expect(g.index).not.toBeNull();
    expect(g.getAttribute('position').count).toBeLessThan(g.index!.count / 2);
    expect(g.getAttribute('tintMask').count).toBe(g.getAttribute('position').count);
  });
});

describe('far models', () => {
  it.each(FAR_KINDS)('%s far model is much lighter and about the same size', (kind) => {
    const near = buildFigureModel(kind, 'near'), far = buildFigureModel(kind, 'far');
    expect(far.index!.count).toBeLessThan(near.index!.count * 0.6);
    near.computeBoundingBox();
    far.computeBoundingBox();
    expect(Math.abs(far.boundingBox!.max.y - near.boundingBox!.max.y)).toBeLessThan(0.25);
    const length = (b: Box3) => b.max.z - b.min.z;
    expect(length(far.boundingBox!) / length(near.boundingBox!)).toBeGreaterThan(0.75);
    expect(length(far.boundingBox!) / length(near.boundingBox!)).toBeLessThan(1.25);
    expect(far.boundingBox!.min.y).toBeGreaterThanOrEqual(-0.02);
    expect(tintedShare(far)).toBeGreaterThan(0.1);
  });
});

describe('base model', () => {
  it('shows only its sides, bevel and top, every face outward, the flock inside a side-coloured bevel', () => {
    const g = baseModel();
    const pos = g.getAttribute('position'), idx = g.index!;
    expect(idx.count / 3).toBe(20);
    const a = new Vector3(), b = new Vector3(), c = new Vector3();
    for (let i = 0; i < idx.count; i += 3) {
      a.fromBufferAttribute(pos, idx.getX(i)); b.fromBufferAttribute(pos, idx.getX(i + 1)); c.fromBufferAttribute(pos, idx.getX(i + 2));
      const n = b.clone().sub(a).cross(c.clone().sub(a));
      const centre = a.clone().add(b).add(c).divideScalar(3).sub(new Vector3(0, 0.5, 0));
      expect(n.dot(centre)).toBeGreaterThan(0);
    }
    expect(tintedShare(g)).toBeGreaterThan(0.5);
  });
});
