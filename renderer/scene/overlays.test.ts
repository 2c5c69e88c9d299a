import { describe, expect, it } from 'vitest';
import { FILL_LIFT, OVERLAY_LIFT, buildOverlayMeshes, clipToTable, dashPolyline, subdivide, triangulate } from './overlays.ts';
import type { MeshData } from './mesh-data.ts';
import { worldX } from './coordinates.ts';

const table = { width: 48, height: 48 };
const flat = () => 0;

const upward = (m: MeshData) => {
  for (let t = 0; t < m.indices.length; t += 3) {
    const p = (k: number) => [m.positions[m.indices[t + k]! * 3]!, m.positions[m.indices[t + k]! * 3 + 2]!] as const;
    const [ax, az] = p(0), [bx, bz] = p(1), [cx, cz] = p(2);
    // y of the cross product (b−a)×(c−a)
    if ((bz - az) * (cx - ax) - (bx - ax) * (cz - az) <= 0) return false;
  }
  return true;
};

describe('overlays', () => {
  it('draws a measuring tape with its label at the far end', () => {
    const out = buildOverlayMeshes([{ kind: 'line', points: [{ x: 0, y: 0 }, { x: 0, y: 12 }], color: '#fff', label: '12"' }], table, flat);
    expect(out.strokes).toHaveLength(1);
    expect(out.labels).toEqual([{ text: '12"', p: { x: 0, y: 12 }, color: '#fff' }]);
    const ys = out.strokes[0]!.mesh.positions.filter((_, i) => i % 3 === 1);
    expect(ys.every((y) => y === OVERLAY_LIFT)).toBe(true);
  });

  it('fills a reach area and rings it, one mesh per colour, all facing up', () => {
    const area = [{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 15, y: 15 }, { x: 5, y: 15 }];
    const out = buildOverlayMeshes([
      { kind: 'area', polygon: area, color: '#0f0' },
      { kind: 'area', polygon: [...area].reverse(), color: '#0f0' },
      { kind: 'circle', centre: { x: 30, y: 30 }, radius: 6, color: '#f00', filled: true },
      { kind: 'path', points: [{ x: 1, y: 1 }, { x: 10, y: 3 }], color: '#00f' },
    ], table, flat);
    expect(out.fills.map((f) => f.color)).toEqual(['#0f0', '#f00']);
    expect(out.strokes.map((f) => f.color)).toEqual(['#0f0', '#f00', '#00f']);
    for (const m of [...out.fills, ...out.strokes]) expect(upward(m.mesh)).toBe(true);
  });

  it('cuts a dashed or dotted path into pieces with gaps between, its arrowhead whole', () => {
    const points = [{ x: 2, y: 2 }, { x: 40, y: 2 }];
    /** The widest stretch along the shaft with no vertex in it, in world units. */
    const widestGap = (dash?: 'dashed' | 'dotted') => {
      const out = buildOverlayMeshes([{ kind: 'path', points, color: '#00f', width: 0.3, ...(dash ? { dash } : {}) }], table, flat);
      // The shaft stops where the arrowhead (five widths long) begins; the head is one triangle.
      const xs = out.strokes[0]!.mesh.positions.filter((x, i) => i % 3 === 0 && x <= worldX(40 - 0.3 * 5, table) + 1e-9).sort((p, q) => p - q);
      return Math.max(...xs.slice(1).map((x, i) => x - xs[i]!));
    };
    const solid = widestGap(), dashed = widestGap('dashed'), dotted = widestGap('dotted');
    expect(solid).toBeLessThanOrEqual(worldX(2.5, table) - worldX(2, table) + 1e-9);
    expect(dashed).toBeCloseTo(worldX(0.3 * 3.5, table) - worldX(0, table), 5);
    expect(dotted).toBeCloseTo(worldX(0.3 * 2, table) - worldX(0, table), 5);
  });

  it('skips shapes too short to draw', () => {
    const out = buildOverlayMeshes([{ kind: 'line', points: [{ x: 1, y: 1 }], color: '#fff' }], table, flat);
    expect(out.strokes).toHaveLength(0);
  });
});

describe('dashes', () => {
  it('cuts a line into dashes and gaps of the given lengths', () => {
    const dashes = dashPolyline([{ x: 0, y: 0 }, { x: 10, y: 0 }], 2, 1);
    expect(dashes.map((d) => [d[0]!.x, d.at(-1)!.x])).toEqual([[0, 2], [3, 5], [6, 8], [9, 10]]);
  });

  it('carries a dash round a corner', () => {
    const dashes = dashPolyline([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 5 }], 2, 1);
    expect(dashes[0]).toEqual([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 1, y: 1 }]);
  });
});

describe('draped fills', () => {
  it('cover the polygon’s area exactly, in triangles no longer than the step', () => {
    const square = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }];
    const tris = subdivide(triangulate(square), 1.5);
    const area = tris.reduce((s, [a, b, c]) => s + ((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2, 0);
    expect(area).toBeCloseTo(100);
    for (const [a, b, c] of tris) {
      for (const [p, q] of [[a, b], [b, c], [c, a]] as const) expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeLessThanOrEqual(1.5 + 1e-9);
    }
  });

  it('follow a hill inside the area', () => {
    const hill = (p: { x: number; y: number }) => Math.max(0, 2 - Math.hypot(p.x - 5, p.y - 5) / 2);
    const out = buildOverlayMeshes([{ kind: 'area', polygon: [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }], color: '#0f0' }], { width: 20, height: 20 }, hill);
    const ys = out.fills[0]!.mesh.positions.filter((_, i) => i % 3 === 1);
    expect(Math.max(...ys)).toBeGreaterThan(1.5 + FILL_LIFT);
  });
});

describe('overlays stop at the table edge', () => {
  const table = { width: 20, height: 20 };

  it('clips a line that leaves the table and comes back', () => {
    const pieces = clipToTable([{ x: 5, y: 5 }, { x: 25, y: 5 }, { x: 25, y: 10 }, { x: 5, y: 10 }], table);
    expect(pieces).toEqual([[{ x: 5, y: 5 }, { x: 20, y: 5 }], [{ x: 20, y: 10 }, { x: 5, y: 10 }]]);
  });

  it('keeps a line on the table whole', () => {
    expect(clipToTable([{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 1 }], table)).toEqual([[{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 1 }]]);
  });

  it('fills only the part of a circle on the table', () => {
    const out = buildOverlayMeshes([{ kind: 'circle', centre: { x: 0, y: 10 }, radius: 5, color: '#0f0', filled: true }], table, () => 0);
    const xs = out.fills[0]!.mesh.positions.filter((_, i) => i % 3 === 0);
    // world x = table x − 10: nothing left of the table's west edge
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(-10 - 1e-9);
    const strokeXs = out.strokes[0]!.mesh.positions.filter((_, i) => i % 3 === 0);
    expect(Math.min(...strokeXs)).toBeGreaterThan(-10.2);
  });
});
