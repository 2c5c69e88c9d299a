import { hypot } from './hypot.ts';

/** Points and vectors on the table, in inches: x to the right, y away from the Red baseline. */
export interface Vec {
  readonly x: number;
  readonly y: number;
}

export const vec = (x: number, y: number): Vec => ({ x, y });
export const add = (a: Vec, b: Vec): Vec => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Vec, b: Vec): Vec => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Vec, k: number): Vec => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Vec, b: Vec): number => a.x * b.x + a.y * b.y;
export const cross = (a: Vec, b: Vec): number => a.x * b.y - a.y * b.x;
export const length = (a: Vec): number => hypot(a.x, a.y);
export const distance = (a: Vec, b: Vec): number => hypot(a.x - b.x, a.y - b.y);
export const lerp = (a: Vec, b: Vec, t: number): Vec => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

export function normalize(a: Vec): Vec {
  const l = length(a);
  return l === 0 ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
}

/**
 * Facing in degrees: 0 looks toward +y (the White baseline), 90 toward +x; clockwise as seen from above.
 */
export const headingVector = (degrees: number): Vec => {
  const r = (degrees * Math.PI) / 180;
  return { x: Math.sin(r), y: Math.cos(r) };
};

export const headingOf = (v: Vec): number => normalizeDegrees((Math.atan2(v.x, v.y) * 180) / Math.PI);

export function normalizeDegrees(d: number): number {
  const r = d % 360;
  return r < 0 ? r + 360 : r;
}

/** Smallest absolute difference between two headings, 0..180. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b));
  return d > 180 ? 360 - d : d;
}
