import { describe, expect, it } from 'vitest';
import { houseSpecs } from './house-specs.ts';
import { type House, isChurch } from './village-layout.ts';

const house: House = { x: 10, y: 10, width: 3, depth: 2, rotation: 30, wallHeight: 1.5, type: 'stone', authored: true };

describe('house instances', () => {
  it('sets the roof on the walls', () => {
    const { walls, roofs } = houseSpecs([house], { width: 20, height: 20 }, () => 0);
    expect(roofs[0]!.y).toBeCloseTo(walls[0]!.y + walls[0]!.sy!);
    expect(walls[0]!.rotationY).toBeCloseTo((-30 * Math.PI) / 180);
  });

  it('sinks the walls below the lowest corner on a slope, so no gap shows', () => {
    const slope = (p: { x: number; y: number }) => p.x * 0.2;
    const { walls } = houseSpecs([house], { width: 20, height: 20 }, slope);
    expect(walls[0]!.y).toBeLessThan(slope({ x: 10 - 1.5, y: 0 }));
  });
});

describe('churches', () => {
  it('puts an onion dome astride a church\'s ridge, and none on a house', () => {
    const church: House = { ...house, church: true };
    const { roofs, domes } = houseSpecs([house, church], { width: 20, height: 20 }, () => 0);
    expect(domes).toHaveLength(1);
    const roof = roofs[1]!;
    expect(domes[0]!.y).toBeGreaterThan(roof.y);
    expect(domes[0]!.y).toBeLessThan(roof.y + roof.sy!);
    expect(domes[0]!.sx).toBeCloseTo(1);
  });

  it('knows a church by the name the scenario gives it', () => {
    expect(isChurch({ id: 'church', label: undefined })).toBe(true);
    expect(isChurch({ id: 'b7', label: 'Kamenka chapel' })).toBe(true);
    expect(isChurch({ id: 'house-1', label: 'granary' })).toBe(false);
  });
});
