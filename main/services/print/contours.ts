import type { Vec } from '../../../shared/geometry/vec.ts';
import type { Bounds } from '../../../shared/geometry/polygon.ts';

/** A contour at one height: polylines in table inches; a closed ring repeats its first point at the end. */
export interface Contour {
  level: number;
  lines: Vec[][];
}

/**
 * Contour lines of a height field by marching squares over a grid of `cell` inches. Only ground above a level
 * counts as inside it: a flat plateau standing exactly at a level would otherwise be outlined through the grid's
 * sample points, in steps. Saddles are split by the cell's mean.
 */
export function contourLines(heightAt: (x: number, y: number) => number, bounds: Bounds, cell: number, levels: readonly number[]): Contour[] {
  const nx = Math.max(1, Math.ceil((bounds.maxX - bounds.minX) / cell));
  const ny = Math.max(1, Math.ceil((bounds.maxY - bounds.minY) / cell));
  const stride = nx + 1;
  const heights = new Float64Array(stride * (ny + 1));
  for (let j = 0; j <= ny; j++) {
    const y = Math.min(bounds.minY + j * cell, bounds.maxY);
    for (let i = 0; i <= nx; i++) heights[j * stride + i] = heightAt(Math.min(bounds.minX + i * cell, bounds.maxX), y);
  }
  const xAt = (i: number) => Math.min(bounds.minX + i * cell, bounds.maxX);
  const yAt = (j: number) => Math.min(bounds.minY + j * cell, bounds.maxY);
  return levels.map((level) => ({ level, lines: traceLevel(heights, nx, ny, level, xAt, yAt) }));
}

// Crossing points are named by the grid edge they lie on: horizontal edge (i,j)-(i+1,j) or vertical (i,j)-(i,j+1).
const hEdge = (i: number, j: number, stride: number) => (j * stride + i) * 2;
const vEdge = (i: number, j: number, stride: number) => (j * stride + i) * 2 + 1;

function traceLevel(heights: Float64Array, nx: number, ny: number, level: number, xAt: (i: number) => number, yAt: (j: number) => number): Vec[][] {
  const stride = nx + 1;
  const h = (i: number, j: number) => heights[j * stride + i]!;
  const points = new Map<number, Vec>();
  const crossing = (key: number, i0: number, j0: number, i1: number, j1: number): number => {
    if (!points.has(key)) {
      const a = h(i0, j0), b = h(i1, j1);
      const t = a === b ? 0.5 : (level - a) / (b - a);
      points.set(key, { x: xAt(i0) + (xAt(i1) - xAt(i0)) * t, y: yAt(j0) + (yAt(j1) - yAt(j0)) * t });
    }
    return key;
  };
  const segments: [number, number][] = [];
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const a = h(i, j), b = h(i + 1, j), c = h(i + 1, j + 1), d = h(i, j + 1);
      const code = (a > level ? 1 : 0) | (b > level ? 2 : 0) | (c > level ? 4 : 0) | (d > level ? 8 : 0);
      if (code === 0 || code === 15) continue;
      const bottom = () => crossing(hEdge(i, j, stride), i, j, i + 1, j);
      const right = () => crossing(vEdge(i + 1, j, stride), i + 1, j, i + 1, j + 1);
      const top = () => crossing(hEdge(i, j + 1, stride), i, j + 1, i + 1, j + 1);
      const left = () => crossing(vEdge(i, j, stride), i, j, i, j + 1);
      const centreHigh = (a + b + c + d) / 4 > level;
      switch (code) {
        case 1: case 14: segments.push([left(), bottom()]); break;
        case 2: case 13: segments.push([bottom(), right()]); break;
        case 3: case 12: segments.push([left(), right()]); break;
        case 4: case 11: segments.push([right(), top()]); break;
        case 6: case 9: segments.push([bottom(), top()]); break;
        case 7: case 8: segments.push([left(), top()]); break;
        case 5:
          if (centreHigh) segments.push([bottom(), right()], [top(), left()]);
          else segments.push([left(), bottom()], [right(), top()]);
          break;
        case 10:
          if (centreHigh) segments.push([left(), bottom()], [right(), top()]);
          else segments.push([bottom(), right()], [top(), left()]);
          break;
      }
    }
  }
  return joinSegments(segments).map((keys) => keys.map((k) => points.get(k)!));
}

/** Chains segments that share crossing points into polylines (each point joins at most two segments). */
export function joinSegments(segments: readonly [number, number][]): number[][] {
  const ends = new Map<number, number[]>();
  segments.forEach(([p, q], s) => {
    for (const k of [p, q]) {
      const list = ends.get(k);
      if (list) list.push(s);
      else ends.set(k, [s]);
    }
  });
  const used = new Uint8Array(segments.length);
  const other = (s: number, k: number) => (segments[s]![0] === k ? segments[s]![1] : segments[s]![0]);
  const extend = (chain: number[], from: number) => {
    let at = from;
    for (;;) {
      const next = ends.get(at)?.find((s) => !used[s]);
      if (next === undefined) return;
      used[next] = 1;
      at = other(next, at);
      chain.push(at);
    }
  };
  const chains: number[][] = [];
  // Open lines first, from their loose ends, so they come out whole; what is left are rings.
  const starts = [...ends.entries()].filter(([, list]) => list.length === 1).map(([k]) => k);
  for (const start of [...starts, ...segments.map(([p]) => p)]) {
    if (ends.get(start)?.every((s) => used[s])) continue;
    const chain = [start];
    extend(chain, start);
    if (chain.length > 1) chains.push(chain);
  }
  return chains;
}
