import { describe, expect, it } from 'vitest';
import { buildReliefData, reliefStep, reliefTint, toBufferGeometry } from './relief-mesh.ts';
import { createTableModel } from './table-model.ts';
import { scenarioFixture } from '../../shared/testing/scenario-fixture.ts';

describe('relief mesh', () => {
  const scenario = scenarioFixture({
    terrain: [{ id: 'h1', kind: 'hill', height: 2, steepness: 'gentle', polygon: [{ x: 10, y: 10 }, { x: 30, y: 10 }, { x: 30, y: 30 }, { x: 10, y: 30 }] }],
  });
  const model = createTableModel(scenario);

  it('samples the rules’ own heights: flat table, crest at the hill’s height', () => {
    const mesh = buildReliefData(model);
    const ys = mesh.positions.filter((_, i) => i % 3 === 1);
    expect(Math.min(...ys)).toBe(0);
    expect(Math.max(...ys)).toBeCloseTo(2);
    expect(model.heightAt({ x: 20, y: 20 })).toBeCloseTo(2);
  });

  it('covers the whole table with its UVs running 0..1', () => {
    const mesh = buildReliefData(model);
    const xs = mesh.positions.filter((_, i) => i % 3 === 0);
    expect(Math.min(...xs)).toBe(-24);
    expect(Math.max(...xs)).toBe(24);
    expect(Math.max(...mesh.uvs)).toBe(1);
  });

  it('faces up', () => {
    const g = toBufferGeometry(buildReliefData(model));
    const normals = g.getAttribute('normal');
    for (let i = 0; i < normals.count; i += 97) expect(normals.getY(i)).toBeGreaterThan(0);
  });

  it('coarsens the grid on huge tables', () => {
    expect(reliefStep({ width: 72, height: 48 })).toBe(0.5);
    expect(reliefStep({ width: 480, height: 240 })).toBe(2);
  });
});

describe('relief paint', () => {
  it('paints each contour step a shade lighter, flat ground as the felt', () => {
    expect(reliefTint(0)).toBe(1);
    expect(reliefTint(-1)).toBe(1);
    // within a step the shade creeps up a little; across a contour it jumps
    expect(reliefTint(0.45) - reliefTint(0.05)).toBeLessThan(0.02);
    expect(reliefTint(1.02) - reliefTint(0.98)).toBeGreaterThan(0.05);
    expect(reliefTint(2.5)).toBeGreaterThan(reliefTint(1.5));
    expect(reliefTint(40)).toBeLessThanOrEqual(1.24);
  });
});
