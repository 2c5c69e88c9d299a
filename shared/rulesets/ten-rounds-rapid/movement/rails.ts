import type { Vec } from '../../../geometry/vec.ts';
import type { TerrainIndex } from '../../../geometry/terrain-index.ts';
import type { Line } from '../../../scenario/schema.ts';
import { hypot } from '../../../geometry/hypot.ts';
import { closestPointOnSegment } from '../../../geometry/segments.ts';
import type { Piece } from '../state.ts';

/** How near a railway's centre line a train's cars must stand, inches. */
export const ON_RAILS = 0.3;

/** The railway lines of the table. */
export function railways(index: TerrainIndex): Line[] {
  const out: Line[] = [];
  for (const f of index.features) if (f.kind === 'line' && f.feature.type === 'railway') out.push(f.feature);
  return out;
}

/** Where along the line (inches from its first point) the point nearest p lies, and how far p is from it. */
export function along(line: Line, p: Vec): { s: number; off: number } {
  let best = { s: 0, off: Infinity };
  let run = 0;
  for (let i = 0; i + 1 < line.points.length; i++) {
    const a = line.points[i]!, b = line.points[i + 1]!;
    const q = closestPointOnSegment(p, a, b);
    const off = hypot(p.x - q.x, p.y - q.y);
    if (off < best.off) best = { s: run + hypot(q.x - a.x, q.y - a.y), off };
    run += hypot(b.x - a.x, b.y - a.y);
  }
  return best;
}

export function lineLength(line: Line): number {
  let run = 0;
  for (let i = 0; i + 1 < line.points.length; i++) run += hypot(line.points[i + 1]!.x - line.points[i]!.x, line.points[i + 1]!.y - line.points[i]!.y);
  return run;
}

/** The point s inches along the line (clamped to its ends) and the heading of the track there. */
export function pointAt(line: Line, s: number): { x: number; y: number; facing: number } {
  let left = Math.max(0, s);
  for (let i = 0; i + 1 < line.points.length; i++) {
    const a = line.points[i]!, b = line.points[i + 1]!;
    const len = hypot(b.x - a.x, b.y - a.y);
    if (left <= len || i + 2 === line.points.length) {
      const t = len === 0 ? 0 : Math.min(1, left / len);
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, facing: (Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI };
    }
    left -= len;
  }
  const last = line.points[line.points.length - 1]!;
  return { x: last.x, y: last.y, facing: 0 };
}

/** The railway a train stands on (its first car within reach of the line), or null. */
export function railOf(index: TerrainIndex, pieces: readonly Piece[]): Line | null {
  const first = pieces[0];
  if (!first) return null;
  let best: { line: Line; off: number } | null = null;
  for (const line of railways(index)) {
    const { off } = along(line, first);
    if (off <= ON_RAILS * 2 && (!best || off < best.off)) best = { line, off };
  }
  return best?.line ?? null;
}

/**
 * Places a train with its lead car at s along the line and the others behind it, car length apart, toward the
 * line's start when `forward` (else toward its end), every car kept on the line.
 */
export function placeTrain(line: Line, s: number, cars: readonly Piece[], carLength: number, forward: boolean): Piece[] {
  const total = lineLength(line);
  const span = carLength * (cars.length - 1);
  const lead = forward ? Math.min(total, Math.max(span, s)) : Math.max(0, Math.min(total - span, s));
  return cars.map((car, i) => {
    const p = pointAt(line, forward ? lead - i * carLength : lead + i * carLength);
    return { ...car, x: p.x, y: p.y, facing: forward ? p.facing : p.facing + 180 };
  });
}
