import { describe, expect, it } from 'vitest';
import { MeshData, appendDisc, appendRibbon, appendWall, mitredNormals, offsetPolyline, resamplePolyline } from './mesh-data.ts';

const table = { width: 20, height: 20 };
const flat = () => 0;
const hill = (p: { x: number; y: number }) => Math.max(0, 3 - Math.hypot(p.x - 10, p.y - 10));

/** Face normals (world) of every triangle. */
function faceNormals(m: MeshData): { n: [number, number, number]; c: [number, number, number] }[] {
  const out: { n: [number, number, number]; c: [number, number, number] }[] = [];
  const v = (i: number): [number, number, number] => [m.positions[i * 3]!, m.positions[i * 3 + 1]!, m.positions[i * 3 + 2]!];
  for (let t = 0; t < m.indices.length; t += 3) {
    const a = v(m.indices[t]!), b = v(m.indices[t + 1]!), c = v(m.indices[t + 2]!);
    const u = [b[0] - a[0], b[1] - a[1], b[2] - a[2]], w = [c[0] - a[0], c[1] - a[1], c[2] - a[2]];
    out.push({
      n: [u[1]! * w[2]! - u[2]! * w[1]!, u[2]! * w[0]! - u[0]! * w[2]!, u[0]! * w[1]! - u[1]! * w[0]!],
      c: [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3],
    });
  }
  return out;
}

describe('polyline resampling', () => {
  it('splits long segments and keeps the end points', () => {
    const pts = resamplePolyline([{ x: 0, y: 0 }, { x: 0, y: 10 }], 1);
    expect(pts).toHaveLength(11);
    expect(pts[10]).toEqual({ x: 0, y: 10 });
  });

  it('closes a ring without repeating its first point', () => {
    const pts = resamplePolyline([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }], 2, true);
    expect(pts[0]).toEqual({ x: 0, y: 0 });
    expect(pts.at(-1)).not.toEqual({ x: 0, y: 0 });
  });

  it('lengthens the offset at a right-angle corner by √2', () => {
    const n = mitredNormals([{ x: 0, y: 0 }, { x: 0, y: 5 }, { x: 5, y: 5 }]);
    expect(n[1]!.scale).toBeCloseTo(Math.SQRT2);
    expect(n[0]!.scale).toBeCloseTo(1);
  });
});

describe('ribbons draped on the relief', () => {
  it('faces up everywhere and keeps its width', () => {
    const m = new MeshData();
    appendRibbon(m, [{ x: 2, y: 2 }, { x: 12, y: 12 }, { x: 18, y: 6 }], { width: 1, heightAt: flat, table, lift: 0.05 });
    for (const f of faceNormals(m)) expect(f.n[1]).toBeGreaterThan(0);
    const [x0, , z0, x1, , z1] = m.positions;
    expect(Math.hypot(x1! - x0!, z1! - z0!)).toBeCloseTo(1);
  });

  it('rides over a hill at the chosen lift', () => {
    const m = new MeshData();
    appendRibbon(m, [{ x: 0, y: 10 }, { x: 20, y: 10 }], { width: 0.1, heightAt: hill, table, lift: 0.1, step: 0.5 });
    const ys = m.positions.filter((_, i) => i % 3 === 1);
    // the crest is 3, the strip's edges sit 0.05 off it
    expect(Math.max(...ys)).toBeCloseTo(3.05, 5);
    expect(Math.min(...ys)).toBeCloseTo(0.1, 5);
  });

  it('joins a closed ring back to its start', () => {
    const m = new MeshData();
    appendRibbon(m, [{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 15, y: 15 }, { x: 5, y: 15 }], { width: 1, heightAt: flat, table, lift: 0, step: 100, closed: true });
    expect(m.triangleCount).toBe(8);
  });
});

describe('walls along a line', () => {
  it('turns every face outward or up', () => {
    const m = new MeshData();
    appendWall(m, [{ x: 10, y: 2 }, { x: 10, y: 18 }], { thickness: 0.5, height: 1, heightAt: flat, table, step: 4 });
    for (const f of faceNormals(m)) {
      // the wall's centre line is world x = 0, running from z = 8 to z = −8
      const out = [f.c[0], f.c[1] - 0.4, f.c[2] > 7.9 ? 1 : f.c[2] < -7.9 ? -1 : 0];
      const dot = f.n[0] * out[0]! + f.n[1] * out[1]! + f.n[2] * out[2]!;
      expect(dot).toBeGreaterThan(0);
    }
  });

  it('stands on the ground and sinks its footing', () => {
    const m = new MeshData();
    appendWall(m, [{ x: 2, y: 2 }, { x: 8, y: 2 }], { thickness: 0.5, height: 1, heightAt: () => 2, table, sink: 0.3 });
    const ys = m.positions.filter((_, i) => i % 3 === 1);
    expect(Math.min(...ys)).toBeCloseTo(1.7);
    expect(Math.max(...ys)).toBeCloseTo(3);
  });
});

describe('discs', () => {
  it('face up', () => {
    const m = new MeshData();
    appendDisc(m, { x: 10, y: 10 }, 2, 0.1, table, 12);
    expect(m.triangleCount).toBe(12);
    for (const f of faceNormals(m)) expect(f.n[1]).toBeGreaterThan(0);
  });
});

describe('offset lines', () => {
  it('moves a line to its left by the distance, keeping corners square', () => {
    const rail = offsetPolyline([{ x: 0, y: 0 }, { x: 0, y: 10 }, { x: 10, y: 10 }], 0.5);
    expect(rail[0]).toEqual({ x: -0.5, y: 0 });
    expect(rail[1]!.x).toBeCloseTo(-0.5);
    expect(rail[1]!.y).toBeCloseTo(10.5);
    expect(rail[2]!.y).toBeCloseTo(10.5);
  });
});
